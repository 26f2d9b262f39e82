/**
 * The registration's calls to the lender, behind its actors (registration.actors.ts): the
 * start's prefill sources and the submit sequence. A module of its own, loaded on first use, so
 * the start page does not carry the submit sequence and the prefill sources a plain visit never
 * needs (docs/decisions/008-start-page-budget.md). Each call takes the actor's abort signal:
 * leaving the wizard cancels the request in flight.
 *
 * Every write of the submit sequence is given the Idempotency-Key its chart keeps for it
 * (`Keyed<…>`, issue 17) and sends it as `CallOptions.idempotencyKey`; a call that makes several
 * writes gives each its own key derived from it (`partKey`), the same on every run.
 */
import {
  createHeloc,
  getOptimizelyProfile,
  getZipEligibility,
  listApplications,
  saveOptimizelyProfile,
} from '../../src/api/application';
import { getConsentPrompt, saveUserConsents, type OptInOut } from '../../src/api/commsPrefs';
import { UNEXPECTED_ERROR_MESSAGE, isApiError } from '../../src/api/errors';
import { getIdentity, registerIdentity, savePhoneAlias } from '../../src/api/identity';
import { login, registerWithBroker } from '../../src/api/identityBroker';
import { getLicensedStates, getLoanOriginator } from '../../src/api/leadPortal';
import { getAffiliatePrepop, getOfferCode, getWholesaleReferral } from '../../src/api/prefill';
import { getProfile, saveProfileName } from '../../src/api/profile';
import { verifyAbilityToStartApplication } from '../../src/api/search';
import {
  startTelemetrySession,
  trackEvent,
  type TelemetrySessionRequest,
} from '../../src/api/telemetry';
import { joinWaitlist, type WaitlistRequest } from '../../src/api/waitlist';
import { analyticsAllowed } from '../../src/domain/consent';
import { telemetryPageUrl, telemetryQueryParams } from '../../src/domain/queryParams';
import { readStoredKey } from '../telemetry/telemetry.host';
import {
  activeApplicationModal,
  blockingInquiry,
  type AuthMode,
  type PrefillData,
} from '../../src/domain/registration';
import { buildCreateHelocPayload, type PayloadInput } from '../../src/domain/registration/payload';
import { decodePrefill } from '../../src/domain/registration/prefillCodec';
import {
  prefillFromAffiliate,
  prefillFromOfferCode,
  prefillFromProfile,
  prefillFromWholesaleReferral,
} from '../../src/domain/registration/prefillSources';
import type {
  AbilityOutput,
  BlockedOutput,
  LoanOfficerInfo,
  RegisterOutput,
  StartInput,
  TelemetryKey,
  WaitlistOutput,
} from './registration.types';

/** A submit write's input with the key its chart keeps for it (submit.machine.ts). */
export type Keyed<T> = T & { idempotencyKey: string };

/** The key of one of several writes of a call, derived from the call's key and the write's name. */
export function partKey(idempotencyKey: string, part: string): string {
  return `${idempotencyKey}.${part}`;
}

/** The app version the telemetry session request names (the build's package version). */
const TELEMETRY_APP_VERSION = typeof __APP_VERSION__ === 'undefined' ? '' : __APP_VERSION__;

/** Best effort: a prefill source that fails is left out (the user types the answer). */
async function optional<T>(request: Promise<T> | null): Promise<T | null> {
  if (!request) return null;
  try {
    return await request;
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    return null;
  }
}

/** Spec §5: a 404 or 400 means the referrer is unknown. */
const isUnknownReferrer = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

async function loadOfficer(
  uuid: string,
  orgCode: string,
  signal: AbortSignal,
): Promise<LoanOfficerInfo | 'unknown' | null> {
  try {
    const [officer, licence] = await Promise.all([
      getLoanOriginator(uuid, orgCode, { signal }),
      getLicensedStates(uuid, orgCode, { signal }),
    ]);
    const info = officer.originatorDisplayInfo;
    return {
      uuid,
      name: info?.originatorName ?? null,
      phoneNumber: info?.phoneNumber ?? null,
      email: info?.email ?? null,
      licensedStates: licence.licensedStates,
      enforce: licence.enforceLicensedStatesForReferral === true,
    };
  } catch (error) {
    if (isUnknownReferrer(error)) return 'unknown';
    // Why: any other failure must not block the wizard; the referrer is kept and sent as given.
    return null;
  }
}

/** What the start's sources answered, each already in the prefill's shape. */
export interface StartSources {
  offer: PrefillData | null;
  affiliate: { data: PrefillData; abVersion?: string } | null;
  referral: PrefillData | null;
  userData: PrefillData | null;
  profile: ReturnType<typeof prefillFromProfile> | null;
  officer: LoanOfficerInfo | 'unknown' | null;
}

