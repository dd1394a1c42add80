import { PriceSourceNote, UnavailableNote } from '../../../components/PriceSourceNote';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../../i18n/message';
import { Link, useNavigate } from 'react-router-dom';
import type { ShoppingList } from '../../../../shared/api/lists';
import { refocusWhenGone } from '../../../components/focus';
import { useReturnFocus } from '../../../components/return-focus';
import { ProductImage } from '../../../components/ProductImage';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { EmptyState } from '../../../components/States';
import { CheckIcon, CloseIcon, PencilIcon, SearchIcon, ShareIcon } from '../../../components/icons';
import { useFormat } from '../../../lib/use-format';
import { useAtom, useSetAtom } from '../../../state/jotai';
import { renameListAtom, selectedListIdAtom } from '../../../state/user-data';
import { useSetQuantity } from './use-set-quantity';
import { ActionMenu } from '../components/ActionMenu';
import { useWriteFeedback } from '../components/feedback';
import { listNameProblem, sortProducts } from '../logic';
import { drawerSortAtom, renamingAtom } from './atoms';
import { keepUnits } from '../../../i18n/format';
import { searchForAtom } from '../../browse/search/atoms';
import { OfferTerms } from '../../browse/product/OfferTerms';
import { ListTotalNote } from './ListTotals';
import { ActivityLine, isShared, LineAuthors, SharedNote } from '../sharing/SharedNotes';
import { WatchButton } from '../../alerts/WatchButton';

interface Props {
  list: ShoppingList | null;
  onClose(): void;
  onDelete(list: ShoppingList): void;
  onShopAgain(list: ShoppingList): void;
  onShare(list: ShoppingList): void;
}

