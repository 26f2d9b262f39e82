/**
 * Types of the application status machine. The machine file stays lean; the documentation lives
 * here (what each field means, who sends which event).
 */
import type { StatusRoute } from '../../src/domain/status';
import type { PageVisibilityEvent } from '../connectivity/visibility.actors';

/** What the status call answers (GET …/borrower/secure/api/v1/{uuid}/status). */
export interface StatusAnswer {
  checklistStatus?: string | null;
  waitingOnFloodCert?: boolean | null;
  bpo?: string | null;
  uwDecision?: string | null;
  uwSubDecision?: string | null;
  primaryParticipantAcceptComplete?: boolean | null;
  manualNotary?: boolean | null;
  progress?: string | null;
}

/** The application fields routing and the access rules read. */
export interface ApplicationFacts {
  isInquiry: boolean;
  isCrypto: boolean;
  disburseRoutingNumber: string | null;
  propertyState: string | null;
  /** The lender's loan number (HL-…), shown in the layout; null when the answer has none. */
  loanNumber: string | null;
  /** The chosen offer, for the sidebar: 0 / null before one is chosen. APR percent. */
  rate: number | null;
  rateType: string | null;
  /** Line amount in dollars. */
  amount: number | null;
  /** The initial draw in dollars. */
  uwCalculatedDrawAmount: number | null;
  /** Years. */
  term: number | null;
  /**
   * The chosen offer's origination fee, percent of the draw (for the sidebar's monthly payment);
   * undefined when the chosen offer is not known.
   */
  originationFee?: number;
  /** ofeeMaxThreshold: the most the origination fee may be, dollars; undefined when none. */
  ofeeMaxThreshold?: number;
}

/** What `fetchApplicationContext` answers. */
export interface ApplicationContextAnswer {
  /** null: there is no HELOC with this uuid (the application service answered 404). */
  application: ApplicationFacts | null;
  /** null: the user has no profile (404). `type` is the profile type (CO_DEEDER, …). */
  profile: { type: string | null } | null;
  /**
   * The signed-in identity is listed among this application's helocSigners with
   * additionalSignerVersion v1 (shell §6): an additional signer here, whatever their profile.
   */
  listedSigner?: boolean;
}

/** Both actors take the application and forward their abort signal to the call. */
export interface ApplicationStatusActorInput {
  applicationUuid: string;
}

export interface ApplicationStatusInput {
  applicationUuid: string;
  /** The screen the user is on, relative to /{uuid}/ (e.g. 'document/disclosures'), if any. */
  currentScreen?: string;
  /** The current location.search: pop-webchat is carried over to the next screen. */
  search?: string;
  /** The additional signer's app: the CO_DEEDER logout rule does not apply there. */
  isSignerApp?: boolean;
}

/** Why the machine is fetching: a load, an automatic refresh, or the user finishing a step. */
export type FetchTrigger = 'load' | 'refresh' | 'step';

export interface ApplicationStatusContext {
  applicationUuid: string;
  currentScreen: string | null;
  search: string;
  isSignerApp: boolean;
  /** The last status answer (kept through failures: nothing is lost). */
  status: StatusAnswer | null;
  /** Clock time of the last status answer, for the 250 ms stale time. */
  statusFetchedAt: number | null;
  /** Clock time read on entering loading (guards have no clock of their own). */
  now: number;
  /** null: no HELOC with this uuid. */
  application: ApplicationFacts | null;
  /** The profile's type; null when it has none; undefined when there is no profile. */
  profileType: string | null | undefined;
  /** The signed-in identity is a v1-listed additional signer of this application (shell §6). */
  listedSigner: boolean;
  trigger: FetchTrigger;
  /** The checklist status when the user completed the step (unchanged-status rule). */
  statusBeforeStep: string | null;
  /** Delayed re-fetches made in this cycle (since the last load, step, refresh or RETRY). */
  retries: number;
  /** Where `routing` sends the user. */
  route: StatusRoute | null;
  /** The last failure, for the error view. */
  error: unknown;
}

export type ApplicationStatusEvent =
  /** The view finished a step: fetch the status and go to the next screen. */
  | { type: 'STEP.COMPLETED' }
  /** A view asks for the current status again (a 250 ms old answer is reused). */
  | { type: 'STATUS.REFRESH' }
  /** From the error view: start the failed cycle again. */
  | { type: 'RETRY' }
  /** The user left the application: stop polling, no timers survive. */
  | { type: 'LEAVE' }
  /** The URL changed (router): keeps the current screen and query in step. */
  | { type: 'LOCATION.CHANGED'; screen: string | null; search?: string }
  /** The page was hidden / shown again: a waiting status is not polled from a hidden tab. */
  | PageVisibilityEvent;

/** Parameters of the actions the app provides. */
export interface NavigateParams {
  /** Router path relative to the app's base path, with the query: '/{uuid}/{screen}?…' or '/'. */
  to: string;
}

export type RedirectOutReason = 'missing-heloc' | 'inquiry' | 'missing-profile';

export interface RedirectOutParams {
  url: string;
  reason: RedirectOutReason;
}

export interface WarnParams {
  message: string;
  checklistStatus: string | null;
}
