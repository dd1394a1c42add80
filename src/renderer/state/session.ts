import { atom, type Setter } from './jotai';
import type { Session, SignUpInput } from '../../shared/bridge';
import type { Language } from '../../shared/rules';
import { kosar, unwrap } from '../lib/bridge';
import { i18next } from '../i18n';

/** 'restoring' while the silent login at start-up runs (spinner), then 'ready'. */
export const bootAtom = atom<'restoring' | 'ready'>('restoring');
export const sessionAtom = atom<Session | null>(null);
/** Shown once after sign-in or sign-up when the user has no zone yet. */
export const zonePromptAtom = atom(false);
export const languageAtom = atom<Language>('en');
/** What "Delete my account" erased (rows by table), for the welcome screen to say until the next sign-in. */
export const farewellAtom = atom<Record<string, number> | null>(null);
/** The session ended by itself ('Not authorized'): welcome and sign-in say so until the next sign-in. */
export const sessionEndedAtom = atom(false);

export const restoreSessionAtom = atom(null, async (_get, set) => {
  try {
    const session = await unwrap(kosar().session.restore());
    set(sessionAtom, session);
  } catch {
    // SPEC §4: on failure the loading simply ends; the user goes on as a visitor.
    set(sessionAtom, null);
  } finally {
    set(bootAtom, 'ready');
  }
});

function afterSignIn(set: Setter, session: Session) {
  set(sessionAtom, session);
  set(farewellAtom, null);
  set(sessionEndedAtom, false);
  set(zonePromptAtom, !session.hasZone);
}

export const signInAtom = atom(null, async (_get, set, input: { email: string; password: string }) => {
  const session = await unwrap(kosar().session.login(input));
  afterSignIn(set, session);
  return session;
});

export const signUpAtom = atom(null, async (_get, set, input: SignUpInput) => {
  const session = await unwrap(kosar().session.register(input));
  afterSignIn(set, session);
  return session;
});

export const resetPasswordAtom = atom(null, async (_get, set, input: { key: string; email: string; password: string }) => {
  const session = await unwrap(kosar().session.resetPassword(input));
  set(sessionAtom, session);
  set(sessionEndedAtom, false);
  return session;
});

export const logoutAtom = atom(null, async (_get, set) => {
  await unwrap(kosar().session.logout());
  set(sessionAtom, null);
  set(zonePromptAtom, false);
});

/**
 * 'Not authorized' anywhere: main already cleared the token; forget the session here too. After "Delete my account"
 * the refusal is the erasure's own doing (every session of the account ended with it): welcome says the account is
 * deleted, not that the session expired.
 */
export const sessionExpiredAtom = atom(null, (get, set) => {
  set(sessionAtom, null);
  set(zonePromptAtom, false);
  set(sessionEndedAtom, get(farewellAtom) === null);
});

export const setLanguageAtom = atom(null, async (_get, set, language: Language) => {
  // Stored first: main sends it with every request, so data reloaded for the switch comes in the new language.
  await unwrap(kosar().prefs.setLanguage({ language })).catch(() => {});
  set(languageAtom, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
});
