import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  useExperimentsActor,
  useLogoutActor,
  useSessionActor,
  useTelemetryActor,
} from './ShellProvider';
import { useBannersActor } from './ShellServices';

/**
 * The URL mirrors where the user is: every router location is forwarded to the session (the
 * maintenance routes, the CO_DEEDER rule, brand links with ?org=) and to the logout machine (the
 * leave survey's paths), to telemetry (page views) and to experiments (an application's page); a
 * move to another page (the pathname changed after the first one) to the banners (held ones show
 * from the next page on). It only forwards; the machines decide.
 */
export function LocationSync() {
  const { pathname, search } = useLocation();
  const session = useSessionActor();
  const logout = useLogoutActor();
  const telemetry = useTelemetryActor();
  const experiments = useExperimentsActor();
  const banners = useBannersActor();
  useEffect(() => {
    session.send({ type: 'LOCATION.CHANGED', pathname, search });
    logout.send({ type: 'LOCATION.CHANGED', pathname });
    telemetry.send({ type: 'PAGE.VIEWED', pathname, search });
    experiments.send({ type: 'PAGE.VIEWED', pathname, search });
  }, [pathname, search, session, logout, telemetry, experiments]);
  // The pathname this component last forwarded: the first one is the page the user arrived on,
  // not a move (and a re-run of the effect with the same pathname is none either).
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === lastPathname.current) return;
    lastPathname.current = pathname;
    // Not to a chart that has ended (the banner file failed): it hears nothing more.
    if (banners.getSnapshot().status === 'active') banners.send({ type: 'PAGE.CHANGED' });
  }, [pathname, banners]);
  return null;
}
