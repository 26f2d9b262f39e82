/**
 * The shell's services that reach the user, created once per page beside the session: banners
 * (loaded once at start), toasts (the queue every screen raises confirmations into) and the
 * feedback-to-the-CEO form. Views reach them with the hooks below and read them through the
 * machines' select functions; no screen creates these actors.
 */
import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BannerSource } from '../../api/banners';
import { bannersActors } from '../../../machines/banners/banners.actors';
import { bannersHost, bannersInputFrom } from '../../../machines/banners/banners.host';
import { bannersMachine } from '../../../machines/banners/banners.machine';
import { feedbackActors } from '../../../machines/feedback/feedback.actors';
import { feedbackHost } from '../../../machines/feedback/feedback.host';
import { feedbackMachine } from '../../../machines/feedback/feedback.machine';
import { selectFeedbackOpen } from '../../../machines/feedback/feedback.select';
import { toastsMachine, type ToastVariant } from '../../../machines/toasts/toasts.machine';
import { useFlowActor } from '../inspect';
import type { ShellEnvironment } from './environment';

export type BannersActorRef = ActorRefFrom<typeof bannersMachine>;
export type ToastsActorRef = ActorRefFrom<typeof toastsMachine>;
export type FeedbackActorRef = ActorRefFrom<typeof feedbackMachine>;

interface ShellServicesValue {
  banners: BannersActorRef;
  toasts: ToastsActorRef;
  feedback: FeedbackActorRef;
}

const ShellServicesContext = createContext<ShellServicesValue | null>(null);

/**
 * The banner file a build reads (spec §7: the production file or its test variant): sandbox
 * builds (development, tests, demos) read the test file, production builds the production one.
 */
export const BANNER_SOURCE: BannerSource = __SANDBOX__ ? 'test' : 'production';

export interface ShellServicesProps {
  children?: ReactNode;
  /** The page's storage and logging (the ShellProvider's environment). */
  environment: Pick<ShellEnvironment, 'localStorage' | 'warn'>;
  /** Which banner file (tests); by default the build's (`BANNER_SOURCE`). */
  bannerSource?: BannerSource;
  /**
   * The page on screen was prerendered (ShellProvider's `prerendered`): banners wait for the next
   * page instead of pushing the painted one down (BannersInput.holdUntilNextPage).
   */
  prerendered?: boolean;
}

/** Creates the services' actors; render it once, inside the ShellProvider's context. */
export function ShellServices({
  children,
  environment: env,
  bannerSource = BANNER_SOURCE,
  prerendered = false,
}: ShellServicesProps) {
  const [bannersLogic] = useState(() =>
    bannersMachine.provide({
      actors: bannersActors,
      actions: bannersHost({ localStorage: env.localStorage, warn: env.warn }),
    }),
  );
  const banners = useFlowActor(bannersLogic, {
    input: bannersInputFrom(env, bannerSource, prerendered),
  });
  const toasts = useFlowActor(toastsMachine);
  const [feedbackLogic] = useState(() =>
    feedbackMachine.provide({
      actors: feedbackActors,
      actions: feedbackHost({
        toast: (message, variant) => toasts.send({ type: 'TOAST.SHOW', message, variant }),
      }),
    }),
  );
  const feedback = useFlowActor(feedbackLogic);
  const [value] = useState<ShellServicesValue>(() => ({ banners, toasts, feedback }));
  return <ShellServicesContext.Provider value={value}>{children}</ShellServicesContext.Provider>;
}

function useServices(): ShellServicesValue {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('The shell services are missing: render inside <ShellProvider>.');
  return services;
}

/** The banners actor (send BANNER.DISMISS, PAGE.CHANGED; read with banners.select). */
export function useBannersActor(): BannersActorRef {
  return useServices().banners;
}

/** The feedback modal is open (the shell loads its code then). */
export function useFeedbackOpen(): boolean {
  return useSelector(useServices().feedback, selectFeedbackOpen);
}

/** The toasts actor (the shell's Toasts view reads it with toasts.select). */
export function useToastsActor(): ToastsActorRef {
  return useServices().toasts;
}

/** The feedback-to-the-CEO actor (send FEEDBACK.OPEN …; read with feedback.select). */
export function useFeedbackActor(): FeedbackActorRef {
  return useServices().feedback;
}

export type RaiseToast = (message: string, variant?: ToastVariant) => void;

/**
 * Raises a toast through the shell's queue: `const toast = useToast(); toast('Saved', 'success')`.
 * Outside a shell (a screen rendered on its own in a test) it does nothing.
 */
export function useToast(): RaiseToast {
  const toasts = useContext(ShellServicesContext)?.toasts;
  return useCallback<RaiseToast>(
    (message, variant) => toasts?.send({ type: 'TOAST.SHOW', message, variant }),
    [toasts],
  );
}
