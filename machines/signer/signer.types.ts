/**
 * Types of the signer machine (the additional signer's, or co-deeder's, flow). The machine file
 * stays lean; the documentation lives here (what each field means, who sends which event).
 */
import type { CoDeedStatus } from '../../src/api/application';
import type { SignerScreen } from '../../src/domain/signer';

export type { CoDeedStatus } from '../../src/api/application';
export type { SignerScreen } from '../../src/domain/signer';

export interface SignerInput {
  /**
   * The signer page the URL shows (`signerScreenOfPath(location.pathname)`); null or absent on
   * the resume and login pages, where the machine routes from.
   */
  currentScreen?: SignerScreen | null;
  /** The current location.search: pop-webchat is carried over to the next page. */
  search?: string;
  /** The tab is hidden at start (`document.visibilityState === 'hidden'`): no polling until shown. */
  hidden?: boolean;
}

export interface SignerContext {
  currentScreen: SignerScreen | null;
  search: string;
  /** The tab is hidden: the waiting state does not poll. */
  hidden: boolean;
  /** The last co-deed status answer (kept through failures: the pages keep what they showed). */
  status: CoDeedStatus | null;
  /**
   * Tries in this cycle: re-fetches after failed calls while loading, answered polls while waiting.
   * Reset by a fresh cycle (a step, a refresh, RETRY) and by a successful load.
   */
  retries: number;
  /** The last failure, for the error view. */
  error: unknown;
}

export type SignerEvent =
  /** A signer page finished a step (consent, ID upload, signing): read the status and route on. */
  | { type: 'STEP.COMPLETED' }
  /** A page asks for the current status again. */
  | { type: 'STATUS.REFRESH' }
  /** From the error view: start again with fresh retries. */
  | { type: 'RETRY' }
  /** The signer left the signer pages (or logged out): stop polling, no timers survive. */
  | { type: 'LEAVE' }
  /** The URL changed (router): the page the URL shows, null for resume/login. */
  | { type: 'LOCATION.CHANGED'; screen: SignerScreen | null; search?: string }
  /** document.visibilityState became 'hidden': polling pauses. */
  | { type: 'VISIBILITY.HIDDEN' }
  /** document.visibilityState became 'visible': a paused poll asks at once. */
  | { type: 'VISIBILITY.VISIBLE' };

/** Parameters of the `navigate` action the app provides. */
export interface NavigateParams {
  /** Router path relative to the app's base path, with the query: '/heloc-signer/intro?…'. */
  to: string;
}

export type SignerTag = 'loading' | 'waiting' | 'error' | 'notSigner';
