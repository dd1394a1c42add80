import { atom } from './jotai';
import { RULES } from '../../shared/rules';
import type { Text } from '../i18n/message';

export interface Toast {
  id: number;
  kind: 'error' | 'info' | 'success';
  /** Kept as a message where possible, so that it reads in the language shown when it is on screen. */
  text: Text;
  /** Auto-close after this many ms (SPEC §9: 5 s by default, 10 s on the zone screen). */
  durationMs: number;
  /**
   * Where it shows: by default at the bottom centre above the navigation; 'zone' at the top centre of the zone
   * screen's map (SPEC §5: the zone's error toasts at top-centre), below the page's title and the header.
   */
  place?: 'zone';
}

/** The zone map's toast area while the zone screen shows it; its toasts fall back to the default place otherwise. */
export const zoneToastAnchorAtom = atom<HTMLElement | null>(null);

export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

export const pushToastAtom = atom(null, (get, set, toast: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number }) => {
  const id = nextId++;
  set(toastsAtom, [...get(toastsAtom), { id, durationMs: RULES.toast.defaultMs, ...toast }]);
  return id;
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((t) => t.id !== id),
  );
});
