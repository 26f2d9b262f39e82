import type { z } from 'zod/mini';
import * as addressApi from '../../api/addressTypeahead';
import * as bankLinkApi from '../../api/bankLink';
import * as standInApi from '../bankLink/api';
import * as applicationApi from '../../api/application';
import * as bannersApi from '../../api/banners';
import * as chatApi from '../../api/chat';
import * as commsPrefsApi from '../../api/commsPrefs';
import * as conditionsApi from '../../api/conditions';
import { configureApi, resetApiConfig } from '../../api/config';
import * as decisionApi from '../../api/decision';
import * as identityApi from '../../api/identity';
import * as identityVerificationApi from '../../api/identityVerification';
import * as incomeApi from '../../api/incomeVerification';
import * as brokerApi from '../../api/identityBroker';
import * as leadPortalApi from '../../api/leadPortal';
import * as notaryApi from '../../api/notary';
import * as notificationsApi from '../../api/notifications';
import * as hoursApi from '../../api/operatingHours';
import * as optimizeApi from '../../api/optimize';
import * as paymentsApi from '../../api/payments';
import * as prefillApi from '../../api/prefill';
import * as profileApi from '../../api/profile';
import * as propertyApi from '../../api/property';
import * as searchApi from '../../api/search';
import * as signerApi from '../../api/signer';
import * as signingApi from '../../api/signing';
import * as statusApi from '../../api/status';
import * as telemetryApi from '../../api/telemetry';
import { stubBrowser } from '../../api/testSupport';
import * as waitlistApi from '../../api/waitlist';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { SEED, type StaffSignerState } from '../lender';
import { setStaffSignerState } from '../staff/signers';
import { methodsOf, OPERATION_NAMES, type OperationName } from '../operations';
import { prepareBankLink } from './bankScreens';
import { TEST_ORIGIN, urlFor } from './testUrls';

const { lender } = setupSandboxServer();

const APP = SEED.borrower.applicationUuid;
const INCOME_SOURCE = `${APP.slice(0, 8)}-income-1`;

type Who = 'visitor' | 'borrower' | 'signer' | 'fresh';

interface Case {
  schema: z.ZodMiniType | null;
  who?: Who;
  params?: Record<string, string>;
  query?: string;
  body?: unknown | (() => unknown);
  /** Puts the application where the call makes sense (a status), before the call. */
  setup?: () => void;
}

const chatBody = {
  firstName: 'Pat',
  lastName: 'Tester',
  email: 'pat@example.com',
  pageUrl: 'http://x',
  chatMode: 'agent',
  orgCode: 'main',
};

const createBody = {
  propertyRequest: {
    street1: '47 Mock Rd',
    city: 'Denver',
    state: 'CO',
    zip: '80206',
    occupancyType: 'HOME',
  },
  profileRequest: { name: { firstName: 'Fay', lastName: 'Fresh' }, email: 'fresh@example.com' },
  income: { incomePrimary: 90000, incomeOther: 0, incomeCoDeeders: [] },
  employmentType: 'FULL_TIME',
};

/**
 * The app's schema (src/api) for every operation that answers a body; null for the calls whose
 * answer the app does not read (it only needs a 2xx).
 */
