import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { RULES } from '../../../shared/rules';
import type { AccountResponse } from '../../../shared/api/account';
import { BackHeader } from '../../components/BackHeader';
import { SubmitButton } from '../../components/FormParts';
import { ErrorState, Skeleton } from '../../components/States';
import { TextField } from '../../components/TextField';
import { kosar, unwrap } from '../../lib/bridge';
import { useAtom } from '../../state/jotai';
import { resource, useMutate, useResource } from '../../state/resource';
import { sessionAtom } from '../../state/session';
import { useAction } from './use-action';

/** A titled card with a form: the refusal (translated) above the fields, a note when it went through. */
export function AccountCard({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section className="account-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Outcome({ error, done, doneText }: { error: string | null; done: boolean; doneText: string }) {
  const { t } = useTranslation();
  if (error)
    return (
      <div className="alert" role="alert">
        {t(error.startsWith('validation.') ? (error as 'validation.invalid') : (`errors.${error}` as 'errors.UNKNOWN'))}
      </div>
    );
  return done ? (
    <p className="alert alert-info" role="status">
      {doneText}
    </p>
  ) : null;
}

function NameForm({ account }: { account: AccountResponse }) {
  const { t } = useTranslation();
  const [name, setName] = useState(account.firstname);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [session, setSession] = useAtom(sessionAtom);
  const mutate = useMutate();
  const action = useAction(async (firstname: string) => {
    const saved = await mutate('updateAccount', { body: { firstname } });
    if (session) setSession({ ...session, firstname: saved.firstname });
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = name.trim();
    setInvalid(v === '' ? 'validation.firstnameRequired' : v.length > 100 ? 'validation.tooLong' : null);
    if (v !== '' && v.length <= 100) void action.submit(v);
  };
  return (
    <AccountCard title={t('account.nameTitle')} id="account-name">
      <form className="form" onSubmit={submit} noValidate>
        <Outcome error={action.error} done={action.done} doneText={t('account.nameSaved')} />
        <TextField
          label={t('signUp.firstname')}
          name="firstname"
          autoComplete="given-name"
          value={name}
          error={invalid ? t(invalid as 'validation.invalid') : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <SubmitButton busy={action.busy} label={t('account.saveName')} />
      </form>
    </AccountCard>
  );
}

const emailFormat = z.email();

function EmailForm({ account }: { account: AccountResponse }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ email?: string; password?: string }>({});
  const mutate = useMutate();
  const action = useAction(async (body: { email: string; password: string }) => {
    await mutate('changeEmail', { body });
    setPassword('');
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = email.trim().toLowerCase();
    const errs = {
      email:
        v === '' ? t('validation.emailRequired') : emailFormat.safeParse(v).success ? undefined : t('validation.emailFormat'),
      password: password === '' ? t('validation.passwordRequired') : undefined,
    };
    setInvalid(errs);
    if (!errs.email && !errs.password) void action.submit({ email: v, password });
  };
  return (
    <AccountCard title={t('account.emailTitle')} id="account-email">
      <p className="muted">{t('account.emailNow', { email: account.email })}</p>
      {account.pending_email ? (
        <p className="alert alert-info" role="status">
          {t('account.emailPending', { email: account.pending_email })}
        </p>
      ) : null}
      <form className="form" onSubmit={submit} noValidate>
        <Outcome error={action.error} done={false} doneText="" />
        <TextField
          label={t('account.newEmail')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={invalid.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t('account.currentPassword')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={invalid.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <SubmitButton busy={action.busy} label={t('account.sendLink')} />
      </form>
    </AccountCard>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const [v, setV] = useState({ current: '', password: '', confirm: '' });
  const [invalid, setInvalid] = useState<Partial<Record<keyof typeof v, string>>>({});
  const [ended, setEnded] = useState(0);
  const action = useAction(async (body: { current: string; password: string }) => {
    const out = await unwrap(kosar().api('changePassword', { body }));
    setEnded(out.ended_sessions);
    setV({ current: '', password: '', confirm: '' });
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = {
      current: v.current === '' ? t('validation.passwordRequired') : undefined,
      password:
        v.password === ''
          ? t('validation.passwordRequired')
          : v.password.length < RULES.passwordMinLength
            ? t('validation.passwordShort')
            : undefined,
      confirm:
        v.confirm === ''
          ? t('validation.confirmRequired')
          : v.confirm !== v.password
            ? t('validation.passwordMismatch')
            : undefined,
    };
    setInvalid(errs);
    if (!errs.current && !errs.password && !errs.confirm) void action.submit({ current: v.current, password: v.password });
  };
  const bind = (k: keyof typeof v) => ({
    value: v[k],
    error: invalid[k],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setV((cur) => ({ ...cur, [k]: e.target.value })),
  });
  return (
    <AccountCard title={t('account.passwordTitle')} id="account-password">
      <p className="muted">{t('account.passwordNote')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <Outcome error={action.error} done={action.done} doneText={t('account.passwordSaved', { count: ended })} />
        <TextField
          label={t('account.currentPassword')}
          type="password"
          name="current"
          autoComplete="current-password"
          {...bind('current')}
        />
        <TextField
          label={t('account.newPassword')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          {...bind('password')}
        />
        <TextField
          label={t('signUp.confirmPassword')}
          type="password"
          name="confirm"
          autoComplete="new-password"
          {...bind('confirm')}
        />
        <SubmitButton busy={action.busy} label={t('account.savePassword')} />
      </form>
    </AccountCard>
  );
}

/** The name of the downloaded file: kosar-data-YYYY-MM-DD.json (the local date). */
export function dataFileName(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `kosar-data-${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}.json`;
}

function DownloadData() {
  const { t } = useTranslation();
  const action = useAction(async () => {
    const data = await unwrap(kosar().api('accountData'));
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = dataFileName();
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  });
  return (
    <AccountCard title={t('account.downloadTitle')} id="account-download">
      <p className="muted">{t('account.downloadText')}</p>
      <Outcome error={action.error} done={action.done} doneText={t('account.downloadDone', { file: dataFileName() })} />
      <button
        type="button"
        className="btn btn-primary"
        disabled={action.busy}
        aria-busy={action.busy}
        onClick={() => void action.submit()}
      >
        {action.busy ? t('common.loading') : t('account.download')}
      </button>
    </AccountCard>
  );
}

/** Profile: name, e-mail (changed by a mailed link), password, and the account's data (docs/account.md). */
export function ProfileScreen() {
  const { t } = useTranslation();
  const account = useResource(resource('account'), { byLanguage: false });
  return (
    <section className="account">
      <BackHeader title={t('menu.profile')} />
      {account.data === undefined && account.status === 'loading' ? <Skeleton rows={3} /> : null}
      {account.data === undefined && account.status === 'error' ? (
        <ErrorState code={account.code} onRetry={account.reload} />
      ) : null}
      {account.data !== undefined ? (
        <>
          <NameForm account={account.data} />
          <EmailForm account={account.data} />
          <PasswordForm />
          <DownloadData />
          <nav className="account-links" aria-label={t('account.more')}>
            <Link className="btn" to="/settings">
              {t('menu.settings')}
            </Link>
            <Link className="btn btn-danger" to="/delete-account">
              {t('menu.deleteAccount')}
            </Link>
          </nav>
        </>
      ) : null}
    </section>
  );
}
