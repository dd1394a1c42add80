import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/icons';
import { useSetAtom } from '../../../state/jotai';
import { toggleFavouriteAtom } from '../../../state/user-data';

interface Props {
  productId: number;
  name: string;
  isFavorite: boolean;
  /** Called once the call has ended, with whether the server took it. */
  onDone(ok: boolean): void;
}

/** The heart of SPEC §4: a spinner while the call runs; what happens to the flag afterwards is the screen's. */
export function FavouriteToggle({ productId, name, isFavorite, onDone }: Props) {
  const { t } = useTranslation();
  const toggle = useSetAtom(toggleFavouriteAtom);
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
        const ok = await toggle({ productId, isFavorite });
        setBusy(false);
        onDone(ok);
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
