import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldErrors, ForgotPasswordForm } from '../../../shared/forms';
import { FormAlert, SubmitButton } from '../../components/FormParts';
import { TextField } from '../../components/TextField';
import { errorCode, kosar, unwrap } from '../../lib/bridge';
import { errorMessage, type Message } from '../../i18n/message';
import { AuthLayout } from '../layout/AuthLayout';

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ForgotPasswordForm.safeParse({ email });
    setError(parsed.success ? undefined : fieldErrors(parsed.error).email);
    setServerError(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await unwrap(kosar().api('requestPasswordReset', { query: { email: parsed.data.email } }));
      setSent(true);
    } catch (err) {
      setServerError(errorMessage(errorCode(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('forgot.title')}>
      {sent ? (
        <div className="alert alert-info" role="status">
          {t('forgot.sent')}
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="muted">{t('forgot.text')}</p>
          <FormAlert text={serverError} />
          <TextField
            label={t('forgot.email')}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('signIn.emailPlaceholder')}
            value={email}
            error={error ? t(error as never) : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SubmitButton busy={busy} label={t('forgot.submit')} />
        </form>
      )}
      <div className="auth-links">
        <Link to="/sign-in">{t('forgot.toSignIn')}</Link>
      </div>
    </AuthLayout>
  );
}
