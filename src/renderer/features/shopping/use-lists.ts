import { useSearchParams } from 'react-router-dom';
import { useAtomValue } from '../../state/jotai';
import { useResource } from '../../state/resource';
import { LISTS, selectedListIdAtom } from '../../state/user-data';
import { parseId } from '../browse/listing/parse-id';

/**
 * The lists for a screen that works on one of them (`lists`, null until they came; `listsState` the resource,
 * fetched afresh when the screen opens and on a language switch), with the id of the list it prefers: the one
 * named in the URL (`?list=`), else the one opened last.
 */
export function useScreenLists() {
  const [params] = useSearchParams();
  const selected = useAtomValue(selectedListIdAtom);
  const listsState = useResource(LISTS, { pick: (d) => d.items });
  return { lists: listsState.data ?? null, listsState, preferredId: parseId(params.get('list')) ?? selected };
}
