import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignUpForm } from '../../../shared/forms';
import { FormAlert, SubmitButton } from '../../components/FormParts';
import { TextField } from '../../components/TextField';
import { errorCode } from '../../lib/bridge';
import { errorMessage } from '../../i18n/message';
import { useForm } from '../../lib/use-form';
import { useSetAtom } from '../../state/jotai';
import { signUpAtom } from '../../state/session';
import { AuthLayout } from '../layout/AuthLayout';

const SERVER_MESSAGES = new Set(['USED', 'SHORTPASS', 'INVALID', 'OFFLINE', 'RATE_LIMITED', 'DB_UNAVAILABLE']);

export function SignUpScreen() {
  const { t } = useTranslation();
  const signUp = useSetAtom(signUpAtom);
  const { field, serverError, busy, onSubmit } = useForm(SignUpForm, { firstname: '', email: '', password: '', confirmPassword: '' });
  const submit = onSubmit(
    (data) => signUp({ firstname: data.firstname, email: data.email, password: data.password }),
    (error) => {
      const code = errorCode(error);
      // SPEC §8: USED, SHORTPASS and INVALID have their texts; anything else is 'Signup failed'.
      return errorMessage(SERVER_MESSAGES.has(code) ? code : 'signupFailed');
    },
  );

  return (
    <AuthLayout title={t('signUp.title')}>
      <form className="form" onSubmit={submit} noValidate>
        <FormAlert text={serverError} />
        <TextField
          label={t('signUp.firstname')}
          name="firstname"
          autoComplete="given-name"
          placeholder={t('signUp.firstnamePlaceholder')}
          {...field('firstname')}
        />
        <TextField
          label={t('signUp.email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('signUp.emailPlaceholder')}
          {...field('email')}
        />
        <TextField
          label={t('signUp.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          placeholder={t('signUp.passwordPlaceholder')}
          {...field('password')}
        />
        <TextField
          label={t('signUp.confirmPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder={t('signUp.confirmPlaceholder')}
          {...field('confirmPassword')}
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
