import { atom } from '../../state/jotai';
import { errorCode } from '../../lib/bridge';
import { inFlightCountAtom, mutate, resourceAtom } from '../../state/resource';
import { RETAILERS, SHOPS, ZONE } from '../../state/user-data';
import type { Retailer, Shop, ZoneResponse } from '../../../shared/api';
import type { ErrorCode } from '../../../shared/errors';
import {
  countsByRetailer,
  INITIAL_RADIUS_M,
  refusalFromError,
  shopsInZone,
  zoneRefusal,
  type LatLng,
  type ZoneRefusal,
} from './zone-logic';

/** What the zone screen edits: the user's zone and the catalogue's shops and retailers (resources). */
export interface ZoneData {
  shops: Shop[];
  retailers: Retailer[];
  zone: ZoneResponse;
}

/** The draft the screen edits, started from the saved zone by startDraftAtom. */
export const markerAtom = atom<LatLng | null>(null);
export const radiusAtom = atom<number>(INITIAL_RADIUS_M);
export const selectedRetailersAtom = atom<number[]>([]);
/** A save is under way: the resource layer's count of saveZone calls in flight. */
const savesInFlight = inFlightCountAtom(['saveZone']);
export const savingAtom = atom((get) => get(savesInFlight) > 0);

const zoneAtom = resourceAtom(ZONE);
const shopsAtom = resourceAtom(SHOPS);
const retailersAtom = resourceAtom(RETAILERS);
const dataAtom = atom((get): ZoneData | null => {
  const zone = get(zoneAtom).data;
  const shops = get(shopsAtom).data?.shops;
  const retailers = get(retailersAtom).data?.retailers;
  return zone && shops && retailers ? { zone, shops, retailers } : null;
});

/** The saved zone the draft started from; null until the screen starts one. */
export const draftFromAtom = atom<ZoneResponse | null>(null);

/** Starts the draft from the saved zone, or a fresh one: no marker, 3 km, every retailer. */
export const startDraftAtom = atom(null, (_get, set, { zone, retailers }: Pick<ZoneData, 'zone' | 'retailers'>) => {
  set(draftFromAtom, zone);
  const hasZone = zone.latitude !== null && zone.longitude !== null;
  const known = zone.retailers.filter((id) => retailers.some((r) => r.id === id));
  set(markerAtom, hasZone ? { latitude: zone.latitude!, longitude: zone.longitude! } : null);
  set(radiusAtom, hasZone && zone.diameter !== null ? zone.diameter : INITIAL_RADIUS_M);
  // A new zone starts with every retailer chosen.
  set(selectedRetailersAtom, hasZone && known.length ? known : retailers.map((r) => r.id));
});

/** Shops of every retailer inside the circle, nearest first. */
export const insideAtom = atom((get) => shopsInZone(get(dataAtom)?.shops ?? [], get(markerAtom), get(radiusAtom)));

/** What the map and the side list show: the chosen retailers' shops inside the circle. */
export const visibleShopsAtom = atom((get) => {
  const selected = get(selectedRetailersAtom);
  return get(insideAtom).filter((s) => selected.includes(s.retailer_id));
});

export const countsAtom = atom((get) =>
  countsByRetailer(get(visibleShopsAtom), get(dataAtom)?.retailers ?? [], get(selectedRetailersAtom)),
);

export type SaveOutcome = { ok: true } | { ok: false; refusal: ZoneRefusal } | { ok: false; code: ErrorCode };

/** Checks the zone here first (no round trip for a refusal); the server checks again. */
export const saveZoneAtom = atom(null, async (get, set): Promise<SaveOutcome> => {
  const data = get(dataAtom);
  if (!data || get(savingAtom)) return { ok: false, code: 'UNKNOWN' };
  const draft = { marker: get(markerAtom), radiusM: get(radiusAtom), retailers: get(selectedRetailersAtom) };
  const refusal = zoneRefusal(draft, data.shops, data.retailers);
  if (refusal) return { ok: false, refusal };
  try {
    await mutate(set, 'saveZone', {
      body: {
        latitude: draft.marker!.latitude,
        longitude: draft.marker!.longitude,
        diameter: Math.round(draft.radiusM),
        retailers: [...draft.retailers],
      },
    });
    return { ok: true };
  } catch (err) {
    const serverRefusal = refusalFromError(err);
    return serverRefusal ? { ok: false, refusal: serverRefusal } : { ok: false, code: errorCode(err) };
  }
});
