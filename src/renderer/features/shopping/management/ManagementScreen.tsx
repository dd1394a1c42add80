import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../../i18n/message';
import { Link } from 'react-router-dom';
import type { ShoppingList } from '../../../../shared/api/lists';
import type { SavedPlan } from '../../../../shared/api/plans';
import type { ErrorCode } from '../../../../shared/errors';
import { useConfirm } from '../../../components/ConfirmDialog';
import { refocusWhenGone } from '../../../components/focus';
import { Spinner } from '../../../components/Spinner';
import { EmptyState, ErrorState } from '../../../components/States';
import { useFormat } from '../../../lib/use-format';
import { useAtom, useSetAtom } from '../../../state/jotai';
import { useResource } from '../../../state/resource';
import { createListAtom, LISTS, removeListAtom, renameListAtom } from '../../../state/user-data';
import { deleteSavedPlanAtom, SAVED_PLANS } from '../atoms';
import { ActionMenu } from '../components/ActionMenu';
import { useWriteFeedback } from '../components/feedback';
import { PlusIcon, RepeatIcon, TrashIcon } from '../../../components/icons';
import { newListName } from '../logic';
import { drawerListIdAtom, renamingAtom, sharingIdAtom } from './atoms';
import { Invitations } from '../sharing/Invitations';
import { ShareDialog } from '../sharing/ShareDialog';
import { SharedNote } from '../sharing/SharedNotes';
import { ListDrawer } from './ListDrawer';
import { RenameDialog } from './RenameDialog';
import { ListTotalNote } from './ListTotals';
import { useShopAgain } from './use-shop-again';

