import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSTALLED_BASKET } from '../../shared/attribution';
import { CALIBRATION_DATE } from '../../../tools/catalogue/calibration';
import { DEFAULT_CATALOGUE_DIR } from '../paths';
import { defaultDataDir, readArfigyeloBasket } from '../../../tools/catalogue/sources';

describe('the installed basket the About screen describes', () => {
  it("is the installed catalogue's one capture of the monitor: its date and its number of observed offers", () => {
    const manifest = JSON.parse(readFileSync(join(DEFAULT_CATALOGUE_DIR, 'manifest.json'), 'utf8')) as { observed: { date: string; offers: number }; counts: { observedOffers: number } };
    expect(manifest.observed).toMatchObject({ date: INSTALLED_BASKET.date, offers: INSTALLED_BASKET.offers });
    expect(manifest.counts.observedOffers).toBe(INSTALLED_BASKET.offers);
    expect(CALIBRATION_DATE).toBe(INSTALLED_BASKET.date);
    // The capture it was built from: its items, its rows and its one day.
    const rows = readArfigyeloBasket(defaultDataDir());
    expect(new Set(rows.map((r) => r.item)).size).toBe(INSTALLED_BASKET.items);
    expect(rows).toHaveLength(INSTALLED_BASKET.offers);
    expect(new Set(rows.map((r) => r.date))).toEqual(new Set([INSTALLED_BASKET.date]));
  });
});
