import { PriceSourceNote } from '../../../components/PriceSourceNote';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, message } from '../../../i18n/message';
import type { Product } from '../../../../shared/api/catalogue';
import type { ShoppingList } from '../../../../shared/api/lists';
import { RULES } from '../../../../shared/rules';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { Spinner } from '../../../components/Spinner';
import { ErrorState } from '../../../components/States';
import { TextField } from '../../../components/TextField';
import { errorCode } from '../../../lib/bridge';
import { unitLabel } from '../../../../shared/product-name';
import { useFormat } from '../../../lib/use-format';
import { useSetAtom } from '../../../state/jotai';
import { useResource } from '../../../state/resource';
import { pushToastAtom } from '../../../state/toasts';
import { createListAtom, LISTS, setQuantityAtom } from '../../../state/user-data';
import { newListName } from '../../shopping/logic';
import { keepUnits } from '../../../i18n/format';

type Offer = Pick<Product, 'id' | 'name' | 'price' | 'package' | 'unit' | 'kind_name'> & Partial<Pick<Product, 'price_source'>>;

/** How many of a product a list holds (0 when none). */
function quantityIn(list: ShoppingList, productId: number): number {
  return list.products.find((p) => p.id === productId)?.quantity ?? 0;
}

/** SPEC §2 add-to-list dialog: every list with a QTY stepper at the current quantity, and a row to create one. */
export function AddToListDialog({ product, onClose }: { product: Offer | null; onClose(): void }) {
  const { t } = useTranslation();
  const { ft, amount, lang } = useFormat();
  // The lists are the store's (state/user-data.ts): what is changed here shows on every screen at once. They
  // are fetched again each time the dialog opens.
  const stored = useResource(product ? LISTS : null, { pick: (d) => d.items });
  const saveQuantity = useSetAtom(setQuantityAtom);
  const createList = useSetAtom(createListAtom);
  const toast = useSetAtom(pushToastAtom);
  /** The list whose quantity is being saved, so only its stepper waits. */
  const [busy, setBusy] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [focusList, setFocusList] = useState<number | null>(null);
  // "This product" or "any brand of this kind": what a quantity set below puts on the list.
  const [anyBrand, setAnyBrand] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const open = product !== null;

  const state = stored.data ? 'ready' : stored.status;
  const lists = useMemo(() => stored.data ?? [], [stored.data]);

  useEffect(() => {
    if (focusList === null || state !== 'ready') return;
    body.current?.querySelector<HTMLButtonElement>(`[data-list-id="${focusList}"] .stepper button:last-of-type`)?.focus();
  }, [focusList, state, lists]);

  const notSaved = (err: unknown) =>
    toast({ kind: 'error', text: message('browse.addToList.notSaved', { reason: errorMessage(errorCode(err)) }) });

  const setQuantity = async ({ list, productId, quantity, anyBrand: any }: { list: ShoppingList; productId: number; quantity: number; anyBrand?: boolean }) => {
    setBusy(list.id);
    try {
      await saveQuantity({ listId: list.id, productId, quantity, anyBrand: any });
    } catch (err) {
      notSaved(err);
    } finally {
      setBusy(null);
    }
  };

  /** Creates a list and resolves its id (null when it was not saved). */
  const create = async (listName: string) => {
    setBusy('new');
    try {
      return await createList(listName);
    } catch (err) {
      notSaved(err);
      return null;
    } finally {
      setBusy(null);
    }
  };
  const defaultName = newListName(lists.map((l) => l.name));
  const name = draft ?? defaultName;

  const close = () => {
    setDraft(null);
    setNameError(undefined);
    setFocusList(null);
    setAnyBrand(false);
    onClose();
  };

  const description = product ? (
    <span className="br-atl-product">
      <strong>{keepUnits(product.name)}</strong>
      <span className="num">{t('browse.addToList.price', { price: ft(product.price) })}</span>
      {/* Where the price comes from, as wherever else a price shows. */}
      <PriceSourceNote source={product.price_source} />
      {product.package !== null && product.unit ? (
        <span className="num">{t('browse.addToList.package', { package: amount(product.package, product.unit, (u) => unitLabel(u, lang)) })}</span>
      ) : null}
    </span>
  ) : undefined;

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()} title={t('browse.addToList.title')} description={description}>
      <div ref={body} className="br-atl-body" data-testid="add-to-list">
        {state === 'loading' ? (
          <Spinner center />
        ) : state === 'error' ? (
          <ErrorState code={stored.code ?? 'UNKNOWN'} onRetry={stored.reload} />
        ) : (
          <>
            {product?.kind_name ? (
              <fieldset className="br-atl-which">
                <legend className="br-atl-heading">{t('browse.addToList.which')}</legend>
                <label>
                  <input type="radio" name="br-atl-which" checked={!anyBrand} onChange={() => setAnyBrand(false)} />{' '}
                  {t('browse.addToList.thisProduct')}
                </label>
                <label>
                  <input type="radio" name="br-atl-which" checked={anyBrand} onChange={() => setAnyBrand(true)} />{' '}
                  {t('browse.addToList.anyBrand', { kind: product.kind_name })}
                </label>
                {anyBrand ? <p className="muted sh-small">{t('browse.addToList.anyBrandHint')}</p> : null}
              </fieldset>
            ) : null}
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
                    onChange={(quantity) => product && void setQuantity({ list, productId: product.id, quantity, anyBrand: product.kind_name ? anyBrand : undefined })}
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
