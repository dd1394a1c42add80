import { useTranslation } from 'react-i18next';
import { useSetAtom } from '../../../state/jotai';
import { searchOpenAtom } from './atoms';

/** The step that helps when a product or category is missing: search for what the user was after. */
export function SearchAction() {
  const { t } = useTranslation();
  const openSearch = useSetAtom(searchOpenAtom);
  return (
    <button type="button" className="btn" onClick={() => openSearch(true)}>
      {t('browse.search.open')}
    </button>
  );
}
