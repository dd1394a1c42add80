import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../../i18n/message';
import type { Product } from '../../../../shared/api/catalogue';
import { RULES } from '../../../../shared/rules';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { Spinner } from '../../../components/Spinner';
import { ErrorState } from '../../../components/States';
import { TextField } from '../../../components/TextField';
import { useFormat } from '../../../lib/use-format';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { pushToastAtom } from '../../../state/toasts';
import { busyListAtom, createListAtom, listsStateAtom, loadListsAtom, quantityIn, setQuantityAtom } from './atoms';
import { newListName } from '../../shopping/logic';

type Offer = Pick<Product, 'id' | 'name' | 'price' | 'package' | 'unit'>;

/** SPEC §2 add-to-list dialog: every list with a QTY stepper at the current quantity, and a row to create one. */
export function AddToListDialog({ product, onClose }: { product: Offer | null; onClose(): void }) {
  const { t } = useTranslation();
  const { ft, number } = useFormat();
  const state = useAtomValue(listsStateAtom);
  const busy = useAtomValue(busyListAtom);
  const load = useSetAtom(loadListsAtom);
  const setQuantity = useSetAtom(setQuantityAtom);
  const create = useSetAtom(createListAtom);
  const toast = useSetAtom(pushToastAtom);
  const [draft, setDraft] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [focusList, setFocusList] = useState<number | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const open = product !== null;

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  useEffect(() => {
    if (focusList === null || state.status !== 'ready') return;
    body.current?.querySelector<HTMLButtonElement>(`[data-list-id="${focusList}"] .stepper button:last-of-type`)?.focus();
  }, [focusList, state]);

  const lists = state.status === 'ready' ? state.items : [];
  const defaultName = newListName(lists.map((l) => l.name));
  const name = draft ?? defaultName;

  const close = () => {
    setDraft(null);
    setNameError(undefined);
    setFocusList(null);
    onClose();
  };

  const description = product ? (
    <span className="br-atl-product">
      <strong>{product.name}</strong>
      <span className="num">{t('browse.addToList.price', { price: ft(product.price) })}</span>
      {product.package !== null && product.unit ? (
        <span className="num">{t('browse.addToList.package', { package: number(product.package, 3), unit: product.unit })}</span>
      ) : null}
    </span>
  ) : undefined;

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()} title={t('browse.addToList.title')} description={description}>
      <div ref={body} className="br-atl-body" data-testid="add-to-list">
        {state.status === 'idle' || state.status === 'loading' ? (
          <Spinner center />
        ) : state.status === 'error' ? (
          <ErrorState code={state.code} onRetry={() => void load()} />
        ) : (
          <>
            <h3 className="br-atl-heading">{t('browse.addToList.lists')}</h3>
            {lists.length === 0 ? <p className="muted">{t('browse.addToList.noLists')}</p> : null}
            <ul className="br-atl-lists">
              {lists.map((list) => (
                <li key={list.id} data-list-id={list.id}>
                  <span className="br-atl-name">
                    <span>{list.name}</span>
                    <span className="muted">{t('browse.addToList.products', { count: list.product_count })}</span>
                  </span>
                  <QuantityStepper
                    label={`${product?.name ?? ''} (${list.name})`}
                    value={product ? quantityIn(list, product.id) : 0}
                    busy={busy === list.id}
                    onChange={(quantity) => product && void setQuantity({ list, productId: product.id, quantity })}
                  />
                </li>
              ))}
            </ul>
            <form
              className="br-atl-new"
              onSubmit={async (e) => {
                e.preventDefault();
                const trimmed = name.trim();
                if (!trimmed) return setNameError(t('browse.addToList.nameRequired'));
                setNameError(undefined);
                const id = await create(trimmed);
                if (id !== null) {
                  setDraft(null);
                  setFocusList(id);
                  toast({ kind: 'success', text: message('browse.addToList.created', { name: trimmed }) });
                }
              }}
            >
              <TextField
                label={t('browse.addToList.newListName')}
                value={name}
                maxLength={RULES.maxTextLength}
                error={nameError}
                onChange={(e) => setDraft(e.target.value)}
              />
              <button type="submit" className="btn" disabled={busy === 'new'} aria-busy={busy === 'new'}>
                {t('browse.addToList.create')}
              </button>
            </form>
          </>
        )}
        <div className="dialog-actions">
          <DialogClose className="btn btn-primary">{t('browse.addToList.done')}</DialogClose>
        </div>
      </div>
    </Dialog>
  );
}
