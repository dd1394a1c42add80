import { describe, expect, it } from 'vitest';
import { buildModel } from './build';
import { defaultDataDir } from './sources';
import { calibrationWeek, type MatchedRow } from './calibration';
import type { Offer } from './products';

/** The modelled price must lie within this share of the observed one. */
const TOLERANCE = 0.15;
/** Observed prices closer than this are a tie: no order of cheapness to agree with. */
const TIE = 0.03;
/** An item's chains are in order when the model orders at least this share of its (untied) chain pairs as observed. */
const PAIRS_IN_ORDER = 2 / 3;
/** "Most items": at least this share of the items with an order are in order. */
const MIN_ITEMS_IN_ORDER = 0.6;

interface Compared {
  m: MatchedRow;
  observed: number;
  modelled: number;
}

/** Each basket row the catalogue can match (the reviewed table, and an offer of that product at that chain). */
function compare(model: ReturnType<typeof buildModel>): Compared[] {
  const week = calibrationWeek();
  const offerAt = new Map<string, Offer>();
  for (const o of model.offers) offerAt.set(`${o.canonical.id}@${o.retailer.slug}`, o);
  const out: Compared[] = [];
  for (const m of model.matches) {
    const o = offerAt.get(`${m.canonical.id}@${m.chain}`);
    if (!o) continue;
    // The regular shelf price in the basket's week (the basket holds the monitor's normal prices), per unit.
    out.push({ m, observed: m.row.unitPrice, modelled: o.regulars[week] / m.canonical.size });
  }
  return out;
}

function check(rows: Compared[]) {
  const off = rows.filter((r) => Math.abs(r.modelled / r.observed - 1) > TOLERANCE);
  const worst = Math.max(...rows.map((r) => Math.abs(r.modelled / r.observed - 1)));
  const byItem = new Map<string, Compared[]>();
  for (const r of rows) byItem.set(r.m.row.item, [...(byItem.get(r.m.row.item) ?? []), r]);
  let items = 0;
  let inOrder = 0;
  let pairs = 0;
  let agreeing = 0;
  for (const rs of byItem.values()) {
    let p = 0;
    let a = 0;
    for (let i = 0; i < rs.length; i++)
      for (let j = i + 1; j < rs.length; j++) {
        const o = rs[i].observed / rs[j].observed;
        if (Math.abs(o - 1) < TIE) continue;
        p++;
        if (o > 1 === rs[i].modelled > rs[j].modelled) a++;
      }
    if (!p) continue;
    items++;
    pairs += p;
    agreeing += a;
    if (a / p >= PAIRS_IN_ORDER) inOrder++;
  }
  const fmt = (r: Compared) => `${r.m.row.item} @ ${r.m.chain}: modelled ${Math.round(r.modelled)} vs observed ${Math.round(r.observed)}`;
  return { rows: rows.length, worst, off: off.map(fmt), items, inOrder, pairShare: agreeing / pairs };
}

const calibrated = check(compare(buildModel(defaultDataDir())));

describe('the modelled fallback against the observed Árfigyelő basket of 2026-09-25', () => {
  it('matches most of the basket to catalogue products', () => {
    expect(calibrated.rows).toBeGreaterThanOrEqual(100);
  });

  it(`models every matched price within ${TOLERANCE * 100}% of the observed one`, () => {
    console.log(`basket rows compared: ${calibrated.rows}; largest deviation: ${Math.round(calibrated.worst * 1000) / 10}%`);
    expect(calibrated.off).toEqual([]);
  });

  it(`orders the chains by cheapness as observed on at least ${MIN_ITEMS_IN_ORDER * 100}% of the items`, () => {
    console.log(`items with an order: ${calibrated.items}, in order: ${calibrated.inOrder}; chain pairs agreeing: ${Math.round(calibrated.pairShare * 100)}%`);
    expect(calibrated.inOrder / calibrated.items).toBeGreaterThanOrEqual(MIN_ITEMS_IN_ORDER);
  });

  it('rejects the model without the basket calibration (the check can fail)', () => {
    const old = check(compare(buildModel(defaultDataDir(), { calibrated: false })));
    console.log(`uncalibrated: ${old.off.length} of ${old.rows} rows off by more than ${TOLERANCE * 100}%, items in order ${old.inOrder}/${old.items}`);
    expect(old.off.length).toBeGreaterThan(old.rows / 2);
    expect(old.inOrder / old.items).toBeLessThan(MIN_ITEMS_IN_ORDER);
  });
});
