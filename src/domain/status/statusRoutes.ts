/**
 * The status-to-screen table (registration spec §4): which screen an application's checklist
 * status sends the user to, row for row as the spec gives it. Pure data plus a few named
 * predicates for the conditional rows; `routeForStatus` walks the rows in order and the first
 * match wins. docs/status-table.md is generated from this module (`npm run status-table`).
 *
 * Screens are paths relative to `/{uuid}/` (e.g. `bank/disburse`), except the root (COMPLETE,
 * CANCELLED), which is marked `root: true` and has the empty screen.
 */
import { POP_WEBCHAT_PARAM } from '../chatSession';
import type { ApplicationScreen } from '../screenPaths';

// ---------------------------------------------------------------------------------------------
// Status families the spec names without listing them. ASSUMPTIONS (docs/status-table.md): the
// names are ours, chosen the way the lender names its other statuses; the sandbox lender uses
// them too. Replace them when the real list is known; the tests and the docs follow the code.

/** "the NAV BPO/eval estimate statuses" → bpo/estimate-value. Assumed names. */
export const NAV_ESTIMATE_STATUSES = [
  'NAV_BPO_ESTIMATE_VALUE',
  'NAV_RESI_EVAL_ESTIMATE_VALUE',
] as const;

/** "BPO order-request statuses" → bpo/condition, bpo/order-bpo or bpo/hold. Assumed names. */
export const BPO_ORDER_REQUEST_STATUSES = [
  'NAV_BPO_ORDER_REQUEST',
  'NAV_RESI_EVAL_ORDER_REQUEST',
] as const;

/** "the final-title statuses" → bpo/hold. Assumed names. */
export const FINAL_TITLE_STATUSES = ['FINAL_TITLE_PROCESSING', 'FINAL_TITLE_REVIEW'] as const;

/**
 * "WAITING_FOR…": any status starting with this prefix is a waiting status. The list below is the
 * set the sandbox lender passes through (assumed names); `isWaitingStatus` accepts any name with
 * the prefix, listed or not.
 */
export const WAITING_PREFIX = 'WAITING_FOR';
export const WAITING_FOR_STATUSES = [
  'WAITING_FOR_OFFERS',
  'WAITING_FOR_UNDERWRITING',
  'WAITING_FOR_INCOME_VERIFICATION',
  'WAITING_FOR_IDENTITY_VERIFICATION',
  'WAITING_FOR_PROPERTY_VALUE',
  'WAITING_FOR_TITLE',
  'WAITING_FOR_DOCUMENTS',
  'WAITING_FOR_NOTARY',
  'WAITING_FOR_FUNDING',
] as const;

/**
 * The in-progress statuses that are polled like WAITING_FOR… ones. The spec names the first three
 * ("such as"); GEN_NOTE_SIGNING is added because the 14-try rule says it "stays where it is" when
 * the tries run out, which only makes sense if it is polled (documents are being generated).
 */
export const IN_PROGRESS_STATUSES = [
  'GEN_APP_DISCLOSURES',
  'HARD_CREDIT_PULL',
  'IN_PROGRESS',
  'GEN_NOTE_SIGNING',
] as const;

/** Terminal-ish statuses: never polled, never retried (spec §4 additional rules, in full). */
export const TERMINAL_STATUSES = [
  'ASSETS_PREQUAL',
  'CANCELLED',
  'CREDIT_ERROR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'MULTIPLE_PROPERTIES',
  'NO_PROPERTY_FOUND',
] as const;

/** The status the polling rule turns a never-ending wait into (routes to error/timeout). */
export const UNKNOWN_STATUS = 'UNKNOWN';

/** Stays on its own screen when the waiting tries run out, instead of becoming UNKNOWN. */
export const STAYS_WHEN_TRIES_RUN_OUT = 'GEN_NOTE_SIGNING';

// ---------------------------------------------------------------------------------------------
// What routing reads

