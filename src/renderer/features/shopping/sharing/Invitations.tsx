import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '../../../../shared/api/lists';
import { message } from '../../../i18n/message';
import { useMutate, useResource } from '../../../state/resource';
import { useWriteFeedback } from '../components/feedback';
import { INVITATIONS } from './sync';

/** The invitations to share a list that wait for the user's answer, above the lists; nothing when there are none. */
export function Invitations() {
  const { t } = useTranslation();
  const items = useResource(INVITATIONS, { byLanguage: false, pick: (d) => d.items }).data ?? [];
  if (!items.length) return null;
  return (
    <section className="sh-invitations" aria-labelledby="sh-invitations">
      <h2 className="sh-subtitle" id="sh-invitations">
        {t('invitations.title')}
      </h2>
      <ul>
        {items.map((i) => (
          <InvitationRow key={i.id} invitation={i} />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({ invitation: i }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const { failed, done } = useWriteFeedback();
  const [busy, setBusy] = useState(false);
  const answer = async (accept: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      await mutate('answerInvitation', { params: { id: i.id }, body: { accept } });
      done(accept ? message('invitations.accepted', { list: i.list_name, from: i.from_name }) : message('invitations.declined'));
    } catch (err) {
      failed(err);
      setBusy(false);
    }
  };
  return (
    <li className="sh-card sh-invitation" data-invitation={i.id}>
      <p>{t('invitations.text', { from: i.from_name, email: i.from_email, list: i.list_name })}</p>
      <div className="sh-invitation-actions">
        <button type="button" className="btn btn-primary" aria-label={t('invitations.acceptLabel', { list: i.list_name })} aria-busy={busy} onClick={() => void answer(true)}>
          {t('invitations.accept')}
        </button>
        <button type="button" className="btn" aria-label={t('invitations.declineLabel', { list: i.list_name })} aria-busy={busy} onClick={() => void answer(false)}>
          {t('invitations.decline')}
        </button>
      </div>
    </li>
  );
}
