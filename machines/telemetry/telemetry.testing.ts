/**
 * A telemetry chart on a simulated clock with fake calls, for the specs. `answers` is what each
 * session request answers in turn (an Error rejects); the last one repeats.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SessionReplay } from '../../src/api/sessionReplay';
import type { TelemetryEvent, TelemetrySessionAnswer } from '../../src/api/telemetry';
import { telemetryHost } from './telemetry.host';
import { telemetryMachine } from './telemetry.machine';
import type { ReplayLinkInput, SessionRequestInput, TelemetryInput } from './telemetry.types';

export const SESSION = { uuid: 's-1', epoch: 1700000000, trackerUuid: 't-1' };
export const APP = 'a0000000-0000-4000-8000-000000000001';

export const DEFAULT_INPUT: TelemetryInput = {
  analytics: true,
  domain: 'heloc.example.test',
  storedKey: null,
  page: {
    referrer: '',
    queryParams: {},
    screenWidth: 1280,
    screenHeight: 800,
    windowWidth: 1280,
    windowHeight: 720,
    appVersion: '0.1.0',
  },
};

export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

export interface TelemetryFakes {
  answers?: Array<TelemetrySessionAnswer | Error>;
  replay?: SessionReplay | null;
  saveLink?: (input: ReplayLinkInput) => Promise<void>;
  input?: Partial<TelemetryInput>;
}

export function startTelemetry(fakes: TelemetryFakes = {}) {
  const clock = new SimulatedClock();
  const answers = fakes.answers ?? [{ sessionKey: SESSION }];
  const requests: SessionRequestInput[] = [];
  const posted: TelemetryEvent[] = [];
  const warnings: unknown[][] = [];
  const links: ReplayLinkInput[] = [];
  const replays: Array<SessionReplay | null> = [];
  let stopped = 0;
  const session = memoryStorage();
  const local = memoryStorage();
  const host = telemetryHost({
    sessionStorage: session,
    localStorage: local,
    post: async (event) => {
      posted.push(event);
    },
    setSessionReplay: (replay) => replays.push(replay),
    stopRecorder: () => {
      stopped += 1;
    },
    warn: (...args) => warnings.push(args),
  });
  const machine = telemetryMachine.provide({
    ...host,
    actors: {
      startSession: fromPromise<TelemetrySessionAnswer, SessionRequestInput>(async ({ input }) => {
        const answer = answers[Math.min(requests.length, answers.length - 1)]!;
        requests.push(input);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      startReplay: fromPromise<SessionReplay | null, Record<string, never>>(
        async () => fakes.replay ?? null,
      ),
      saveReplayLink: fromPromise<void, ReplayLinkInput>(async ({ input }) => {
        links.push(input);
        await fakes.saveLink?.(input);
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { ...DEFAULT_INPUT, ...fakes.input },
  }).start();
  return {
    actor,
    clock,
    requests,
    posted,
    warnings,
    links,
    replays,
    session,
    local,
    stopped: () => stopped,
    view: (pathname: string, search = '') => actor.send({ type: 'PAGE.VIEWED', pathname, search }),
    async settle() {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    },
  };
}
