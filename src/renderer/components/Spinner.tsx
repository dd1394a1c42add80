import { useTranslation } from 'react-i18next';

export function Spinner({ center = false, color }: { center?: boolean; color?: string }) {
  const { t } = useTranslation();
  const el = (
    <span className="spinner" role="status" aria-live="polite" style={color ? ({ '--spinner-color': color } as React.CSSProperties) : undefined}>
      <span className="visually-hidden">{t('common.loading')}</span>
    </span>
  );
  return center ? <div className="spinner-center">{el}</div> : el;
}
