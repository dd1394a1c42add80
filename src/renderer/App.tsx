import { useEffect } from 'react';
import { HashRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { Spinner } from './components/Spinner';
import { Toasts } from './components/Toasts';
import { ConfirmDialogHost } from './components/ConfirmDialog';
import { ScrollMemory } from './components/ScrollMemory';
import { RouteFocus } from './components/RouteFocus';
import { browseRoutes } from './features/browse/routes';
import { shoppingRoutes } from './features/shopping/routes';
import { zoneRoutes } from './features/zone/routes';
import { SignedInOnly, VisitorOnly } from './features/layout/guards';
import { MainLayout } from './features/layout/MainLayout';
import { NotFoundScreen } from './features/not-found/NotFoundScreen';
import { lazyScreen } from './lib/lazy-screen';
import { kosar } from './lib/bridge';
import { useTranslation } from 'react-i18next';
import type { ResetLink } from '../shared/bridge';
import { unwrap } from './lib/bridge';
import { useAtomValue, useSetAtom } from './state/jotai';
import { bootAtom, restoreSessionAtom, sessionExpiredAtom, setLanguageAtom } from './state/session';
import { pushToastAtom } from './state/toasts';
import { message } from './i18n/message';

// Every screen's code is a lazy chunk (SPEC §2, §9); the layout, the guards and 'Page Not Found' come with the app.
const WelcomeScreen = lazyScreen(() => import('./features/welcome/WelcomeScreen').then((m) => m.WelcomeScreen));
const SignInScreen = lazyScreen(() => import('./features/sign-in/SignInScreen').then((m) => m.SignInScreen));
const SignUpScreen = lazyScreen(() => import('./features/sign-up/SignUpScreen').then((m) => m.SignUpScreen));
const ForgotPasswordScreen = lazyScreen(() =>
  import('./features/forgot-password/ForgotPasswordScreen').then((m) => m.ForgotPasswordScreen),
);
const ResetPasswordScreen = lazyScreen(() =>
  import('./features/reset-password/ResetPasswordScreen').then((m) => m.ResetPasswordScreen),
);
const ComingSoonScreen = lazyScreen(() => import('./features/placeholder/PlaceholderScreen').then((m) => m.ComingSoonScreen));
const PlaceholderScreen = lazyScreen(() => import('./features/placeholder/PlaceholderScreen').then((m) => m.PlaceholderScreen));
const ProfileScreen = lazyScreen(() => import('./features/account/ProfileScreen').then((m) => m.ProfileScreen));
const SettingsScreen = lazyScreen(() => import('./features/account/SettingsScreen').then((m) => m.SettingsScreen));
const DeleteAccountScreen = lazyScreen(() => import('./features/account/DeleteAccountScreen').then((m) => m.DeleteAccountScreen));
const PrivacyScreen = lazyScreen(() => import('./features/account/InfoPages').then((m) => m.PrivacyScreen));
const ContactScreen = lazyScreen(() => import('./features/account/InfoPages').then((m) => m.ContactScreen));
const HomeScreen = lazyScreen(() => import('./features/browse/home/HomeScreen').then((m) => m.HomeScreen));
const FaqScreen = lazyScreen(() => import('./features/faqs/FaqScreen').then((m) => m.FaqScreen));
const InboxScreen = lazyScreen(() => import('./features/alerts/InboxScreen').then((m) => m.InboxScreen));
const AboutScreen = lazyScreen(() => import('./features/about/AboutScreen').then((m) => m.AboutScreen));

const resetPath = (link: ResetLink) => `/reset-password?${new URLSearchParams(link).toString()}`;

/** Pushes from main: session expiry, reset-password links and the language chosen in the app menu. */
function MainEvents() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const expire = useSetAtom(sessionExpiredAtom);
  const setLanguage = useSetAtom(setLanguageAtom);
  const toast = useSetAtom(pushToastAtom);
  const boot = useAtomValue(bootAtom);
  useEffect(() => {
    const offs = [
      kosar().on('session:expired', () => {
        expire();
        navigate('/welcome', { replace: true });
      }),
      kosar().on('language:changed', ({ language }) => void setLanguage(language)),
      kosar().on('deeplink:reset-password', (link) => navigate(resetPath(link))),
      kosar().on('deeplink:refused', ({ reason }) =>
        toast({ kind: 'error', text: message(reason === 'signed-in' ? 'deeplink.signedIn' : 'deeplink.invalid') }),
      ),
      kosar().on('server:status', ({ state }) => {
        if (state === 'crashed') toast({ kind: 'error', text: message('offline.serverRestarting') });
      }),
      kosar().on('notice', ({ code }) =>
        toast({ kind: 'info', text: message(code === 'vault-memory-only' ? 'offline.vaultMemory' : 'offline.vaultSafeStorage'), durationMs: 10_000 }),
      ),
    ];
    return () => offs.forEach((off) => off());
  }, [expire, navigate, setLanguage, toast, t]);
  useEffect(() => {
    // A link that opened the app arrives before anyone listened: ask main for it once started.
    if (boot !== 'ready') return;
    unwrap(kosar().session.takePendingResetLink())
      .then((link) => link && navigate(resetPath(link)))
      .catch(() => {});
  }, [boot, navigate]);
  return null;
}

function AppRoutes() {
  return (
    <Routes>
      <Route element={<VisitorOnly />}>
        <Route path="/welcome" element={<WelcomeScreen />} />
        <Route path="/sign-in" element={<SignInScreen />} />
        <Route path="/sign-up" element={<SignUpScreen />} />
        <Route path="/forgot-password" element={<ForgotPasswordScreen />} />
        <Route path="/reset-password" element={<ResetPasswordScreen />} />
      </Route>
      <Route path="/coming-soon" element={<ComingSoonScreen />} />
      <Route element={<SignedInOnly />}>
        <Route element={<MainLayout />}>
          <Route index element={<HomeScreen />} />
          <Route path="/faqs" element={<FaqScreen />} />
          <Route path="/about" element={<AboutScreen />} />
          <Route path="/inbox" element={<InboxScreen />} />
          <Route path="/cashback" element={<PlaceholderScreen page="cashback" />} />
          <Route path="/profile" element={<ProfileScreen />} />
          <Route path="/settings" element={<SettingsScreen />} />
          <Route path="/contact" element={<ContactScreen />} />
          <Route path="/cookie" element={<PrivacyScreen />} />
          <Route path="/delete-account" element={<DeleteAccountScreen />} />
          {browseRoutes}
          {zoneRoutes}
          {shoppingRoutes}
        </Route>
      </Route>
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

export function App() {
  const boot = useAtomValue(bootAtom);
  const restore = useSetAtom(restoreSessionAtom);
  useEffect(() => {
    void restore();
  }, [restore]);
  return (
    <HashRouter>
      <ScrollMemory />
      <RouteFocus />
      <MainEvents />
      <Toasts />
      <ConfirmDialogHost />
      {boot === 'restoring' ? (
        <div className="spinner-center" style={{ minHeight: '100%' }} data-testid="boot">
          <Spinner />
        </div>
      ) : (
        <div data-testid="app-ready" style={{ display: 'contents' }}>
          <AppRoutes />
        </div>
      )}
    </HashRouter>
  );
}
