import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ResetLink } from '../../../shared/bridge';
import { ResetPasswordForm } from '../../../shared/forms';
import { FormAlert, SubmitButton } from '../../components/FormParts';
import { TextField } from '../../components/TextField';
import { errorCode } from '../../lib/bridge';
import { errorMessage } from '../../i18n/message';
import { useForm } from '../../lib/use-form';
import { useSetAtom } from '../../state/jotai';
import { resetPasswordAtom } from '../../state/session';
import { AuthLayout } from '../layout/AuthLayout';

/** Opened from the e-mailed link (kosar://reset-password?key=&email=): a new password, then signed in. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useSetAtom(resetPasswordAtom);
  const link = ResetLink.safeParse({ key: params.get('key'), email: params.get('email') });
  const { field, serverError, busy, onSubmit } = useForm(ResetPasswordForm, { password: '', confirmPassword: '' });
  const submit = onSubmit(
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
        <form className="form" onSubmit={submit} noValidate>
          <p className="muted">{t('reset.text', { email: link.data.email })}</p>
          <FormAlert text={serverError} />
          <TextField
            label={t('reset.password')}
            type="password"
            name="password"
            autoComplete="new-password"
            placeholder={t('validation.resetPasswordRequired')}
            {...field('password')}
          />
          <TextField
            label={t('reset.confirmPassword')}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            placeholder={t('validation.resetConfirmRequired')}
            {...field('confirmPassword')}
          />
          <SubmitButton busy={busy} label={t('reset.submit')} />
        </form>
      )}
      <div className="auth-links">
        <Link to="/sign-in">{t('forgot.toSignIn')}</Link>
      </div>
    </AuthLayout>
  );
}