const CASES: Partial<Record<OperationName, Case>> = {
  getAllApplications: { schema: applicationApi.HelocApplicationListSchema },
  getApplicationConsentTypes: { schema: applicationApi.ConsentTypesSchema },
  getCoDeedStatus: { schema: applicationApi.CoDeedStatusSchema, who: 'signer' },
  getApplication: { schema: applicationApi.HelocApplicationSchema },
  getOptimizelyProfile: {
    schema: applicationApi.OptimizelyProfileSchema,
    query: `identityUuid=${SEED.borrower.uuid}`,
  },
  saveOptimizelyProfile: {
    schema: applicationApi.OptimizelyProfileSchema,
    query: `identityUuid=${SEED.borrower.uuid}`,
    body: { optimizelyProfileUuid: 'opt-1' },
  },
  getStatesEligibility: { schema: applicationApi.StatesEligibilitySchema },
  getZipEligibility: {
    schema: applicationApi.ZipEligibilitySchema,
    who: 'visitor',
    query: 'orgCode=main',
  },
  getReferralIdStatus: { schema: applicationApi.ReferralIdSchema, who: 'visitor' },
  getStateLicenses: {
    schema: applicationApi.StateLicensesSchema,
    who: 'visitor',
    query: 'orgCode=main',
  },
  saveFullStoryLink: { schema: null, body: { link: 'https://replay.example/s/1' } },
  saveExperiments: {
    schema: null,
    body: { experiments: [{ name: 'exp-a', variation: 'control' }] },
  },
  createHeloc: {
    schema: applicationApi.CreatedHelocSchema,
    who: 'fresh',
    query: 'state=CO',
    body: createBody,
  },
  getApplicationStatus: { schema: statusApi.ApplicationStatusSchema },
  // The app's request function is not written yet (the screens of later issues call it).
  completeStep: { schema: applicationApi.CompletedStepSchema },
  getConditions: { schema: conditionsApi.ConditionListSchema },
  getReferral: { schema: prefillApi.WholesaleReferralSchema, who: 'visitor' },
  getLoanOfficerLicensedStates: { schema: leadPortalApi.LicensedStatesSchema, who: 'visitor' },
  getLoanOfficer: { schema: leadPortalApi.LoanOriginatorSchema, who: 'visitor' },
  verifyAbilityToStart: { schema: searchApi.AbilityToStartSchema },
  joinWaitlist: {
    schema: null,
    who: 'visitor',
    body: {
      firstName: 'Wai',
      lastName: 'Lister',
      dob: '1980-01-01',
      email: 'w@example.com',
      income: 50000,
      street1: '15 Demo Ln',
      city: 'Honolulu',
      state: 'HI',
      zip: '96816',
      consent: true,
    },
  },
  getConsentPrompt: { schema: commsPrefsApi.ConsentPromptSchema, who: 'visitor' },
  saveUserConsents: {
    schema: null,
    body: {
      org: 'main',
      source: 'HELOC',
      productType: 'HELOC',
      phone: '+19165550101',
      email: SEED.borrower.email,
      consents: [{ consentPromptUuid: SEED.consentPrompts.SMS, optInOut: 'OPT_IN' }],
    },
  },
  registerIdentity: {
    schema: brokerApi.RedirectSchema,
    who: 'visitor',
    body: { email: 'broker-reg@example.com' },
  },
  hostedLogin: { schema: brokerApi.RedirectSchema, who: 'visitor', body: {} },
  getFigureInfo: { schema: brokerApi.FigureInfoSchema },
  logout: { schema: null },
  legacyRegister: {
    schema: identityApi.RegisterIdentityAnswerSchema,
    who: 'visitor',
    body: { email: 'legacy@example.com', password: 'Legacy-pass12!', phoneNumber: '5125550100' },
  },
  getIdentity: { schema: identityApi.IdentitySchema },
  getIdentityV1: { schema: identityApi.IdentitySchema },
  savePhoneAlias: { schema: null, body: { type: 'Phone', value: '+19165550111' } },
  getProfile: { schema: profileApi.ProfileSchema },
  getProfileConsentTypes: { schema: profileApi.ProfileConsentTypesSchema },
  saveProfileName: {
    schema: null,
    body: { firstName: 'Alex', middleName: '', lastName: 'Sample', suffix: 'JR' },
  },
  sendCeoFeedback: {
    schema: null,
    body: {
      message: 'A very smooth application.',
      topic: 'COMPLIMENT',
      marketingConsent: false,
      pathname: '/x',
      productType: 'HELOC',
    },
  },
  getOfferCode: { schema: prefillApi.OfferCodeSchema, who: 'visitor' },
  getAffiliatePrepop: {
    schema: prefillApi.AffiliatePrepopSchema,
    who: 'visitor',
    query: `id=${SEED.prepopId}`,
  },
  createTelemetrySession: {
    schema: telemetryApi.TelemetrySessionAnswerSchema,
    who: 'visitor',
    body: { platform: 'WEB' },
  },
  trackEvent: {
    schema: null,
    who: 'visitor',
    body: { event: 'helocStarted', sessionKey: { uuid: 's', epoch: 1, trackerUuid: 't' } },
  },
  getFeatureFlags: { schema: optimizeApi.FeatureDecisionSchema, who: 'visitor' },
  getFeature: {
    schema: optimizeApi.SingleFeatureSchema,
    who: 'visitor',
    body: { featureKey: 'fe-webchat', optimizeUser: { trackerId: 't' } },
  },
  getFeatures: {
    schema: optimizeApi.FeatureDecisionSchema,
    who: 'visitor',
    body: { optimizeUser: { trackerId: 't' } },
  },
  getDecisions: {
    schema: optimizeApi.FeatureDecisionSchema,
    who: 'visitor',
    body: { optimizeUser: { trackerId: 't' } },
  },
  getChatOpenStatus: { schema: hoursApi.OpenStatusSchema, who: 'visitor', query: 'display=true' },
  getChatWeekHours: { schema: hoursApi.WeekHoursSchema, who: 'visitor', query: 'display=true' },
  getOperatingHours: { schema: hoursApi.WeekHoursSchema, who: 'visitor', query: 'display=true' },
  getBanners: { schema: bannersApi.BannerListSchema, who: 'visitor' },
  getNotifications: { schema: notificationsApi.NotificationListSchema },
  markNotificationRead: { schema: notificationsApi.NotificationSchema },
  addressTypeahead: {
    schema: addressApi.AddressSuggestionListSchema,
    who: 'visitor',
    query: 'q=ca',
  },
  initWebChat: { schema: chatApi.InitWebChatSchema, who: 'visitor', body: chatBody },
  initStreamChat: { schema: chatApi.InitStreamWebChatSchema, who: 'visitor', body: chatBody },
  refreshChatToken: {
    schema: chatApi.ChatTokenSchema,
    who: 'visitor',
    body: () => ({
      token: lender.startChat({
        provider: 'twilio',
        friendlyName: 'P',
        emailAddress: 'p@example.com',
      }).token,
    }),
  },
  getWebChatInfo: {
    schema: chatApi.WebChatInfoSchema,
    who: 'visitor',
    body: () => ({
      omniProxyChannelId: lender.startChat({
        provider: 'twilio',
        friendlyName: 'P',
        emailAddress: 'p@example.com',
      }).omniProxyChannelId,
    }),
  },
  authenticateWebChat: { schema: chatApi.WebChatNonceSchema, query: 'nonce=n-1' },
  refreshWebChat: { schema: chatApi.WebChatNonceSchema, query: 'nonce=n-1' },
  chatWithAutobot: {
    schema: chatApi.ChatbotReplySchema,
    who: 'visitor',
    body: {
      conversationId: 'CH1',
      message: 'What is my rate?',
      organization: 'main',
      pageUrl: 'x',
      senderId: 's',
      senderType: 'applicant',
    },
  },
  getChatHistory: { schema: chatApi.ChatHistorySchema, who: 'visitor' },
  sendChatbotFeedback: {
    schema: null,
    who: 'visitor',
    body: {
      questionId: 'q',
      conversationId: 'CH1',
      responseToCustomer: 'r',
      feedbackMessage: 'ok',
      rating: 0,
      senderEmail: 'p@example.com',
      senderType: 'applicant',
    },
  },
  onboardAllAgents: { schema: null },

  // ── the application screens' calls (operationGroups/) ─────────────────────────────────────────
  getLiens: { schema: propertyApi.LiensSchema },
  getPropertyCandidates: { schema: propertyApi.PropertyCandidatesSchema },
  getValuation: { schema: propertyApi.ValuationSchema },
  getAppraisal: { schema: propertyApi.AppraisalSchema },
  getClosing: { schema: propertyApi.ClosingSchema },
  getDecision: { schema: decisionApi.DecisionSchema },
  payAppraisal: {
    schema: paymentsApi.PaymentSchema,
    setup: () => setStatus('ONSITE_APPRAISAL_BORROWER_PAYMENT'),
    body: {
      method: 'CARD',
      card: { name: 'A B', number: '4242424242424242', expiry: '04/39', cvc: '123', zip: '95818' },
    },
  },
  createBankLinkToken: { schema: bankLinkApi.LinkTokenSchema, body: { purpose: 'DISBURSE' } },
  exchangeBankLinkToken: {
    schema: bankLinkApi.ExchangedAccountSchema,
    body: () => ({ publicToken: prepareBankLink(lender, APP, 'accountChosen').publicToken }),
  },
  getBankAccounts: { schema: bankLinkApi.BankAccountsSchema },
  saveBankAccount: {
    schema: bankLinkApi.BankAccountSchema,
    body: {
      holderName: 'Alex Sample',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountType: 'CHECKING',
    },
  },
  getBankLinkInstitutions: { schema: standInApi.InstitutionsSchema },
  bankLinkSignIn: {
    schema: standInApi.SignInSchema,
    body: () => ({
      linkToken: prepareBankLink(lender, APP, 'signedIn').linkToken,
      institutionId: 'ins_tartan',
      username: 'user_good',
      password: 'pass_good',
    }),
  },
  bankLinkAuthorizeOAuth: {
    schema: standInApi.OAuthDecisionSchema,
    body: () => ({
      oauthStateId: prepareBankLink(lender, APP, 'oauthPending').oauthStateId,
      allow: true,
    }),
  },
  bankLinkResume: {
    schema: standInApi.ResumeSchema,
    body: () => {
      const link = prepareBankLink(lender, APP, 'oauthAllowed');
      return { linkToken: link.linkToken, oauthStateId: link.oauthStateId };
    },
  },
  bankLinkChooseAccount: {
    schema: standInApi.ChosenAccountSchema,
    body: () => ({
      linkToken: prepareBankLink(lender, APP, 'signedIn').linkToken,
      accountId: 'acc_savings',
    }),
  },
  getIncomeVerification: { schema: incomeApi.IncomeVerificationSchema },
  createIncomeLinkSession: {
    schema: incomeApi.IncomeLinkSessionSchema,
    body: { type: 'payroll', sourceId: INCOME_SOURCE, returnUrl: 'http://127.0.0.1:5173/cb' },
  },
  submitIncomeDocuments: {
    schema: incomeApi.IncomeVerificationSchema,
    body: {
      sourceId: INCOME_SOURCE,
      documents: [{ documentId: 'd', type: 'USER_UPLOADED_PAYSTUB', fileName: 'a.pdf' }],
    },
  },
  getIdentityVerification: { schema: identityVerificationApi.IdentityVerificationSchema },
  startIdentityVerification: {
    schema: identityVerificationApi.IdentityVerificationSchema,
    body: {
      idKind: 'PASSPORT',
      documents: [{ side: 'FRONT', documentId: 'd', fileName: 'a.png' }],
    },
  },
  getDocumentPackage: { schema: signingApi.DocumentPackageSchema, params: { package: 'note' } },
  getDocumentContent: {
    schema: signingApi.DocumentContentSchema,
    params: { documentUuid: 'heloc-agreement' },
    setup: () => giveEConsent(),
  },
  getApplicationDocuments: { schema: signingApi.ApplicationDocumentsSchema },
  signDocument: {
    schema: signingApi.SignatureSchema,
    params: { documentUuid: 'heloc-agreement' },
    setup: () => {
      setStatus('NOTE_SIGNING');
      giveEConsent();
    },
    body: { latitude: 38.58, longitude: -121.49, accuracy: 20 },
  },
  getEConsent: { schema: signingApi.EConsentSchema },
  saveEConsent: { schema: signingApi.EConsentSchema, body: { accepted: true, version: '2026-01' } },
  getCoDeedSigners: { schema: signingApi.CoDeedSignersSchema },
  inviteCoDeedSigner: {
    schema: signingApi.CoDeedSignerSchema,
    setup: () => setStatus('CO_DEED_REQ'),
    body: { firstName: 'Casey', lastName: 'Owner', email: 'casey.owner@example.com' },
  },
  getSignerEConsent: { schema: signingApi.EConsentSchema, who: 'signer' },
  saveSignerEConsent: {
    schema: signingApi.EConsentSchema,
    who: 'signer',
    body: { accepted: true, version: '2025-06' },
  },
  getSignerDocuments: {
    schema: signingApi.DocumentPackageSchema,
    who: 'signer',
    setup: () => setSigner('consented'),
  },
  getSignerDocumentContent: {
    schema: signingApi.DocumentContentSchema,
    who: 'signer',
    params: { documentUuid: 'co-owner-consent-to-lien' },
    setup: () => setSigner('consented'),
  },
  signSignerDocument: {
    schema: signingApi.SignatureSchema,
    who: 'signer',
    params: { documentUuid: 'co-owner-consent-to-lien' },
    setup: () => setSigner('consented'),
    body: { latitude: 38.58, longitude: -121.49, accuracy: 20 },
  },
  completeSignerSigning: {
    schema: applicationApi.CoDeedStatusSchema,
    who: 'signer',
    setup: () => setSigner('signed'),
    body: { documentUuids: ['co-owner-consent-to-lien'] },
  },
  getSignerNotarySession: {
    schema: notaryApi.NotarySessionSchema,
    who: 'signer',
    setup: () => setSigner('notary'),
  },
  joinSignerNotarySession: {
    schema: notaryApi.NotarySessionSchema,
    who: 'signer',
    setup: () => setSigner('notary'),
  },
  completeSignerNotary: {
    schema: applicationApi.CoDeedStatusSchema,
    who: 'signer',
    setup: () => {
      setSigner('notary');
      lender.changeApplication(APP, (application) => {
        application.helocSigners[0]!.notary!.session = {
          sessionUuid: 'signer-session-1',
          status: 'COMPLETE',
          polls: 2,
        };
      });
    },
    body: { sessionUuid: 'signer-session-1' },
  },
  getSignerInvitation: {
    schema: signerApi.SignerInvitationSchema,
    who: 'visitor',
    params: { token: SEED.signer.inviteToken },
  },
  getNotarySession: { schema: notaryApi.NotarySessionSchema },
  joinNotarySession: {
    schema: notaryApi.NotarySessionSchema,
    setup: () => setStatus('NOTARY_WAITING_PERIOD'),
  },
  getNotarySlots: { schema: notaryApi.NotarySlotsSchema },
  getNotaryReservation: { schema: notaryApi.ReservationAnswerSchema },
  answerCondition: {
    schema: conditionsApi.AnsweredConditionSchema,
    params: { conditionUuid: 'c0d10000-0000-4000-8000-000000000001' },
    body: { documentUuids: [] },
  },
};

