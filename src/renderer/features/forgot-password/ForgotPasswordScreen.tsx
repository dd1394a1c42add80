import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ForgotPasswordForm } from '../../../shared/forms';
import { FormAlert, SubmitButton } from '../../components/FormParts';
import { TextField } from '../../components/TextField';
import { errorCode, kosar, unwrap } from '../../lib/bridge';
import { errorMessage } from '../../i18n/message';
import { useForm } from '../../lib/use-form';
import { AuthLayout } from '../layout/AuthLayout';

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const { field, serverError, busy, onSubmit } = useForm(ForgotPasswordForm, { email: '' });
  const [sent, setSent] = useState(false);
  const submit = onSubmit(
    async ({ email }) => {
      await unwrap(kosar().api('requestPasswordReset', { query: { email } }));
      setSent(true);
    },
    (err) => errorMessage(errorCode(err)),
  );

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
            {...field('email')}
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
