import { defaultFlags } from './flags';
import { defaultChatHours, defaultPhoneHours } from './hours';
import { makeJwt } from './jwt';
import { generateOffers } from './offers';
import { invitationMail } from './signers';
import type {
  HelocApplication,
  Identity,
  IdentityKind,
  PersonName,
  Profile,
  ProfileType,
  SandboxState,
} from './types';

/** Bump when the state's shape changes: a stored state of another version is replaced by the seed. */
export const STATE_VERSION = 3;

/** The organisation code the sandbox uses when a call names none: the main brand (DEFAULT_BRAND_CODE). */
export const DEFAULT_ORG = 'figure';

/** One password for every seeded identity (meets the password rules: 12+, upper, lower, digit, symbol). */
export const SEED_PASSWORD = 'SandboxPass1!';

/** The one-time code the hosted-login stand-in accepts. */
export const SEED_OTP = '123456';

export const SEED = {
  borrower: {
    uuid: 'b0000000-0000-4000-8000-000000000001',
    email: 'borrower@example.com',
    applicationUuid: 'a0000000-0000-4000-8000-000000000001',
  },
  signer: {
    uuid: 'b0000000-0000-4000-8000-000000000002',
    email: 'codeeder@example.com',
    /** The seeded signer's invitation (the sign-in link in the seeded mail). */
    inviteToken: 'seed-invite',
  },
  broker: {
    uuid: 'b0000000-0000-4000-8000-000000000003',
    email: 'broker@example.com',
    nmls: '1000003',
  },
  referredBorrower: {
    uuid: 'b0000000-0000-4000-8000-000000000004',
    email: 'casey@example.com',
    applicationUuid: 'a0000000-0000-4000-8000-000000000002',
  },
  loanOfficer: { uuid: 'd0000000-0000-4000-8000-000000000001' },
  /** Well-formed but unknown: the lead portal answers 404 for it. */
  unknownLoanOfficer: { uuid: 'd0000000-0000-4000-8000-000000000404' },
  referral: { uuid: 'c0000000-0000-4000-8000-000000000001' },
  usedReferral: { uuid: 'c0000000-0000-4000-8000-000000000002' },
  offerCode: 'SAVE2026',
  prepopId: 'AFF-1001',
  consentPrompts: {
    SMS: 'e0000000-0000-4000-8000-000000000001',
    SMS_TRANSACTIONAL: 'e0000000-0000-4000-8000-000000000002',
  },
} as const;

const DAY = 86_400_000;

function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

function name(firstName: string, lastName: string): PersonName {
  return { firstName, middleName: '', lastName, suffix: '' };
}

function identity(
  uuid: string,
  email: string,
  kind: IdentityKind,
  phone: string,
  createdAt: string,
): Identity {
  return {
    uuid,
    email,
    password: SEED_PASSWORD,
    kind,
    jwt: makeJwt({ sub: uuid, email, kind, iat: 1_767_225_600, jti: `seed-${uuid.slice(-4)}` }),
    aliases: [{ type: 'Phone', value: phone }],
    organizationCode: DEFAULT_ORG,
    createdAt,
  };
}

function profile(
  ident: Identity,
  type: ProfileType,
  person: PersonName,
  dob: string,
  home: { street: string; city: string; state: string; zip: string },
  updatedAt: string,
): Profile {
  const phone = ident.aliases[0]?.value ?? '';
  return {
    uuid: `f${ident.uuid.slice(1)}`,
    identityUuid: ident.uuid,
    organizationCode: DEFAULT_ORG,
    type,
    profileType: type,
    email: ident.email,
    name: person,
    dob,
    phoneNumbers: phone ? [{ type: 'MOBILE', number: phone }] : [],
    addresses: [
      {
        type: 'HOME',
        uuid: `9${ident.uuid.slice(1)}`,
        street: home.street,
        street2: '',
        city: home.city,
        state: home.state,
        zip: home.zip,
      },
    ],
    aliases: [...ident.aliases],
    updatedAt,
    twoFactorEnabled: false,
    totpVerified: false,
    passwordExpired: false,
    walletAddresses: [],
    isBroker: type === 'BROKER',
    nmls: type === 'BROKER' ? SEED.broker.nmls : null,
    consents: [],
  };
}

/** Ids of seeded offers are fixed too. */
function seedIds(prefix: string): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
  };
}

/**
 * The state after `reset()`: a returning borrower with an application at offer selection (with a
 * co-deeder who signs it and a loan officer who referred it), a broker with a referred borrower at
 * income verification, offer code SAVE2026, a wholesale referral, two loan officers, banners,
 * notifications and conditions. Personal data is placeholder data. Dates are relative to `now`.
 */
