import {
  isJourneyStep,
  JOURNEY_STEPS,
  journeyStepBodies,
  type JourneyStep,
  type JourneyStepInput,
} from '../../api/journeySteps';
import { badRequest, LenderError, notFound } from './errors';
import { isFlagName } from './flags';
import { isOpenAt } from './hours';
import { randomIds, systemClock, type Clock, type IdGenerator } from './ids';
import { automaticFrom, planLegs, scenarioNamed, stepsAt, transitionFor } from './journey';
import { makeJwt, readJwt } from './jwt';
import { invitationMail, newInvitation, newSigner } from './signers';
import { stepRuleFor } from './steps';
import { estimateValue, generateOffers, maxLineFor } from './offers';
import { createSeedState, DEFAULT_ORG, SEED } from './seed';
import { CLOSED_STATUSES, CREDIT_PULL_STATUS, NOT_LENDING_STATES, US_STATES } from './statuses';
import type {
  Address,
  AffiliatePrepop,
  ApplicationPatch,
  Banner,
  ChatMessage,
  ChatSession,
  Condition,
  Department,
  Fault,
  FeatureFlag,
  FeedbackRecord,
  FlagVariables,
  HelocApplication,
  HelocSigner,
  IdempotencyRecord,
  Identity,
  IdentityKind,
  LoanOfficer,
  Notification,
  OccupancyType,
  PersonName,
  Profile,
  ProfileType,
  SandboxState,
  SentMail,
  ScheduledStep,
  TelemetrySession,
  UserConsentRecord,
  WaitlistEntry,
} from './types';

export { badRequest, forbidden, LenderError, notFound, unauthenticated } from './errors';
export type { ErrorBody } from './errors';

/** Who the staff tools can sign in as. */
export type Persona = 'visitor' | 'borrower' | 'signer' | 'broker';

export const PERSONA_IDENTITY: Readonly<Record<Exclude<Persona, 'visitor'>, string>> = {
  borrower: SEED.borrower.uuid,
  signer: SEED.signer.uuid,
  broker: SEED.broker.uuid,
};

/** A registration's last name picks the soft-credit-pull outcome (lowercase, see docs/sandbox.md). */
export const CREDIT_PULL_OUTCOMES: Readonly<Record<string, ApplicationPatch>> = {
  decline: {
    status: { checklistStatus: 'DECLINED', uwDecision: 'DECLINE', uwSubDecision: null },
    active: false,
    activeForAppStart: false,
  },
  frozen: {
    status: { checklistStatus: 'SOFT_CREDIT_LOCKED_OR_FROZEN', uwSubDecision: 'CREDIT_FROZEN' },
  },
  nomatch: { status: { checklistStatus: 'CREDIT_NO_MATCH' } },
  nossn: { status: { checklistStatus: 'CREDIT_NO_MATCH_SSN' } },
  noproperty: { status: { checklistStatus: 'NO_PROPERTY_FOUND' } },
  multiple: { status: { checklistStatus: 'MULTIPLE_PROPERTIES' } },
  assets: { status: { checklistStatus: 'ASSETS_PREQUAL', uwDecision: 'ASSET_DEPLETION' } },
  delinquent: { status: { checklistStatus: 'DELINQUENCY_REVIEW', uwDecision: 'REVIEW' } },
};

/**
 * How long a bearer token lasts: 30 minutes, an assumption (the spec does not say; a common
 * lifetime for a lender's web session, docs/sandbox.md "Session lifetime"). `tokenTtl=` changes it.
 * The seeded personas' tokens have no expiry until a sign-in renews them.
 */
export const DEFAULT_TOKEN_TTL_SECONDS = 30 * 60;

export interface NewIdentity {
  email: string;
  password: string | null;
  kind?: IdentityKind;
  phoneNumber?: string | null;
  org?: string;
  name?: Partial<PersonName>;
  /** CUSTOMER (BROKER for agents) unless given: an invited signer is a CO_DEEDER. */
  profileType?: ProfileType;
}

export interface NewHeloc {
  property: Address & { occupancyType?: OccupancyType };
  /** Default HELOC; a crypto-backed HELOC is created as such (isCrypto). */
  productType?: 'HELOC' | 'CRYPTO_HELOC';
  listedForSale?: boolean;
  name?: Partial<PersonName>;
  email?: string | null;
  dob?: string | null;
  homeAddress?: Address | null;
  incomePrimary?: number;
  incomeOther?: number;
  employmentType?: string;
  consents?: { type: string; version: string }[];
  offerCode?: string | null;
  referrerId?: string | null;
  referralId?: string | null;
  utmParameters?: Record<string, string>;
  org?: string;
}

export interface NewChat {
  provider: ChatSession['provider'];
  friendlyName: string;
  emailAddress: string;
  applicationUuid?: string | null;
  identityUuid?: string | null;
  nonce?: string | null;
  chatMode?: string | null;
  welcomeMessage?: string | null;
}

export interface LenderOptions {
  ids?: IdGenerator;
  clock?: Clock;
  /** Start from this state instead of the seed (a restored state). */
  state?: SandboxState;
}

export type Listener = (state: SandboxState) => void;

/** Statuses at which the borrower chooses an offer: they come with offers. */
const OFFER_STATUSES: readonly string[] = ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'];

const SIX_HOURS = 6 * 3_600_000;
const TEN_MINUTES = 600_000;
const FORTY_FIVE_DAYS = 45 * 86_400_000;
const MAX_EVENTS = 200;
const MAX_TELEMETRY_SESSIONS = 50;
/** Idempotency answers kept (oldest dropped first): a day of a busy tester's writes. */
export const MAX_IDEMPOTENCY_RECORDS = 500;

/** What `Lender.counts()` answers (docs/sandbox.md "Counts"). */
export interface LenderCounts {
  identities: number;
  /** HELOC applications (createHeloc). */
  applications: number;
  appraisalPayments: number;
  /** Bank accounts linked or typed in (bank screens). */
  bankAccounts: number;
  /** Documents uploaded (uploadDocument, the conditions' uploads). */
  documents: number;
  /** Income documents submitted (submitIncomeDocuments). */
  incomeDocuments: number;
  /** Conditions answered (answerCondition): one per condition and applicant. */
  conditionAnswers: number;
  identityVerifications: number;
  /** Signatures, one per document and signer (the borrower's and every additional signer's). */
  signatures: number;
  /** ESIGN consents given (the borrower's and every additional signer's). */
  consents: number;
  /** Answers to consent prompts (saveUserConsents). */
  userConsents: number;
  /** Additional signers invited. */
  signers: number;
  /** Manual notary appointments booked (reserveNotary): at most one per application. */
  notaryBookings: number;
  /** E-mails sent. */
  mail: number;
  /** Writes the lender acted on (resolver runs answering 2xx), by operation; replays are not. */
  commits: Record<string, number>;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function digits(value: string): string {
  return value.replace(/\D/gu, '');
}

/** +1 and ten digits. */
export function toE164(phone: string): string {
  const d = digits(phone);
  return d.length === 11 && d.startsWith('1') ? `+${d}` : `+1${d.slice(-10)}`;
}

/**
 * The in-memory lender: one plain JSON state and the rules that change it. Pure TypeScript; the
 * msw handlers (src/sandbox/handlers) translate HTTP to these methods.
 */
export class Lender {
  #state: SandboxState;
  #ids: IdGenerator;
  #clock: Clock;
  #revision = 0;
  readonly #listeners = new Set<Listener>();

