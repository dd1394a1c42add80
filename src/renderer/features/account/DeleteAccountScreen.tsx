import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BackHeader } from '../../components/BackHeader';
import { TextField } from '../../components/TextField';
import { useSetAtom } from '../../state/jotai';
import { useMutate } from '../../state/resource';
import { farewellAtom, logoutAtom } from '../../state/session';
import { useAction } from './use-action';

/** Delete my account: the password again, then every row of the account goes; welcome says what was erased. */
export function DeleteAccountScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const setFarewell = useSetAtom(farewellAtom);
  const logout = useSetAtom(logoutAtom);
  const mutate = useMutate();
  const action = useAction(async (pw: string) => {
    const out = await mutate('deleteAccount', { body: { password: pw } });
    setFarewell(out.erased);
    // The server has ended every session; this forgets the token here (its refusal by the server is expected).
    await logout().catch(() => {});
    navigate('/welcome', { replace: true });
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setInvalid(password === '' ? t('validation.passwordRequired') : undefined);
    if (password !== '') void action.submit(password);
  };
  return (
    <section className="account">
      <BackHeader title={t('menu.deleteAccount')} />
      <section className="account-card" aria-labelledby="delete-title">
        <h2 id="delete-title">{t('deleteAccount.title')}</h2>
        <p>{t('deleteAccount.what')}</p>
        <p className="muted">{t('deleteAccount.notUndone')}</p>
        <p className="muted">{t('deleteAccount.downloadFirst')}</p>
        <form className="form" onSubmit={submit} noValidate>
          {action.error ? (
            <div className="alert" role="alert">
              {t(`errors.${action.error}`)}
            </div>
          ) : null}
          <TextField
            label={t('account.currentPassword')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={invalid}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button className="btn btn-danger btn-block" type="submit" disabled={action.busy} aria-busy={action.busy}>
            {action.busy ? t('common.loading') : t('deleteAccount.submit')}
          </button>
        </form>
      </section>
    </section>
  );
}

/** The welcome screen's note after an erasure: what went, in words. */
export function FarewellNote({ erased }: { erased: Record<string, number> }) {
  const { t } = useTranslation();
  const known = ['lists', 'list_items', 'plans', 'favorites', 'zones', 'sessions'] as const;
  const other = Object.entries(erased)
    .filter(([k]) => k !== 'users' && !(known as readonly string[]).includes(k))
    .reduce((n, [, v]) => n + v, 0);
  const parts = known.filter((k) => (erased[k] ?? 0) > 0).map((k) => t(`deleteAccount.kinds.${k}`, { count: erased[k] }));
  if (other > 0) parts.push(t('deleteAccount.kinds.other', { count: other }));
  return (
    <div className="alert alert-info" role="status">
      <p>{t('deleteAccount.done')}</p>
      <p>{parts.length ? t('deleteAccount.erased', { list: parts.join(', ') }) : t('deleteAccount.erasedNothingElse')}</p>
    </div>
  );
}