/** The fields the table reads: the status answer plus three application fields. */
export interface RouteInput {
  checklistStatus?: string | null;
  waitingOnFloodCert?: boolean | null;
  /** status.bpo: BPO_REQUIRED, BPO_NOT_REQUIRED, … */
  bpo?: string | null;
  /** status.uwDecision: APPROVED, DECLINE, … */
  uwDecision?: string | null;
  /** status.uwSubDecision: VERIFIED_OFFER, … */
  uwSubDecision?: string | null;
  primaryParticipantAcceptComplete?: boolean | null;
  /** application.isCrypto. */
  isCrypto?: boolean | null;
  /** application.disburseAccount.routingNumber. */
  disburseRoutingNumber?: string | null;
  /** application.property.state (USPS code). */
  propertyState?: string | null;
}

export interface StatusRoute {
  /** Path relative to `/{uuid}/` (src/domain/screenPaths.ts); '' only for the root. */
  screen: ApplicationScreen | '';
  /** Query parameters the screen reads (OFFER_SELECTION only). */
  query?: Record<string, string>;
  /** The app's root, not a screen of the application (COMPLETE, CANCELLED). */
  root?: true;
  /** Set when the status is not in the table: the app logs it (action `warn`). */
  warning?: string;
}

/** A named condition, so the generated docs can say what it checks. */
export interface RoutePredicate {
  name: string;
  /** How QA reads it, e.g. "waiting on a flood certificate". */
  describe: string;
  test: (input: RouteInput) => boolean;
}

export const BPO_REQUIRED = 'BPO_REQUIRED';
export const VERIFIED_OFFER = 'VERIFIED_OFFER';
export const UW_DECLINE = 'DECLINE';

/** Query parameter names product/select reads after OFFER_SELECTION. */
export const OFFER_FROM_PARAM = 'from';
/** Our name for "plus the underwriting decision" (the spec does not name the parameter). */
export const OFFER_DECISION_PARAM = 'uwDecision';
/** The only query parameter that survives a status redirect. */
export { POP_WEBCHAT_PARAM };

export const waitingOnFloodCert: RoutePredicate = {
  name: 'waitingOnFloodCert',
  describe: 'waiting on a flood certificate (status.waitingOnFloodCert)',
  test: (input) => input.waitingOnFloodCert === true,
};

export const needsDisburseAccount: RoutePredicate = {
  name: 'needsDisburseAccount',
  describe: 'no disburse routing number on a non-crypto loan',
  test: (input) => !input.disburseRoutingNumber && input.isCrypto !== true,
};

export const bpoRequiredInTexas: RoutePredicate = {
  name: 'bpoRequiredInTexas',
  describe: 'status.bpo is BPO_REQUIRED and the property is in TX',
  test: (input) => input.bpo === BPO_REQUIRED && input.propertyState?.toUpperCase() === 'TX',
};

export const bpoRequired: RoutePredicate = {
  name: 'bpoRequired',
  describe: 'status.bpo is BPO_REQUIRED (property not in TX)',
  test: (input) => input.bpo === BPO_REQUIRED,
};

export const primaryAcceptComplete: RoutePredicate = {
  name: 'primaryAcceptComplete',
  describe: 'status.primaryParticipantAcceptComplete is true',
  test: (input) => input.primaryParticipantAcceptComplete === true,
};

export const primaryAcceptPending: RoutePredicate = {
  name: 'primaryAcceptPending',
  describe: 'status.primaryParticipantAcceptComplete is not true',
  test: (input) => input.primaryParticipantAcceptComplete !== true,
};

export const verifiedOffer: RoutePredicate = {
  name: 'verifiedOffer',
  describe: 'status.uwSubDecision is VERIFIED_OFFER',
  test: (input) => input.uwSubDecision === VERIFIED_OFFER,
};

// ---------------------------------------------------------------------------------------------
// The table

/** A status in a row's status list, optionally only when a predicate holds. */
export type StatusMatch = string | { status: string; when: RoutePredicate };