  constructor(options: LenderOptions = {}) {
    this.#ids = options.ids ?? randomIds;
    this.#clock = options.clock ?? systemClock;
    this.#state = options.state ?? createSeedState(this.#clock());
  }

  // ── state, persistence, environment ────────────────────────────────────────────────────────

  /** The live state (read it, do not change it: use the methods). */
  get state(): Readonly<SandboxState> {
    return this.#state;
  }

  /** A deep copy that is safe to keep or serialise. */
  snapshot(): SandboxState {
    return structuredClone(this.#state);
  }

  /** Replaces the whole state (a restored or another tab's state) and notifies. */
  replaceState(state: SandboxState): void {
    this.#state = structuredClone(state);
    this.#emit();
  }

  /** Back to the seed. */
  reset(): void {
    this.#releaseCalls();
    this.#state = createSeedState(this.#clock());
    this.#emit();
  }

  /** Called after every change with the new state. */
  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** Goes up by one on every change (a cheap snapshot key for React's useSyncExternalStore). */
  get revision(): number {
    return this.#revision;
  }

  /** Swaps the id generator or clock (tests). */
  configure(options: { ids?: IdGenerator; clock?: Clock }): void {
    if (options.ids) this.#ids = options.ids;
    if (options.clock) this.#clock = options.clock;
  }

  now(): number {
    return this.#clock();
  }

  nowIso(): string {
    return new Date(this.#clock()).toISOString();
  }

  newId(): string {
    return this.#ids();
  }

  /** Runs a change and notifies once. */
  #mutate<T>(change: (state: SandboxState) => T): T {
    const result = change(this.#state);
    this.#emit();
    return result;
  }

  #emit(): void {
    this.#revision += 1;
    for (const listener of this.#listeners) listener(this.#state);
  }

  // ── identities and sessions ─────────────────────────────────────────────────────────────────

  identity(uuid: string): Identity | undefined {
    return this.#state.identities.find((identity) => identity.uuid === uuid);
  }

  identityByEmail(email: string): Identity | undefined {
    const wanted = normaliseEmail(email);
    return this.#state.identities.find((identity) => identity.email === wanted);
  }

  /**
   * The identity a bearer token signs in, if it is still good: the identity's current token, or
   * an earlier token of the same sign-in session (renewed since), while its `exp` has not passed.
   * A token of a session that ended (logout) or past its `exp` signs in no one (401).
   */
  identityForToken(token: string | null | undefined): Identity | undefined {
    if (!token) return undefined;
    const current = this.#state.identities.find((identity) => identity.jwt === token);
    const claims = readJwt(token);
    if (claims?.exp !== undefined && claims.exp * 1000 <= this.#clock()) return undefined;
    if (current) return current;
    if (!claims?.sid) return undefined;
    const identity = this.identity(claims.sub);
    return identity && readJwt(identity.jwt)?.sid === claims.sid ? identity : undefined;
  }

  /** Lifetime of the tokens issued from now on, in seconds (`tokenTtl=`; default 30 minutes). */
  tokenTtlSeconds(): number {
    return this.#state.settings.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  }

  /** Sets the lifetime of the tokens issued from now on; null: back to the default. */
  setTokenTtl(seconds: number | null): void {
    this.#mutate((state) => {
      if (seconds === null) delete state.settings.tokenTtlSeconds;
      else state.settings.tokenTtlSeconds = Math.max(1, Math.floor(seconds));
    });
  }

  /**
   * A new token for the identity's sign-in session (`extendSession`, a sign-in after its token
   * ran out): the current lifetime from now, the same session, so earlier tokens of it stay good
   * until their own `exp`. Answers the new token.
   */
  renewToken(identityUuid: string): string {
    return this.#mutate(() => {
      const identity = this.#requireIdentity(identityUuid);
      const sid = readJwt(identity.jwt)?.sid;
      identity.jwt = this.#issueJwt(identity.uuid, identity.email, identity.kind, sid);
      return identity.jwt;
    });
  }

  /**
   * The token a sign-in hands out (the hosted login's figureinfo, the staff tools, a co-owner's
   * new password): the identity's current token while it is good, else a renewed one.
   */
  sessionToken(identityUuid: string): string {
    const identity = this.#requireIdentity(identityUuid);
    return this.identityForToken(identity.jwt) ? identity.jwt : this.renewToken(identityUuid);
  }

  /** Creates an identity and its profile. 409 'identity exists' when the e-mail is taken. */
  registerIdentity(input: NewIdentity): Identity {
    const email = normaliseEmail(input.email);
    if (this.identityByEmail(email)) throw new LenderError(409, { errors: ['identity exists'] });
    return this.#mutate((state) => {
      const kind = input.kind ?? 'customer';
      const uuid = this.#ids();
      const phone = input.phoneNumber ? toE164(input.phoneNumber) : null;
      const org = input.org ?? DEFAULT_ORG;
      const createdAt = this.nowIso();
      const identity: Identity = {
        uuid,
        email,
        password: input.password,
        kind,
        jwt: this.#issueJwt(uuid, email, kind),
        aliases: phone ? [{ type: 'Phone', value: phone }] : [],
        organizationCode: org,
        createdAt,
      };
      state.identities.push(identity);
      const type: ProfileType = input.profileType ?? (kind === 'agent' ? 'BROKER' : 'CUSTOMER');
      state.profiles.push({
        uuid: this.#ids(),
        identityUuid: uuid,
        organizationCode: org,
        type,
        profileType: type,
        email,
        name: {
          firstName: input.name?.firstName ?? '',
          middleName: input.name?.middleName ?? '',
          lastName: input.name?.lastName ?? '',
          suffix: input.name?.suffix ?? '',
        },
        dob: null,
        phoneNumbers: phone ? [{ type: 'MOBILE', number: phone }] : [],
        addresses: [],
        aliases: [...identity.aliases],
        updatedAt: createdAt,
        twoFactorEnabled: false,
        totpVerified: false,
        passwordExpired: false,
        walletAddresses: [],
        isBroker: kind === 'agent',
        nmls: null,
        consents: [],
      });
      return identity;
    });
  }

  /** E-mail and password sign-in (the hosted login and the legacy login). */
  authenticate(email: string, password: string): Identity | undefined {
    const identity = this.identityByEmail(email);
    if (!identity || identity.password === null || identity.password !== password) return undefined;
    return identity;
  }

