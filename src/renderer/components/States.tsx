import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ErrorCode } from '../../shared/errors';

interface ErrorProps {
  code: ErrorCode;
  onRetry?: () => void;
  /** What is missing, said plainly ("There is no such product."), shown instead of the generic NOT_FOUND text. */
  notFound?: string;
  /** A further step that can help when something is missing (for example searching the catalogue). */
  notFoundAction?: React.ReactNode;
}

/**
 * The error look of every call: what went wrong in the user's language, and the step that can help. A retry
 * never brings back what does not exist, so NOT_FOUND offers Back and Home instead.
 */
export function ErrorState({ code, onRetry, notFound, notFoundAction }: ErrorProps) {
  const { t } = useTranslation();
  const missing = code === 'NOT_FOUND';
  return (
    <div className="state state-error" role="alert">
      <p>{missing && notFound ? notFound : t(`errors.${code}`)}</p>
      {missing ? (
        <NotFoundActions extra={notFoundAction} />
      ) : onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

function NotFoundActions({ extra }: { extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="state-actions">
      <button type="button" className="btn" onClick={() => navigate(-1)}>
        {t('common.goBack')}
      </button>
      {extra}
      <Link className="btn btn-primary" to="/">
        {t('common.goHome')}
      </Link>
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