/** Every prefill source and the referring officer, at once. */
export async function loadStartSources(
  input: StartInput,
  signal: AbortSignal,
): Promise<StartSources> {
  const { query } = input;
  const [offer, affiliate, referral, profile, officer] = await Promise.all([
    optional(query.offerCode ? getOfferCode(query.offerCode, { signal }) : null),
    optional(query.affiliate ? getAffiliatePrepop({ id: query.affiliate }, { signal }) : null),
    optional(query.rid ? getWholesaleReferral(query.rid, { signal }) : null),
    optional(input.isAuthenticated ? getProfile({ signal }) : null),
    query.referrer ? loadOfficer(query.referrer, input.orgCode, signal) : Promise.resolve(null),
  ]);
  return {
    offer: offer && prefillFromOfferCode(offer),
    affiliate: affiliate
      ? { data: prefillFromAffiliate(affiliate), abVersion: affiliate.abVersion ?? undefined }
      : null,
    referral: referral && query.rid ? prefillFromWholesaleReferral(referral, query.rid) : null,
    userData: decodePrefill(query.userData),
    profile: profile ? prefillFromProfile(profile) : null,
    officer,
  };
}

export interface WaitlistInput {
  orgCode: string;
  zip: string;
  request: WaitlistRequest;
}

/** The waitlist check: a zip the partner cannot lend in joins the waitlist instead. */
export async function checkWaitlist(
  input: Keyed<WaitlistInput>,
  signal: AbortSignal,
): Promise<WaitlistOutput> {
  const { ineligibleZips } = await getZipEligibility(input.orgCode, { signal });
  if (!ineligibleZips.includes(input.zip)) return { waitlisted: false };
  await joinWaitlist(input.request, { signal, idempotencyKey: input.idempotencyKey });
  return { waitlisted: true };
}

export interface RegisterInput {
  authMode: AuthMode;
  email: string;
  password: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  orgCode: string;
  nonce: string;
  telemetryTrackingId?: string;
}

/** Legacy: register and keep the token. Hosted: the broker answers where to log in. */
export async function register(
  input: Keyed<RegisterInput>,
  signal: AbortSignal,
): Promise<RegisterOutput> {
  const options = { signal, idempotencyKey: input.idempotencyKey };
  if (input.authMode === 'legacy') {
    await registerIdentity(
      { email: input.email, password: input.password, phoneNumber: input.phoneNumber },
      input.orgCode,
      options,
    );
    return { kind: 'registered' };
  }
  const url = await registerWithBroker(
    {
      telemetryTrackingId: input.telemetryTrackingId,
      externalStateNonce: input.nonce,
      displayConsentsWithMfa: false,
      organization: input.orgCode,
    },
    {
      email: input.email,
      phoneNumber: input.phoneNumber,
      firstName: input.firstName,
      lastName: input.lastName,
    },
    input.orgCode,
    options,
  );
  return { kind: 'redirect', url };
}

export function savePhone(
  input: Keyed<{ phoneNumber: string }>,
  signal: AbortSignal,
): Promise<void> {
  return savePhoneAlias(input.phoneNumber, { signal, idempotencyKey: input.idempotencyKey });
}

export async function verifyAbilityToStart(signal: AbortSignal): Promise<AbilityOutput> {
  const answer = await verifyAbilityToStartApplication({ signal });
  return {
    canStart: answer.canStartApplication,
    organizationsWithActiveApplication: answer.organizationsWithActiveApplication,
  };
}

export interface BlockedInput {
  name: { firstName: string; middleName?: string; lastName: string; suffix?: string };
  orgCode: string;
  now: Date;
  organizationsWithActiveApplication: string[];
}

/**
 * Unable to start: save the name to the profile, then pick the modal from the applications; for
 * an inquiry application, who its loan officer is (their display info), so the modal can say how
 * to reach them. A failed officer lookup leaves the modal without them, never fails the step.
 */
export async function explainBlocked(
  input: Keyed<BlockedInput>,
  signal: AbortSignal,
): Promise<BlockedOutput> {
  await saveProfileName(input.name, { signal, idempotencyKey: input.idempotencyKey });
  const applications = (await optional(listApplications({ signal }))) ?? [];
  const modal = activeApplicationModal(
    input.organizationsWithActiveApplication,
    applications,
    input.now,
  );
  const officerUuid = blockingInquiry(applications)?.referrer?.referrerUuid;
  if (modal !== 'inquiry' || !officerUuid) return { modal };
  const officer = await optional(getLoanOriginator(officerUuid, input.orgCode, { signal }));
  const info = officer?.originatorDisplayInfo;
  return {
    modal,
    officerContact: info
      ? {
          name: info.originatorName ?? null,
          phoneNumber: info.phoneNumber ?? null,
          email: info.email ?? null,
        }
      : null,
  };
}