/**
 * Calls whose cases need more than one request of their own (a provider session, a multipart
 * body, a slot the lender offered): the app's real API functions parse their answers in these
 * tests instead.
 */
const CHECKED_ELSEWHERE: Partial<Record<OperationName, string>> = {
  getIncomeLinkSession: 'machines/income-link, e2e/income-identity.spec.ts',
  completeIncomeLink: 'e2e/income-identity.spec.ts (the provider callback)',
  signInIncomeProvider: 'e2e/income-identity.spec.ts (the sandbox provider page)',
  uploadDocument: 'src/screens/application/conditions (multipart through the real API)',
  shareConditionLocation:
    'src/sandbox/handlers/conditions.test.ts (the real API, on a location condition staff filed)',
  reserveNotary: 'src/screens/application/signing/signing.test.tsx, e2e/signing.spec.ts',
  extendSession:
    'src/sandbox/handlers/sessionLifetime.test.ts (204 with the renewed token in the authorization header)',
  createSignerPassword:
    'src/screens/signer/signerLoginLegacy.test.tsx (a fresh invitation through the real API; the seed link is used up by then)',
};

function setSigner(state: StaffSignerState): void {
  setStaffSignerState(lender, APP, state);
}

function setStatus(checklistStatus: string): void {
  lender.updateApplication(APP, { status: { checklistStatus } });
}

