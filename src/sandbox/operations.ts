/**
 * Every call the sandbox answers, by operation name. Fault injection (`fail=<operation>:<status>`),
 * latency, the staff tools and docs/sandbox.md all use these names. Pure data: no msw here.
 */

import { offerOperationSpecs } from './operationGroups/offer';
import { moreInfoOperationSpecs } from './operationGroups/moreInfo';
import { incomeOperationSpecs } from './operationGroups/income';
import { bankOperationSpecs } from './operationGroups/bank';
import { signingOperationSpecs } from './operationGroups/signing';
import { signerOperationSpecs } from './operationGroups/signer';
import { propertyOperationSpecs } from './operationGroups/property';
import { conditionsOperationSpecs } from './operationGroups/conditions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `secure`: needs `Authorization: Bearer <jwt>` of a known identity (401 otherwise).
 * - `optional`: reads the bearer token when there is one, answers without it too.
 * - `external`: ignores authorization (the app sends none).
 */
export type AuthMode = 'secure' | 'optional' | 'external';

export interface OperationSpec {
  readonly method: HttpMethod | readonly HttpMethod[];
  /** msw path pattern; `*` matches any origin (and, at the start, any base URL). */
  readonly path: string;
  readonly auth: AuthMode;
  readonly service: string;
  readonly summary: string;
  /** True when the spec leaves the path or the answer "not shown" and the sandbox designed it. */
  readonly designed?: boolean;
}

