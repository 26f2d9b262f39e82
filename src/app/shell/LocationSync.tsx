import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLogoutActor, useSessionActor } from './ShellProvider';

/**
 * The URL mirrors where the user is: every router location is forwarded to the session (the
 * maintenance routes, the CO_DEEDER rule, brand links with ?org=) and to the logout machine (the
 * leave survey's paths). It only forwards; the machines decide.
 */
export function LocationSync() {
  const { pathname, search } = useLocation();
  const session = useSessionActor();
  const logout = useLogoutActor();
  useEffect(() => {
    session.send({ type: 'LOCATION.CHANGED', pathname, search });
    logout.send({ type: 'LOCATION.CHANGED', pathname });
  }, [pathname, search, session, logout]);
  return null;
}