export interface CreateInput {
  /** The answers the create-HELOC body is built from (the body itself is this call's concern). */
  application: PayloadInput;
  state: string;
}

/**
 * The identity's Optimizely profile (registration §7 GET and PATCH …/optermizerly-profile), for
 * the create-HELOC body's optimizelyProfileRequest. Designed: the profile is the browser's
 * telemetry tracker (the id flag decisions are made for, `optimizeUser.trackerId`); an identity
 * that has none yet gets this browser's, and one that has a profile keeps it. Best effort: any
 * failure (or no tracker) leaves it out of the body; only leaving the wizard rejects.
 */
export async function resolveOptimizelyProfile(
  trackerUuid: string | null,
  signal: AbortSignal,
  idempotencyKey?: string,
): Promise<string | undefined> {
  try {
    const identity = await getIdentity({ signal });
    const stored = await getOptimizelyProfile(identity.uuid, { signal });
    if (stored.optimizelyProfileUuid) return stored.optimizelyProfileUuid;
    if (!trackerUuid) return undefined;
    const saved = await saveOptimizelyProfile(identity.uuid, trackerUuid, {
      signal,
      idempotencyKey,
    });
    return saved.optimizelyProfileUuid ?? trackerUuid;
  } catch (error) {
    if (signal.aborted) throw error;
    return undefined;
  }
}

export async function createApplication(
  input: Keyed<CreateInput>,
  signal: AbortSignal,
): Promise<{ uuid: string }> {
  const optimizelyProfileUuid =
    input.application.optimizelyProfileUuid ??
    (await resolveOptimizelyProfile(
      browserTrackerUuid(),
      signal,
      partKey(input.idempotencyKey, 'optimizely-profile'),
    ));
  const created = await createHeloc(
    buildCreateHelocPayload({ ...input.application, optimizelyProfileUuid }),
    input.state,
    { signal, idempotencyKey: input.idempotencyKey },
  );
  return { uuid: created.uuid };
}

/** What the existing-HELOC check looks for: the property the create-HELOC was posted for. */
export interface ExistingHelocInput {
  property: { street1: string; city: string; state: string; zip: string };
}

/** Lower case, single spaces, no trailing period: "12  Main St." and "12 main st" are one. */
const addressText = (text: string | null | undefined) =>
  (text ?? '').trim().toLowerCase().replace(/\s+/gu, ' ').replace(/\.$/u, '');

/**
 * After a create-HELOC whose answer was lost (issue 17): did the lender create it? The identity's
 * applications are read (listApplications); an active one for the same property is the one the
 * lost call created (the identity could start an application: verify-ability-to-start answered
 * that none was active), the newest if several. Null when there is none: post it again.
 */
export async function findCreatedHeloc(
  input: ExistingHelocInput,
  signal: AbortSignal,
): Promise<{ uuid: string } | null> {
  const applications = await listApplications({ signal });
  const wanted = input.property;
  const match = applications
    .filter(
      (application) =>
        application.active !== false &&
        addressText(application.property?.street1) === addressText(wanted.street1) &&
        addressText(application.property?.city) === addressText(wanted.city) &&
        addressText(application.property?.state) === addressText(wanted.state) &&
        (application.property?.zip ?? '').trim().slice(0, 5) === wanted.zip.trim().slice(0, 5),
    )
    .sort((a, b) =>
      (b.auditFields?.createdDate ?? '').localeCompare(a.auditFields?.createdDate ?? ''),
    )[0];
  return match ? { uuid: match.uuid } : null;
}

/** The browser's telemetry tracker (localStorage telemetry_trackerUuid), if any. */
function browserTrackerUuid(): string | null {
  try {
    return readStoredKey(globalThis.sessionStorage, globalThis.localStorage).trackerUuid || null;
  } catch {
    return null;
  }
}

export interface SmsConsentsInput {
  orgCode: string;
  phone: string;
  email: string;
  marketing: boolean;
  transactional: boolean;
  /** fe-heloc-sms-transactional-consent: ask for the transactional prompt too. */
  includeTransactional: boolean;
}

const optInOut = (yes: boolean): OptInOut => (yes ? 'OPT_IN' : 'OPT_OUT');

