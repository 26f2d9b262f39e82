import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  useExperimentsActor,
  useLogoutActor,
  useSessionActor,
  useTelemetryActor,
} from './ShellProvider';

/**
 * The URL mirrors where the user is: every router location is forwarded to the session (the
 * maintenance routes, the CO_DEEDER rule, brand links with ?org=) and to the logout machine (the
 * leave survey's paths), to telemetry (page views) and to experiments (an application's page). It
 * only forwards; the machines decide.
 */
export function LocationSync() {
  const { pathname, search } = useLocation();
  const session = useSessionActor();
  const logout = useLogoutActor();
  const telemetry = useTelemetryActor();
  const experiments = useExperimentsActor();
  useEffect(() => {
    session.send({ type: 'LOCATION.CHANGED', pathname, search });
    logout.send({ type: 'LOCATION.CHANGED', pathname });
    telemetry.send({ type: 'PAGE.VIEWED', pathname, search });
    experiments.send({ type: 'PAGE.VIEWED', pathname, search });
  }, [pathname, search, session, logout, telemetry, experiments]);
  return null;
}
