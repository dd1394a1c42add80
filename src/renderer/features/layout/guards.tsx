import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { sessionAtom, zonePromptAtom } from '../../state/session';
import { ZonePromptScreen } from '../zone-prompt/ZonePromptScreen';

/** Visitor-only screens: a signed-in user goes to /, or first sees the zone prompt when they have no zone. */
export function VisitorOnly() {
  const session = useAtomValue(sessionAtom);
  const prompt = useAtomValue(zonePromptAtom);
  if (session && prompt) return <ZonePromptScreen />;
  if (session) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Main screens: visitors go to /welcome. */
export function SignedInOnly() {
  const session = useAtomValue(sessionAtom);
  const setPrompt = useSetAtom(zonePromptAtom);
  useEffect(() => {
    if (session) setPrompt(false);
  }, [session, setPrompt]);
  if (!session) return <Navigate to="/welcome" replace />;
  return <Outlet />;
}
