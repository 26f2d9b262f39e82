/**
 * The registration machine's input as a page builds it (register-v2 and the legacy /register
 * pages): the brand, the session's facts, the URL, the pre-auth saved state and the device's
 * telemetry session. Browser access is guarded: blocked storage reads as empty.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type {
  RegistrationInput,
  TelemetryKey,
} from '../../../machines/registration/registration.types';
import { newYorkRedirectFor } from '../../../machines/session/session.rules';
import { selectAuthMode } from '../../../machines/session/session.select';
import { hasStoredToken } from '../../app/access';
import { TELEMETRY_KEYS } from '../../app/shell/environment';
import { useBrand, useOptionalSessionActor } from '../../app/shell/ShellProvider';
import { isNewYorkSite } from '../../domain/brands';
import { landingParams } from '../../app/landingParams';
import { withLandingParams } from '../../domain/queryParams';
import {
  PRE_AUTH_STORAGE_KEY,
  loadPreAuthState,
  type KeyValueStorage,
  type RegistrationLayoutKind,
  type StepId,
} from '../../domain/registration';
import { loadRegistrationDraft } from '../../domain/registration/draft';
import type { RegistrationActorRef } from './RegistrationProvider';
import {
  redesignOn,
  registrationFlags,
  registrationInput,
  sessionFacts,
} from './registrationInput';

function storage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

/**
 * Where the pre-auth saved state lives: this tab's session storage (issue 14: the answers never
 * outlive the tab; they also expire, savedState.ts PRE_AUTH_TTL_MS).
 */
export const preAuthStorage = () => storage('sessionStorage');

function newNonce(): string {
  return globalThis.crypto?.randomUUID?.() ?? `n-${Date.now().toString(36)}`;
}

/**
 * The device's telemetry session (shell §3: uuid and epoch per tab, tracker per browser). A
 * tracker without a session is passed on so that the session started for it keeps the tracker.
 */
export function readTelemetryKey(): TelemetryKey | null {
  const tab = storage('sessionStorage');
  const browser = storage('localStorage');
  const key = {
    uuid: tab?.getItem(TELEMETRY_KEYS.uuid) ?? '',
    epoch: Number(tab?.getItem(TELEMETRY_KEYS.epoch) ?? 0) || 0,
    trackerUuid: browser?.getItem(TELEMETRY_KEYS.trackerUuid) ?? '',
  };
  return key.uuid || key.trackerUuid ? key : null;
}

/** Keeps a telemetry session started by the registration on the device. */
export function storeTelemetryKey(key: TelemetryKey): void {
  try {
    storage('sessionStorage')?.setItem(TELEMETRY_KEYS.uuid, key.uuid);
    storage('sessionStorage')?.setItem(TELEMETRY_KEYS.epoch, String(key.epoch));
    storage('localStorage')?.setItem(TELEMETRY_KEYS.trackerUuid, key.trackerUuid);
  } catch {
    // Storage full or blocked: the next page starts another session.
  }
}

/** The session's facts (null outside a shell: tests, a step module on its own). */
export function useSessionFacts() {
  const session = useOptionalSessionActor();
  return useSelector(session, (s) => sessionFacts(s, selectAuthMode));
}

/** The redesign flag (fe-heloc-redesign-2025) as the session knows it; on outside a shell. */
export function useRedesignOn(): boolean {
  return useSelector(useOptionalSessionActor(), redesignOn);
}

/**
 * Back from the hosted login (`externalStateNonce` in the URL) while the session is still asking
 * who is signed in: the machine must not start yet, or it would take the user for a visitor and
 * not resume the submit sequence. Other visits start at once (the start page stays fast).
 */
export function useAwaitsSignIn(search: string): boolean {
  const pending = useSelector(useOptionalSessionActor(), (s) => s?.hasTag('identityPending'));
  return pending === true && new URLSearchParams(search).has('externalStateNonce');
}

/**
 * Forwards the session's answer to who is signed in to the registration machine: on a full page
 * load the wizard starts before the session has asked, and the answer decides the profile's
 * prefill, the contact step and the submit calls (the machine re-reads its start when it
 * changes). Like the route events, this only carries a fact from outside; the machine decides.
 */
export function useSessionIdentity(actor: RegistrationActorRef): void {
  const signedIn = useSelector(useOptionalSessionActor(), (s) =>
    !s || s.hasTag('identityPending') ? null : s.context.signInSource !== null,
  );
  useEffect(() => {
    if (signedIn !== null) actor.send({ type: 'SESSION.IDENTIFIED', signedIn });
  }, [actor, signedIn]);
}

/**
 * Forwards the session's flags to the registration machine once they are known, and whenever
 * they change: a prerendered start page starts the wizard before the session has them.
 */
export function useSessionFlags(actor: RegistrationActorRef): void {
  const facts = useSessionFacts();
  const flags = facts?.flagsKnown ? registrationFlags(facts) : null;
  const key = flags ? JSON.stringify(flags) : null;
  useEffect(() => {
    if (key) actor.send({ type: 'SESSION.FLAGS', flags: JSON.parse(key) as typeof flags & {} });
  }, [actor, key]);
}

/**
 * The machine's input, built once per mount from the page as it is then: with the pre-auth state
 * when the login brought its nonce back, and the draft this tab kept (sessionStorage).
 */
export function usePageRegistrationInput(
  layout: RegistrationLayoutKind,
  initialStep?: StepId,
): RegistrationInput {
  const brand = useBrand();
  const facts = useSessionFacts();
  const location = useLocation();
  const [input] = useState<RegistrationInput>(() => {
    // Older versions kept the answers in localStorage: never read there again, and removed.
    storage('localStorage')?.removeItem(PRE_AUTH_STORAGE_KEY);
    const tab = preAuthStorage();
    const returned = new URLSearchParams(location.search).get('externalStateNonce');
    const restored = tab ? loadPreAuthState(tab, returned) : null;
    // What this tab kept before a reload or a restored tab (issue 17): a bad or old one is removed.
    const draft = tab ? loadRegistrationDraft(tab) : null;
    const hostname = globalThis.location?.hostname ?? '';
    const redirect = newYorkRedirectFor({
      brand,
      propertyState: isNewYorkSite(brand) ? 'CA' : 'NY',
      flagOn: true,
      hostname,
    });
    const base = registrationInput(brand, facts, {
      pathname: location.pathname,
      // The prefill the page took out of the URL at landing, for the start to read once.
      search: withLandingParams(location.search, landingParams()),
      hostname,
      hasStoredToken: hasStoredToken(),
      nonce: restored && returned ? returned : newNonce(),
      newYorkRedirect: redirect?.href ?? '',
      isProduction: import.meta.env.PROD,
    });
    return {
      ...base,
      ...(initialStep ? { initialStep } : {}),
      layout,
      restored,
      draft,
      telemetrySessionKey: readTelemetryKey(),
    };
  });
  return input;
}
