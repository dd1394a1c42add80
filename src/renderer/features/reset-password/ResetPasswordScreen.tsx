import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ResetLink } from '../../../shared/bridge';
import { ResetPasswordForm } from '../../../shared/forms';
import { AuthForm, type FieldSpec } from '../../components/FormParts';
import { errorCode } from '../../lib/bridge';
import { errorMessage } from '../../i18n/message';
import { useForm } from '../../lib/use-form';
import { useSetAtom } from '../../state/jotai';
import { resetPasswordAtom } from '../../state/session';
import { AuthLayout } from '../layout/AuthLayout';

const FIELDS: Record<keyof z.input<typeof ResetPasswordForm>, FieldSpec> = {
  password: { autoComplete: 'new-password', label: 'reset.password', hint: 'validation.resetPasswordRequired' },
  confirmPassword: { autoComplete: 'new-password', label: 'reset.confirmPassword', hint: 'validation.resetConfirmRequired' },
};

/** Opened from the e-mailed link (kosar://reset-password?key=&email=): a new password, then signed in. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useSetAtom(resetPasswordAtom);
  const link = ResetLink.safeParse({ key: params.get('key'), email: params.get('email') });
  const form = useForm(ResetPasswordForm, { password: '', confirmPassword: '' });
  const submit = form.onSubmit(
    async ({ password }) => {
      // The form shows only with a valid link.
      if (!link.success) return;
      await reset({ ...link.data, password });
      navigate('/', { replace: true });
    },
    (err) => errorMessage(errorCode(err)),
    { leaves: true },
  );

  return (
    <AuthLayout title={t('reset.title')}>
      {!link.success ? (
        <div className="alert" role="alert">
          {t('errors.RESET_KEY_INVALID')}
        </div>
      ) : (
        <AuthForm form={form} fields={FIELDS} onSubmit={submit} submitLabel={t('reset.submit')}>
          <p className="muted">{t('reset.text', { email: link.data.email })}</p>
        </AuthForm>
      )}
      <div className="auth-links">
        <Link to="/sign-in">{t('forgot.toSignIn')}</Link>
      </div>
    </AuthLayout>
  );
}
