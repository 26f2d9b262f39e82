/**
 * What each registration call is given, built from the registration's context: one named,
 * tested function per call (the charts invoke with them; the calls build their request bodies
 * from these in registration.calls.ts).
 */
import { isCryptoVisit, pathForStep } from '../../src/domain/registration';
import type {
  BlockedInput,
  CreateInput,
  HostedLoginInput,
  RegisterInput,
  SmsConsentsInput,
  StartEventsInput,
  WaitlistInput,
} from './registration.calls';
import { contactOf, nameOf, returnPath, today } from './registration.context';
import { NO_START_SOURCES, startData } from './registration.start';
import type {
  RegistrationContext,
  StartData,
  StartInput,
  SubmitContext,
  SubmitInput,
} from './registration.types';

/** The start: the link's query, the brand, and who the wizard takes the user for. */
export function startInput(context: RegistrationContext): StartInput {
  return {
    query: context.query,
    orgCode: context.input.brand.code,
    isAuthenticated: context.isAuthenticated,
  };
}

/** The start of a plain link: no source to ask the lender about (needsStartSources is false). */
export function plainStart(context: RegistrationContext): StartData {
  return startData(startInput(context), NO_START_SOURCES);
}

/** The submit chart's input: the answers and the calls an earlier run already made. */
export function submitInput(context: RegistrationContext): SubmitInput {
  return {
    registration: context,
    done: context.done,
    helocUuid: context.helocUuid,
    writes: context.submitWrites,
  };
}

/** The waitlist check: the property's zip, and who joins the waitlist if it is not lent in. */
export function waitlistInput(context: RegistrationContext): WaitlistInput {
  const property = context.answers.property ?? context.values.property;
  const name = nameOf(context);
  return {
    orgCode: context.input.brand.code,
    zip: property.zip,
    request: {
      firstName: name.firstName,
      lastName: name.lastName,
      dob: context.answers.birthdate ?? '',
      email: contactOf(context).email,
      income: context.answers.income?.income ?? 0,
      street1: property.street1,
      street2: property.street2 || undefined,
      city: property.city,
      state: property.state,
      zip: property.zip,
      consent: true,
    },
  };
}

/** Register: the password (legacy auth) or the broker's pre-auth nonce (hosted login). */
export function registerInput(context: RegistrationContext): RegisterInput {
  const contact = contactOf(context);
  const name = nameOf(context);
  return {
    authMode: context.input.authMode,
    email: contact.email,
    password: context.values.password.password,
    phoneNumber: contact.phoneNumber,
    firstName: name.firstName,
    lastName: name.lastName,
    orgCode: context.input.brand.code,
    nonce: context.input.nonce,
    telemetryTrackingId: context.input.telemetrySessionKey?.trackerUuid,
  };
}

export function savePhoneInput(context: RegistrationContext): { phoneNumber: string } {
  return { phoneNumber: contactOf(context).phoneNumber };
}

/** Unable to start: the name to save, and the orgs with an active application. */
export function blockedInput(context: SubmitContext): BlockedInput {
  const registration = context.registration;
  return {
    name: nameOf(registration),
    orgCode: registration.input.brand.code,
    now: today(registration),
    organizationsWithActiveApplication: context.activeOrgs,
  };
}

/** The create-HELOC call: the accepted answers the body is built from, and the property state. */
export function createHelocInput(context: RegistrationContext): CreateInput {
  const { answers } = context;
  const property = answers.property!;
  return {
    state: property.state,
    application: {
      property,
      homeAddress: property.occupancyType === 'HOME' ? undefined : answers.homeAddress,
      forSale: answers.forSale ?? { isListedForSale: false },
      income: answers.income!,
      name: nameOf(context),
      email: contactOf(context).email,
      communicationConsent: (answers.loginInfo ?? answers.password)?.communicationConsent ?? false,
      referral: {
        referrerId: context.officer?.uuid ?? undefined,
        referralId: context.query.rid,
      },
      utm: context.query.utm,
      crypto: isCryptoVisit(context.query.utm, context.input.isAuthenticated),
      offerCode: context.query.offerCode,
      affiliate: context.affiliate ?? undefined,
    },
  };
}

export function smsConsentsInput(context: RegistrationContext): SmsConsentsInput {
  const contact = contactOf(context);
  return {
    orgCode: context.input.brand.code,
    phone: contact.phoneNumber,
    email: contact.email,
    marketing: context.values.contact.smsMarketingConsent,
    transactional: context.values.contact.smsTransactionalConsent,
    includeTransactional: context.input.flags.smsTransactionalConsent,
  };
}

/** The start events: the device's telemetry session, the new HELOC and the page submitted. */
export function startEventsInput(context: SubmitContext): StartEventsInput {
  const registration = context.registration;
  return {
    sessionKey: registration.input.telemetrySessionKey ?? null,
    applicationUuid: context.helocUuid ?? '',
    pagePath: `/${pathForStep(registration.input.layout ?? 'wizard', registration.step)}`,
  };
}

/** Account exists, hosted mode: the broker's login, coming back to the closing step. */
export function hostedLoginInput(context: RegistrationContext): HostedLoginInput {
  return {
    returnUrl: returnPath(context),
    telemetryTrackingId: context.input.telemetrySessionKey?.trackerUuid,
  };
}
