import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPerson, ShoppingList } from '../../../../shared/api/lists';
import { Email } from '../../../../shared/api/common';
import { useConfirm } from '../../../components/ConfirmDialog';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import { CloseIcon } from '../../../components/icons';
import { errorMessage, message, translate, type Text } from '../../../i18n/message';
import { errorCode } from '../../../lib/bridge';
import { useAtomValue } from '../../../state/jotai';
import { useMutate } from '../../../state/resource';
import { sessionAtom } from '../../../state/session';
import { useWriteFeedback } from '../components/feedback';
import { forgetSeenShared } from './sync';

interface Props {
  /** The list shared; null when closed. */
  list: ShoppingList | null;
  onClose(): void;
  /** The user left the list: it is no longer theirs to show. */
  onLeft(list: ShoppingList): void;
}

/** Share a list: the owner invites by e-mail and manages members and invitations; a member sees who else uses it and may leave. */
export function ShareDialog({ list, onClose, onLeft }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={!!list} onOpenChange={(open) => !open && onClose()} title={list ? t('sharing.title', { name: list.name }) : ''}>
      {list ? <ShareBody key={list.id} list={list} onClose={onClose} onLeft={onLeft} /> : null}
    </Dialog>
  );
}

function ShareBody({ list, onClose, onLeft }: { list: ShoppingList } & Omit<Props, 'list'>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const mutate = useMutate();
  const { failed, done } = useWriteFeedback();
  const sharing = list.sharing;
  const owner = sharing?.role !== 'member';
  const me = sharing?.members.find((m) => m.you);
  const email = useAtomValue(sessionAtom)?.email;

  const remove = async (member: ListPerson) => {
    try {
      await mutate('removeMember', { params: { list_id: list.id, user_id: member.id } });
      done(message('sharing.removed', { name: member.name }));
    } catch (err) {
      failed(err);
    }
  };
  const leave = async () => {
    if (!me || !sharing) return;
    const ok = await confirm({
      title: t('sharing.leaveTitle'),
      description: t('sharing.leaveText', { name: list.name, owner: sharing.owner.name }),
      confirmLabel: t('sharing.leave'),
      danger: true,
    });
    if (!ok) return;
    // Left by the user, the list is not told as gone (ListSync); if leaving fails, the next read remembers it again.
    if (email) forgetSeenShared(email, list.id);
    try {
      await mutate('removeMember', { params: { list_id: list.id, user_id: me.id } });
      done(message('sharing.left', { name: list.name }));
      onLeft(list);
    } catch (err) {
      failed(err);
    }
  };
  const withdraw = async (id: number) => {
    try {
      await mutate('withdrawInvitation', { params: { list_id: list.id, invitation_id: id } });
      done(message('sharing.withdrawn'));
    } catch (err) {
      failed(err);
    }
  };

  return (
    <div className="sh-share">
      <p className="sh-small">{owner ? t('sharing.intro') : t('sharing.memberIntro', { owner: sharing?.owner.name ?? '' })}</p>
      {owner ? <InviteForm listId={list.id} /> : null}
      {sharing ? (
        <section aria-labelledby="sh-share-people">
          <h3 id="sh-share-people" className="sh-share-heading">
            {t('sharing.people')}
          </h3>
          <ul className="sh-share-people">
            <li>
              <span>{sharing.owner.you ? t('sharing.ownerYou') : t('sharing.owner', { name: sharing.owner.name })}</span>
            </li>
            {sharing.members.map((m) => (
              <li key={m.id}>
                <span>{m.you ? t('sharing.memberYou') : t('sharing.member', { name: m.name })}</span>
                {owner ? (
                  <button type="button" className="icon-btn" aria-label={t('sharing.remove', { name: m.name })} title={t('sharing.remove', { name: m.name })} onClick={() => void remove(m)}>
                    <CloseIcon />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {sharing.invitations.length ? (
            <>
              <h3 className="sh-share-heading">{t('sharing.invitations')}</h3>
              <ul className="sh-share-people">
                {sharing.invitations.map((i) => (
                  <li key={i.id}>
                    <span className="muted">{t(i.state === 'pending' ? 'sharing.pending' : 'sharing.declined', { name: i.name, email: i.email })}</span>
                    <button type="button" className="icon-btn" aria-label={t('sharing.withdraw', { name: i.name })} title={t('sharing.withdraw', { name: i.name })} onClick={() => void withdraw(i.id)}>
                      <CloseIcon />
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      <div className="dialog-actions">
        {me ? (
          <button type="button" className="btn btn-danger" onClick={() => void leave()}>
            {t('sharing.leave')}
          </button>
        ) : null}
        <button type="button" className="btn" onClick={onClose}>
          {t('sharing.close')}
        </button>
      </div>
    </div>
  );
}

function InviteForm({ listId }: { listId: number }) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const { done } = useWriteFeedback();
  const [email, setEmail] = useState('');
  // Kept as a message, so it follows a language switch; a refusal (no such account, …) is said at the field.
  const [problem, setProblem] = useState<Text | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = Email.safeParse(email);
    if (!parsed.success) return setProblem(message(email.trim() ? 'errors.INVALID' : 'sharing.emailRequired'));
    setProblem(undefined);
    setBusy(true);
    try {
      await mutate('invite', { params: { id: listId }, body: { email: parsed.data } });
      done(message('sharing.sent', { email: parsed.data }));
      setEmail('');
    } catch (err) {
      setProblem(errorMessage(errorCode(err)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="form sh-share-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={t('sharing.email')} type="email" autoComplete="email" value={email} autoFocus maxLength={254} onChange={(e) => setEmail(e.target.value)} error={problem ? translate(t, problem) : undefined} />
      <button type="submit" className="btn btn-primary" aria-disabled={busy} aria-busy={busy}>
        {t('sharing.send')}
      </button>
    </form>
  );
}
