import { useEffect } from 'react';
import { HashRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { Spinner } from './components/Spinner';
import { Toasts } from './components/Toasts';
import { ConfirmDialogHost } from './components/ConfirmDialog';
import { browseRoutes } from './features/browse/routes';
import { shoppingRoutes } from './features/shopping/routes';
import { zoneRoutes } from './features/zone/routes';
import { FaqScreen } from './features/faqs/FaqScreen';
import { AboutScreen } from './features/about/AboutScreen';
import { ForgotPasswordScreen } from './features/forgot-password/ForgotPasswordScreen';
import { ComingSoonScreen, PlaceholderScreen } from './features/placeholder/PlaceholderScreen';
import { ResetPasswordScreen } from './features/reset-password/ResetPasswordScreen';
import { HomeScreen } from './features/browse/home/HomeScreen';
import { SignedInOnly, VisitorOnly } from './features/layout/guards';
import { MainLayout } from './features/layout/MainLayout';
import { NotFoundScreen } from './features/not-found/NotFoundScreen';
import { SignInScreen } from './features/sign-in/SignInScreen';
import { SignUpScreen } from './features/sign-up/SignUpScreen';
import { WelcomeScreen } from './features/welcome/WelcomeScreen';
import { kosar } from './lib/bridge';
import { useTranslation } from 'react-i18next';
import type { ResetLink } from '../shared/bridge';
import { unwrap } from './lib/bridge';
import { useAtomValue, useSetAtom } from './state/jotai';
import { bootAtom, restoreSessionAtom, sessionExpiredAtom, setLanguageAtom } from './state/session';
import { pushToastAtom } from './state/toasts';
import { message } from './i18n/message';

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
          <Route path="/cashback" element={<PlaceholderScreen page="cashback" />} />
          <Route path="/profile" element={<PlaceholderScreen page="profile" />} />
          <Route path="/contact" element={<PlaceholderScreen page="contact" />} />
          <Route path="/cookie" element={<PlaceholderScreen page="cookie" />} />
          <Route path="/delete-account" element={<PlaceholderScreen page="delete-account" />} />
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