/** /shopping/management: the lists, their drawer, and the saved plans (SPEC §2). */
export function ManagementScreen() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  // Product names come in the answer's language: a language switch loads them again.
  const listsRes = useResource(LISTS, { pick: (d) => d.items });
  const savedRes = useResource(SAVED_PLANS, { pick: (d) => d.versions });
  const lists = listsRes.data ?? null;
  const removeList = useSetAtom(removeListAtom);
  const rename = useSetAtom(renameListAtom);
  const [drawerId, setDrawerId] = useAtom(drawerListIdAtom);
  const [renaming, setRenaming] = useAtom(renamingAtom);
  const [sharingId, setSharingId] = useAtom(sharingIdAtom);
  const { failed, done } = useWriteFeedback();
  const { shopAgain } = useShopAgain();

  // Leaving the screen (to plan, to a product) closes the drawer; coming back shows the lists.
  useEffect(() => () => setDrawerId(null), [setDrawerId]);

  const drawerList = lists?.find((l) => l.id === drawerId) ?? null;
  const sharingList = lists?.find((l) => l.id === sharingId) ?? null;

  const askDelete = async (list: ShoppingList) => {
    const ok = await confirm({
      title: t('shopping.confirm.deleteListTitle'),
      description: t('shopping.confirm.deleteListText', { name: list.name }),
      confirmLabel: t('shopping.management.delete'),
      danger: true,
    });
    if (!ok) return;
    const at = (lists ?? []).findIndex((l) => l.id === list.id);
    try {
      await removeList(list.id);
      if (drawerId === list.id) setDrawerId(null);
      done(message('shopping.toast.listDeleted', { name: list.name }));
      // The focus was in the deleted row (its menu, or the drawer it opened): the list now in its place takes it.
      refocusWhenGone(document.querySelector(`[data-list-row="${list.id}"]`), () => {
        const rows = [...document.querySelectorAll<HTMLElement>('[data-list-row] .sh-row-main')];
        return rows[Math.min(at, rows.length - 1)] ?? document.querySelector<HTMLElement>('.sh-management .state-empty button');
      });
    } catch (err) {
      failed(err);
    }
  };

  const doRename = async (id: number, name: string) => {
    try {
      await rename({ id, name });
      done(message('shopping.toast.renamed'));
      return true;
    } catch (err) {
      failed(err);
      return false;
    }
  };

  // SPEC §2: a spinner until both the lists and the saved plans are loaded.
  if ((listsRes.status === 'loading' && !listsRes.data) || (savedRes.status === 'loading' && !savedRes.data)) {
    return (
      <section aria-labelledby="sh-title">
        <h1 id="sh-title">{t('shopping.management.title')}</h1>
        <Spinner center />
      </section>
    );
  }

  return (
    <section aria-labelledby="sh-title" className="sh-management">
      <div className="sh-section-head">
        <h1 id="sh-title">{t('shopping.management.title')}</h1>
        {lists && lists.length > 0 ? <CreateListButton names={lists.map((l) => l.name)} label={t('shopping.management.newList')} /> : null}
      </div>
      <Invitations />
      {listsRes.status === 'error' && !lists ? (
        <ErrorState code={listsRes.code} onRetry={listsRes.reload} />
      ) : lists && lists.length === 0 ? (
        <EmptyState text={t('shopping.management.noLists')}>
          <CreateListButton names={[]} label={t('shopping.management.createList')} primary />
        </EmptyState>
      ) : (
        <ul className="sh-lists" aria-label={t('shopping.management.listsHeading')}>
          {(lists ?? []).map((list) => (
            <ListRow
              key={list.id}
              list={list}
              onOpen={() => setDrawerId(list.id)}
              onRename={() => setRenaming({ id: list.id, name: list.name })}
              onDelete={() => void askDelete(list)}
              onShopAgain={() => void shopAgain('list', list.id, list.name)}
              onShare={() => setSharingId(list.id)}
            />
          ))}
        </ul>
      )}

      <h2 className="sh-subtitle" id="sh-saved">
        {t('shopping.management.savedHeading')}
      </h2>
      <SavedPlans
        plans={savedRes.data ?? null}
        error={savedRes.status === 'error' ? savedRes.code : null}
        onRetry={savedRes.reload}
        onShopAgain={(plan) => void shopAgain('plan', plan.id, plan.name)}
      />

      <ListDrawer
        list={drawerList}
        onClose={() => setDrawerId(null)}
        onDelete={(l) => void askDelete(l)}
        onShopAgain={(l) => void shopAgain('list', l.id, l.name)}
        onShare={(l) => setSharingId(l.id)}
      />
      <RenameDialog list={renaming} onClose={() => setRenaming(null)} onRename={doRename} />
      <ShareDialog
        list={sharingList}
        onClose={() => setSharingId(null)}
        onLeft={(l) => {
          setSharingId(null);
          if (drawerId === l.id) setDrawerId(null);
        }}
      />
    </section>
  );
}

function CreateListButton({ names, label, primary = false }: { names: string[]; label: string; primary?: boolean }) {
  const create = useSetAtom(createListAtom);
  const { failed, done } = useWriteFeedback();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`btn ${primary ? 'btn-primary' : ''}`}
      // Not `disabled` while saving: that would drop the focus to <body>.
      aria-disabled={busy}
      aria-busy={busy}
      onClick={async (e) => {
        if (busy) return;
        const button = e.currentTarget;
        const name = newListName(names);
        setBusy(true);
        try {
          const id = await create(name);
          done(message('shopping.toast.listCreated', { name }));
          // The first list replaces the empty state and its button: the new list's row takes the focus.
          refocusWhenGone(button, () => document.querySelector<HTMLElement>(`[data-list-row="${id}"] .sh-row-main`));
        } catch (err) {
          failed(err);
        } finally {
          setBusy(false);
        }
      }}
    >
      <PlusIcon />
      {label}
    </button>
  );
}