/** The list drawer of SPEC §2: inline rename, sort and list menu, quantities, and the way to plan. */
export function ListDrawer({ list, onClose, onDelete, onShopAgain, onShare }: Props) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(!!list);
  // The list last shown, still known while the drawer closes.
  const shown = useRef<number | null>(null);
  const listId = list?.id ?? null;
  useEffect(() => {
    if (listId !== null) shown.current = listId;
  }, [listId]);
  return (
    <RadixDialog.Root open={!!list} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="drawer-overlay" />
        <RadixDialog.Content
          className="drawer sh-drawer"
          data-drawer-list={list?.id}
          onCloseAutoFocus={(e) => {
            // Closed, the drawer gives the focus to the row of the list it showed last: the one that opened it, or
            // the new list a copy opened it on; else back to what had the focus.
            const row = shown.current === null ? null : document.querySelector<HTMLElement>(`[data-list-row="${shown.current}"] .sh-row-main`);
            if (!row) return returnFocus(e);
            e.preventDefault();
            row.focus();
          }}
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => {
            // Escape in the inline rename or the list menu closes just that, not the drawer.
            if ((document.activeElement as HTMLElement | null)?.closest('.sh-inline-rename, [role="menu"]')) e.preventDefault();
          }}
        >
          {list ? <DrawerBody key={list.id} list={list} onDelete={onDelete} onClose={onClose} onShopAgain={onShopAgain} onShare={onShare} /> : <RadixDialog.Title className="visually-hidden">{t('nav.shopping')}</RadixDialog.Title>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function DrawerBody({
  list,
  onDelete,
  onClose,
  onShopAgain,
  onShare,
}: {
  list: ShoppingList;
  onDelete(list: ShoppingList): void;
  onClose(): void;
  onShopAgain(list: ShoppingList): void;
  onShare(list: ShoppingList): void;
}) {
  const { t } = useTranslation();
  const { ft, lang } = useFormat();
  const navigate = useNavigate();
  const [sort, setSort] = useAtom(drawerSortAtom);
  const setRenaming = useSetAtom(renamingAtom);
  const setSelected = useSetAtom(selectedListIdAtom);
  const searchFor = useSetAtom(searchForAtom);
  const { change, busy } = useSetQuantity();

  const changeQuantity = async (productId: number, quantity: number) => {
    const at = products.findIndex((p) => p.id === productId);
    const product = list.products.find((p) => p.id === productId)!;
    if (!(await change(list, product, quantity)) || quantity !== 0) return;
    // A removed line took the focus with it: the line now in its place takes it, else the drawer's button.
    refocusWhenGone(document.querySelector(`[data-drawer-line="${productId}"]`), () => {
      const links = [...document.querySelectorAll<HTMLElement>('[data-drawer-line] .sh-drawer-product-link')];
      return links[Math.min(at, links.length - 1)] ?? document.querySelector<HTMLElement>('.sh-drawer-foot button');
    });
  };

  const products = sortProducts(list.products, sort, lang);
  const shared = isShared(list);
  // The last change is told while the list is shared, and after, when someone else made it (a member who left).
  const othersChanged = shared || (!!list.activity && !list.activity.by?.you);
  return (
    <>
      <div className="drawer-head sh-drawer-head">
        <DrawerTitle list={list} />
        <ActionMenu
          label={t('shopping.drawer.menu')}
          items={[
            { key: 'latest', label: t('shopping.drawer.sortLatest'), checked: sort === 'latest', onSelect: () => setSort('latest') },
            { key: 'alpha', label: t('shopping.drawer.sortAlpha'), checked: sort === 'alpha', onSelect: () => setSort('alpha') },
            { key: 'rename', label: t('shopping.management.rename'), onSelect: () => setRenaming({ id: list.id, name: list.name }) },
            { key: 'again', label: t('shopping.again.menu'), onSelect: () => onShopAgain(list) },
            ...(list.sharing?.role === 'member' ? [] : [{ key: 'delete', label: t('shopping.management.delete'), danger: true, onSelect: () => onDelete(list) }]),
          ]}
        />
        <button type="button" className="icon-btn" aria-label={t('sharing.shareList', { name: list.name })} title={t('sharing.share')} onClick={() => onShare(list)}>
          <ShareIcon />
        </button>
        <RadixDialog.Close className="icon-btn" aria-label={t('common.close')}>
          <CloseIcon />
        </RadixDialog.Close>
      </div>
      <div className="sh-drawer-body">
        {othersChanged ? (
          <div className="sh-drawer-sharing">
            <SharedNote list={list} />
            <ActivityLine list={list} />
          </div>
        ) : null}
        {products.length ? (
          <ul className="sh-drawer-products" aria-label={t('shopping.drawer.products')}>
            {products.map((p) => (
              <li key={p.id} className="sh-drawer-product" data-drawer-line={p.id}>
                <Link to={`/product/${p.id}`} className="sh-drawer-product-link">
                  <ProductImage photo={p.photo} alt="" className="sh-thumb" />
                  <span className="sh-drawer-product-text">
                    <span className="sh-drawer-product-name">{keepUnits(p.name)}</span>
                    {p.any_brand ? <span className="sh-small sh-any-brand">{t('shopping.drawer.anyBrand', { kind: p.kind_name })}</span> : null}
                    <span className="muted sh-small dot-list">
                      <span>{p.retailer_name}</span>
                      <span className="num">{ft(p.price)}</span>
                      <span>
                        <PriceSourceNote source={p.price_source} />
                      </span>
                    </span>
                    <OfferTerms product={p} compact />
                    <CountedElsewhere list={list} product={p} />
                    {shared ? <LineAuthors product={p} /> : null}
                  </span>
                </Link>
                <WatchButton productId={p.id} name={p.retailer_name ? `${p.name} (${p.retailer_name})` : p.name} />
                <QuantityStepper
                  value={p.quantity}
                  // The same product can be on the list from two shops: the shop tells their buttons apart.
                  label={p.retailer_name ? `${p.name} (${p.retailer_name})` : p.name}
                  busy={busy === p.id}
                  onChange={(q) => void changeQuantity(p.id, q)}
                />
                {p.available === false ? (
                  // A line that can no longer be bought here says why, and offers to find what is on sale today.
                  <div className="sh-drawer-gone">
                    <UnavailableNote available={p.available} source={p.price_source} className="sh-small" />
                    <button
                      type="button"
                      className="btn sh-drawer-find"
                      onClick={() => {
                        onClose();
                        searchFor(p.kind_name || p.name);
                      }}
                    >
                      <SearchIcon />
                      {t('shopping.drawer.findNow', { kind: p.kind_name || p.name })}
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState text={t('shopping.drawer.noProducts')}>
            <p className="sh-small">{t('shopping.drawer.emptyHint')}</p>
          </EmptyState>
        )}
      </div>
      <div className="sh-drawer-foot">
        {products.length ? <ListTotalNote list={list} /> : null}
        {products.length ? (
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => {
              setSelected(list.id);
              navigate(`/shopping/plan?list=${list.id}`);
            }}
          >
            {t('shopping.drawer.plan')}
          </button>
        ) : (
          <button type="button" className="btn btn-block" onClick={() => navigate('/')}>
            {t('shopping.drawer.backHome')}
          </button>
        )}
      </div>
    </>
  );
}

/** The title, renamable in place: confirm saves, cancel (or Escape) keeps the old name. */
function DrawerTitle({ list }: { list: ShoppingList }) {
  const { t } = useTranslation();
  const rename = useSetAtom(renameListAtom);
  const { failed, done } = useWriteFeedback();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(list.name);
  const [busy, setBusy] = useState(false);
  const problem = listNameProblem(name);

  const save = async () => {
    if (problem) return;
    if (name.trim() === list.name) {
      setEditing(false);
      return;
    }
    setBusy(true);
    try {
      await rename({ id: list.id, name: name.trim() });
      done(message('shopping.toast.renamed'));
      setEditing(false);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <div className="sh-drawer-title">
        <RadixDialog.Title asChild>
          <h2>{list.name}</h2>
        </RadixDialog.Title>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('shopping.drawer.editTitle', { name: list.name })}
          onClick={() => {
            setName(list.name);
            setEditing(true);
          }}
        >
          <PencilIcon />
        </button>
      </div>
    );
  }
  return (
    <form
      className="sh-drawer-title sh-inline-rename"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <RadixDialog.Title className="visually-hidden">{list.name}</RadixDialog.Title>
      <input
        className="text-input"
        aria-label={t('shopping.rename.label')}
        aria-invalid={problem ? true : undefined}
        value={name}
        autoFocus
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setEditing(false);
        }}
      />
      <button type="submit" className="icon-btn" aria-label={t('shopping.drawer.confirmName')} disabled={busy || !!problem} aria-busy={busy}>
        <CheckIcon />
      </button>
      <button type="button" className="icon-btn" aria-label={t('shopping.drawer.cancelName')} onClick={() => setEditing(false)}>
        <CloseIcon />
      </button>
    </form>
  );
}

/**
 * Where the list's total counts a line when that is another chain than the line's own (the same product cheaper
 * there, or the kind's cheapest for an "any brand" line): so the total can be followed line by line.
 */
function CountedElsewhere({ list, product }: { list: ShoppingList; product: ShoppingList['products'][number] }) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  const line = list.totals?.lines?.find((l) => l.product_id === product.id);
  if (!line || line.cost === null || !line.retailer_name || line.retailer_name === product.retailer_name) return null;
  return (
    <span className="sh-small sh-counted" data-testid="counted-elsewhere">
      {t('shopping.drawer.countedAt', { retailer: line.retailer_name, total: ft(line.cost) })}
    </span>
  );
}
