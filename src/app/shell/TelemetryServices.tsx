/**
 * The shell's telemetry and experiments charts, in a chunk of their own that the shell loads
 * after the page's first commit (decision 023): neither is needed to paint or to use the page.
 * The router's page views and the session's identity were sent to their DeferredActor handles
 * from the first render on; each chart takes what was kept when it attaches.
 */
import { useEffect, useState } from 'react';
import type { SessionReplayProvider } from '../../api/sessionReplay';
import { useFlowActor } from '../inspect';
import type { DeferredActor } from './deferredActor';
import type { ShellEnvironment } from './environment';
import {
  provideExperiments,
  provideTelemetry,
  telemetryInputFrom,
  type ExperimentsActorRef,
  type ExperimentsEventIn,
  type TelemetryActorRef,
  type TelemetryEventIn,
} from './telemetry';

export interface TelemetryServicesProps {
  environment: ShellEnvironment;
  /** The session-replay recorder the entry point chose; none by default. */
  sessionReplay?: SessionReplayProvider;
  /** The page's org (experiments are assigned per org). */
  organization: string;
  telemetry: DeferredActor<TelemetryEventIn, TelemetryActorRef>;
  experiments: DeferredActor<ExperimentsEventIn, ExperimentsActorRef>;
}

export default function TelemetryServices({
  environment,
  sessionReplay,
  organization,
  telemetry,
  experiments,
}: TelemetryServicesProps) {
  const [telemetryLogic] = useState(() => provideTelemetry(environment, sessionReplay));
  const [telemetryInput] = useState(() => telemetryInputFrom(environment));
  const telemetryActor = useFlowActor(telemetryLogic, { input: telemetryInput });
  const [experimentsLogic] = useState(() => provideExperiments(environment));
  const experimentsActor = useFlowActor(experimentsLogic, { input: { organization } });
  // After useFlowActor's own effects (declared first, so run first): the charts have started.
  useEffect(() => telemetry.attach(telemetryActor), [telemetry, telemetryActor]);
  useEffect(() => experiments.attach(experimentsActor), [experiments, experimentsActor]);
  return null;
}
