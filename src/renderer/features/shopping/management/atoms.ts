import { atom } from '../../../state/jotai';
import type { SortMode } from '../logic';

/** SPEC §4: the drawer sorts alphabetically by default, or newest first. */
export const drawerSortAtom = atom<SortMode>('alpha');
/** The list whose drawer is open. */
export const drawerListIdAtom = atom<number | null>(null);
/** The list in the rename modal. */
export const renamingAtom = atom<{ id: number; name: string } | null>(null);
/** The list in the share dialog. */
export const sharingIdAtom = atom<number | null>(null);
