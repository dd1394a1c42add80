import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldErrors, SignInForm } from '../../../shared/forms';
import { FormAlert, SubmitButton } from '../../components/FormParts';
import { TextField } from '../../components/TextField';
import { errorCode } from '../../lib/bridge';
import { errorMessage, type Message } from '../../i18n/message';
import { useSetAtom } from '../../state/jotai';
import { signInAtom } from '../../state/session';
import { AuthLayout } from '../layout/AuthLayout';

export function SignInScreen() {
  const { t } = useTranslation();
  const signIn = useSetAtom(signInAtom);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = SignInForm.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setServerError(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await signIn(parsed.data);
    } catch (err) {
      const code = errorCode(err);
      // SPEC §8: any refusal of the credentials reads 'Invalid username or password!'.
      setServerError(errorMessage(code === 'VALIDATION' || code === 'NOT_AUTHORIZED' ? 'INVALID_CREDENTIALS' : code));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('signIn.title')}>
      <form className="form" onSubmit={submit} noValidate>
        <FormAlert text={serverError} />
        <TextField
          label={t('signIn.email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('signIn.emailPlaceholder')}
          value={values.email}
          error={errors.email ? t(errors.email as never) : undefined}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          placeholder={t('signIn.passwordPlaceholder')}
          value={values.password}
          error={errors.password ? t(errors.password as never) : undefined}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
        <SubmitButton busy={busy} label={t('signIn.submit')} />
      </form>
      <div className="auth-links">
        <span>
          {t('signIn.noAccount')} <Link to="/sign-up">{t('signIn.toSignUp')}</Link>
        </span>
        <Link to="/forgot-password">{t('signIn.forgot')}</Link>
      </div>
    </AuthLayout>
  );
}