export function createSeedState(now: number): SandboxState {
  const created = iso(now - 3 * DAY);
  const borrower = identity(
    SEED.borrower.uuid,
    SEED.borrower.email,
    'customer',
    '+19165550101',
    iso(now - 30 * DAY),
  );
  const signer = identity(
    SEED.signer.uuid,
    SEED.signer.email,
    'customer',
    '+19165550102',
    iso(now - 3 * DAY),
  );
  const broker = identity(
    SEED.broker.uuid,
    SEED.broker.email,
    'agent',
    '+15125550103',
    iso(now - 400 * DAY),
  );
  const casey = identity(
    SEED.referredBorrower.uuid,
    SEED.referredBorrower.email,
    'customer',
    '+15125550104',
    iso(now - 10 * DAY),
  );

  const sacramento = { street: '742 Sample Ave', city: 'Sacramento', state: 'CA', zip: '95818' };
  const austin = { street: '1200 Placeholder Blvd', city: 'Austin', state: 'TX', zip: '78704' };

  const profiles: Profile[] = [
    profile(borrower, 'CUSTOMER', name('Alex', 'Sample'), '1980-04-12', sacramento, created),
    profile(signer, 'CO_DEEDER', name('Jamie', 'Sample'), '1982-09-30', sacramento, created),
    profile(
      broker,
      'BROKER',
      name('Riley', 'Example'),
      '1975-01-20',
      { street: '500 Example Plaza', city: 'Austin', state: 'TX', zip: '78701' },
      iso(now - 400 * DAY),
    ),
    profile(
      casey,
      'CUSTOMER',
      name('Casey', 'Placeholder'),
      '1988-06-05',
      austin,
      iso(now - 10 * DAY),
    ),
  ];

  const baseApplication = (
    uuid: string,
  ): Omit<HelocApplication, 'identityUuid' | 'loanNumber' | 'property' | 'offers'> => ({
    uuid,
    organizationCode: DEFAULT_ORG,
    productType: 'HELOC',
    status: {
      checklistStatus: 'OFFER_SELECTION',
      waitingOnFloodCert: false,
      bpo: 'BPO_NOT_REQUIRED',
      title: 'PREQUAL_TITLE_COMPLETE',
      uwDecision: 'SELECT',
      uwSubDecision: 'UNVERIFIED_OFFER',
      primaryParticipantAcceptComplete: false,
      manualNotary: false,
      condition: null,
    },
    progress: 'PRODUCT_SELECT',
    activeForAppStart: true,
    active: true,
    isInquiry: false,
    isCrypto: false,
    disburseAccount: { routingNumber: null, mask: null, accountNumber: null },
    referrer: { referrerUuid: null, wholesaleBrokerNmls: null },
    referralId: null,
    offerCode: null,
    rate: 0,
    rateType: 'FIXED',
    amount: 0,
    uwCalculatedDrawAmount: 0,
    term: 0,
    adjustedHomeAmount: 0,
    auditFields: { createdDate: created, updatedDate: created },
    helocSigners: [],
    additionalSignerVersion: null,
    income: { incomePrimary: 145_000, incomeOther: 0, employmentType: 'FULL_TIME' },
    consents: [
      { type: 'PRIVACY', version: '2025-06' },
      { type: 'TERMS', version: '2025-06' },
      { type: 'COMMUNICATIONS', version: '2025-06' },
      { type: 'SOFT_CREDIT', version: '2025-06' },
    ],
    experiments: [],
    fullStoryLink: null,
    utmParameters: {},
    answers: {},
    screens: {},
    journey: { steps: [], polls: 0 },
  });

  const alexApplication: HelocApplication = {
    ...baseApplication(SEED.borrower.applicationUuid),
    identityUuid: borrower.uuid,
    loanNumber: 'HL-100001',
    property: {
      street1: sacramento.street,
      street2: '',
      city: sacramento.city,
      state: 'CA',
      zip: sacramento.zip,
      occupancyType: 'HOME',
      listedForSale: false,
      estimatedValue: 650_000,
    },
    adjustedHomeAmount: 650_000,
    referrer: { referrerUuid: SEED.loanOfficer.uuid, wholesaleBrokerNmls: null },
    helocSigners: [
      {
        identityUuid: signer.uuid,
        name: name('Jamie', 'Sample'),
        email: signer.email,
        signed: false,
        signedAt: null,
        eConsent: null,
        signatures: {},
        invitation: {
          token: SEED.signer.inviteToken,
          invitedAt: iso(now - 1 * DAY),
          expiresAt: iso(now + 6 * DAY),
          usedAt: null,
        },
      },
    ],
    additionalSignerVersion: 'v1',
    offers: generateOffers(650_000, seedIds('0ffe0001')),
  };

  const caseyOffers = generateOffers(520_000, seedIds('0ffe0002'));
  const chosen = caseyOffers[1]!;
  const caseyApplication: HelocApplication = {
    ...baseApplication(SEED.referredBorrower.applicationUuid),
    identityUuid: casey.uuid,
    loanNumber: 'HL-100002',
    status: {
      ...baseApplication('').status,
      checklistStatus: 'INCOME_VERIFICATION',
      uwSubDecision: 'UNVERIFIED_OFFER',
    },
    progress: 'LINK_INCOME',
    property: {
      street1: austin.street,
      street2: '',
      city: austin.city,
      state: 'TX',
      zip: austin.zip,
      occupancyType: 'HOME',
      listedForSale: false,
      estimatedValue: 520_000,
    },
    adjustedHomeAmount: 520_000,
    referrer: { referrerUuid: broker.uuid, wholesaleBrokerNmls: SEED.broker.nmls },
    offers: caseyOffers,
    rate: chosen.rate,
    rateType: 'FIXED',
    amount: 120_000,
    uwCalculatedDrawAmount: 90_000,
    term: chosen.term,
    income: { incomePrimary: 98_000, incomeOther: 6_000, employmentType: 'SELF_EMPLOYED' },
  };

  return {
    version: STATE_VERSION,
    identities: [borrower, signer, broker, casey],
    profiles,
    applications: [alexApplication, caseyApplication],
    conditions: [
      {
        uuid: 'c0d10000-0000-4000-8000-000000000001',
        applicationUuid: alexApplication.uuid,
        identityUuid: borrower.uuid,
        categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
        created: iso(now - 2 * DAY),
        notes: 'Paystubs needed to verify income.',
        commentsToBorrower: null,
        requestDocuments: ['PAYSTUB'],
        xtraData: { numDocsRequired: 2 },
        actionNeeded: null,
      },
      {
        uuid: 'c0d10000-0000-4000-8000-000000000002',
        applicationUuid: alexApplication.uuid,
        identityUuid: borrower.uuid,
        categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
        created: iso(now - 1 * DAY),
        notes: 'Disbursement account needs a bank letter.',
        commentsToBorrower: null,
        requestDocuments: ['BANK_LETTER'],
        xtraData: { numDocsRequired: 1 },
        actionNeeded: null,
      },
      {
        uuid: 'c0d10000-0000-4000-8000-000000000003',
        applicationUuid: alexApplication.uuid,
        identityUuid: signer.uuid,
        categoryEnum: 'ID_VERIFICATION_FAILURE',
        created: iso(now - 1 * DAY),
        notes: 'Identity document could not be read.',
        commentsToBorrower: 'Please upload a clearer photo of your ID.',
        requestDocuments: [],
        xtraData: { numDocsRequired: 1 },
        actionNeeded: null,
      },
    ],
    notifications: [
      {
        id: 'ae000000-0000-4000-8000-000000000001',
        identityUuid: borrower.uuid,
        title: 'Upload your paystubs',
        body: 'We need your 2 most recent paystubs to verify your income.',
        isUnread: true,
        timestamp: iso(now - 2 * DAY),
        action: { label: 'Upload', href: `/account/heloc/${alexApplication.uuid}/conditions` },
      },
      {
        id: 'ae000000-0000-4000-8000-000000000002',
        identityUuid: borrower.uuid,
        title: 'Bank letter needed',
        body: 'Please upload a letter from your bank for the disbursement account.',
        isUnread: true,
        timestamp: iso(now - 1 * DAY),
        action: { label: 'Upload', href: `/account/heloc/${alexApplication.uuid}/conditions` },
      },
      {
        id: 'ae000000-0000-4000-8000-000000000003',
        identityUuid: borrower.uuid,
        title: 'Your offers are ready',
        body: 'Choose the line amount and term that work for you.',
        isUnread: false,
        timestamp: iso(now - 3 * DAY),
        action: { label: 'View offers', href: `/account/heloc/${alexApplication.uuid}` },
      },
      {
        id: 'ae000000-0000-4000-8000-000000000004',
        identityUuid: borrower.uuid,
        title: 'Welcome',
        body: 'Thanks for starting your application.',
        isUnread: false,
        timestamp: iso(now - 30 * DAY),
        action: null,
      },
    ],
    banners: [
      {
        uuid: 'ba000000-0000-4000-8000-000000000001',
        message: 'Support hours are shorter on Monday for the holiday: 8 am to 2 pm Pacific Time.',
        apps: ['heloc'],
        variant: 'info',
        active: true,
        dismissable: true,
        metadata: { createdAt: iso(now - 5 * DAY), updatedAt: iso(now - 5 * DAY) },
      },
      {
        uuid: 'ba000000-0000-4000-8000-000000000002',
        message: 'E-signing may be slow this evening while we upgrade our systems.',
        apps: ['heloc', 'heloc-signer'],
        variant: 'warn',
        active: true,
        dismissable: true,
        metadata: { createdAt: iso(now - 1 * DAY), updatedAt: iso(now - 1 * DAY) },
      },
      {
        uuid: 'ba000000-0000-4000-8000-000000000003',
        message: 'Rates have changed. See your updated offers.',
        apps: ['heloc'],
        variant: 'info',
        active: false,
        dismissable: true,
        metadata: { createdAt: iso(now - 20 * DAY), updatedAt: iso(now - 20 * DAY) },
      },
    ],
    flags: defaultFlags(),
    operatingHours: { OPS_PHONE: defaultPhoneHours(), OPS_CHAT: defaultChatHours() },
    chatSessions: [],
    waitlist: [],
    offerCodes: [
      {
        firstName: 'Morgan',
        lastName: 'Sample',
        inHomeDate: '2026-01-05',
        respondByDate: '2026-04-30',
        offerCode: SEED.offerCode,
        street1: '18 Placeholder Ln',
        street2: '',
        city: 'Birmingham',
        state: 'AL',
        zip: '35209',
      },
    ],
    prepops: [
      {
        id: SEED.prepopId,
        name: name('Drew', 'Sample'),
        address: {
          street1: '3300 Example St',
          street2: 'Unit 4',
          city: 'Phoenix',
          state: 'AZ',
          zip: '85018',
        },
        dob: '1979-11-02',
        email: 'drew@example.com',
        phone: '6025550105',
        income: 120_000,
        affiliate: 'sample-affiliate',
        abVersion: 'A',
      },
    ],
    referrals: [
      {
        uuid: SEED.referral.uuid,
        firstName: 'Taylor',
        lastName: 'Placeholder',
        suffix: '',
        street1: '55 Example Rd',
        street2: '',
        city: 'Austin',
        state: 'TX',
        zip: '78745',
        phoneNumber: '5125550106',
        email: 'taylor@example.com',
        status: 'ACTIVE',
        brokerIdentityUuid: broker.uuid,
      },
      {
        uuid: SEED.usedReferral.uuid,
        firstName: 'Casey',
        lastName: 'Placeholder',
        suffix: '',
        street1: austin.street,
        street2: '',
        city: austin.city,
        state: 'TX',
        zip: austin.zip,
        phoneNumber: '5125550104',
        email: casey.email,
        status: 'USED',
        brokerIdentityUuid: broker.uuid,
      },
    ],
    loanOfficers: [
      {
        uuid: SEED.loanOfficer.uuid,
        originatorDisplayInfo: {
          originatorName: 'Jordan Placeholder',
          brokerName: '',
          avatarUri: '',
          email: 'jordan.lo@example.com',
          phoneNumber: '9165550110',
          nmls: '2000001',
        },
        licensedStates: ['AZ', 'CA', 'CO', 'FL', 'OR', 'TX', 'WA'],
        enforceLicensedStatesForReferral: true,
      },
      {
        uuid: broker.uuid,
        originatorDisplayInfo: {
          originatorName: 'Riley Example',
          brokerName: 'Example Home Loans',
          avatarUri: '',
          email: broker.email,
          phoneNumber: '5125550103',
          nmls: SEED.broker.nmls,
        },
        licensedStates: ['AL', 'AZ', 'CA', 'CO', 'FL', 'GA', 'NY', 'TX'],
        enforceLicensedStatesForReferral: false,
      },
    ],
    consentPrompts: [
      {
        uuid: SEED.consentPrompts.SMS,
        consentType: 'SMS',
        text: 'I agree to receive marketing text messages. Message and data rates may apply. Reply STOP to opt out.',
        version: '2025-06',
      },
      {
        uuid: SEED.consentPrompts.SMS_TRANSACTIONAL,
        consentType: 'SMS_TRANSACTIONAL',
        text: 'I agree to receive text messages about my application. Message and data rates may apply. Reply STOP to opt out.',
        version: '2025-06',
      },
    ],
    userConsents: [],
    telemetrySessions: [],
    events: [],
    feedback: [],
    optimizelyProfiles: {},
    mail: [
      invitationMail({
        uuid: 'a1000000-0000-4000-8000-000000000001',
        to: signer.email,
        signerFirstName: 'Jamie',
        primaryBorrowerName: 'Alex Sample',
        token: SEED.signer.inviteToken,
        sentAt: iso(now - 1 * DAY),
      }),
    ],
    settings: { latencyMs: null, faults: [], chatAvailability: 'hours', creditPullPolls: 2 },
    counters: { loanNumber: 100_002 },
    idempotency: [],
    commits: {},
  };
}
