import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { RULES } from '../../../shared/rules';
import type { AccountResponse } from '../../../shared/api/account';
import { BackHeader } from '../../components/BackHeader';
import { SubmitButton } from '../../components/FormParts';
import { ErrorState, Skeleton } from '../../components/States';
import { TextField } from '../../components/TextField';
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

type Invalid<V> = Partial<Record<keyof V, string>>;

/**
 * One form of the profile: its fields as typed, their errors from `check` (translated, shown under each field once
 * the form is sent), and `run`, called with the fields when none is wrong; `run` may set fields afterwards (clear a
 * password).
 */
function useAccountForm<V extends Record<string, string>>(
  initial: V,
  check: (v: V) => Invalid<V>,
  run: (v: V, set: (patch: Partial<V>) => void) => Promise<unknown>,
) {
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<Invalid<V>>({});
  const action = useAction((v: V) => run(v, (patch) => setValues((cur) => ({ ...cur, ...patch }))));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = check(values);
    setInvalid(errs);
    if (!Object.values(errs).some(Boolean)) void action.submit(values);
  };
  const bind = (k: keyof V) => ({
    value: values[k],
    error: invalid[k],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((cur) => ({ ...cur, [k]: e.target.value })),
  });
  return { action, submit, bind };
}

/** The shape every profile form shares: a card, its note, the refusal or the success above the fields, a submit button. */
function AccountForm(props: {
  title: string;
  id: string;
  note?: ReactNode;
  form: { action: { busy: boolean; error: string | null; done: boolean }; submit(e: FormEvent): void };
  doneText?: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const { action, submit } = props.form;
  return (
    <AccountCard title={props.title} id={props.id}>
      {props.note}
      <form className="form" onSubmit={submit} noValidate>
        <Outcome error={action.error} done={action.done && props.doneText !== undefined} doneText={props.doneText ?? ''} />
        {props.children}
        <SubmitButton busy={action.busy} label={props.submitLabel} />
      </form>
    </AccountCard>
  );
}

function NameForm({ account }: { account: AccountResponse }) {
  const { t } = useTranslation();
  const [session, setSession] = useAtom(sessionAtom);
  const mutate = useMutate();
  const form = useAccountForm(
    { firstname: account.firstname },
    ({ firstname }) => {
      const v = firstname.trim();
      return { firstname: v === '' ? t('validation.firstnameRequired') : v.length > 100 ? t('validation.tooLong') : undefined };
    },
    async ({ firstname }) => {
      const saved = await mutate('updateAccount', { body: { firstname: firstname.trim() } });
      if (session) setSession({ ...session, firstname: saved.firstname });
    },
  );
  return (
    <AccountForm title={t('account.nameTitle')} id="account-name" form={form} doneText={t('account.nameSaved')} submitLabel={t('account.saveName')}>
      <TextField label={t('signUp.firstname')} name="firstname" autoComplete="given-name" {...form.bind('firstname')} />
    </AccountForm>
  );
}

const emailFormat = z.email();
const normalEmail = (email: string) => email.trim().toLowerCase();

function EmailForm({ account }: { account: AccountResponse }) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const form = useAccountForm(
    { email: '', password: '' },
    ({ email, password }) => {
      const v = normalEmail(email);
      return {
        email: v === '' ? t('validation.emailRequired') : emailFormat.safeParse(v).success ? undefined : t('validation.emailFormat'),
        password: password === '' ? t('validation.passwordRequired') : undefined,
      };
    },
    async ({ email, password }, set) => {
      await mutate('changeEmail', { body: { email: normalEmail(email), password } });
      set({ password: '' });
    },
  );
  const note = (
    <>
      <p className="muted">{t('account.emailNow', { email: account.email })}</p>
      {account.pending_email ? (
        <p className="alert alert-info" role="status">
          {t('account.emailPending', { email: account.pending_email })}
        </p>
      ) : null}
    </>
  );
  return (
    <AccountForm title={t('account.emailTitle')} id="account-email" note={note} form={form} submitLabel={t('account.sendLink')}>
      <TextField label={t('account.newEmail')} type="email" name="email" autoComplete="email" {...form.bind('email')} />
      <TextField label={t('account.currentPassword')} type="password" name="password" autoComplete="current-password" {...form.bind('password')} />
    </AccountForm>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const [ended, setEnded] = useState(0);
  const form = useAccountForm(
    { current: '', password: '', confirm: '' },
    (v) => ({
      current: v.current === '' ? t('validation.passwordRequired') : undefined,
      password:
        v.password === ''
          ? t('validation.passwordRequired')
          : v.password.length < RULES.passwordMinLength
            ? t('validation.passwordShort')
            : undefined,
      confirm: v.confirm === '' ? t('validation.confirmRequired') : v.confirm !== v.password ? t('validation.passwordMismatch') : undefined,
    }),
    async ({ current, password }, set) => {
      const out = await mutate('changePassword', { body: { current, password } });
      setEnded(out.ended_sessions);
      set({ current: '', password: '', confirm: '' });
    },
  );
  return (
    <AccountForm
      title={t('account.passwordTitle')}
      id="account-password"
      note={<p className="muted">{t('account.passwordNote')}</p>}
      form={form}
      doneText={t('account.passwordSaved', { count: ended })}
      submitLabel={t('account.savePassword')}
    >
      <TextField label={t('account.currentPassword')} type="password" name="current" autoComplete="current-password" {...form.bind('current')} />
      <TextField label={t('account.newPassword')} type="password" name="new-password" autoComplete="new-password" {...form.bind('password')} />
      <TextField label={t('signUp.confirmPassword')} type="password" name="confirm" autoComplete="new-password" {...form.bind('confirm')} />
    </AccountForm>
  );
}

/** The name of the downloaded file: kosar-data-YYYY-MM-DD.json (the local date). */
export function dataFileName(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `kosar-data-${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}.json`;
}

function DownloadData() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const action = useAction(async () => {
    const data = await mutate('accountData');
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
