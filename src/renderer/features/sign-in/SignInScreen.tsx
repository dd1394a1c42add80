import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignInForm } from '../../../shared/forms';
import { FormAlert, SubmitButton } from '../../components/FormParts';
import { TextField } from '../../components/TextField';
import { errorCode } from '../../lib/bridge';
import { errorMessage } from '../../i18n/message';
import { useForm } from '../../lib/use-form';
import { useSetAtom } from '../../state/jotai';
import { signInAtom } from '../../state/session';
import { AuthLayout } from '../layout/AuthLayout';

export function SignInScreen() {
  const { t } = useTranslation();
  const signIn = useSetAtom(signInAtom);
  const { field, serverError, busy, onSubmit } = useForm(SignInForm, { email: '', password: '' });
  const submit = onSubmit(signIn, (err) => {
    const code = errorCode(err);
    // SPEC §8: any refusal of the credentials reads 'Invalid username or password!'.
    return errorMessage(code === 'VALIDATION' || code === 'NOT_AUTHORIZED' ? 'INVALID_CREDENTIALS' : code);
  });

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
          {...field('email')}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          placeholder={t('signIn.passwordPlaceholder')}
          {...field('password')}
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
