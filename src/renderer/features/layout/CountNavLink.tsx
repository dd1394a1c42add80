import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

/**
 * A link of the bottom navigation with a count badge: the count is drawn on the icon and said in the link's name
 * (`countLabel`) for readers; none when the count is 0.
 */
export function CountNavLink({ to, icon, label, count, countLabel, testId }: { to: string; icon: ReactNode; label: string; count: number; countLabel: string; testId: string }) {
  return (
    <NavLink to={to} className="al-nav" aria-label={count ? countLabel : undefined}>
      <span className="al-nav-icon">
        {icon}
        {count ? (
          <span className="al-badge" data-testid={testId} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span>{label}</span>
    </NavLink>
  );
}
