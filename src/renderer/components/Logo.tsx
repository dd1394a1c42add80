import { Link } from 'react-router-dom';

function Mark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true">
      <rect width="48" height="48" rx="12" fill="currentColor" />
      <path d="M11 18h26l-3 17a3 3 0 0 1-3 2.5H17a3 3 0 0 1-3-2.5z" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <path d="M18 18l6-8 6 8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M20 25v6M28 25v6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ large = false, to }: { large?: boolean; to?: string }) {
  const content = (
    <>
      <Mark />
      <span>Kosár</span>
    </>
  );
  const cls = large ? 'logo logo-large' : 'logo';
  return to ? (
    <Link className={cls} to={to} aria-label="Kosár">
      {content}
    </Link>
  ) : (
    <span className={cls}>{content}</span>
  );
}
