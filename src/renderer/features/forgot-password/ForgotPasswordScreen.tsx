import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Link } from 'react-router-dom';
import { ForgotPasswordForm } from '../../../shared/forms';
import { AuthForm, type FieldSpec } from '../../components/FormParts';
import { errorCode } from '../../lib/bridge';
import { errorMessage } from '../../i18n/message';
import { useForm } from '../../lib/use-form';
import { AuthLayout } from '../layout/AuthLayout';
import { useMutate } from '../../state/resource';
import { focusOnShow } from '../../components/focus';

const FIELDS: Record<keyof z.input<typeof ForgotPasswordForm>, FieldSpec> = {
  email: { autoComplete: 'email', label: 'forgot.email', hint: 'signIn.emailPlaceholder' },
};

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const form = useForm(ForgotPasswordForm, { email: '' });
  const [sent, setSent] = useState(false);
  const mutate = useMutate();
  const submit = form.onSubmit(
    async ({ email }) => {
      await mutate('requestPasswordReset', { query: { email } });
      setSent(true);
    },
    (err) => errorMessage(errorCode(err)),
  );

  return (
    <AuthLayout title={t('forgot.title')}>
      {sent ? (
        // The message replaces the form the focus was in: it takes the focus, so it is read and Tab goes on from it.
        <div className="alert alert-info" role="status" tabIndex={-1} ref={focusOnShow}>
          {t('forgot.sent')}
        </div>
      ) : (
        <AuthForm form={form} fields={FIELDS} onSubmit={submit} submitLabel={t('forgot.submit')}>
          <p className="muted">{t('forgot.text')}</p>
        </AuthForm>
      )}
      <div className="auth-links">
        <Link to="/sign-in">{t('forgot.toSignIn')}</Link>
      </div>
    </AuthLayout>
  );
}
