import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Link } from 'react-router-dom';
import { SignInForm } from '../../../shared/forms';
import { AuthForm, type FieldSpec } from '../../components/FormParts';
import { errorCode } from '../../lib/bridge';
import { errorMessage } from '../../i18n/message';
import { useForm } from '../../lib/use-form';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { sessionEndedAtom, signInAtom } from '../../state/session';
import { SessionEndedNote } from '../welcome/WelcomeScreen';
import { AuthLayout } from '../layout/AuthLayout';

const FIELDS: Record<keyof z.input<typeof SignInForm>, FieldSpec> = {
  email: { autoComplete: 'email', label: 'signIn.email', hint: 'signIn.emailPlaceholder' },
  password: { autoComplete: 'current-password', label: 'signIn.password', hint: 'signIn.passwordPlaceholder' },
};

export function SignInScreen() {
  const { t } = useTranslation();
  const signIn = useSetAtom(signInAtom);
  const ended = useAtomValue(sessionEndedAtom);
  const form = useForm(SignInForm, { email: '', password: '' });
  const submit = form.onSubmit(signIn, (err) => {
    const code = errorCode(err);
    // SPEC §8: any refusal of the credentials reads 'Wrong email or password' (SPEC's 'Invalid username or password!', copy-edited).
    return errorMessage(code === 'VALIDATION' || code === 'NOT_AUTHORIZED' ? 'INVALID_CREDENTIALS' : code);
  });

  return (
    <AuthLayout title={t('signIn.title')}>
      <AuthForm form={form} fields={FIELDS} onSubmit={submit} submitLabel={t('signIn.submit')} busyLabel={t('signIn.busy')}>
        {ended ? <SessionEndedNote /> : null}
      </AuthForm>
      <div className="auth-links">
        <span>
          {t('signIn.noAccount')} <Link to="/sign-up">{t('signIn.toSignUp')}</Link>
        </span>
        <Link to="/forgot-password">{t('signIn.forgot')}</Link>
      </div>
    </AuthLayout>
  );
}
