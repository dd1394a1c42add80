import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Link } from 'react-router-dom';
import { SignUpForm } from '../../../shared/forms';
import { AuthForm, type FieldSpec } from '../../components/FormParts';
import { errorCode } from '../../lib/bridge';
import { errorMessage } from '../../i18n/message';
import { useForm } from '../../lib/use-form';
import { useSetAtom } from '../../state/jotai';
import { signUpAtom } from '../../state/session';
import { AuthLayout } from '../layout/AuthLayout';

const SERVER_MESSAGES = new Set(['USED', 'SHORTPASS', 'INVALID', 'OFFLINE', 'RATE_LIMITED', 'DB_UNAVAILABLE']);

const FIELDS: Record<keyof z.input<typeof SignUpForm>, FieldSpec> = {
  firstname: { autoComplete: 'given-name', label: 'signUp.firstname', hint: 'signUp.firstnamePlaceholder' },
  email: { autoComplete: 'email', label: 'signUp.email', hint: 'signUp.emailPlaceholder' },
  password: { autoComplete: 'new-password', label: 'signUp.password', hint: 'signUp.passwordPlaceholder' },
  confirmPassword: { autoComplete: 'new-password', label: 'signUp.confirmPassword', hint: 'signUp.confirmPlaceholder' },
};

export function SignUpScreen() {
  const { t } = useTranslation();
  const signUp = useSetAtom(signUpAtom);
  const form = useForm(SignUpForm, { firstname: '', email: '', password: '', confirmPassword: '' });
  const submit = form.onSubmit(
    (data) => signUp({ firstname: data.firstname, email: data.email, password: data.password }),
    (error) => {
      const code = errorCode(error);
      // SPEC §8: USED, SHORTPASS and INVALID have their texts; anything else is 'Signup failed'.
      return errorMessage(SERVER_MESSAGES.has(code) ? code : 'signupFailed');
    },
  );

  return (
    <AuthLayout title={t('signUp.title')}>
      <AuthForm form={form} fields={FIELDS} onSubmit={submit} submitLabel={t('signUp.submit')} />
      <div className="auth-links">
        <span>
          {t('signUp.haveAccount')} <Link to="/sign-in">{t('signUp.toSignIn')}</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
