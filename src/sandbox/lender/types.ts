/**
 * The sandbox lender's model. Everything here is plain JSON (no Dates, no classes, no undefined
 * that matters) so the whole state survives `JSON.stringify` / `JSON.parse` unchanged.
 */
import type { ProfileType } from '../../domain/profileTypes';
import type { OccupancyType } from '../../domain/registration/payload';
import type { ScreenState } from './screenState';
import type { SandboxSignature } from './screenState/signing';

export type IdentityKind = 'customer' | 'agent';

export interface PhoneAlias {
  type: 'Phone';
  value: string;
}

export interface Identity {
  uuid: string;
  email: string;
  /** null until the hosted login has set one (identity-broker registration). */
  password: string | null;
  kind: IdentityKind;
  /** The bearer token the lender currently accepts for this identity (rotated on logout). */
  jwt: string;
  aliases: PhoneAlias[];
  organizationCode: string;
  createdAt: string;
}

export type { ProfileType };

export type NameSuffix = '' | 'N/A' | 'JR' | 'SR' | 'I' | 'II' | 'III' | 'IV' | 'V';

export interface PersonName {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: NameSuffix;
}

export interface Address {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

export interface ProfileAddress {
  type: 'HOME';
  uuid: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

export interface PhoneNumber {
  type: 'MOBILE' | 'HOME' | 'WORK';
  number: string;
}

export interface Profile {
  uuid: string;
  identityUuid: string;
  organizationCode: string;
  /** The spec names both `type` (registration doc) and `profileType` (shell doc): same value. */
  type: ProfileType;
  profileType: ProfileType;
  email: string;
  name: PersonName;
  /** yyyy-MM-dd, or null before registration asked for it. */
  dob: string | null;
  phoneNumbers: PhoneNumber[];
  addresses: ProfileAddress[];
  aliases: PhoneAlias[];
  updatedAt: string;
  twoFactorEnabled: boolean;
  totpVerified: boolean;
  passwordExpired: boolean;
  walletAddresses: string[];
  isBroker: boolean;
  /** Brokers only: their NMLS number (shown on referred applications). */
  nmls: string | null;
  consents: ProfileConsent[];
}

export interface ProfileConsent {
  type: string;
  version: string;
  acceptedAt: string;
}

export type { OccupancyType };

export type BpoStatus = 'BPO_NOT_REQUIRED' | 'BPO_REQUIRED' | 'BPO_PROCESSING' | 'BPO_COMPLETE';

export type TitleStatus =
  | 'TITLE_REQUIRED'
  | 'TITLE_NOT_REQUIRED'
  | 'PREQUAL_TITLE_PROCESSING'
  | 'PREQUAL_TITLE_COMPLETE'
  | 'FINAL_TITLE_PROCESSING'
  | 'FINAL_TITLE_COMPLETE';

export type UwDecision =
  | 'APPROVED'
  | 'ASSET_DEPLETION'
  | 'DECLINE'
  | 'ERROR'
  | 'FINAL'
  | 'INELIGIBLE'
  | 'INITIAL'
  | 'REVIEW'
  | 'SELECT'
  | 'UNKNOWN';

export type UwSubDecision =
  | 'BPO_PENDING'
  | 'CREDIT_FROZEN'
  | 'FINAL_OFFER'
  | 'UNVERIFIED_DTI_LIMITED'
  | 'UNVERIFIED_OFFER'
  | 'VERIFIED_OFFER'
  | 'VERIFIED_INCOME_MATCHED_OFFER'
  | 'VERIFIED_RESERVE_LIMITED';

export type Progress =
  | 'INITIAL'
  | 'PRODUCT_SELECT'
  | 'MORE_INFO'
  | 'LINK_INCOME'
  | 'ID_UPLOAD'
  | 'SIGNING'
  | 'ENOTARY'
  | 'MANUAL_NOTARY'
  | 'COMPLETE';

export interface ApplicationStatus {
  /** null: no status yet (routes to start/profile). Any string: the router handles unknown ones. */
  checklistStatus: string | null;
  waitingOnFloodCert: boolean;
  bpo: BpoStatus;
  title: TitleStatus;
  uwDecision: UwDecision | null;
  uwSubDecision: UwSubDecision | null;
  primaryParticipantAcceptComplete: boolean;
  manualNotary: boolean;
  /** Shell doc: status.condition (shape not shown): the open condition category, if any. */
  condition: string | null;
}

export interface OfferDiscount {
  discountType: 'AUTOPAY' | 'RATE_BUY_DOWN' | 'OFFER_CODE';
  rateWithDiscount: number;
}

export interface Offer {
  uuid: string;
  /** Years. */
  term: number;
  type: 'STANDARD' | 'RATE_BUY_DOWN';
  min: number;
  max: number;
  minDraw: number;
  maxDraw: number;
  /** Percent of the line (up to 4.99). */
  originationFee: number;
  /** APR percent. */
  rate: number;
  otherRate: number;
  baseRate: number;
  discountList: OfferDiscount[];
  payOff: 'NOT_REQUIRED' | 'REQUIRED' | 'REQUESTED' | 'COMPLETE';
}

/** The sign-in link an invited signer got by e-mail (docs/sandbox.md "Signer mode"). */
export interface SignerInvitation {
  token: string;
  invitedAt: string;
  /** 7 days after invitedAt (the lender's clock): the link answers EXPIRED after it. */
  expiresAt: string;
  /** The signer's first co-deed status read after signing in: the link answers USED from then on. */
  usedAt: string | null;
}

/**
 * An additional signer (co-deeder) and their own progress: e-consent, signatures, completion.
 * Their identity verification lives with the application's verifications, keyed by identity
 * (screens.income.identity).
 */
export interface HelocSigner {
  identityUuid: string;
  name: PersonName;
  email: string;
  /** True once the signer completed their signing (always in step with signedAt). */
  signed: boolean;
  signedAt: string | null;
  /** The signer's own ESIGN consent. */
  eConsent: { version: string; consentedAt: string } | null;
  /** The signer's signatures, by document uuid (the signer's package). */
  signatures: Record<string, SandboxSignature>;
  invitation: SignerInvitation | null;
  /** The signer's own eNotary step (absent in older saved state: nothing yet). */
  notary?: SignerNotary | null;
}

/**
 * An additional signer's eNotary step (designed; docs/sandbox.md "Signer mode"): the notary
 * witnesses the co-owner's signature on the deed in a session of their own.
 */
export interface SignerNotary {
  /** When staff asked for it (`signer=notary`); otherwise the application's eNotary statuses ask. */
  requestedAt: string | null;
  /** The signer's session: WAITING_ROOM on joining, then IN_PROGRESS, COMPLETE after a few reads. */
  session: {
    sessionUuid: string;
    status: 'WAITING_ROOM' | 'IN_PROGRESS' | 'COMPLETE' | 'FAILED' | 'CANCELLED';
    /** Session reads answered since joining. */
    polls: number;
  } | null;
  /** When the lender recorded the notarisation (completeSignerNotary). */
  notarizedAt: string | null;
}

/** An e-mail the lender sent (the stand-in mail page lists them). */
export interface SentMail {
  uuid: string;
  to: string;
  subject: string;
  body: string;
  /** The link in the mail: a path on the lender's site. */
  link: string;
  sentAt: string;
}

/** The property: its address fields flat (property.state is the state routing reads). */
export interface ApplicationProperty extends Address {
  occupancyType: OccupancyType;
  listedForSale: boolean;
  estimatedValue: number;
}

export interface Experiment {
  name: string;
  variation: 'variation' | 'control';
}

/** A change the lender applies to an application (staff tools, the journey schedule). */
export interface ApplicationPatch {
  status?: Partial<ApplicationStatus>;
  progress?: Progress;
  offers?: Offer[];
  active?: boolean;
  activeForAppStart?: boolean;
  isInquiry?: boolean;
  isCrypto?: boolean;
  propertyState?: string;
  disburseRoutingNumber?: string | null;
  rate?: number;
  rateType?: string;
  amount?: number;
  uwCalculatedDrawAmount?: number;
  term?: number;
}

/**
 * "Advance after N polls": the first `afterPolls` status polls after the step became next still
 * answer the current status; the poll after that applies `patch` and answers the new status.
 */
export interface ScheduledStep {
  afterPolls: number;
  patch: ApplicationPatch;
}

export interface Journey {
  steps: ScheduledStep[];
  /** Status polls seen since the current first step became next. */
  polls: number;
}

export interface HelocApplication {
  uuid: string;
  /** The primary borrower. */
  identityUuid: string;
  organizationCode: string;
  loanNumber: string;
  productType: 'HELOC' | 'CRYPTO_HELOC';
  status: ApplicationStatus;
  progress: Progress;
  activeForAppStart: boolean;
  active: boolean;
  isInquiry: boolean;
  isCrypto: boolean;
  disburseAccount: {
    routingNumber: string | null;
    mask: string | null;
    accountNumber: string | null;
  };
  property: ApplicationProperty;
  referrer: { referrerUuid: string | null; wholesaleBrokerNmls: string | null };
  referralId: string | null;
  offerCode: string | null;
  /** APR percent of the chosen offer (0 before one is chosen). */
  rate: number;
  rateType: 'FIXED' | 'VARIABLE';
  /** Line amount of the chosen offer (0 before one is chosen). */
  amount: number;
  uwCalculatedDrawAmount: number;
  /** Years (0 before an offer is chosen). */
  term: number;
  adjustedHomeAmount: number;
  auditFields: { createdDate: string; updatedDate: string };
  helocSigners: HelocSigner[];
  additionalSignerVersion: 'v1' | null;
  offers: Offer[];
  income: { incomePrimary: number; incomeOther: number; employmentType: string };
  consents: { type: string; version: string }[];
  experiments: Experiment[];
  fullStoryLink: string | null;
  utmParameters: Record<string, string>;
  /**
   * What the borrower sent with each completed step (designed), by step name: the lender keeps it
   * and answers it back (the summary screen reads it). See lender/steps.
   */
  answers: Record<string, unknown>;
  /** The lender's records behind the screens, per group (lender/screenState). Internal. */
  screens: ScreenState;
  journey: Journey;
}

export type ConditionCategory =
  | 'BANK_ACCOUNT_FRAUD_REVIEW'
  | 'ID_VERIFICATION_FAILURE'
  | 'MISSING_PHONE_NUMBER'
  | 'REVIEW_TRUST_REQUIREMENTS'
  | 'PROPERTY_LEGAL_DESCRIPTION'
  | 'IDENTITY_DOCUMENT_FRAUD_REVIEW'
  | 'PROPERTY_OWNERSHIP_FRAUD_REVIEW'
  | 'FALSE_OWNERSHIP_TYPE_REVIEW'
  | 'HELOC_MANUAL_PAYSTUB_UPLOAD'
  | 'HARD_CREDIT_INQUIRY_REVIEW'
  | 'GENERIC_DOCUMENT_REQUEST'
  | 'ESCALATION_REVIEW'
  /** Designed: an additional signer's location for their e-signature (docs/sandbox.md). */
  | 'SIGNER_LOCATION_CONFIRMATION';

export interface Condition {
  uuid: string;
  applicationUuid: string;
  /** The applicant it is for (primary borrower or an additional signer). */
  identityUuid: string;
  categoryEnum: ConditionCategory;
  created: string;
  notes: string;
  commentsToBorrower: string | null;
  requestDocuments: string[];
  xtraData: { numDocsRequired: number };
  actionNeeded: string | null;
}

export interface Notification {
  id: string;
  identityUuid: string;
  title: string;
  body: string;
  isUnread: boolean;
  timestamp: string;
  /** The "children action button": a label and a path. */
  action: { label: string; href: string } | null;
}

export interface Banner {
  uuid: string;
  message: string;
  apps: string[];
  variant: 'info' | 'warn';
  active: boolean;
  dismissable: boolean;
  metadata: { createdAt: string; updatedAt: string };
}

export type FlagVariables = Record<string, string | number | boolean | string[] | null>;

export interface FeatureFlag {
  key: string;
  enabled: boolean;
  variables: FlagVariables;
}

export interface BusinessHour {
  weekday: string;
  /** 1 = Monday … 7 = Sunday (6 and 7 are the weekend). */
  weekdayValue: number;
  isOpen: boolean;
  /** HH:mm, Pacific Time. */
  startTime: string;
  endTime: string;
}

export type Department = 'OPS_PHONE' | 'OPS_CHAT';

/** An attachment in a chat (the sandbox's own media store; docs/sandbox.md "Web chat"). */
export interface ChatMediaRecord {
  filename: string;
  contentType: string;
  size: number;
  /** A data: URL (kept across reloads), or null when only the page that sent it held the bytes. */
  url: string | null;
  /** Where the page that sent it finds its bytes (a blob: URL of that page's life). */
  key: string;
}

export interface ChatMessage {
  /** Absent in older saved state. */
  id?: string;
  author: 'applicant' | 'agent' | 'chatbot';
  /** The name shown with the message: the applicant's, the agent's; none for the chatbot. */
  authorName?: string | null;
  body: string;
  media: ChatMediaRecord[];
  time: string;
  /** The chatbot's answer id (answer feedback). */
  questionId?: string | null;
}

export interface ChatSession {
  conversationSid: string;
  omniProxyChannelId: string;
  contactId: string;
  token: string;
  /** Epoch ms. */
  expiration: number;
  friendlyName: string;
  emailAddress: string;
  mode: 'agent' | 'chatbot';
  provider: 'twilio' | 'stream';
  applicationUuid: string | null;
  identityUuid: string | null;
  nonce: string | null;
  messages: ChatMessage[];
  /** When the conversation was closed, and by whom (absent: open). */
  endedAt?: string | null;
  endedBy?: 'agent' | 'applicant' | null;
  /** The simulated agent is typing. */
  agentTyping?: boolean;
}

export interface WaitlistEntry {
  uuid: string;
  firstName: string;
  lastName: string;
  dob: string;
  email: string;
  income: number;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  consent: boolean;
  createdAt: string;
}

export interface OfferCodeRecord {
  firstName: string;
  lastName: string;
  inHomeDate: string;
  respondByDate: string;
  offerCode: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

export interface AffiliatePrepop {
  id: string;
  name: PersonName;
  address: Address;
  dob: string;
  email: string;
  phone: string;
  income: number;
  affiliate: string;
  abVersion: string;
}

export interface WholesaleReferral {
  uuid: string;
  firstName: string;
  lastName: string;
  suffix: NameSuffix;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  phoneNumber: string;
  email: string;
  /** The referral-id lookup's status. */
  status: 'ACTIVE' | 'USED' | 'EXPIRED';
  brokerIdentityUuid: string | null;
}

export interface LoanOfficer {
  uuid: string;
  originatorDisplayInfo: {
    originatorName: string;
    brokerName: string;
    avatarUri: string;
    email: string;
    phoneNumber: string;
    nmls: string;
  };
  licensedStates: string[];
  enforceLicensedStatesForReferral: boolean;
}

export interface ConsentPrompt {
  uuid: string;
  consentType: 'SMS' | 'SMS_TRANSACTIONAL';
  text: string;
  version: string;
}

export interface UserConsentRecord {
  uuid: string;
  identityUuid: string;
  consentPromptUuid: string;
  optInOut: 'OPT_IN' | 'OPT_OUT';
  phone: string | null;
  email: string | null;
  org: string;
  source: string;
  productType: string;
  createdAt: string;
}

export interface TelemetrySession {
  uuid: string;
  epoch: number;
  trackerUuid: string;
  context: string;
  events: number;
}

export interface TrackedEvent {
  sessionKey: string | null;
  event: string;
  eventType: string | null;
  pagePath: string | null;
  applicationUuid: string | null;
  /** The rest of the event body as sent (shell §3), for staff and e2e reads; absent in older states. */
  domain?: string | null;
  queryParams?: Record<string, unknown> | null;
  identityId?: string | null;
  productType?: string | null;
  eventProperties?: Record<string, unknown> | null;
  dontDedupe?: boolean | null;
  dedupeProperty?: string | null;
  at: string;
}

export interface FeedbackRecord {
  uuid: string;
  identityUuid: string;
  applicationUuid: string | null;
  topic: 'IMPROVE' | 'COMPLIMENT';
  message: string;
  marketingConsent: boolean;
  pathname: string;
  productType: string;
  createdAt: string;
}

/**
 * `fail=<operation>:<answer>[@<seconds>][:<times>]` (src/sandbox/faults.ts): `remaining` null
 * means until cleared.
 */
export interface Fault {
  operation: string;
  /**
   * An HTTP status 400-599, 0 = network error, `hang` = no answer until the client aborts,
   * `lost` = the lender acts, then the answer is lost (a network error).
   */
  status: number | 'hang' | 'lost';
  remaining: number | null;
  /** `Retry-After` seconds of a 429 or 503 (absent: 1 for a 429, none for a 503). */
  retryAfter?: number;
}

/**
 * The first answer to a write that carried an `Idempotency-Key` (docs/sandbox.md "Idempotency"):
 * a repeat of the key by the same caller for the same operation is answered with it.
 */
export interface IdempotencyRecord {
  operation: string;
  /** The caller's identity uuid, or `anonymous`. */
  caller: string;
  key: string;
  /** A hash of the method, path, query and body: a repeat with other details is refused (422). */
  fingerprint: string;
  status: number;
  /** Response headers as sent (content-type, authorization, …). */
  headers: [string, string][];
  /** The body as text ('' for none). */
  body: string;
  at: string;
}

export interface SandboxSettings {
  /** Fixed latency in ms for every call; null = the environment's default. */
  latencyMs: number | null;
  faults: Fault[];
  /** Chat desk availability: from the hours table, or forced by staff. */
  chatAvailability: 'hours' | 'open' | 'closed';
  /** The agent chat's realtime connection (`chatConnection=drop|restore`; absent: up). */
  chatConnection?: 'up' | 'dropped';
  /** Whether the agent chat's provider takes attachments (`chatAttachments=`; absent: accept). */
  chatAttachments?: 'accept' | 'refuse';
  /** Status polls a waiting status lasts after createHeloc (soft credit pull). */
  creditPullPolls: number;
  /** Lifetime of the bearer tokens issued from now on (`tokenTtl=`); absent: 30 minutes. */
  tokenTtlSeconds?: number;
}

export interface SandboxState {
  version: number;
  identities: Identity[];
  profiles: Profile[];
  applications: HelocApplication[];
  conditions: Condition[];
  notifications: Notification[];
  banners: Banner[];
  flags: FeatureFlag[];
  operatingHours: Record<Department, BusinessHour[]>;
  chatSessions: ChatSession[];
  waitlist: WaitlistEntry[];
  offerCodes: OfferCodeRecord[];
  prepops: AffiliatePrepop[];
  referrals: WholesaleReferral[];
  loanOfficers: LoanOfficer[];
  consentPrompts: ConsentPrompt[];
  userConsents: UserConsentRecord[];
  telemetrySessions: TelemetrySession[];
  events: TrackedEvent[];
  feedback: FeedbackRecord[];
  /** identityUuid → optimizelyProfileUuid. */
  optimizelyProfiles: Record<string, string>;
  /** E-mails the lender sent (signer invitations), oldest first. */
  mail: SentMail[];
  settings: SandboxSettings;
  /** Monotonic counters (loan numbers). */
  counters: { loanNumber: number };
  /**
   * Answers kept for idempotency keys, oldest first, the last 500 (absent in state saved before
   * they existed).
   */
  idempotency?: IdempotencyRecord[];
  /** Writes the lender acted on (resolver runs answering 2xx), by operation (absent: none yet). */
  commits?: Record<string, number>;
}
