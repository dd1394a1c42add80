import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../lib/use-format';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { fetchListsAtom, listsAtom, listsErrorAtom, selectedListIdAtom } from '../../state/user-data';
import { parseId } from '../browse/listing/parse-id';

/**
 * The lists for a screen that works on one of them: fetched afresh when it opens and on a language switch
 * (`loaded` once that fetch has ended), with the id of the list it prefers: the one named in the URL
 * (`?list=`), else the one opened last.
 */
export function useScreenLists() {
  const [params] = useSearchParams();
  const selected = useAtomValue(selectedListIdAtom);
  const lists = useAtomValue(listsAtom);
  const error = useAtomValue(listsErrorAtom);
  const fetchLists = useSetAtom(fetchListsAtom);
  const lang = useLanguage();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    // Fresh products: the list may have changed since the drawer was open.
    void fetchLists().then(() => setLoaded(true));
  }, [fetchLists, lang]);

  return { lists, error, loaded, fetchLists, preferredId: parseId(params.get('list')) ?? selected };
}
