import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from '../../state/jotai';
import { zonePromptAtom } from '../../state/session';
import { AuthLayout } from '../layout/AuthLayout';

/** After sign-in or sign-up without a zone: the prompt to select one, OK goes to /zone. */
export function ZonePromptScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setPrompt = useSetAtom(zonePromptAtom);
  return (
    <AuthLayout title={t('zonePrompt.title')}>
      <p className="muted">{t('zonePrompt.text')}</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        autoFocus
        onClick={() => {
          setPrompt(false);
          navigate('/zone', { replace: true });
        }}
      >
        {t('zonePrompt.ok')}
      </button>
    </AuthLayout>
  );
}