/** Where a row sends the user; a row with several outcomes takes the first whose `when` holds. */
export interface RowOutcome {
  screen: ApplicationScreen | '';
  root?: true;
  when?: RoutePredicate;
  /** Query parameters, with a QA-readable note on when they are added. */
  query?: { describe: string; build: (input: RouteInput) => Record<string, string> | undefined };
}

export interface StatusRow {
  statuses: readonly StatusMatch[];
  outcomes: readonly RowOutcome[];
  /** Rows that list an assumed family say so (docs). */
  assumed?: string;
}

const to = (screen: ApplicationScreen): RowOutcome[] => [{ screen }];

/** OFFER_SELECTION: from=signing/intro and the decision when the offer was verified. */
function offerSelectionQuery(input: RouteInput): Record<string, string> | undefined {
  if (!verifiedOffer.test(input)) return undefined;
  const query: Record<string, string> = { [OFFER_FROM_PARAM]: 'signing/intro' };
  if (input.uwDecision) query[OFFER_DECISION_PARAM] = input.uwDecision;
  return query;
}

/** Row for row as registration spec §4 gives it (same order; first match wins). */
export const STATUS_TABLE: readonly StatusRow[] = [
  { statuses: ['CREDIT_NO_MATCH'], outcomes: to('credit/social') },
  { statuses: ['CREDIT_NO_MATCH_SSN'], outcomes: to('review-app/no-credit') },
  {
    statuses: ['HARD_CREDIT_LOCKED_OR_FROZEN', 'SOFT_CREDIT_LOCKED_OR_FROZEN'],
    outcomes: to('credit/error'),
  },
  { statuses: ['NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES'], outcomes: to('review-app/property') },
  { statuses: ['DECLINED'], outcomes: to('error/decline') },
  { statuses: ['COLLECT_ADDITIONAL_INFO'], outcomes: to('start/contact') },
  { statuses: ['HMDA'], outcomes: to('start/hmda') },
  { statuses: ['DELINQUENCY_REVIEW'], outcomes: to('review-app/delinquency') },
  {
    statuses: ['GEN_CLOSING_DISCLOSURE'],
    outcomes: [
      { screen: 'error/flood-cert', when: waitingOnFloodCert },
      { screen: 'review-app/signdocs' },
    ],
  },
  { statuses: ['NOTE_SIGNING', 'FINAL_OFFER'], outcomes: to('signing/intro') },
  { statuses: ['REVISED_OFFER_SELECTION'], outcomes: to('product/select') },
  { statuses: ['GEN_NOTE_SIGNING'], outcomes: to('review-app/signdocs') },
  { statuses: ['APP_SUBMISSION', 'GEN_SUMMARY_DISCLOSURE'], outcomes: to('start/app-summary') },
  { statuses: ['INCOME_VERIFICATION'], outcomes: to('income/review') },
  { statuses: ['IDENTITY_VERIFICATION'], outcomes: to('identity') },
  { statuses: ['ASSETS_PREQUAL'], outcomes: to('product/assets') },
  { statuses: ['CLTV_LIEN_POSITION_REQUALIFY'], outcomes: to('product/prequal-winback') },
  {
    statuses: ['DISBURSEMENT_ACCOUNT', { status: 'AUTOPAY_ACCOUNT', when: needsDisburseAccount }],
    outcomes: to('bank/disburse'),
  },
  { statuses: ['AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT'], outcomes: to('bank/autopay') },
  {
    statuses: ['NO_AVM_FOUND', ...NAV_ESTIMATE_STATUSES],
    outcomes: to('bpo/estimate-value'),
    assumed: 'the NAV BPO/eval estimate statuses',
  },
  { statuses: ['PAYOFF_REQUEST_PENDING'], outcomes: to('payoff/hold') },
  {
    statuses: BPO_ORDER_REQUEST_STATUSES,
    outcomes: [
      { screen: 'bpo/condition', when: bpoRequiredInTexas },
      { screen: 'bpo/order-bpo', when: bpoRequired },
      { screen: 'bpo/hold' },
    ],
    assumed: 'the BPO order-request statuses',
  },
  {
    statuses: ['NAV_BPO_PROCESSING', ...FINAL_TITLE_STATUSES, 'NAV_RESI_EVAL_PROCESSING'],
    outcomes: to('bpo/hold'),
    assumed: 'the final-title statuses',
  },
  {
    statuses: [
      'GEN_RESCISSION',
      'RESCISSION',
      'RECORDING',
      'FUNDABLE',
      'DIRECT_DEBT_PAYOFF',
      'FUNDING_DECISION',
      { status: 'DEED_SIGNING', when: primaryAcceptComplete },
    ],
    outcomes: to('complete'),
  },
  {
    statuses: [
      'APPRAISAL_REVIEW_COMPLETE',
      'CREDIT_ERROR',
      'CREDIT_MINOR',
      'FACTA_REVIEW',
      'HOLD_FOR_APPRAISAL_REVIEW',
      'ORDER_FULL_TITLE',
      'REQUEST_STEWART_PAYOFFS',
      UNKNOWN_STATUS,
    ],
    outcomes: to('error/timeout'),
  },
  { statuses: ['LIEN_VERIFICATION', 'LIEN_VERIFICATION_INQUIRY'], outcomes: to('liens') },
  { statuses: ['CO_DEED_REQ'], outcomes: to('signing/additional') },
  {
    statuses: [
      'GEN_NOTARY_DISCLOSURE',
      'ATTORNEY_REVIEW',
      'NOTARY_WAITING_PERIOD',
      { status: 'DEED_SIGNING', when: primaryAcceptPending },
    ],
    outcomes: to('notary/intro'),
  },
  { statuses: ['MANUAL_DEED_SIGNING'], outcomes: to('notary/reserve-manual') },
  { statuses: ['EMPLOYMENT_VERIFICATION'], outcomes: to('income/employer-verification') },
  {
    statuses: ['OFFER_SELECTION'],
    outcomes: [
      {
        screen: 'product/select',
        query: {
          describe: `\`${OFFER_FROM_PARAM}=signing/intro\` and \`${OFFER_DECISION_PARAM}=\` status.uwDecision, when status.uwSubDecision is VERIFIED_OFFER`,
          build: offerSelectionQuery,
        },
      },
    ],
  },
  {
    statuses: ['ONSITE_APPRAISAL_BORROWER_PAYMENT', 'ONSITE_APPRAISAL_PENDING'],
    outcomes: to('hold'),
  },
  { statuses: ['COMPLETE', 'CANCELLED'], outcomes: [{ screen: '', root: true }] },
];

