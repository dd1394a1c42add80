import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldErrors, SignUpForm } from '../../../shared/forms';
import { FormAlert, SubmitButton } from '../../components/FormParts';
import { TextField } from '../../components/TextField';
import { errorCode } from '../../lib/bridge';
import { errorMessage, type Message } from '../../i18n/message';
import { useSetAtom } from '../../state/jotai';
import { signUpAtom } from '../../state/session';
import { AuthLayout } from '../layout/AuthLayout';

const SERVER_MESSAGES = new Set(['USED', 'SHORTPASS', 'INVALID', 'OFFLINE', 'RATE_LIMITED', 'DB_UNAVAILABLE']);

export function SignUpScreen() {
  const { t } = useTranslation();
  const signUp = useSetAtom(signUpAtom);
  const [values, setValues] = useState({ firstname: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: e.target.value });
  const err = (key: string) => (errors[key] ? t(errors[key] as never) : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = SignUpForm.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setServerError(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await signUp({ firstname: parsed.data.firstname, email: parsed.data.email, password: parsed.data.password });
    } catch (error) {
      const code = errorCode(error);
      // SPEC §8: USED, SHORTPASS and INVALID have their texts; anything else is 'Signup failed'.
      setServerError(errorMessage(SERVER_MESSAGES.has(code) ? code : 'signupFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('signUp.title')}>
      <form className="form" onSubmit={submit} noValidate>
        <FormAlert text={serverError} />
        <TextField
          label={t('signUp.firstname')}
          name="firstname"
          autoComplete="given-name"
          placeholder={t('signUp.firstnamePlaceholder')}
          value={values.firstname}
          error={err('firstname')}
          onChange={set('firstname')}
        />
        <TextField
          label={t('signUp.email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('signUp.emailPlaceholder')}
          value={values.email}
          error={err('email')}
          onChange={set('email')}
        />
        <TextField
          label={t('signUp.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          placeholder={t('signUp.passwordPlaceholder')}
          value={values.password}
          error={err('password')}
          onChange={set('password')}
        />
        <TextField
          label={t('signUp.confirmPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder={t('signUp.confirmPlaceholder')}
          value={values.confirmPassword}
          error={err('confirmPassword')}
          onChange={set('confirmPassword')}
        />
        <SubmitButton busy={busy} label={t('signUp.submit')} />
      </form>
      <div className="auth-links">
        <span>
          {t('signUp.haveAccount')} <Link to="/sign-in">{t('signUp.toSignIn')}</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