function ListRow({
  list,
  onOpen,
  onRename,
  onDelete,
  onShopAgain,
  onShare,
}: {
  list: ShoppingList;
  onOpen(): void;
  onRename(): void;
  onDelete(): void;
  onShopAgain(): void;
  onShare(): void;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <li className="sh-card sh-list-row" data-list-row={list.id}>
      <button type="button" className="sh-row-main" onClick={onOpen} aria-haspopup="dialog">
        <span className="sh-row-name">{list.name}</span>
        <span className="muted sh-small">
          {t('shopping.management.productCount', { count: list.product_count })} · {t('shopping.management.created', { date: date(list.created) })}
        </span>
        <SharedNote list={list} />
        <ListTotalNote list={list} />
      </button>
      <ActionMenu
        label={t('shopping.management.listMenu', { name: list.name })}
        items={[
          { key: 'rename', label: t('shopping.management.rename'), onSelect: onRename },
          { key: 'share', label: t('sharing.share'), onSelect: onShare },
          { key: 'again', label: t('shopping.again.menu'), onSelect: onShopAgain },
          // A member leaves a shared list (in the share dialog); only its owner deletes it.
          ...(list.sharing?.role === 'member' ? [] : [{ key: 'delete', label: t('shopping.management.delete'), danger: true, onSelect: onDelete }]),
        ]}
      />
    </li>
  );
}

function SavedPlans({
  plans,
  error,
  onRetry,
  onShopAgain,
}: {
  plans: SavedPlan[] | null;
  error: ErrorCode | null;
  onRetry(): void;
  onShopAgain(plan: SavedPlan): void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { ft, date, dateTime } = useFormat();
  const remove = useSetAtom(deleteSavedPlanAtom);
  const { failed, done } = useWriteFeedback();
  if (error && !plans) return <ErrorState code={error} onRetry={onRetry} />;
  if (!plans || plans.length === 0) return <EmptyState text={t('shopping.management.noPlans')} />;
  const askDelete = async (plan: SavedPlan) => {
    const ok = await confirm({
      title: t('shopping.confirm.deletePlanTitle'),
      description: t('shopping.confirm.deletePlanText', { name: plan.name }),
      confirmLabel: t('shopping.management.delete'),
      danger: true,
    });
    if (!ok) return;
    const at = plans.findIndex((p) => p.id === plan.id);
    try {
      await remove(plan.id);
      done(message('shopping.toast.planDeleted'));
      // The next plan's delete button takes the focus (several can be deleted in a row), else the section's heading.
      refocusWhenGone(document.querySelector(`[data-plan-row="${plan.id}"]`), () => {
        const buttons = [...document.querySelectorAll<HTMLElement>('[data-plan-row] .sh-plan-delete')];
        return buttons[Math.min(at, buttons.length - 1)] ?? document.getElementById('sh-saved');
      });
    } catch (err) {
      failed(err);
    }
  };
  return (
    <ul className="sh-plans" aria-labelledby="sh-saved">
      {plans.map((plan) => (
        <li key={plan.id} className="sh-card sh-plan-row" data-plan-row={plan.id}>
          <Link to={`/shopping/solutions/${plan.id}`} className="sh-row-main">
            <span className="sh-row-name">
              {plan.name} <span className="muted sh-small">({t('shopping.management.productCount', { count: plan.product_count })})</span>
            </span>
            <span className="muted sh-small">
              {date(plan.created)} · {t('shopping.management.storeCount', { count: plan.shop_count })}
            </span>
          </Link>
          {/* The total its card showed: with the trip when the trip was counted, and it says which. */}
          <span className="sh-plan-total" data-testid="saved-plan-total" data-value={plan.net_total ?? plan.total}>
            <span className="num">{ft(plan.net_total ?? plan.total)}</span>
            <span className="muted sh-small sh-plan-total-label">
              {t(plan.net_total !== null ? 'shopping.management.withTrip' : 'shopping.management.goodsOnly')}
            </span>
          </span>
          <button
            type="button"
            className="icon-btn sh-plan-again"
            aria-label={t('shopping.again.plan', { name: plan.name, date: dateTime(plan.created) })}
            title={t('shopping.again.button')}
            onClick={() => onShopAgain(plan)}
          >
            <RepeatIcon />
          </button>
          <button
            type="button"
            className="icon-btn sh-plan-delete"
            aria-label={t('shopping.management.deletePlan', { name: plan.name, date: dateTime(plan.created), total: ft(plan.net_total ?? plan.total) })}
            onClick={() => void askDelete(plan)}
          >
            <TrashIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}
