/**
 * The shell's actors, created once per page: the session (org, flags, identity, login, logout)
 * and the logout-with-survey machine, with the app's actions provided. Views reach them with the
 * hooks below and read them through the machines' select functions.
 *
 * A ShellProvider inside another one reuses the outer actors: the app can hoist one above the
 * router (so the session survives the root error boundary), and the root layout's own provider
 * then does nothing.
 */
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../inspect';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { logoutHost } from '../../../machines/logout/logout.host';
import { logoutMachine } from '../../../machines/logout/logout.machine';
import { loaderMachine } from '../../../machines/loader/loader.machine';
import { notificationsActors } from '../../../machines/session/notifications.actors';
import { notificationsMachine } from '../../../machines/session/notifications.machine';
import { sessionActors } from '../../../machines/session/session.actors';
import { sessionHost } from '../../../machines/session/session.host';
import { sessionMachine } from '../../../machines/session/session.machine';
import { ORG_STORAGE_KEY, resolveSessionOrg } from '../../../machines/session/session.rules';
import { selectBrand } from '../../../machines/session/session.select';
import type { ChatTransports } from '../../api/chatTransport';
import type { Providers } from '../../api/providers';
import { configureApi } from '../../api/config';
import { getBrand, type Brand } from '../../domain/brands';
import { applyBrandTheme } from '../../ui/Brand';
import { browserEnvironment, sessionInputFrom, type ShellEnvironment } from './environment';
import { ShellSafeguards } from './ShellSafeguards';
import { ShellServices } from './ShellServices';
import { AfterFirstCommit } from './AfterFirstCommit';
import { DeferredActor } from './deferredActor';
import type {
  ExperimentsActorRef,
  ExperimentsEventIn,
  TelemetryActorRef,
  TelemetryEventIn,
} from './telemetry';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type LogoutActorRef = ActorRefFrom<typeof logoutMachine>;
export type { ExperimentsActorRef, TelemetryActorRef };
/** Telemetry's handle: send at once; the chart (loaded after the first paint) gets it in order. */
export type TelemetryHandle = DeferredActor<TelemetryEventIn, TelemetryActorRef>;
/** Experiments' handle, like telemetry's. */
export type ExperimentsHandle = DeferredActor<ExperimentsEventIn, ExperimentsActorRef>;
export type LoaderActorRef = ActorRefFrom<typeof loaderMachine>;

interface ShellContextValue {
  session: SessionActorRef;
  logout: LogoutActorRef;
  /**
   * Telemetry: session, page views, replay link (machines/telemetry); never blocks a screen. The
   * chart loads after the first paint (TelemetryServices.tsx); what is sent before waits for it.
   */
  telemetry: TelemetryHandle;
  /** Experiment assignments saved once per application (machines/experiments); never blocks. */
  experiments: ExperimentsHandle;
  /**
   * The page's loader overlay (ShellFrame shows it): one per page, so it survives the route
   * change from registration to the application (charts start and end it through host actions).
   */
  loader: LoaderActorRef;
  environment: ShellEnvironment;
  /** The chat transports the entry point chose (the sandbox's simulated agent, or none: production's). */
  chatTransports: ChatTransports | undefined;
}

const ShellContext = createContext<ShellContextValue | null>(null);
const NO_PROVIDERS: Providers = {};
const ProvidersContext = createContext<Providers>(NO_PROVIDERS);

/**
 * Hands the bank-link and income providers to the screens below it (ShellProvider does, with the
 * entry point's; a screen test renders its screens inside one with the sandbox's).
 */
export const ProvidersProvider = ProvidersContext.Provider;
const BrandContext = createContext<Brand | null>(null);

export interface ShellProviderProps {
  children?: ReactNode;
  /** Replaces parts of the browser environment (tests; the staff tools). */
  environment?: Partial<ShellEnvironment>;
  /**
   * Web chat's transports, chosen at the entry point (decision 011): a sandbox build passes the
   * simulated agent's; without them the widget uses production's (Twilio and the chatbot).
   */
  chatTransports?: ChatTransports;
  /**
   * The bank-link and income providers, chosen at the entry point like the chat transports: a
   * sandbox build passes its stand-ins (src/sandbox); without them the screens use production's
   * (Plaid Link, the income provider's hosted flow).
   */
  providers?: Providers;
  /**
   * The page on screen was prerendered (the registration start page, being hydrated or rendered
   * at build time): the shell shows it without waiting for the flags (SessionInput.prerendered).
   */
  prerendered?: boolean;
}

export function ShellProvider({
  children,
  environment,
  chatTransports,
  providers,
  prerendered,
}: ShellProviderProps) {
  const outer = useContext(ShellContext);
  if (outer) return <>{children}</>;
  return (
    <ShellRoot
      environment={environment}
      chatTransports={chatTransports}
      providers={providers}
      prerendered={prerendered}
    >
      {children}
    </ShellRoot>
  );
}

function provideSession(
  env: ShellEnvironment,
  telemetry: TelemetryHandle,
  experiments: ExperimentsHandle,
) {
  return sessionMachine.provide({
    actors: {
      ...sessionActors,
      notifications: notificationsMachine.provide({ actors: notificationsActors }),
    },
    actions: {
      ...sessionHost(env),
      announceIdentity: (_, params) => {
        telemetry.send({ type: 'IDENTITY.CHANGED', identityId: params.identityUuid });
        experiments.send({ type: 'IDENTITY.CHANGED', identityId: params.identityUuid });
      },
    },
  });
}