  /** Sets a password (hosted login after a one-time-code sign-up). */
  setPassword(identityUuid: string, password: string): void {
    this.#mutate(() => {
      this.#requireIdentity(identityUuid).password = password;
    });
  }

  /** Revokes the identity's token (logout): the next sign-in gets a new one. */
  revokeToken(identityUuid: string): void {
    this.#mutate(() => {
      const identity = this.#requireIdentity(identityUuid);
      identity.jwt = this.#issueJwt(identity.uuid, identity.email, identity.kind);
    });
  }

  savePhoneAlias(identityUuid: string, value: string): Identity {
    const d = digits(value);
    if (d.length < 10 || d.length > 11) throw badRequest('Please enter a valid phone number');
    return this.#mutate(() => {
      const identity = this.#requireIdentity(identityUuid);
      const phone = toE164(value);
      identity.aliases = [{ type: 'Phone', value: phone }];
      const profile = this.profileFor(identityUuid);
      if (profile) {
        profile.aliases = [...identity.aliases];
        profile.phoneNumbers = [{ type: 'MOBILE', number: phone }];
        profile.updatedAt = this.nowIso();
      }
      return identity;
    });
  }

  /** A token of the current lifetime; a new sign-in session unless `sid` continues one. */
  #issueJwt(uuid: string, email: string, kind: IdentityKind, sid?: string): string {
    const iat = Math.floor(this.#clock() / 1000);
    const jti = this.#ids();
    // A new session is named after its first token (no second id drawn: tests' ids stay put).
    return makeJwt({
      sub: uuid,
      email,
      kind,
      iat,
      jti,
      exp: iat + this.tokenTtlSeconds(),
      sid: sid ?? jti,
    });
  }

  #requireIdentity(uuid: string): Identity {
    const identity = this.identity(uuid);
    if (!identity) throw notFound('Identity');
    return identity;
  }

  // ── profiles ────────────────────────────────────────────────────────────────────────────────

  profileFor(identityUuid: string): Profile | undefined {
    return this.#state.profiles.find((profile) => profile.identityUuid === identityUuid);
  }

  saveProfileName(identityUuid: string, name: Partial<PersonName>): Profile {
    const profile = this.profileFor(identityUuid);
    if (!profile) throw notFound('Profile');
    return this.#mutate(() => {
      profile.name = {
        firstName: name.firstName ?? profile.name.firstName,
        middleName: name.middleName ?? profile.name.middleName,
        lastName: name.lastName ?? profile.name.lastName,
        suffix: name.suffix ?? profile.name.suffix,
      };
      profile.updatedAt = this.nowIso();
      return profile;
    });
  }

  // ── applications ────────────────────────────────────────────────────────────────────────────

  application(uuid: string): HelocApplication | undefined {
    return this.#state.applications.find((application) => application.uuid === uuid);
  }

  /** Own applications, applications the identity signs, and those it referred (brokers); newest first. */
  applicationsFor(identityUuid: string): HelocApplication[] {
    return this.#state.applications
      .filter((application) => this.canAccess(identityUuid, application))
      .sort((a, b) => b.auditFields.createdDate.localeCompare(a.auditFields.createdDate));
  }

  /** The application the staff tools act on for this identity: its newest active one, else its newest. */
  currentApplicationFor(identityUuid: string): HelocApplication | undefined {
    const all = this.applicationsFor(identityUuid);
    return all.find((application) => application.active) ?? all[0];
  }

  canAccess(identityUuid: string, application: HelocApplication): boolean {
    return (
      application.identityUuid === identityUuid ||
      application.helocSigners.some((signer) => signer.identityUuid === identityUuid) ||
      application.referrer.referrerUuid === identityUuid
    );
  }

  isAdditionalSigner(identityUuid: string, application: HelocApplication): boolean {
    return application.helocSigners.some((signer) => signer.identityUuid === identityUuid);
  }

  /** The application the identity is an additional signer of (the newest), if any. */
  signerApplicationFor(identityUuid: string): HelocApplication | undefined {
    return this.applicationsFor(identityUuid).find((application) =>
      this.isAdditionalSigner(identityUuid, application),
    );
  }

  /**
   * Invites an additional signer: their identity (customer, no password yet, a CO_DEEDER profile
   * with the invited name; an existing identity with that e-mail is reused as it is), a
   * helocSigners entry (additionalSignerVersion v1) with a 7-day invitation, a line in the
   * invitation log, and the e-mail with the sign-in link. Answers the new signer.
   */
  inviteSigner(
    applicationUuid: string,
    input: { firstName: string; lastName: string; email: string },
  ): HelocSigner {
    const application = this.application(applicationUuid);
    if (!application) throw notFound('Application');
    const email = normaliseEmail(input.email);
    const name: PersonName = {
      firstName: input.firstName,
      middleName: '',
      lastName: input.lastName,
      suffix: '',
    };
    const identity =
      this.identityByEmail(email) ??
      this.registerIdentity({
        email,
        password: null,
        kind: 'customer',
        org: application.organizationCode,
        name,
        profileType: 'CO_DEEDER',
      });
    const invitation = newInvitation(this.#ids(), this.#clock());
    const signer = newSigner(identity.uuid, name, email, invitation);
    const primary = this.profileFor(application.identityUuid);
    this.changeApplication(applicationUuid, (app) => {
      app.helocSigners.push(signer);
      app.additionalSignerVersion = 'v1';
      app.screens.signing ??= {};
      (app.screens.signing.invites ??= []).push({
        signerUuid: identity.uuid,
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        invitedAt: invitation.invitedAt,
        signedAt: null,
      });
    });
    this.sendMail(
      invitationMail({
        uuid: this.#ids(),
        to: email,
        signerFirstName: input.firstName,
        primaryBorrowerName: primary
          ? `${primary.name.firstName} ${primary.name.lastName}`.trim()
          : '',
        token: invitation.token,
        sentAt: invitation.invitedAt,
      }),
    );
    return signer;
  }

  /** An application the identity may see, else 404 (the lender does not reveal others' ids). */
  accessibleApplication(identityUuid: string, uuid: string): HelocApplication {
    const application = this.application(uuid);
    if (!application || !this.canAccess(identityUuid, application)) throw notFound('Application');
    return application;
  }

  /** Spec: canStartApplication, organizationsWithActiveApplication. */
  verifyAbilityToStart(identityUuid: string): {
    canStartApplication: boolean;
    organizationsWithActiveApplication: string[];
  } {
    const now = this.#clock();
    const blocking = this.#state.applications.filter(
      (application) =>
        application.identityUuid === identityUuid &&
        (this.#isOpen(application) ||
          (application.status.checklistStatus === 'COMPLETE' &&
            now - Date.parse(application.auditFields.updatedDate) < FORTY_FIVE_DAYS)),
    );
    return {
      canStartApplication: blocking.length === 0,
      organizationsWithActiveApplication: [...new Set(blocking.map((a) => a.organizationCode))],
    };
  }

  #isOpen(application: HelocApplication): boolean {
    return (
      application.active && !CLOSED_STATUSES.includes(application.status.checklistStatus ?? '')
    );
  }

  /**
   * Creates a HELOC at WAITING_FOR_CREDIT_PULL. The soft credit pull finishes after
   * `settings.creditPullPolls` status polls: OFFER_SELECTION with offers, or the outcome the
   * borrower's last name asks for (CREDIT_PULL_OUTCOMES).
   */
  createHeloc(identityUuid: string, input: NewHeloc): HelocApplication {
    const identity = this.#requireIdentity(identityUuid);
    const state = input.property.state.toUpperCase();
    if (!US_STATES[state]) throw badRequest('Please enter a valid state');
    if (NOT_LENDING_STATES.includes(state)) {
      throw badRequest(`We do not currently offer loans in ${US_STATES[state]}.`);
    }
    if (input.employmentType === 'UNEMPLOYED') {
      throw badRequest("We apologize. At this time, we don't lend to unemployed borrowers.");
    }
    const open = this.#state.applications.find(
      (application) => application.identityUuid === identityUuid && this.#isOpen(application),
    );
    if (open) throw new LenderError(409, { errors: ['An active application already exists.'] });

    return this.#mutate((s) => {
      const org = input.org ?? identity.organizationCode;
      const created = this.nowIso();
      const profile = this.profileFor(identityUuid);
      if (profile) this.#fillProfile(profile, input);

      const referrer: HelocApplication['referrer'] = {
        referrerUuid: null,
        wholesaleBrokerNmls: null,
      };
      const officer = input.referrerId ? this.loanOfficer(input.referrerId) : undefined;
      if (officer) {
        referrer.referrerUuid = officer.uuid;
        referrer.wholesaleBrokerNmls = officer.originatorDisplayInfo.brokerName
          ? officer.originatorDisplayInfo.nmls
          : null;
      }
      const referral = input.referralId ? this.referral(input.referralId) : undefined;
      if (referral?.brokerIdentityUuid) {
        const broker = this.profileFor(referral.brokerIdentityUuid);
        referrer.referrerUuid = referral.brokerIdentityUuid;
        referrer.wholesaleBrokerNmls = broker?.nmls ?? null;
        referral.status = 'USED';
      }

      const estimatedValue = estimateValue(input.property.street1, input.property.zip);
      const lastName = input.name?.lastName ?? profile?.name.lastName ?? '';
      const outcome = this.#creditPullOutcome(lastName, estimatedValue);
      s.counters.loanNumber += 1;
      const application: HelocApplication = {
        uuid: this.#ids(),
        identityUuid,
        organizationCode: org,
        loanNumber: `HL-${s.counters.loanNumber}`,
        productType: input.productType ?? 'HELOC',
        status: {
          checklistStatus: CREDIT_PULL_STATUS,
          waitingOnFloodCert: false,
          bpo: 'BPO_NOT_REQUIRED',
          title: 'TITLE_REQUIRED',
          uwDecision: 'INITIAL',
          uwSubDecision: null,
          primaryParticipantAcceptComplete: false,
          manualNotary: false,
          condition: null,
        },
        progress: 'INITIAL',
        activeForAppStart: true,
        active: true,
        isInquiry: false,
        isCrypto: input.productType === 'CRYPTO_HELOC',
        disburseAccount: { routingNumber: null, mask: null, accountNumber: null },
        property: {
          street1: input.property.street1,
          street2: input.property.street2 ?? '',
          city: input.property.city,
          state,
          zip: input.property.zip,
          occupancyType: input.property.occupancyType ?? 'HOME',
          listedForSale: input.listedForSale ?? false,
          estimatedValue,
        },
        referrer,
        referralId: referral?.uuid ?? null,
        offerCode:
          input.offerCode && this.offerCode(input.offerCode) ? input.offerCode.toUpperCase() : null,
        rate: 0,
        rateType: 'FIXED',
        amount: 0,
        uwCalculatedDrawAmount: 0,
        term: 0,
        adjustedHomeAmount: estimatedValue,
        auditFields: { createdDate: created, updatedDate: created },
        helocSigners: [],
        additionalSignerVersion: null,
        offers: [],
        income: {
          incomePrimary: input.incomePrimary ?? 0,
          incomeOther: input.incomeOther ?? 0,
          employmentType: input.employmentType ?? 'FULL_TIME',
        },
        consents: input.consents ?? [],
        experiments: [],
        fullStoryLink: null,
        utmParameters: input.utmParameters ?? {},
        answers: {},
        screens: {},
        journey: { steps: [{ afterPolls: s.settings.creditPullPolls, patch: outcome }], polls: 0 },
      };
      s.applications.push(application);
      return application;
    });
  }

  #creditPullOutcome(lastName: string, estimatedValue: number): ApplicationPatch {
    const special = CREDIT_PULL_OUTCOMES[lastName.trim().toLowerCase()];
    if (special) return structuredClone(special);
    if (maxLineFor(estimatedValue) === 0) return structuredClone(CREDIT_PULL_OUTCOMES.decline!);
    return {
      status: {
        checklistStatus: 'OFFER_SELECTION',
        uwDecision: 'SELECT',
        uwSubDecision: 'UNVERIFIED_OFFER',
      },
      progress: 'PRODUCT_SELECT',
      offers: generateOffers(
        estimatedValue,
        this.#ids,
        this.flag('fe-heloc-rate-buy-down')?.enabled ?? false,
      ),
    };
  }

  #fillProfile(profile: Profile, input: NewHeloc): void {
    if (input.name) {
      profile.name = {
        firstName: input.name.firstName ?? profile.name.firstName,
        middleName: input.name.middleName ?? profile.name.middleName,
        lastName: input.name.lastName ?? profile.name.lastName,
        suffix: input.name.suffix ?? profile.name.suffix,
      };
    }
    if (input.dob) profile.dob = input.dob;
    const home =
      input.homeAddress ??
      (input.property.occupancyType === 'HOME' || !input.property.occupancyType
        ? input.property
        : null);
    if (home) {
      profile.addresses = [
        {
          type: 'HOME',
          uuid: profile.addresses[0]?.uuid ?? this.#ids(),
          street: home.street1,
          street2: home.street2 ?? '',
          city: home.city,
          state: home.state.toUpperCase(),
          zip: home.zip,
        },
      ];
    }
    profile.updatedAt = this.nowIso();
  }

  /**
   * A status poll. Counts the poll and applies the next scheduled step when its polls are used up
   * (steps whose afterPolls is 0 apply at once, one after the other).
   */
  pollStatus(uuid: string): HelocApplication {
    const application = this.application(uuid);
    if (!application) throw notFound('Application');
    if (application.journey.steps.length === 0) return application;
    return this.#mutate(() => {
      const journey = application.journey;
      journey.polls += 1;
      let step = journey.steps[0];
      while (step && journey.polls > step.afterPolls) {
        this.#applyPatch(application, step.patch);
        journey.steps.shift();
        journey.polls = 0;
        step = journey.steps[0];
        if (step && step.afterPolls === 0) journey.polls = 1;
      }
      return application;
    });
  }

  /** Queues steps after the current ones ("advance after N polls"): the base of the journey engine. */
  schedule(uuid: string, steps: ScheduledStep[]): void {
    const application = this.application(uuid);
    if (!application) throw notFound('Application');
    this.#mutate(() => {
      if (application.journey.steps.length === 0) application.journey.polls = 0;
      application.journey.steps.push(...structuredClone(steps));
    });
  }

  /**
   * Applies a change now. A new checklist status replaces whatever was scheduled with the
   * status's own automatic moves (journey.ts AUTOMATIC): a waiting status set by hand moves on by
   * itself after a few polls; an actionable one stays until its step is completed.
   */
  updateApplication(uuid: string, patch: ApplicationPatch): HelocApplication {
    const application = this.application(uuid);
    if (!application) throw notFound('Application');
    return this.#mutate(() => {
      this.#applyPatch(application, patch);
      if (patch.status?.checklistStatus !== undefined)
        application.journey = { steps: automaticFrom(patch.status.checklistStatus), polls: 0 };
      return application;
    });
  }

  /**
   * Changes an application in place (the screens' handlers: their records under
   * application.screens, an account, a document): persisted and announced like every change.
   * 404 when there is no such application.
   */
  changeApplication<T>(uuid: string, change: (application: HelocApplication) => T): T {
    const application = this.application(uuid);
    if (!application) throw notFound('Application');
    return this.#mutate(() => change(application));
  }

  /** Drops the schedule: the application stays at its status (staff `advance=false`). */
  clearSchedule(uuid: string): void {
    const application = this.application(uuid);
    if (!application) throw notFound('Application');
    this.#mutate(() => {
      application.journey = { steps: [], polls: 0 };
    });
  }

  /**
   * The borrower completed `step` at the application's current status (journey.ts STEP_TABLE):
   * the application moves to the first status that follows at once, and the rest (waiting
   * statuses for a few polls, then the next actionable status) is scheduled. 400 for an unknown
   * step, 409 when the step does not fit the current status.
   */
  completeStep(uuid: string, step: string, input: unknown = {}): HelocApplication {
    const application = this.application(uuid);
    if (!application) throw notFound('Application');
    if (!isJourneyStep(step)) {
      throw badRequest(`Unknown step ${step}: the steps are ${JOURNEY_STEPS.join(', ')}`);
    }
    return this.#completeKnownStep(application, step, input);
  }

  /** completeStep for a step the lender knows: its body parsed with the product's schema. */
  #completeKnownStep<S extends JourneyStep>(
    application: HelocApplication,
    step: S,
    input: unknown,
  ): HelocApplication {
    const rule = stepRuleFor(step);
    const parsed = journeyStepBodies[step].safeParse(input ?? {});
    if (!parsed.success) {
      throw badRequest(
        ...parsed.error.issues.map((issue) =>
          issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
        ),
      );
    }
    const transition = transitionFor(application, step);
    if (!transition) {
      const status = application.status.checklistStatus ?? 'no status';
      const fits = stepsAt(application.status.checklistStatus);
      throw new LenderError(409, {
        errors: [
          `The step ${step} cannot be completed at ${status}${fits.length > 0 ? ` (expected ${fits.join(' or ')})` : ''}`,
        ],
      });
    }
    const { now, schedule } = planLegs(transition.legs);
    return this.#mutate(() => {
      const data = parsed.data as JourneyStepInput<S>;
      rule.apply?.(application, data, {
        nowIso: () => this.nowIso(),
        newId: () => this.newId(),
      });
      application.answers[step] = structuredClone(rule.keep ? rule.keep(data) : data);
      this.#applyPatch(application, now);
      application.journey = { steps: schedule, polls: 0 };
      return application;
    });
  }

  /**
   * Staff scenario (journey.ts SCENARIOS): sets the status and the fields that route to a branch,
   * with the status's automatic moves and the scenario's own. Unknown names: 400.
   */
  applyScenario(uuid: string, name: string): HelocApplication {
    const scenario = scenarioNamed(name);
    if (!scenario) throw badRequest(`Unknown scenario ${name}`);
    const application = this.application(uuid);
    if (!application) throw notFound('Application');
    const patch = scenario.patch(application);
    return this.#mutate(() => {
      this.#applyPatch(application, patch);
      application.journey = {
        steps: [
          ...automaticFrom(application.status.checklistStatus),
          ...structuredClone(scenario.then ?? []),
        ],
        polls: 0,
      };
      return application;
    });
  }

  #applyPatch(application: HelocApplication, patch: ApplicationPatch): void {
    if (patch.status) application.status = { ...application.status, ...patch.status };
    if (patch.progress !== undefined) application.progress = patch.progress;
    if (patch.offers !== undefined) application.offers = structuredClone(patch.offers);
    else if (
      OFFER_STATUSES.includes(patch.status?.checklistStatus ?? '') &&
      application.offers.length === 0
    ) {
      // Offers are ready when the status says so (a status set by hand, a revised offer).
      application.offers = generateOffers(
        application.property.estimatedValue,
        this.#ids,
        this.flag('fe-heloc-rate-buy-down')?.enabled ?? false,
      );
    }
    if (patch.active !== undefined) application.active = patch.active;
    if (patch.activeForAppStart !== undefined)
      application.activeForAppStart = patch.activeForAppStart;
    if (patch.isInquiry !== undefined) application.isInquiry = patch.isInquiry;
    if (patch.isCrypto !== undefined) {
      application.isCrypto = patch.isCrypto;
      application.productType = patch.isCrypto ? 'CRYPTO_HELOC' : 'HELOC';
    }
    if (patch.propertyState !== undefined) {
      application.property.state = patch.propertyState;
    }
    if (patch.disburseRoutingNumber !== undefined) {
      const routing = patch.disburseRoutingNumber;
      application.disburseAccount = routing
        ? {
            routingNumber: routing,
            mask: application.disburseAccount.mask ?? 'xxxxxx4321',
            accountNumber: application.disburseAccount.accountNumber ?? '000123454321',
          }
        : { routingNumber: null, mask: null, accountNumber: null };
    }
    if (patch.rate !== undefined) application.rate = patch.rate;
    if (patch.rateType !== undefined)
      application.rateType = patch.rateType === 'VARIABLE' ? 'VARIABLE' : 'FIXED';
    if (patch.amount !== undefined) application.amount = patch.amount;
    if (patch.uwCalculatedDrawAmount !== undefined)
      application.uwCalculatedDrawAmount = patch.uwCalculatedDrawAmount;
    if (patch.term !== undefined) application.term = patch.term;
    application.auditFields.updatedDate = this.nowIso();
  }

  saveFullStoryLink(uuid: string, link: string): HelocApplication {
    const application = this.application(uuid);
    if (!application) throw notFound('Application');
    return this.#mutate(() => {
      application.fullStoryLink = link;
      return application;
    });
  }

  saveExperiments(uuid: string, experiments: HelocApplication['experiments']): HelocApplication {
    const application = this.application(uuid);
    if (!application) throw notFound('Application');
    return this.#mutate(() => {
      for (const experiment of experiments) {
        const existing = application.experiments.find((e) => e.name === experiment.name);
        if (existing) existing.variation = experiment.variation;
        else application.experiments.push({ ...experiment });
      }
      return application;
    });
  }

  optimizelyProfile(identityUuid: string): string | null {
    return this.#state.optimizelyProfiles[identityUuid] ?? null;
  }

  saveOptimizelyProfile(identityUuid: string, optimizelyProfileUuid: string): string {
    return this.#mutate((state) => {
      state.optimizelyProfiles[identityUuid] = optimizelyProfileUuid;
      return optimizelyProfileUuid;
    });
  }

  // ── conditions, notifications, banners ─────────────────────────────────────────────────────

  conditionsFor(applicationUuid: string): Condition[] {
    return this.#state.conditions.filter(
      (condition) => condition.applicationUuid === applicationUuid,
    );
  }

  addCondition(condition: Omit<Condition, 'uuid' | 'created'>): Condition {
    return this.#mutate((state) => {
      const added: Condition = { ...condition, uuid: this.#ids(), created: this.nowIso() };
      state.conditions.push(added);
      return added;
    });
  }

  notificationsFor(identityUuid: string): Notification[] {
    return this.#state.notifications
      .filter((notification) => notification.identityUuid === identityUuid)
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  }

  markNotificationRead(identityUuid: string, id: string): Notification {
    const notification = this.#state.notifications.find(
      (n) => n.id === id && n.identityUuid === identityUuid,
    );
    if (!notification) throw notFound('Notification');
    return this.#mutate(() => {
      notification.isUnread = false;
      return notification;
    });
  }

  // ── mail ────────────────────────────────────────────────────────────────────────────────────

  /** The e-mails the lender sent, newest first (the stand-in mail page). */
  mail(): SentMail[] {
    return [...this.#state.mail].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  }

  /** Records a sent e-mail. */
  sendMail(mail: SentMail): SentMail {
    return this.#mutate((state) => {
      state.mail.push(structuredClone(mail));
      return mail;
    });
  }

  // ── feature flags ───────────────────────────────────────────────────────────────────────────

  flag(key: string): FeatureFlag | undefined {
    return this.#state.flags.find((flag) => flag.key === key);
  }

  /** Turns a flag on or off (variables merged when given). Unknown names are refused. */
  setFlag(key: string, enabled: boolean, variables?: FlagVariables): FeatureFlag {
    if (!isFlagName(key)) throw badRequest(`Unknown feature flag ${key}`);
    return this.#mutate((state) => {
      let flag = state.flags.find((f) => f.key === key);
      if (!flag) {
        flag = { key, enabled, variables: {} };
        state.flags.push(flag);
      }
      flag.enabled = enabled;
      if (variables) flag.variables = { ...flag.variables, ...variables };
      return flag;
    });
  }

  // ── faults and latency ──────────────────────────────────────────────────────────────────────

  /** Releases the calls hanging on a `hang` fault (see `hang`). Not state: nothing to persist. */
  readonly #hangs = new Set<() => void>();

  /** `status`: an HTTP status (0: network error), `hang` or `lost` (src/sandbox/faults.ts). */
  addFault(
    operation: string,
    status: Fault['status'],
    times: number | null = null,
    retryAfter?: number,
  ): void {
    this.#mutate((state) => {
      state.settings.faults.push({
        operation,
        status,
        remaining: times,
        ...(retryAfter === undefined ? {} : { retryAfter }),
      });
    });
  }

  /** Clears the faults of one operation, or all. */
  clearFaults(operation?: string): void {
    this.#mutate((state) => {
      state.settings.faults = operation
        ? state.settings.faults.filter((f) => f.operation !== operation)
        : [];
    });
  }

  /** The fault a call of `operation` must answer now, if any (uses up one of its times). */
  takeFault(operation: string): Fault | null {
    const index = this.#state.settings.faults.findIndex((f) => f.operation === operation);
    if (index < 0) return null;
    return this.#mutate((state) => {
      const fault = state.settings.faults[index]!;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) state.settings.faults.splice(index, 1);
      }
      return { ...fault };
    });
  }

  /**
   * A call that never answers: resolves when the client aborts it (`signal`) or the lender is
   * reset, so no hung call outlives a test.
   */
  hang(signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted) {
        resolve();
        return;
      }
      const release = () => {
        this.#hangs.delete(release);
        signal?.removeEventListener('abort', release);
        resolve();
      };
      this.#hangs.add(release);
      signal?.addEventListener('abort', release, { once: true });
    });
  }

  /** How many calls hang now (a `hang` fault the client has not aborted). */
  get hangingCalls(): number {
    return this.#hangs.size;
  }

  /** Releases every hung call and forgets the running idempotent calls (on reset). */
  #releaseCalls(): void {
    for (const release of [...this.#hangs]) release();
    this.#runningKeys.clear();
  }

  /** null: the environment's default latency. */
  setLatency(ms: number | null): void {
    this.#mutate((state) => {
      state.settings.latencyMs = ms;
    });
  }

  setChatAvailability(availability: SandboxState['settings']['chatAvailability']): void {
    this.#mutate((state) => {
      state.settings.chatAvailability = availability;
    });
  }

  setCreditPullPolls(polls: number): void {
    this.#mutate((state) => {
      state.settings.creditPullPolls = Math.max(0, Math.floor(polls));
    });
  }

  // ── idempotency and counts (docs/sandbox.md "Idempotency" and "Counts") ───────────────────

  /** Keys whose first call is running now (`operation caller key`). Not state. */
  readonly #runningKeys = new Set<string>();

  /** The answer kept for `key`, sent by `caller` (an identity uuid or `anonymous`) to `operation`. */
  idempotentAnswer(operation: string, caller: string, key: string): IdempotencyRecord | undefined {
    return this.#state.idempotency?.find(
      (record) => record.operation === operation && record.caller === caller && record.key === key,
    );
  }

  /** Marks the first call of a key as running: false when a call with that key runs already. */
  claimIdempotencyKey(operation: string, caller: string, key: string): boolean {
    const id = `${operation} ${caller} ${key}`;
    if (this.#runningKeys.has(id)) return false;
    this.#runningKeys.add(id);
    return true;
  }

  releaseIdempotencyKey(operation: string, caller: string, key: string): void {
    this.#runningKeys.delete(`${operation} ${caller} ${key}`);
  }

  /**
   * A write's resolver ran: counts a commit when it acted (answered 2xx) and keeps its answer for
   * its idempotency key, when it had one (the last MAX_IDEMPOTENCY_RECORDS are kept). One change.
   */
  recordWrite(
    operation: string,
    outcome: { committed: boolean; answer?: Omit<IdempotencyRecord, 'at'> },
  ): void {
    if (!outcome.committed && !outcome.answer) return;
    if (!outcome.answer) {
      // Why not a change of its own: a count alone is not worth a save (and a relay message) per
      // write; it goes out with the next change. A test that edits the stored state by hand while
      // a page's shell services post (telemetry, experiments) would otherwise lose its edit.
      const commits = (this.#state.commits ??= {});
      commits[operation] = (commits[operation] ?? 0) + 1;
      return;
    }
    this.#mutate((state) => {
      if (outcome.committed) {
        const commits = (state.commits ??= {});
        commits[operation] = (commits[operation] ?? 0) + 1;
      }
      if (outcome.answer) {
        const records = (state.idempotency ??= []);
        records.push({ ...structuredClone(outcome.answer), at: this.nowIso() });
        if (records.length > MAX_IDEMPOTENCY_RECORDS)
          records.splice(0, records.length - MAX_IDEMPOTENCY_RECORDS);
      }
    });
  }

  /**
   * What the lender holds, counted (tests assert "exactly one of everything per action"), and the
   * writes it acted on by operation.
   */
  counts(): LenderCounts {
    const counts: LenderCounts = {
      identities: this.#state.identities.length,
      applications: this.#state.applications.length,
      appraisalPayments: 0,
      bankAccounts: 0,
      documents: 0,
      incomeDocuments: 0,
      conditionAnswers: 0,
      identityVerifications: 0,
      signatures: 0,
      consents: 0,
      userConsents: this.#state.userConsents.length,
      signers: 0,
      notaryBookings: 0,
      mail: this.#state.mail.length,
      commits: { ...this.#state.commits },
    };
    for (const application of this.#state.applications) {
      const screens = application.screens;
      counts.appraisalPayments += screens.property?.appraisalPayments.length ?? 0;
      counts.bankAccounts += screens.bank?.accounts.length ?? 0;
      counts.documents += screens.conditions?.documents.length ?? 0;
      counts.conditionAnswers += screens.conditions?.answered.length ?? 0;
      for (const source of screens.income?.sources ?? [])
        counts.incomeDocuments += source.documents.length;
      counts.identityVerifications += screens.income?.identity?.length ?? 0;
      counts.signatures += Object.keys(screens.signing?.signatures ?? {}).length;
      if (screens.signing?.eConsent) counts.consents += 1;
      if (screens.signing?.reservation) counts.notaryBookings += 1;
      counts.signers += application.helocSigners.length;
      for (const signer of application.helocSigners) {
        counts.signatures += Object.keys(signer.signatures).length;
        if (signer.eConsent) counts.consents += 1;
      }
    }
    return counts;
  }

  // ── lead portal, prefill ────────────────────────────────────────────────────────────────────

  loanOfficer(uuid: string): LoanOfficer | undefined {
    return this.#state.loanOfficers.find((officer) => officer.uuid === uuid);
  }

  referral(uuid: string) {
    return this.#state.referrals.find((referral) => referral.uuid === uuid);
  }

  offerCode(code: string) {
    const wanted = code.trim().toUpperCase();
    return this.#state.offerCodes.find((record) => record.offerCode === wanted);
  }

  prepop(id: string): AffiliatePrepop | undefined {
    return this.#state.prepops.find((record) => record.id === id);
  }

  // ── waitlist, consents, feedback, telemetry ────────────────────────────────────────────────

  joinWaitlist(entry: Omit<WaitlistEntry, 'uuid' | 'createdAt'>): WaitlistEntry {
    return this.#mutate((state) => {
      const added: WaitlistEntry = { ...entry, uuid: this.#ids(), createdAt: this.nowIso() };
      state.waitlist.push(added);
      return added;
    });
  }

  consentPrompt(consentType: string) {
    return this.#state.consentPrompts.find((prompt) => prompt.consentType === consentType);
  }

  saveUserConsents(records: Omit<UserConsentRecord, 'uuid' | 'createdAt'>[]): UserConsentRecord[] {
    for (const record of records) {
      if (!this.#state.consentPrompts.some((prompt) => prompt.uuid === record.consentPromptUuid)) {
        throw badRequest(`Unknown consent prompt ${record.consentPromptUuid}`);
      }
    }
    return this.#mutate((state) => {
      const saved = records.map((record) => ({
        ...record,
        uuid: this.#ids(),
        createdAt: this.nowIso(),
      }));
      state.userConsents.push(...saved);
      return saved;
    });
  }

  /** Adds a banner, or replaces the one with its uuid (staff tools: publish or update). */
  saveBanner(banner: Banner): Banner {
    return this.#mutate((state) => {
      const saved = structuredClone(banner);
      const index = state.banners.findIndex((b) => b.uuid === banner.uuid);
      if (index === -1) state.banners.push(saved);
      else state.banners[index] = saved;
      return structuredClone(saved);
    });
  }

  saveFeedback(record: Omit<FeedbackRecord, 'uuid' | 'createdAt'>): FeedbackRecord {
    return this.#mutate((state) => {
      const saved: FeedbackRecord = { ...record, uuid: this.#ids(), createdAt: this.nowIso() };
      state.feedback.push(saved);
      return saved;
    });
  }

  createTelemetrySession(context: string, trackerUuid?: string | null): TelemetrySession {
    return this.#mutate((state) => {
      const session: TelemetrySession = {
        uuid: this.#ids(),
        epoch: this.#clock(),
        trackerUuid: trackerUuid || this.#ids(),
        context,
        events: 0,
      };
      state.telemetrySessions.push(session);
      if (state.telemetrySessions.length > MAX_TELEMETRY_SESSIONS) state.telemetrySessions.shift();
      return session;
    });
  }

  trackEvent(event: Omit<SandboxState['events'][number], 'at'>): void {
    this.#mutate((state) => {
      state.events.push({ ...event, at: this.nowIso() });
      if (state.events.length > MAX_EVENTS)
        state.events.splice(0, state.events.length - MAX_EVENTS);
      const session = state.telemetrySessions.find((s) => s.uuid === event.sessionKey);
      if (session) session.events += 1;
    });
  }

  // ── operating hours, chat ───────────────────────────────────────────────────────────────────

  hours(department: string) {
    return this.#state.operatingHours[department as Department];
  }

  isChatOpen(): boolean {
    const availability = this.#state.settings.chatAvailability;
    if (availability !== 'hours') return availability === 'open';
    return isOpenAt(this.#state.operatingHours.OPS_CHAT, this.#clock());
  }

  startChat(input: NewChat): ChatSession {
    const requested = (input.chatMode ?? '').toLowerCase();
    const mode: ChatSession['mode'] = requested.includes('bot')
      ? 'chatbot'
      : requested.includes('agent')
        ? 'agent'
        : this.isChatOpen()
          ? 'agent'
          : 'chatbot';
    return this.#mutate((state) => {
      const sid = `CH${this.#ids().replace(/-/gu, '')}`;
      const expiration = this.#clock() + (mode === 'agent' ? SIX_HOURS : TEN_MINUTES);
      const session: ChatSession = {
        conversationSid: sid,
        omniProxyChannelId: this.#ids(),
        contactId: this.#ids(),
        token: `sandbox-chat.${sid}.${expiration}`,
        expiration,
        friendlyName: input.friendlyName,
        emailAddress: input.emailAddress,
        mode,
        provider: input.provider,
        applicationUuid: input.applicationUuid ?? null,
        identityUuid: input.identityUuid ?? null,
        nonce: input.nonce ?? null,
        messages: [],
      };
      const welcome =
        input.welcomeMessage ||
        (mode === 'agent'
          ? 'Thanks for reaching out. A loan specialist will be with you shortly.'
          : 'Hi, I am the virtual assistant. Our team is away right now, but I can answer many questions.');
      session.messages.push({
        id: this.#ids(),
        author: mode,
        authorName: mode === 'agent' ? SANDBOX_AGENT_NAME : null,
        body: welcome,
        media: [],
        time: this.nowIso(),
      });
      state.chatSessions.push(session);
      return session;
    });
  }

  chatSession(conversationSid: string): ChatSession | undefined {
    return this.#state.chatSessions.find((session) => session.conversationSid === conversationSid);
  }

  chatSessionByToken(token: string): ChatSession | undefined {
    return this.#state.chatSessions.find((session) => session.token === token);
  }

  chatSessionByChannel(omniProxyChannelId: string): ChatSession | undefined {
    return this.#state.chatSessions.find(
      (session) => session.omniProxyChannelId === omniProxyChannelId,
    );
  }

  /**
   * The session a chat token opens: any token the lender issued for it that has not expired,
   * while the session itself lives (`chatToken=expire` ends every token of it at once).
   */
  chatSessionForToken(token: string): ChatSession | undefined {
    const match = /^sandbox-chat\.([A-Za-z0-9]+)\.(\d+)$/u.exec(token);
    if (!match) return undefined;
    const session = this.chatSession(match[1] ?? '');
    const now = this.#clock();
    if (!session || Number(match[2]) <= now || session.expiration <= now) return undefined;
    return session;
  }

  refreshChatToken(token: string): ChatSession {
    const session = this.chatSessionForToken(token);
    if (!session) throw badRequest('Token state is invalid');
    return this.#mutate(() => {
      session.expiration = this.#clock() + (session.mode === 'agent' ? SIX_HOURS : TEN_MINUTES);
      session.token = `sandbox-chat.${session.conversationSid}.${session.expiration}`;
      return session;
    });
  }

  /** The chatbot's canned reply (keyword match), stored with the question. */
  chatWithBot(conversationId: string, message: string): { questionId: string; reply: ChatMessage } {
    return this.#mutate((state) => {
      let session = this.chatSession(conversationId);
      if (!session) {
        session = {
          conversationSid: conversationId,
          omniProxyChannelId: this.#ids(),
          contactId: this.#ids(),
          token: '',
          expiration: this.#clock() + TEN_MINUTES,
          friendlyName: '',
          emailAddress: '',
          mode: 'chatbot',
          provider: 'twilio',
          applicationUuid: null,
          identityUuid: null,
          nonce: null,
          messages: [],
        };
        state.chatSessions.push(session);
      }
      const time = this.nowIso();
      session.messages.push({
        id: this.#ids(),
        author: 'applicant',
        authorName: session.friendlyName || null,
        body: message,
        media: [],
        time,
      });
      const questionId = this.#ids();
      const reply: ChatMessage = {
        id: this.#ids(),
        author: 'chatbot',
        authorName: null,
        body: botReply(message),
        media: [],
        time,
        questionId,
      };
      session.messages.push(reply);
      return { questionId, reply };
    });
  }

  // ── the agent chat's realtime side (src/sandbox/chat, docs/sandbox.md "Web chat") ──────────

  /** Changes one chat session and notifies; a session that is gone changes nothing (undefined). */
  changeChat<T>(conversationSid: string, change: (session: ChatSession) => T): T | undefined {
    const session = this.chatSession(conversationSid);
    if (!session) return undefined;
    return this.#mutate(() => change(session));
  }

  /** Adds a message to a conversation (an id and the time are given to it). */
  addChatMessage(
    conversationSid: string,
    message: Omit<ChatMessage, 'id' | 'time'>,
  ): ChatMessage | undefined {
    return this.changeChat(conversationSid, (session) => {
      const stored: ChatMessage = { ...message, id: this.#ids(), time: this.nowIso() };
      session.messages.push(stored);
      return stored;
    });
  }

  /** Closes a conversation (the agent ended it, or the applicant said goodbye). */
  endChat(conversationSid: string, by: 'agent' | 'applicant'): ChatSession | undefined {
    return this.changeChat(conversationSid, (session) => {
      if (!session.endedAt) {
        session.endedAt = this.nowIso();
        session.endedBy = by;
      }
      session.agentTyping = false;
      return session;
    });
  }

  /** Every token of the conversation expires now: refresh and connect are refused. */
  expireChatToken(conversationSid: string): ChatSession | undefined {
    return this.changeChat(conversationSid, (session) => {
      session.expiration = this.#clock() - 1;
      return session;
    });
  }

  /** The newest conversation that is still open (of this mode, when given). */
  latestOpenChat(mode?: ChatSession['mode']): ChatSession | undefined {
    return this.#state.chatSessions.findLast(
      (session) => !session.endedAt && (mode === undefined || session.mode === mode),
    );
  }

  setChatConnection(connection: NonNullable<SandboxState['settings']['chatConnection']>): void {
    this.#mutate((state) => {
      state.settings.chatConnection = connection;
    });
  }

  setChatAttachments(mode: NonNullable<SandboxState['settings']['chatAttachments']>): void {
    this.#mutate((state) => {
      state.settings.chatAttachments = mode;
    });
  }
}

/** The simulated agent's name (sandbox only). */
export const SANDBOX_AGENT_NAME = 'Morgan';

function botReply(message: string): string {
  const text = message.toLowerCase();
  if (/\b(rate|apr|interest)\b/u.test(text)) {
    return 'Your rate depends on your credit, property and line amount. You can see your offers after the soft credit pull, which does not affect your credit score.';
  }
  if (/\b(hour|open|call|phone)\b/u.test(text)) {
    return 'Our loan specialists are available weekdays from 6 am to 5 pm Pacific Time.';
  }
  if (/\b(notary|sign)/u.test(text)) {
    return 'Once your documents are ready you can meet an online notary in a short video session.';
  }
  if (/\b(fund|money|when)\b/u.test(text)) {
    return 'Most borrowers are funded in as little as five business days after signing.';
  }
  return 'Thanks for your question. A loan specialist can help with that during business hours, weekdays 6 am to 5 pm Pacific Time.';
}