/** "no status" → start/profile. */
export const NO_STATUS_ROUTE: StatusRoute = { screen: 'start/profile' };

/** "anything else" → error/timeout, with a warning. */
export const UNKNOWN_STATUS_SCREEN = 'error/timeout';

/** The screen an underwriting DECLINE falls back to when the status has no screen of its own. */
export const DECLINE_SCREEN = 'error/decline';

function statusOf(match: StatusMatch): string {
  return typeof match === 'string' ? match : match.status;
}

function matches(match: StatusMatch, status: string, input: RouteInput): boolean {
  if (typeof match === 'string') return match === status;
  return match.status === status && match.when.test(input);
}

function routeFromOutcome(outcome: RowOutcome, input: RouteInput): StatusRoute {
  const route: StatusRoute = { screen: outcome.screen };
  if (outcome.root) route.root = true;
  const query = outcome.query?.build(input);
  if (query && Object.keys(query).length > 0) route.query = query;
  return route;
}

/** The table row that routes this input, if any. */
export function findStatusRow(input: RouteInput): StatusRow | undefined {
  const status = input.checklistStatus;
  if (!status) return undefined;
  return STATUS_TABLE.find((row) => row.statuses.some((match) => matches(match, status, input)));
}

/** The screen a checklist status sends the user to (registration spec §4). */
export function routeForStatus(input: RouteInput): StatusRoute {
  const status = input.checklistStatus;
  if (!status) return { ...NO_STATUS_ROUTE };
  const row = findStatusRow(input);
  const outcome = row?.outcomes.find((candidate) => !candidate.when || candidate.when.test(input));
  if (!outcome) {
    return {
      screen: UNKNOWN_STATUS_SCREEN,
      warning: `Unknown checklist status "${status}": showing ${UNKNOWN_STATUS_SCREEN}`,
    };
  }
  return routeFromOutcome(outcome, input);
}