function ShellRoot({
  children,
  environment,
  chatTransports,
  providers,
  prerendered,
}: ShellProviderProps) {
  const [env] = useState<ShellEnvironment>(() => ({ ...browserEnvironment(), ...environment }));
  const [input] = useState(() => {
    const initial = { ...sessionInputFrom(env), prerendered: prerendered === true };
    // Every call carries the page's org (x-org) from the first one on: set before any screen's
    // effects start their requests.
    configureApi({ orgCode: resolveSessionOrg(initial) });
    return initial;
  });
  const [telemetry] = useState<TelemetryHandle>(() => new DeferredActor());
  const [experiments] = useState<ExperimentsHandle>(() => new DeferredActor());
  const [sessionLogic] = useState(() => provideSession(env, telemetry, experiments));
  const session = useFlowActor(sessionLogic, { input });
  const [logoutLogic] = useState(() =>
    logoutMachine.provide({
      actions: logoutHost({ logout: () => session.send({ type: 'LOGOUT' }), track: env.track }),
    }),
  );
  const logout = useFlowActor(logoutLogic, { input: { pathname: input.pathname } });
  const loader = useFlowActor(loaderMachine);
  const brand = useSelector(session, selectBrand);
  const [value] = useState<ShellContextValue>(() => ({
    session,
    logout,
    telemetry,
    experiments,
    loader,
    environment: env,
    chatTransports,
  }));
  const [providerValue] = useState<Providers>(() => providers ?? NO_PROVIDERS);

  // Switching org restyles the whole app: the brand's custom properties live on the root element
  // (portals such as modals are themed too).
  useEffect(() => {
    const root = document.documentElement;
    applyBrandTheme(root, brand);
    configureApi({ orgCode: brand.code });
    return () => {
      for (const name of Array.from(root.style)) {
        if (name.startsWith('--')) root.style.removeProperty(name);
      }
      delete root.dataset.brand;
      configureApi({ orgCode: undefined });
    };
  }, [brand]);

  return (
    <ShellContext.Provider value={value}>
      <ProvidersContext.Provider value={providerValue}>
        <BrandContext.Provider value={brand}>
          <AfterFirstCommit
            load={loadTelemetryServices}
            onFailure={(error) => {
              env.warn('Telemetry and experiments could not be loaded on this page:', error);
              telemetry.close();
              experiments.close();
            }}
            props={{
              environment: env,
              sessionReplay: providers?.sessionReplay,
              organization: resolveSessionOrg(input),
              telemetry,
              experiments,
            }}
          />
          <ShellServices environment={env} prerendered={prerendered}>
            <ShellSafeguards environment={env} session={session}>
              {children}
            </ShellSafeguards>
          </ShellServices>
        </BrandContext.Provider>
      </ProvidersContext.Provider>
    </ShellContext.Provider>
  );
}

const loadTelemetryServices = () => import('./TelemetryServices');

function useShell(): ShellContextValue {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('The app shell is missing: render inside <ShellProvider>.');
  return shell;
}

/** The session actor (send LOGIN, read it with the session select functions). */
export function useSessionActor(): SessionActorRef {
  return useShell().session;
}

/** The logout-with-survey actor (send LOGOUT, SURVEY.*). */
export function useLogoutActor(): LogoutActorRef {
  return useShell().logout;
}

/**
 * Loads flags, identity and profile again from what is stored now: call it after something signed
 * the user in (or changed the org or flag overrides) without a page load.
 */
export function useRefreshSession(): () => void {
  const { session, environment } = useShell();
  return useCallback(() => {
    const input = sessionInputFrom(environment);
    session.send({
      type: 'SESSION.REFRESH',
      hasStoredToken: input.hasStoredToken ?? false,
      storedOrg: input.storedOrg,
      flagOverrides: input.flagOverrides,
    });
  }, [session, environment]);
}

/** The page's loader overlay actor (send LOADING.START / LOADING.END; read with loader.select). */
export function useLoaderActor(): LoaderActorRef {
  return useShell().loader;
}

/** The loader overlay actor when inside a shell, else undefined (screens rendered on their own). */
export function useOptionalLoaderActor(): LoaderActorRef | undefined {
  return useContext(ShellContext)?.loader;
}

/**
 * Telemetry's handle (send PAGE.VIEWED, CONSENT.CHANGED; `current` is the chart once it runs,
 * read with telemetry.select).
 */
export function useTelemetryActor(): TelemetryHandle {
  return useShell().telemetry;
}

/** Experiments' handle (LocationSync sends PAGE.VIEWED). */
export function useExperimentsActor(): ExperimentsHandle {
  return useShell().experiments;
}

/** The chat transports the entry point chose; undefined: production's. */
export function useChatTransports(): ChatTransports | undefined {
  return useShell().chatTransports;
}

/**
 * The bank-link and income providers the entry point chose; each absent one is production's.
 * Outside a shell and a ProvidersProvider, none.
 */
export function useProviders(): Providers {
  return useContext(ProvidersContext);
}

export function useShellEnvironment(): ShellEnvironment {
  return useShell().environment;
}

/** The session actor when inside a shell, else undefined (screens rendered on their own). */
export function useOptionalSessionActor(): SessionActorRef | undefined {
  return useContext(ShellContext)?.session;
}

/**
 * The page's brand. Outside a shell (a screen rendered on its own in a test) it is resolved from
 * the page's address and the staff tools' stored org, as the session would.
 */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (brand) return brand;
  return getBrand(
    resolveSessionOrg({
      hostname: globalThis.location?.hostname ?? '',
      search: globalThis.location?.search ?? '',
      storedOrg: readStoredOrg(),
    }),
  );
}

function readStoredOrg(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(ORG_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
