import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../shared/errors';

/** The error look of every call: what went wrong in the user's language, and a retry. */
export function ErrorState({ code, onRetry }: { code: ErrorCode; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state state-error" role="alert">
      <p>{t(`errors.${code}`)}</p>
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <div className="state state-empty" role="status">
      <p>{text}</p>
      {children}
    </div>
  );
}

/** Placeholder blocks in the shape of what is loading (lists and cards). */
export function Skeleton({ rows = 3, height = 72 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton-list" aria-busy="true" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton" style={{ height }} />
      ))}
    </div>
  );
}
