import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TARGET_PRICE_MAX } from '../../../shared/api/watches';
import { Dialog, DialogClose } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { BellIcon } from '../../components/icons';
import { useFormat } from '../../lib/use-format';
import { useSetAtom } from '../../state/jotai';
import { saveWatchAtom, stopWatchAtom, useWatch } from '../../state/alerts';

interface Props {
  productId: number;
  /** What the product is called here (with its chain on a card or list line). */
  name: string;
  /** The button says "Watch price" / "Watching" beside the bell; otherwise the bell alone, named for readers. */
  withText?: boolean;
}

/** A whole number of forints from 1 to TARGET_PRICE_MAX, or empty (no target); undefined when it is neither. */
export function parseTarget(text: string): number | null | undefined {
  const s = text.replace(/[\s\u00a0.]/g, '').replace(/ft$/i, '');
  if (s === '') return null;
  if (!/^[1-9][0-9]{0,6}$/.test(s)) return undefined;
  const n = Number(s);
  return n <= TARGET_PRICE_MAX ? n : undefined;
}

/**
 * Watch a product's price (price alerts): the bell opens a dialog with an optional target price, where a watched
 * product's target can be changed or its watch stopped. Pressed while the product is watched.
 */
export function WatchButton({ productId, name, withText = false }: Props) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  const watch = useWatch(productId);
  const save = useSetAtom(saveWatchAtom);
  const stop = useSetAtom(stopWatchAtom);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const parsed = parseTarget(target);
  const on = !!watch;

  const submit = async () => {
    setTried(true);
    if (parsed === undefined) return;
    setBusy(true);
    const ok = await save({ productId, targetPrice: parsed, name });
    setBusy(false);
    if (ok) setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={`${withText ? 'btn' : 'icon-btn'} al-watch-toggle${on ? ' is-on' : ''}`}
        aria-pressed={on}
        aria-label={withText ? undefined : t('alerts.watch.label', { name })}
        title={on && watch.target_price ? t('alerts.watch.targetIs', { price: ft(watch.target_price) }) : undefined}
        onClick={() => {
          setTarget(watch?.target_price ? String(watch.target_price) : '');
          setTried(false);
          setOpen(true);
        }}
      >
        <BellIcon filled={on} />
        {withText ? <span>{on ? t('alerts.watch.buttonOn') : t('alerts.watch.button')}</span> : null}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('alerts.watch.dialogTitle', { name })} description={t('alerts.watch.description')}>
        <form
          className="al-watch-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={t('alerts.watch.target')}
            inputMode="numeric"
            autoComplete="off"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            error={tried && parsed === undefined ? t('alerts.watch.targetInvalid') : undefined}
          />
          <p className="muted al-hint">{t('alerts.watch.targetHint')}</p>
          <div className="dialog-actions">
            {on ? (
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy}
                onClick={async () => {
                  setBusy(true);
                  const ok = await stop({ productId, name });
                  setBusy(false);
                  if (ok) setOpen(false);
                }}
              >
                {t('alerts.watch.stop')}
              </button>
            ) : null}
            <DialogClose className="btn">{t('common.cancel')}</DialogClose>
            <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
              {on ? t('alerts.watch.update') : t('alerts.watch.save')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