/** Documents are served and signed only after the borrower's e-consent (issue 17). */
function giveEConsent(): void {
  lender.changeApplication(APP, (application) => {
    (application.screens.signing ??= {}).eConsent = {
      version: '2025-06',
      consentedAt: '2026-01-01T00:00:00.000Z',
    };
  });
}

it('every operation has a case here or names the test that parses its answer', () => {
  const missing = OPERATION_NAMES.filter((name) => !CASES[name] && !CHECKED_ELSEWHERE[name]);
  expect(missing).toEqual([]);
});

function jwtFor(who: Who): string | null {
  switch (who) {
    case 'visitor':
      return null;
    case 'signer':
      return lender.identity(SEED.signer.uuid)!.jwt;
    case 'fresh':
      return lender.registerIdentity({ email: 'fresh@example.com', password: null }).jwt;
    default:
      return lender.identity(SEED.borrower.uuid)!.jwt;
  }
}

describe("each handler's answer parses with the app's schema", () => {
  it.each(OPERATION_NAMES.filter((name) => CASES[name]))('%s', async (name) => {
    const testCase = CASES[name]!;
    testCase.setup?.();
    const method = methodsOf(name)[0]!;
    const jwt = jwtFor(testCase.who ?? 'borrower');
    const body = typeof testCase.body === 'function' ? testCase.body() : testCase.body;
    const response = await fetch(urlFor(name, testCase.params, testCase.query), {
      method,
      headers: {
        'content-type': 'application/json',
        ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    expect(
      response.ok,
      `${name} answered ${response.status}: ${await response.clone().text()}`,
    ).toBe(true);
    if (!testCase.schema) return;
    const parsed = testCase.schema.safeParse(await response.json());
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
  });
});

describe('the app’s API functions against the sandbox', () => {
  beforeEach(() => {
    stubBrowser('/account/heloc/register-v2');
    configureApi({ baseUrl: TEST_ORIGIN, orgCode: 'main', onUnauthenticated: () => undefined });
  });
  afterEach(() => resetApiConfig());

  it('registers (legacy), creates a HELOC from the typed request and polls it', async () => {
    const { jwt } = await identityApi.registerIdentity(
      { email: 'api@example.com', password: 'Api-password1!', phoneNumber: '+15125550142' },
      'main',
    );
    expect(localStorage.getItem('jwt')).toBe(jwt);
    await identityApi.savePhoneAlias('+15125550142');
    expect((await searchApi.verifyAbilityToStartApplication()).canStartApplication).toBe(true);
    const address = { street1: '600 Sample Pkwy', city: 'Orlando', state: 'FL', zip: '32803' };
    const request: applicationApi.CreateHelocRequest = {
      abVersionsRequest: [],
      consentListRequest: [{ type: 'SOFT_CREDIT', optIn: true }],
      consentRequests: [{ type: 'SOFT_CREDIT', version: '2025-06' }],
      income: { incomePrimary: 88000, incomeOther: 1200, incomeCoDeeders: [] },
      profileRequest: {
        name: { firstName: 'Api', lastName: 'Caller' },
        email: 'api@example.com',
        homeAddress: address,
        assetAddress: address,
      },
      propertyListedForSale: false,
      propertyRequest: { ...address, occupancyType: 'HOME' },
      publish: true,
      employmentType: 'FULL_TIME',
      utmParameters: { source: 'mail', id: 'ABC' },
    };
    const created = await applicationApi.createHeloc(request, 'FL');
    expect(created.status?.checklistStatus).toBe('WAITING_FOR_CREDIT_PULL');
    await statusApi.getApplicationStatus(created.uuid);
    await statusApi.getApplicationStatus(created.uuid);
    expect((await statusApi.getApplicationStatus(created.uuid)).checklistStatus).toBe(
      'OFFER_SELECTION',
    );
    const application = await applicationApi.getApplication(created.uuid);
    expect(application.property?.state).toBe('FL');
    expect(await applicationApi.listApplications()).toHaveLength(1);
    await applicationApi.saveExperiments(created.uuid, [{ name: 'exp', variation: 'variation' }]);
    await applicationApi.saveSessionReplayLink(created.uuid, 'https://replay.example/1');
    expect(lender.application(created.uuid)?.fullStoryLink).toBe('https://replay.example/1');
  });

  it('serves the hosted-login calls, flags, banners, hours, prefill and chat', async () => {
    const redirect = await brokerApi.registerWithBroker(
      { externalStateNonce: 'nonce-1', organization: 'main', displayConsentsWithMfa: true },
      { email: 'broker-api@example.com', firstName: 'Bo' },
      'main',
    );
    expect(redirect).toMatch(/^\/auth\/login\?otp=1&redirectUrl=/u);
    expect(redirect).not.toContain('broker-api');
    expect(await brokerApi.login('customer', 'tracker-1', { returnUrl: '/account/heloc/x' })).toBe(
      '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fx',
    );
    const flags = await optimizeApi.getFeatureFlags({ organization: 'main' });
    expect(flags['fe-heloc-redesign-2025']?.enabled).toBe(true);
    expect(
      optimizeApi.MaintenanceVariablesSchema.parse(flags['fe-heloc-maintenance']?.variables).routes,
    ).toEqual(['*']);
    expect(await bannersApi.getBanners()).toHaveLength(3);
    expect(await hoursApi.getDepartmentHours('OPS_PHONE')).toHaveLength(7);
    expect(typeof (await hoursApi.getChatOpenStatus('main')).isOpen).toBe('boolean');
    expect((await prefillApi.getOfferCode('SAVE2026')).state).toBe('AL');
    expect((await prefillApi.getAffiliatePrepop({ id: SEED.prepopId })).affiliate).toBe(
      'sample-affiliate',
    );
    expect((await prefillApi.getWholesaleReferral(SEED.referral.uuid)).state).toBe('TX');
    expect(
      (await leadPortalApi.getLicensedStates(SEED.loanOfficer.uuid, 'main'))
        .enforceLicensedStatesForReferral,
    ).toBe(true);
    await waitlistApi.joinWaitlist({
      firstName: 'Wai',
      lastName: 'Lister',
      dob: '1980-01-01',
      email: 'wait@example.com',
      income: 40000,
      street1: '15 Demo Ln',
      city: 'Honolulu',
      state: 'HI',
      zip: '96816',
      consent: true,
    });
    expect(lender.state.waitlist).toHaveLength(1);
    const session = await telemetryApi.startTelemetrySession('external', {
      referrer: '',
      queryParams: {},
      screenWidth: 320,
      screenHeight: 640,
      windowWidth: 320,
      windowHeight: 640,
      appVersion: '0.1.0',
    });
    await telemetryApi.trackEvent('external', {
      domain: 'x',
      pagePath: '/',
      event: 'helocStarted',
      sessionKey: session.sessionKey!,
    });
    expect(lender.state.events.at(-1)?.sessionKey).toBe(session.sessionKey?.uuid);
    const chat = await chatApi.initWebChat({ ...chatBody, chatMode: 'chatbot' });
    const reply = await chatApi.chatWithAutobot({
      conversationId: chat.conversationSid!,
      message: 'hello',
      organization: 'main',
      pageUrl: 'x',
      senderId: 's',
      senderType: 'applicant',
    });
    expect(reply.responseToCustomer).not.toBe('');
    expect(await chatApi.getChatHistory(chat.conversationSid!)).toHaveLength(3);
    expect(await chatApi.refreshChatToken(chat.token)).not.toBe('');
  });

  it('serves the signed-in borrower: profile, notifications, conditions, consents, feedback, figureinfo', async () => {
    localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
    expect((await profileApi.getProfile()).name?.firstName).toBe('Alex');
    await profileApi.saveProfileName({ firstName: 'Alexis', lastName: 'Sample' });
    await profileApi.sendCeoFeedback({
      message: 'Lovely experience overall.',
      topic: 'COMPLIMENT',
      marketingConsent: true,
      pathname: '/',
      productType: 'HELOC',
    });
    const notes = await notificationsApi.getNotifications();
    expect(notes).toHaveLength(4);
    await notificationsApi.markNotificationRead(notes[0]!.id);
    expect(
      await conditionsApi.getExternalApplicantConditions(SEED.borrower.applicationUuid),
    ).toHaveLength(3);
    const prompt = await commsPrefsApi.getConsentPrompt('SMS_TRANSACTIONAL');
    await commsPrefsApi.saveUserConsents({
      org: 'main',
      source: 'HELOC',
      productType: 'HELOC',
      phone: '+19165550101',
      email: SEED.borrower.email,
      consents: [{ consentPromptUuid: prompt.uuid, optInOut: 'OPT_IN' }],
    });
    expect(lender.state.userConsents).toHaveLength(1);
    expect((await brokerApi.getFigureInfo('customer')).email).toBe(SEED.borrower.email);
    expect((await chatApi.authenticateWebChat('n-1')).length).toBeGreaterThan(0);
    await brokerApi.logout('customer');
    expect(lender.identityForToken(localStorage.getItem('jwt'))).toBeUndefined();
  });
});
