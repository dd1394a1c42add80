import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Retailer, Shop, ZoneResponse } from '../../../shared/api';
import { createStore } from '../../state/jotai';
import { fakeKosar } from '../../../../tests/support/renderer/fake-kosar';
import { fetchResourceAtom } from '../../state/resource';
import { RETAILERS, SHOPS, ZONE } from '../../state/user-data';
import {
  countsAtom,
  markerAtom,
  radiusAtom,
  saveZoneAtom,
  savingAtom,
  selectedRetailersAtom,
  startDraftAtom,
  visibleShopsAtom,
} from './atoms';
import { INITIAL_RADIUS_M } from './zone-logic';

const ok = <T>(data: T) => Promise.resolve({ ok: true as const, data });
const fail = (code: string, details?: Record<string, unknown>) =>
  Promise.resolve({ ok: false as const, error: { code, message: code, details } });

const retailers: Retailer[] = [
  { id: 1, name: 'Aldi', slug: 'aldi', photo: null, color: '#00A3E0' },
  { id: 4, name: 'Lidl', slug: 'lidl', photo: null, color: '#0050AA' },
  { id: 7, name: 'Spar', slug: 'spar', photo: null, color: '#00833E' },
];
const centre = { latitude: 47.49, longitude: 19.04 };
const shops: Shop[] = [
  { id: 1, retailer_id: 1, latitude: 47.4945, longitude: 19.04, address: '1016 Budapest, Mészáros utca 56/A' },
  { id: 2, retailer_id: 4, latitude: 47.495, longitude: 19.04, address: '1016 Budapest, Mészáros utca 1' },
  { id: 3, retailer_id: 7, latitude: 47.6, longitude: 19.04, address: '1039 Budapest, Rákóczi utca 38' },
];
const noZone: ZoneResponse = { latitude: null, longitude: null, diameter: null, retailers: [] };

let api: Record<string, ReturnType<typeof vi.fn>>;
let store: ReturnType<typeof createStore>;

beforeEach(() => {
  api = {
    getZone: vi.fn(() => ok(noZone)),
    saveZone: vi.fn(() => ok({ success: true })),
    shops: vi.fn(() => ok({ shops })),
    retailers: vi.fn(() => ok({ retailers })),
  };
  fakeKosar(api);
  store = createStore();
});

/** What the zone screen does when it opens: the three resources, then the draft from the zone. */
async function loadZone() {
  const [zone, , retailersAnswer] = await Promise.all([
    store.set(fetchResourceAtom, ZONE),
    store.set(fetchResourceAtom, SHOPS),
    store.set(fetchResourceAtom, RETAILERS),
  ]);
  store.set(startDraftAtom, { zone: zone as ZoneResponse, retailers: (retailersAnswer as { retailers: Retailer[] }).retailers });
}

describe('zone state', () => {
  it('starts a new zone without a marker, at 3 km, with every retailer', async () => {
    await loadZone();
    expect(store.get(markerAtom)).toBeNull();
    expect(store.get(radiusAtom)).toBe(INITIAL_RADIUS_M);
    expect(store.get(selectedRetailersAtom)).toEqual([1, 4, 7]);
    expect(store.get(visibleShopsAtom)).toEqual([]);
  });

  it('loads an existing zone and shows only its retailers inside its circle', async () => {
    api.getZone.mockImplementation(() => ok({ ...centre, diameter: 1000, retailers: [4, 7] }));
    await loadZone();
    expect(store.get(markerAtom)).toEqual(centre);
    expect(store.get(radiusAtom)).toBe(1000);
    expect(store.get(visibleShopsAtom).map((s) => s.id)).toEqual([2]);
    expect(store.get(countsAtom).map((c) => [c.retailer.name, c.count])).toEqual([
      ['Lidl', 1],
      ['Spar', 0],
    ]);
  });

  it('saves nothing while the shops could not be loaded', async () => {
    api.shops.mockImplementation(() => fail('OFFLINE'));
    await expect(loadZone()).rejects.toMatchObject({ code: 'OFFLINE' });
    store.set(markerAtom, centre);
    expect(await store.set(saveZoneAtom)).toEqual({ ok: false, code: 'UNKNOWN' });
    expect(api.saveZone).not.toHaveBeenCalled();
  });

  it('refuses without a round trip, naming the retailers that do have shops inside', async () => {
    await loadZone();
    expect(await store.set(saveZoneAtom)).toEqual({ ok: false, refusal: { kind: 'noMark' } });
    store.set(markerAtom, centre);
    store.set(radiusAtom, 1000);
    store.set(selectedRetailersAtom, [7]);
    expect(await store.set(saveZoneAtom)).toEqual({ ok: false, refusal: { kind: 'noShops', otherRetailers: ['Aldi', 'Lidl'] } });
    expect(api.saveZone).not.toHaveBeenCalled();
  });

  it('saves the radius in whole metres, then loads the saved zone again', async () => {
    await loadZone();
    store.set(markerAtom, centre);
    store.set(radiusAtom, 1000);
    expect(await store.set(saveZoneAtom)).toEqual({ ok: true });
    expect(api.saveZone).toHaveBeenCalledWith({ body: { ...centre, diameter: 1000, retailers: [1, 4, 7] } });
    expect(api.getZone).toHaveBeenCalledTimes(2);
  });

  it('is saving while the save and the zone it reloads are under way; a second save meanwhile sends nothing', async () => {
    await loadZone();
    store.set(markerAtom, centre);
    let answer: (v: unknown) => void = () => {};
    api.saveZone.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    const first = store.set(saveZoneAtom);
    expect(store.get(savingAtom)).toBe(true);
    expect(await store.set(saveZoneAtom)).toEqual({ ok: false, code: 'UNKNOWN' });
    answer({ ok: true, data: { success: true } });
    expect(await first).toEqual({ ok: true });
    expect(store.get(savingAtom)).toBe(false);
    expect(api.saveZone).toHaveBeenCalledTimes(1);
  });

  it('passes on the server refusal and a failed save, leaving the session as it was', async () => {
    await loadZone();
    store.set(markerAtom, centre);
    api.saveZone.mockImplementationOnce(() => fail('ZONE_NO_SHOPS', { other_retailers: ['Tesco'] }));
    expect(await store.set(saveZoneAtom)).toEqual({ ok: false, refusal: { kind: 'noShops', otherRetailers: ['Tesco'] } });
    api.saveZone.mockImplementationOnce(() => fail('OFFLINE'));
    expect(await store.set(saveZoneAtom)).toEqual({ ok: false, code: 'OFFLINE' });
  });
});
