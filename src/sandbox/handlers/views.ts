import { MANUAL_NOTARY_FEE, RECORDING_TAX_STATES, VALUATION_FEE } from '../../domain/offer';
import type { HelocApplication, Identity, Lender, Profile } from '../lender';
import { incomeRequestRecordsJson } from './incomeRecords';

/**
 * How the lender's records look on the wire. Internal bookkeeping (the journey schedule, the
 * password, the current token) stays out of every answer.
 */

export function statusJson(application: HelocApplication) {
  const { status } = application;
  return {
    uuid: application.uuid,
    checklistStatus: status.checklistStatus,
    waitingOnFloodCert: status.waitingOnFloodCert,
    bpo: status.bpo,
    title: status.title,
    uwDecision: status.uwDecision,
    uwSubDecision: status.uwSubDecision,
    primaryParticipantAcceptComplete: status.primaryParticipantAcceptComplete,
    manualNotary: status.manualNotary,
    progress: application.progress,
  };
}

function offersByType(application: HelocApplication) {
  const grouped: Record<string, HelocApplication['offers']> = {};
  for (const offer of application.offers) (grouped[offer.type] ??= []).push(offer);
  return grouped;
}

/** The HELOC application and the application data the shell reads, in one object. */
export function applicationJson(application: HelocApplication) {
  const { journey: _journey, screens: _screens, ...rest } = application;
  const recordingTaxed = RECORDING_TAX_STATES.has(application.property.state);
  const line = application.amount || (application.offers[0]?.max ?? 0);
  return {
    ...structuredClone(rest),
    // The signers as the spec lists them; their own progress and invitation link stay inside.
    helocSigners: application.helocSigners.map((signer) => ({
      identityUuid: signer.identityUuid,
      name: structuredClone(signer.name),
      email: signer.email,
      signed: signer.signed,
      signedAt: signer.signedAt,
    })),
    offersByType: offersByType(application),
    decision: application.status.uwDecision,
    subDecision: application.status.uwSubDecision,
    assetDepletion: application.status.uwDecision === 'ASSET_DEPLETION',
    costs: [
      {
        feeType: 'VALUATION',
        borrowerPaidAmount: VALUATION_FEE,
        jsCriteria: null,
        totalPaidByBorrower: VALUATION_FEE,
      },
      { feeType: 'RECORDING', borrowerPaidAmount: 95, jsCriteria: null, totalPaidByBorrower: 95 },
      ...(application.status.manualNotary
        ? [
            {
              feeType: 'MANUAL_NOTARY',
              borrowerPaidAmount: MANUAL_NOTARY_FEE,
              jsCriteria: null,
              totalPaidByBorrower: MANUAL_NOTARY_FEE,
            },
          ]
        : []),
    ],
    ofeeMaxThreshold: null,
    maxDtiUnlimited: false,
    minRecordingTax: 0,
    maxRecordingTax: recordingTaxed ? Math.round((line / 100_000) * 1_400) : 0,
    incomeRequestRecords: incomeRequestRecordsJson(application),
    liabilities: [
      {
        monetaryBalance: Math.round(application.property.estimatedValue * 0.45),
        monetaryCalculatedNextPaymentMinimumAmount: Math.round(
          application.property.estimatedValue * 0.003,
        ),
      },
    ],
    drawPreference: application.screens.offer?.drawPreference ?? 'PRESERVE',
  };
}

export function identityJson(identity: Identity) {
  return {
    uuid: identity.uuid,
    email: identity.email,
    aliases: structuredClone(identity.aliases),
    organizationCode: identity.organizationCode,
    createdAt: identity.createdAt,
  };
}

export function profileJson(profile: Profile) {
  return structuredClone(profile);
}

/** The identity broker's "self" answer. */
export function figureInfoJson(identity: Identity, profile: Profile | undefined) {
  return {
    uuid: identity.uuid,
    identityUuid: identity.uuid,
    email: identity.email,
    realm: identity.kind,
    organizationCode: identity.organizationCode,
    firstName: profile?.name.firstName ?? '',
    lastName: profile?.name.lastName ?? '',
    isBroker: profile?.isBroker ?? false,
    phoneNumber: identity.aliases[0]?.value ?? null,
  };
}

/** Applications the identity sees, as JSON. */
export function applicationsJson(lender: Lender, identityUuid: string) {
  return lender.applicationsFor(identityUuid).map(applicationJson);
}