export const OPERATIONS = {
  // ── service-application ──────────────────────────────────────────────────────────────────────
  getAllApplications: {
    method: 'GET',
    path: '*/service-application/api/v1/application/heloc/all',
    auth: 'secure',
    service: 'application',
    summary: "The signed-in identity's HELOC applications (own, as signer, or referred as broker).",
  },
  getApplicationConsentTypes: {
    method: 'GET',
    path: '*/service-application/api/v1/application/heloc/consent-types',
    auth: 'optional',
    service: 'application',
    summary: 'Consent types and versions to submit with a new HELOC.',
    designed: true,
  },
  getCoDeedStatus: {
    method: 'GET',
    path: '*/service-application/api/v1/application/heloc/co-deed/status',
    auth: 'secure',
    service: 'application',
    summary: "An additional signer's progress on the application they sign (400 for others).",
    designed: true,
  },
  getApplication: {
    method: 'GET',
    path: '*/service-application/api/v1/application/heloc/:uuid',
    auth: 'secure',
    service: 'application',
    summary: 'One HELOC application with offers, status and every field routing reads.',
  },
  getOptimizelyProfile: {
    method: 'GET',
    path: '*/service-application/api/v3/application/heloc/optermizerly-profile',
    auth: 'secure',
    service: 'application',
    summary: 'The experiments profile of an identity (query identityUuid).',
  },
  saveOptimizelyProfile: {
    method: 'PATCH',
    path: '*/service-application/api/v3/application/heloc/optermizerly-profile',
    auth: 'secure',
    service: 'application',
    summary: 'Saves optimizelyProfileUuid for an identity (query identityUuid).',
  },
  getStatesEligibility: {
    method: 'GET',
    path: '*/service-application/api/v2/heloc/states-eligibility',
    auth: 'optional',
    service: 'application',
    summary: 'Which states the lender takes HELOC applications in.',
    designed: true,
  },
  getZipEligibility: {
    method: 'GET',
    path: '*/service-application/external/api/v1/heloc/zip-eligibility',
    auth: 'external',
    service: 'application',
    summary: 'Zip codes the org does not lend in (query orgCode; optional zip).',
    designed: true,
  },
  getReferralIdStatus: {
    method: 'GET',
    path: '*/service-application/external/api/v1/heloc/referral-id/:referralUuid',
    auth: 'external',
    service: 'application',
    summary: 'Status and e-mail of a wholesale referral id.',
    designed: true,
  },
  getStateLicenses: {
    method: 'GET',
    path: '*/service-application/external/api/v1/heloc/state-licenses',
    auth: 'external',
    service: 'application',
    summary: 'States the org is licensed in (query orgCode): list of { abbrev, name }.',
  },
  saveFullStoryLink: {
    method: 'PUT',
    path: '*/service-application/api/:version/application/:product/:uuid/full-story-link',
    auth: 'secure',
    service: 'application',
    summary: 'Stores the session-replay link on the application.',
    designed: true,
  },
  saveExperiments: {
    method: 'PATCH',
    path: '*/service-application/api/:version/application/:product/:uuid/experiments',
    auth: 'secure',
    service: 'application',
    summary: 'Stores experiment assignments (name, variation) on the application.',
    designed: true,
  },
  createHeloc: {
    method: 'POST',
    path: '*/service-application/api/v3/application/helocs',
    auth: 'secure',
    service: 'application',
    summary: 'Creates the HELOC application (query state). Answers { uuid, status }.',
    designed: true,
  },
  completeStep: {
    method: 'POST',
    path: '*/service-application/api/v1/application/heloc/:uuid/steps/:step',
    auth: 'secure',
    service: 'application',
    summary:
      'The borrower completed a step (journey engine): moves the application on. Answers { uuid, step, checklistStatus }.',
    designed: true,
  },
  // ── service-krang-heloc ──────────────────────────────────────────────────────────────────────
  getApplicationStatus: {
    method: 'GET',
    path: '*/service-krang-heloc/borrower/secure/api/v1/:uuid/status',
    auth: 'secure',
    service: 'status',
    summary:
      'The checklist status and the routing fields; each call is a poll that may advance it.',
    designed: true,
  },
  // ── service-conditions ───────────────────────────────────────────────────────────────────────
  getConditions: {
    method: 'GET',
    path: '*/service-conditions/external/api/v1/applications/:uuid/conditions/external-applicants',
    auth: 'external',
    service: 'conditions',
    summary: 'Open conditions of the application for its applicants.',
  },
  // ── service-lead-portal ──────────────────────────────────────────────────────────────────────
  getReferral: {
    method: 'GET',
    path: '*/service-lead-portal/api/referrals/:referralUuid',
    auth: 'optional',
    service: 'leadPortal',
    summary: 'A wholesale referral (borrower name, address, phone, e-mail).',
  },
  getLoanOfficerLicensedStates: {
    method: 'GET',
    path: '*/service-lead-portal/api/lo/:loanOriginatorUuid/licensed-states',
    auth: 'optional',
    service: 'leadPortal',
    summary: "A loan officer's licensed states and enforce flag (404 unknown, 400 malformed id).",
  },
  getLoanOfficer: {
    method: 'GET',
    path: '*/service-lead-portal/api/lo/:loanOriginatorUuid',
    auth: 'optional',
    service: 'leadPortal',
    summary: "A loan officer's originatorDisplayInfo (404 unknown, 400 malformed id).",
  },
  // ── service-search ───────────────────────────────────────────────────────────────────────────
  verifyAbilityToStart: {
    method: 'GET',
    path: '*/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
    auth: 'secure',
    service: 'search',
    summary: 'Whether the signed-in identity may start an application.',
  },
  // ── service-wait-list ────────────────────────────────────────────────────────────────────────
  joinWaitlist: {
    method: 'POST',
    path: '*/service-wait-list/api/v1/home-equity-loan-plus',
    auth: 'external',
    service: 'waitlist',
    summary: 'Adds a visitor to the waitlist.',
    designed: true,
  },
  // ── service-comms-prefs ──────────────────────────────────────────────────────────────────────
  getConsentPrompt: {
    method: 'GET',
    path: '*/service-comms-prefs/external/api/v1/consent/prompt/:consentType',
    auth: 'external',
    service: 'commsPrefs',
    summary: 'The current consent prompt (SMS or SMS_TRANSACTIONAL): its uuid and wording.',
  },
  saveUserConsents: {
    method: 'POST',
    path: '*/service-comms-prefs/secure/api/v1/consent/user',
    auth: 'secure',
    service: 'commsPrefs',
    summary: "Records the user's SMS consents (opt in / out per prompt).",
    designed: true,
  },
  // ── identity-broker (hosted login) ───────────────────────────────────────────────────────────
  registerIdentity: {
    method: 'POST',
    path: '*/identity-broker/customer/api/v3/register',
    auth: 'external',
    service: 'identityBroker',
    summary: 'Creates a customer identity; answers a redirect to the hosted one-time-code login.',
    designed: true,
  },
  hostedLogin: {
    method: 'POST',
    path: '*/identity-broker/:realm/api/v3/login',
    auth: 'external',
    service: 'identityBroker',
    summary: 'Answers { redirectUrl } to the hosted login (customer or agent).',
  },
  getFigureInfo: {
    method: 'GET',
    path: '*/identity-broker/:realm/secure/api/v3/self/figureinfo',
    auth: 'optional',
    service: 'identityBroker',
    summary:
      'The signed-in identity (bearer token, or the hosted-login session cookie, which also answers the token in an authorization header).',
    designed: true,
  },
  logout: {
    method: 'POST',
    path: '*/identity-broker/:realm/secure/api/v3/logout',
    auth: 'optional',
    service: 'identityBroker',
    summary: 'Ends the hosted-login session and revokes the token.',
  },
  extendSession: {
    method: 'POST',
    path: '*/identity-broker/:realm/secure/api/v3/session/extend',
    auth: 'secure',
    service: 'identityBroker',
    summary:
      'Extends the signed-in session: 204 with a renewed token (a new exp) in the authorization header.',
    designed: true,
  },
  // ── identity (legacy) ────────────────────────────────────────────────────────────────────────
  legacyRegister: {
    method: 'POST',
    path: '*/identity/api/v1/registration/register',
    auth: 'external',
    service: 'identity',
    summary: 'Legacy registration with e-mail, password and phone; answers { jwt }.',
  },
  getIdentity: {
    method: 'GET',
    path: '*/identity/secure/api/v1_1/identity',
    auth: 'secure',
    service: 'identity',
    summary: 'The identity of the bearer token.',
  },
  getIdentityV1: {
    method: 'GET',
    path: '*/identity/secure/api/v1/identity',
    auth: 'secure',
    service: 'identity',
    summary: 'The identity of the bearer token (older version, same answer).',
  },
  savePhoneAlias: {
    method: 'PUT',
    path: '*/identity/secure/api/v1/identity/alias',
    auth: 'secure',
    service: 'identity',
    summary: 'Adds or replaces the phone alias ({ type: "Phone", value }).',
  },
  // ── service-profile ──────────────────────────────────────────────────────────────────────────
  getProfile: {
    method: 'GET',
    path: '*/service-profile/api/v1/profile',
    auth: 'secure',
    service: 'profile',
    summary: 'The profile of the signed-in identity (404 when it has none).',
  },
  getProfileConsentTypes: {
    method: 'GET',
    path: '*/service-profile/api/v1/profile/consent-types',
    auth: 'optional',
    service: 'profile',
    summary: 'Consent types and versions the profile service knows.',
    designed: true,
  },
  saveProfileName: {
    method: 'PUT',
    path: '*/service-profile/api/v1/profile/name',
    auth: 'secure',
    service: 'profile',
    summary: "Saves the profile's legal name.",
  },
  sendCeoFeedback: {
    method: 'POST',
    path: '*/service-profile/api/v1/feedback/ceo',
    auth: 'secure',
    service: 'profile',
    summary: 'Feedback to the CEO (topic, message, marketingConsent, pathname, productType).',
  },
  // ── prefill ──────────────────────────────────────────────────────────────────────────────────
  getOfferCode: {
    method: 'GET',
    path: '*/offercode/:code',
    auth: 'external',
    service: 'prefill',
    summary: 'Direct-mail offer code prefill (404 unknown code).',
  },
  getAffiliatePrepop: {
    method: 'GET',
    path: '*/a/external/prepop',
    auth: 'external',
    service: 'prefill',
    summary: 'Affiliate prepopulation record (query id).',
    designed: true,
  },
  // ── telemetry ────────────────────────────────────────────────────────────────────────────────
  createTelemetrySession: {
    method: 'POST',
    path: '*/ft/:context/session',
    auth: 'external',
    service: 'telemetry',
    summary: 'Starts a telemetry session: { sessionKey: { uuid, epoch, trackerUuid } }.',
  },
  trackEvent: {
    method: 'POST',
    path: '*/ft/:context/event',
    auth: 'external',
    service: 'telemetry',
    summary: 'Records a tracking event (204).',
    designed: true,
  },
  // ── service-optimize ─────────────────────────────────────────────────────────────────────────
  getFeatureFlags: {
    method: 'GET',
    path: '*/service-optimize/external/api/v2/decision',
    auth: 'external',
    service: 'optimize',
    summary: 'Every feature flag: { features: [{ key, enabled, variables }] }.',
    designed: true,
  },
  getFeature: {
    method: 'POST',
    path: '*/service-optimize/:context/api/v1/feature',
    auth: 'external',
    service: 'optimize',
    summary: 'One flag by featureKey: { key, enabled, variables } (unknown keys are off).',
  },
  getFeatures: {
    method: 'POST',
    path: '*/service-optimize/:context/api/v1/features',
    auth: 'external',
    service: 'optimize',
    summary: 'Every flag for an optimizeUser: { features: [...] }.',
    designed: true,
  },
  getDecisions: {
    method: 'POST',
    path: '*/service-optimize/:context/api/v2/decision',
    auth: 'external',
    service: 'optimize',
    summary: 'Experiment decisions for an optimizeUser: { decisions: [...] }.',
    designed: true,
  },
  // ── service-operating-hours ──────────────────────────────────────────────────────────────────
  getChatOpenStatus: {
    method: 'GET',
    path: '*/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus',
    auth: 'external',
    service: 'operatingHours',
    summary: 'Whether chat agents are available now: { department, isOpen }.',
    designed: true,
  },
  getChatWeekHours: {
    method: 'GET',
    path: '*/service-operating-hours/external/api/v1/hours/OPS_CHAT/week',
    auth: 'external',
    service: 'operatingHours',
    summary: 'The chat desk hours for the week (Pacific Time).',
    designed: true,
  },
  getOperatingHours: {
    method: 'GET',
    path: '*/service-operating-hours/external/api/v1/hours/:department',
    auth: 'external',
    service: 'operatingHours',
    summary: 'Business hours of a department (OPS_PHONE, OPS_CHAT), Pacific Time.',
    designed: true,
  },
  // ── banners, notifications, address ──────────────────────────────────────────────────────────
  getBanners: {
    method: 'GET',
    path: '*/banners/heloc-banners*.json',
    auth: 'external',
    service: 'banners',
    summary: 'The banner file (heloc-banners.json; a -test variant answers the same).',
    designed: true,
  },
  getNotifications: {
    method: 'GET',
    path: '*/service-notification/secure/api/v1/notifications',
    auth: 'secure',
    service: 'notifications',
    summary: "The signed-in identity's notifications, newest first.",
    designed: true,
  },
  markNotificationRead: {
    method: 'POST',
    path: '*/service-notification/secure/api/v1/notifications/:id/read',
    auth: 'secure',
    service: 'notifications',
    summary: 'Marks one notification read.',
    designed: true,
  },
  addressTypeahead: {
    method: 'GET',
    path: '*/service-address/external/api/v1/typeahead',
    auth: 'external',
    service: 'addressTypeahead',
    summary: 'Address suggestions for the typed text (query q).',
    designed: true,
  },
  // ── chat ─────────────────────────────────────────────────────────────────────────────────────
  initWebChat: {
    method: 'POST',
    path: '*/service-csp/external/api/v1/twilio/initWebChat',
    auth: 'external',
    service: 'chat',
    summary: 'Starts an agent or chatbot conversation: token, conversationSid, omniProxyChannelId.',
  },
  initStreamChat: {
    method: 'POST',
    path: '*/service-omni-proxy/insecure/api/v1/stream/init-web-chat',
    auth: 'external',
    service: 'chat',
    summary:
      'Starts a stream conversation: token, conversationSid, omniProxyChannelId, provider ids.',
  },
  refreshChatToken: {
    method: 'POST',
    path: '*/service-csp/external/api/v1/twilio/refreshToken',
    auth: 'external',
    service: 'chat',
    summary: 'A fresh conversation token for a live session.',
  },
  getWebChatInfo: {
    method: 'POST',
    path: '*/service-csp/external/api/v1/twilio/web-chat-info',
    auth: 'external',
    service: 'chat',
    summary: 'The contactId of a conversation (for the survey).',
  },
  authenticateWebChat: {
    method: ['POST', 'PUT'],
    path: '*/service-csp/customer/secure/api/v1/webchat/authenticate',
    auth: 'secure',
    service: 'chat',
    summary: 'Ties the chat to the signed-in user (query nonce); answers { nonce }.',
  },
  refreshWebChat: {
    method: ['POST', 'PUT'],
    path: '*/service-csp/customer/secure/api/v1/webchat/refresh',
    auth: 'secure',
    service: 'chat',
    summary: 'Refreshes the chat authentication (query nonce); answers { nonce }.',
  },
  chatWithAutobot: {
    method: 'POST',
    path: '*/service-chat-chatbot/external/api/v1/message/chatWithAutobot',
    auth: 'external',
    service: 'chat',
    summary: 'Sends a message to the chatbot; answers its reply.',
    designed: true,
  },
  getChatHistory: {
    method: 'GET',
    path: '*/service-chat-chatbot/external/api/v1/message/getChatHistory/:conversationId',
    auth: 'external',
    service: 'chat',
    summary: 'The last 20 messages of a chatbot conversation.',
    designed: true,
  },
  sendChatbotFeedback: {
    method: 'POST',
    path: '*/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback',
    auth: 'external',
    service: 'chat',
    summary: 'Feedback on a chatbot reply.',
    designed: true,
  },
  onboardAllAgents: {
    method: 'POST',
    path: '*/service-omni-proxy/secure/api/v1/stream/admin/agent/onboarding/all',
    auth: 'optional',
    service: 'chat',
    summary: 'Non-production admin call: onboards every chat agent.',
    designed: true,
  },

  // ── the application screens' calls (operationGroups/) ─────────────────────────────────────────
  ...offerOperationSpecs,
  ...moreInfoOperationSpecs,
  ...incomeOperationSpecs,
  ...bankOperationSpecs,
  ...signingOperationSpecs,
  ...signerOperationSpecs,
  ...propertyOperationSpecs,
  ...conditionsOperationSpecs,
} as const satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof OPERATIONS;

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

export function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(OPERATIONS, name);
}

/** `GET`, or `POST, PUT` for a call answered on two methods. */
export function methodsOf(operation: OperationName): readonly HttpMethod[] {
  const method: HttpMethod | readonly HttpMethod[] = OPERATIONS[operation].method;
  return typeof method === 'string' ? [method] : method;
}
