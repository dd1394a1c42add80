import { useEffect } from 'react';
import { HashRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { Spinner } from './components/Spinner';
import { HomeScreen } from './features/home/HomeScreen';
import { SignedInOnly, VisitorOnly } from './features/layout/guards';
import { MainLayout } from './features/layout/MainLayout';
import { NotFoundScreen } from './features/not-found/NotFoundScreen';
import { SignInScreen } from './features/sign-in/SignInScreen';
import { SignUpScreen } from './features/sign-up/SignUpScreen';
import { WelcomeScreen } from './features/welcome/WelcomeScreen';
import { kosar } from './lib/bridge';
import { useAtomValue, useSetAtom } from './state/jotai';
import { bootAtom, restoreSessionAtom, sessionExpiredAtom, setLanguageAtom } from './state/session';

/** Pushes from main: session expiry and the language chosen in the app menu. */
function MainEvents() {
  const navigate = useNavigate();
  const expire = useSetAtom(sessionExpiredAtom);
  const setLanguage = useSetAtom(setLanguageAtom);
  useEffect(() => {
    const offs = [
      kosar().on('session:expired', () => {
        expire();
        navigate('/welcome', { replace: true });
      }),
      kosar().on('language:changed', ({ language }) => void setLanguage(language)),
    ];
    return () => offs.forEach((off) => off());
  }, [expire, navigate, setLanguage]);
  return null;
}

function AppRoutes() {
  return (
    <Routes>
      <Route element={<VisitorOnly />}>
        <Route path="/welcome" element={<WelcomeScreen />} />
        <Route path="/sign-in" element={<SignInScreen />} />
        <Route path="/sign-up" element={<SignUpScreen />} />
      </Route>
      <Route element={<SignedInOnly />}>
        <Route element={<MainLayout />}>
          <Route index element={<HomeScreen />} />
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
