import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo';
import { LanguageToggle } from '../../components/LanguageToggle';

/** Screens without the main layout: logo, language switch, one centred card. */
export function AuthLayout({ children, title, icon }: { children: ReactNode; title?: string; icon?: ReactNode }) {
  return (
    <div className="auth">
      <header className="auth-top">
        <Logo />
        <LanguageToggle />
      </header>
      <main className="auth-body">
        <section className={`auth-card${icon ? ' auth-card-centred' : ''}`} aria-label={title}>
          {icon ? <span className="placeholder-badge">{icon}</span> : null}
          {title ? <h1>{title}</h1> : null}
          {children}
        </section>
      </main>
    </div>
  );
}
