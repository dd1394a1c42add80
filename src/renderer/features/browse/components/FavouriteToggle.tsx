import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/icons';
import { useSetAtom } from '../../../state/jotai';
import { toggleFavouriteAtom, useIsFavourite } from '../../../state/user-data';

interface Props {
  /** The product as its screen has it; its flag counts until the favourites are in. */
  product: { id: number; isFavorite: boolean };
  name: string;
  /** A product card's heart flips even when the call fails (SPEC §4). */
  card?: boolean;
  /** Called once the call has ended, with whether the server took it. */
  onDone?(ok: boolean): void;
}

/**
 * The heart of SPEC §4: a spinner while the call runs. The flag is the store's (useIsFavourite), so a favourite
 * toggled in one place shows in every other.
 */
export function FavouriteToggle({ product, name, card = false, onDone }: Props) {
  const { t } = useTranslation();
  const toggle = useSetAtom(toggleFavouriteAtom);
  const isFavorite = useIsFavourite(product, { card });
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`icon-btn br-fav-toggle${isFavorite ? ' is-on' : ''}`}
      aria-pressed={isFavorite}
      aria-label={t('browse.favourite.toggle', { name })}
      aria-busy={busy}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const ok = await toggle({ productId: product.id, isFavorite, card });
        setBusy(false);
        onDone?.(ok);
      }}
    >
      {busy ? <span className="spinner br-spinner-s" aria-hidden="true" /> : <HeartIcon filled={isFavorite} />}
      {busy ? (
        <span className="visually-hidden" role="status">
          {t('browse.favourite.saving')}
        </span>
      ) : null}
    </button>
  );
}
