import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shop } from '../../../../shared/api';
import { SearchIcon } from '../../../components/icons';
import { buildPlaceIndex, roman, searchPlaces, type Place } from '../place-search';

/** Search for a district or a street of the catalogue's shops (offline), as a combobox; picking one centres the map. */
export function PlaceSearch({ shops, onPick }: { shops: Shop[]; onPick(place: Place): void }) {
  const { t } = useTranslation();
  const id = useId();
  const index = useMemo(() => buildPlaceIndex(shops), [shops]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const results = useMemo(() => searchPlaces(index, query), [index, query]);
  const showList = open && query.trim().length > 0;

  const label = (p: Place) =>
    p.kind === 'district'
      ? t('zone.district', { numeral: p.numeral, name: p.name })
      : `${p.street}${p.house ? ` ${p.house}` : ''}, ${p.postcode} ${p.city}`;

  const pick = (p: Place) => {
    setQuery(label(p));
    setOpen(false);
    onPick(p);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (results.length) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : results.length - 1)) % results.length);
    } else if (e.key === 'Enter' && showList && results[active]) {
      e.preventDefault();
      pick(results[active]);
    } else if (e.key === 'Escape' && showList) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="zone-search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('zone.searchLabel')}
      </label>
      <SearchIcon />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList && results.length > 0}
        aria-controls={`${id}-list`}
        aria-activedescendant={showList && results[active] ? `${id}-opt-${active}` : undefined}
        placeholder={t('zone.searchPlaceholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('zone.searchResults')}
        className="zone-search-list"
        hidden={!showList || !results.length}
      >
        {results.map((p, i) => (
          <li
            key={p.id}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            // Keep the focus in the field so the blur does not close the list before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(p)}
          >
            <span>{label(p)}</span>
            {p.kind === 'street' && p.district ? (
              <span className="muted">{t('zone.districtShort', { numeral: roman(p.district) })}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {showList && !results.length ? (
        <p className="zone-search-none" role="status">
          {t('zone.searchNone')}
        </p>
      ) : null}
    </div>
  );
}
