import { useTranslation } from 'react-i18next';
import type { ListPerson, ListProduct, ShoppingList } from '../../../../shared/api/lists';
import { useFormat } from '../../../lib/use-format';
import { formatWhen } from '../../../i18n/format';

/** Whether others use the list: its owner shared it, or it is another's shared with the user. */
export const isShared = (list: ShoppingList) => !!list.sharing && (list.sharing.role === 'member' || list.sharing.members.length > 0);

/** A list row's word on sharing: with whom, or whose it is. Nothing for a list no one else uses. */
export function SharedNote({ list }: { list: ShoppingList }) {
  const { t } = useTranslation();
  if (!list.sharing || !isShared(list)) return null;
  const s = list.sharing;
  return (
    <span className="sh-small sh-shared-note">
      {s.role === 'member' ? t('sharing.sharedBy', { owner: s.owner.name }) : t('sharing.sharedWith', { names: s.members.map((m) => m.name).join(', ') })}
    </span>
  );
}

const who = (p: ListPerson | null | undefined, someone: string) => (p ? { name: p.name, context: p.you ? 'you' : undefined } : { name: someone });

/** "added by Béla · changed by you" under a line of a shared list. */
export function LineAuthors({ product }: { product: ListProduct }) {
  const { t } = useTranslation();
  if (product.added_by === undefined) return null;
  const someone = t('sharing.someone');
  const added = t('sharing.addedBy', who(product.added_by, someone));
  const changedBy = product.changed_by;
  const changed = changedBy && changedBy.id !== product.added_by?.id ? t('sharing.changedBy', who(changedBy, someone)) : null;
  return <span className="sh-small sh-line-authors">{changed ? `${added} · ${changed}` : added}</span>;
}

/** The list's last change, under the drawer's title: "Béla added Milk · 15:02". */
export function ActivityLine({ list }: { list: ShoppingList }) {
  const { t } = useTranslation();
  const { lang } = useFormat();
  const a = list.activity;
  if (!a) return null;
  const said = t(`sharing.activity.${a.kind}`, { ...who(a.by, t('sharing.someone')), product: a.product ?? '' });
  // "someone" begins the sentence when the account is gone.
  const text = said.charAt(0).toLocaleUpperCase(lang) + said.slice(1);
  return (
    <p className="sh-small muted sh-activity" data-testid="list-activity">
      <span className="visually-hidden">{t('sharing.activity.label')}: </span>
      {text} · <time dateTime={a.at}>{formatWhen(a.at, lang)}</time>
    </p>
  );
}
