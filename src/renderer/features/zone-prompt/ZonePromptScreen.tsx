import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MapPinIcon } from '../../components/icons';
import { AuthLayout } from '../layout/AuthLayout';

/** After sign-in or sign-up without a zone: the prompt to select one, OK goes to /zone. */
export function ZonePromptScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthLayout title={t('zonePrompt.title')} icon={<MapPinIcon />}>
      <p className="muted">{t('zonePrompt.text')}</p>
      <ol className="zone-prompt-steps">
        <li>{t('zonePrompt.step1')}</li>
        <li>{t('zonePrompt.step2')}</li>
        <li>{t('zonePrompt.step3')}</li>
      </ol>
      <button
        type="button"
        className="btn btn-primary btn-block"
        autoFocus
        // The main layout clears the prompt once the user is inside it.
        onClick={() => navigate('/zone', { replace: true })}
      >
        {t('zonePrompt.ok')}
      </button>
    </AuthLayout>
  );
}
