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
