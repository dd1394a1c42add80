import type { ListVersionsResponse, ShoppingList } from '../../../../shared/api/lists';
import { resource } from '../../../state/resource';

/** The poll (docs/household.md#seeing-changes): each list's version and the invitations waiting. */
export const LIST_VERSIONS = resource('listVersions');
/** The invitations the user received and has not answered. */
export const INVITATIONS = resource('invitations');

/**
 * Whether the lists as loaded are behind the poll: a list came or went, or one has a newer version. A poll answer
 * older than the lists (the user's own write landed between) changes nothing.
 */
export function listsBehind(loaded: readonly Pick<ShoppingList, 'id' | 'version'>[], polled: ListVersionsResponse): boolean {
  if (loaded.length !== polled.lists.length) return true;
  const versions = new Map(loaded.map((l) => [l.id, l.version]));
  return polled.lists.some((l) => {
    const v = versions.get(l.id);
    return v === undefined || l.version > v;
  });
}

/** A list another account shares with this one, as last seen on this device: enough to say that it went. */
export interface SharedWithMe {
  id: number;
  name: string;
  owner: string;
}

/** The lists shared with the user among the loaded lists. */
export function sharedWithMe(lists: readonly Pick<ShoppingList, 'id' | 'name' | 'sharing'>[]): SharedWithMe[] {
  return lists.filter((l) => l.sharing?.role === 'member').map((l) => ({ id: l.id, name: l.name, owner: l.sharing!.owner.name }));
}

/**
 * The lists shared with the user that were seen before and are not among `present` (the poll's ids, or the lists as
 * loaded): their owner deleted them, took the user off, or erased the account (docs/household.md#when-a-shared-list-goes).
 */
export function sharedListsGone(seen: readonly SharedWithMe[], present: Iterable<number>): SharedWithMe[] {
  const ids = new Set(present);
  return seen.filter((l) => !ids.has(l.id));
}

/** Where the device keeps the lists shared with an account as last seen (so a change made while it was closed is told too). */
const seenKey = (email: string) => `kosar.sharedWithMe.${email.toLowerCase()}`;

export function readSeenShared(email: string): SharedWithMe[] {
  try {
    const v = JSON.parse(localStorage.getItem(seenKey(email)) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as SharedWithMe[]).filter((l) => typeof l?.id === 'number' && typeof l.name === 'string' && typeof l.owner === 'string') : [];
  } catch {
    return [];
  }
}

export function writeSeenShared(email: string, lists: readonly SharedWithMe[]): void {
  try {
    if (lists.length) localStorage.setItem(seenKey(email), JSON.stringify(lists));
    else localStorage.removeItem(seenKey(email));
  } catch {
    // Storage full or off: a list that goes is then not told, nothing worse.
  }
}

/** The user leaves a shared list themselves: it is not told as gone. */
export function forgetSeenShared(email: string, id: number): void {
  writeSeenShared(
    email,
    readSeenShared(email).filter((l) => l.id !== id),
  );
}