/**
 * Where an underwriting DECLINE routes on to: the status's own screen when the table has one,
 * otherwise (a waiting status, an unknown one, no status) error/decline.
 */
export function routeAfterDecline(input: RouteInput): StatusRoute {
  const status = input.checklistStatus;
  if (!status || isWaitingStatus(status) || !findStatusRow(input)) {
    return { screen: DECLINE_SCREEN };
  }
  return routeForStatus(input);
}

export function isDeclined(input: Pick<RouteInput, 'uwDecision'>): boolean {
  return input.uwDecision === UW_DECLINE;
}

// ---------------------------------------------------------------------------------------------
// Status lists

const WAITING_IN_PROGRESS: ReadonlySet<string> = new Set(IN_PROGRESS_STATUSES);
const TERMINAL: ReadonlySet<string> = new Set(TERMINAL_STATUSES);

/** Every WAITING_FOR… status plus the in-progress ones: polled with backoff. */
export function isWaitingStatus(status: string | null | undefined): boolean {
  if (!status) return false;
  return status.startsWith(WAITING_PREFIX) || WAITING_IN_PROGRESS.has(status);
}

/** Terminal-ish statuses are never polled (nor retried when unchanged). */
export function isTerminalStatus(status: string | null | undefined): boolean {
  return !!status && TERMINAL.has(status);
}

/** The waiting statuses we know by name (WAITING_FOR… listed, then the in-progress ones). */
export const WAITING_STATUSES: readonly string[] = [
  ...WAITING_FOR_STATUSES,
  ...IN_PROGRESS_STATUSES,
];

/** Every status the table names, in table order, without repeats. */
export const ROUTED_STATUSES: readonly string[] = [
  ...new Set(STATUS_TABLE.flatMap((row) => row.statuses.map(statusOf))),
];

/**
 * Every status this module names: the table's, then the waiting ones it does not route (for tests
 * and the staff tools' status picker).
 */
export const ALL_CHECKLIST_STATUSES: readonly string[] = [
  ...new Set([...ROUTED_STATUSES, ...WAITING_STATUSES]),
];

// ---------------------------------------------------------------------------------------------
// Query string and target

/** Only pop-webchat survives status redirects: '' or '?pop-webchat=…' (every value kept). */
export function keepOnlyPopWebchat(search: string | null | undefined): string {
  const kept = new URLSearchParams();
  for (const value of new URLSearchParams(search ?? '').getAll(POP_WEBCHAT_PARAM)) {
    kept.append(POP_WEBCHAT_PARAM, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * The router path (relative to the app's base path) for a route: `/{uuid}/{screen}` or `/` for
 * the root, with the route's own query and the kept pop-webchat parameter.
 */
export function statusRedirectPath(
  applicationUuid: string,
  route: StatusRoute,
  currentSearch?: string | null,
): string {
  const pathname = route.root
    ? '/'
    : `/${encodeURIComponent(applicationUuid)}/${route.screen}`.replace(/\/$/u, '');
  const params = new URLSearchParams(route.query);
  for (const value of new URLSearchParams(keepOnlyPopWebchat(currentSearch)).getAll(
    POP_WEBCHAT_PARAM,
  )) {
    params.append(POP_WEBCHAT_PARAM, value);
  }
  // '/' is legal in a query string: keep `from=signing/intro` readable in the address bar.
  const search = params.toString().replace(/%2F/giu, '/');
  return search ? `${pathname}?${search}` : pathname;
}