/** The prompt uuid(s) the user saw, then the consent post. */
export async function saveSmsConsents(
  input: Keyed<SmsConsentsInput>,
  signal: AbortSignal,
): Promise<void> {
  const marketing = await getConsentPrompt('SMS', { signal });
  const consents = [{ consentPromptUuid: marketing.uuid, optInOut: optInOut(input.marketing) }];
  if (input.includeTransactional) {
    const transactional = await getConsentPrompt('SMS_TRANSACTIONAL', { signal });
    consents.push({
      consentPromptUuid: transactional.uuid,
      optInOut: optInOut(input.transactional),
    });
  }
  await saveUserConsents(
    {
      org: input.orgCode,
      source: 'HELOC_REGISTRATION',
      productType: 'HELOC',
      phone: input.phone,
      email: input.email,
      consents,
    },
    { signal, idempotencyKey: input.idempotencyKey },
  );
}

/** The three start events, in the spec's order. */
export const START_EVENTS = ['helocStarted', 'appStarted', 'heloc-register-start'] as const;

export interface StartEventsInput {
  /** The device's telemetry session; a key without a uuid carries only the browser's tracker. */
  sessionKey: TelemetryKey | null;
  applicationUuid: string;
  pagePath: string;
}

export interface StartEventsOutput {
  /** The key the events carried. */
  sessionKey: TelemetryKey;
  /** The session was started here (the host keeps it on the device). */
  started: boolean;
}

/** What the session request tells about the page (shell §3 "Telemetry session"). */
function sessionRequest(sessionKey: TelemetryKey | null): TelemetrySessionRequest {
  const page = typeof window === 'undefined' ? null : window;
  return {
    // The page before this one, without its query (it may be the lender's own page with the prefill).
    referrer: typeof document === 'undefined' ? '' : telemetryPageUrl(document.referrer),
    // Attribution only (issue 14): never the prefill, a referral or an offer code.
    queryParams: telemetryQueryParams(page?.location.search ?? ''),
    screenWidth: page?.screen?.width ?? 0,
    screenHeight: page?.screen?.height ?? 0,
    windowWidth: page?.innerWidth ?? 0,
    windowHeight: page?.innerHeight ?? 0,
    sessionKey: sessionKey?.trackerUuid ? sessionKey : null,
    appVersion: TELEMETRY_APP_VERSION,
  };
}

/** The session the shell's telemetry keeps on the device (shell §3), read when the events go. */
function deviceSessionKey(): TelemetryKey | null {
  try {
    const key = readStoredKey(globalThis.sessionStorage, globalThis.localStorage);
    return key.uuid ? key : null;
  } catch {
    return null;
  }
}

/**
 * The start events, each carrying the telemetry session's key: the one the shell's telemetry
 * established (machines/telemetry) when there is one by now, else one is started first, resuming
 * the browser's tracker when known, so the events are never sent without a key.
 *
 * Telemetry never blocks the borrower: when the user declined analytics nothing is sent, and a
 * failure (telemetry down) resolves without a session (`started: false`), so the submit sequence
 * goes on. Only leaving the wizard (the abort) rejects.
 */
export async function sendStartEvents(
  input: Keyed<StartEventsInput>,
  signal: AbortSignal,
): Promise<StartEventsOutput> {
  const given = input.sessionKey?.uuid ? input.sessionKey : deviceSessionKey();
  const unsent: StartEventsOutput = {
    sessionKey: given ?? input.sessionKey ?? { uuid: '', epoch: 0, trackerUuid: '' },
    started: false,
  };
  if (!analyticsAllowed(typeof localStorage === 'undefined' ? null : localStorage)) return unsent;
  try {
    let sessionKey = given;
    const started = sessionKey === null;
    if (!sessionKey) {
      const answer = await startTelemetrySession('secure', sessionRequest(input.sessionKey), {
        signal,
        idempotencyKey: partKey(input.idempotencyKey, 'session'),
      });
      if (!answer.sessionKey) throw new Error(UNEXPECTED_ERROR_MESSAGE);
      sessionKey = answer.sessionKey;
    }
    for (const event of START_EVENTS) {
      await trackEvent(
        'secure',
        {
          domain: typeof location === 'undefined' ? '' : location.host,
          pagePath: input.pagePath,
          event,
          sessionKey,
          applicationUuid: input.applicationUuid,
          productType: 'HELOC',
        },
        { signal, idempotencyKey: partKey(input.idempotencyKey, event) },
      );
    }
    return { sessionKey, started };
  } catch (error) {
    if (signal.aborted) throw error;
    return unsent;
  }
}

/** Account exists, hosted mode: the broker's login URL with the way back. */
export interface HostedLoginInput {
  returnUrl: string;
  telemetryTrackingId?: string;
}

export function hostedLogin(input: HostedLoginInput, signal: AbortSignal): Promise<string> {
  return login('customer', input.telemetryTrackingId, { returnUrl: input.returnUrl }, { signal });
}
