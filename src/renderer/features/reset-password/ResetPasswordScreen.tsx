import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ResetLink } from '../../../shared/bridge';
import { fieldErrors, ResetPasswordForm } from '../../../shared/forms';
import { FormAlert, SubmitButton } from '../../components/FormParts';
import { TextField } from '../../components/TextField';
import { errorCode } from '../../lib/bridge';
import { errorMessage, type Message } from '../../i18n/message';
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
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!link.success) return;
    const parsed = ResetPasswordForm.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setServerError(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await reset({ ...link.data, password: parsed.data.password });
      navigate('/', { replace: true });
    } catch (err) {
      setServerError(errorMessage(errorCode(err)));
      setBusy(false);
    }
  };

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
            value={values.password}
            error={errors.password ? t(errors.password as never) : undefined}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
          />
          <TextField
            label={t('reset.confirmPassword')}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            placeholder={t('validation.resetConfirmRequired')}
            value={values.confirmPassword}
            error={errors.confirmPassword ? t(errors.confirmPassword as never) : undefined}
            onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
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
