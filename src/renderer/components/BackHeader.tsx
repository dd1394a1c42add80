import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BackIcon } from './icons';

/** A title with a back button that goes one step back in history (SPEC §2). */
export function BackHeader({ title, to }: { title: string; to?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="back-header">
      <button type="button" className="icon-btn" aria-label={t('common.back')} onClick={() => (to ? navigate(to) : navigate(-1))}>
        <BackIcon />
      </button>
      <h1>{title}</h1>
    </div>
  );
}
