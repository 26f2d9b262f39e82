import { LenderError } from '../errors';
import { everySignerSigned } from '../signers';
import type { HelocApplication } from '../types';
import type { StepRules } from './rule';

/**
 * Step rules of the signing screens (see rule.ts; bodies: src/api/journeySteps.ts; docs/sandbox.md "Disclosures, signing and
 * notary"). Every field is optional so that a staff completion (an empty body, as the journey
 * tests post) still moves the application on; what the screens send is checked against the
 * lender's records.
 */

/** The note documents the borrower signs (handlers/signingScreens.ts serves them). */
export const NOTE_DOCUMENT_UUIDS = ['heloc-agreement', 'notice-of-right-to-cancel'] as const;

/**
 * The lender's words for a document shown, acknowledged or signed before the ESIGN consent
 * (issue 17; handlers/signingScreens.ts and handlers/signer.ts answer them too).
 */
export const E_CONSENT_REQUIRED_MESSAGE =
  'E-sign consent is required before documents can be shown or signed';

function signatures(application: HelocApplication) {
  return application.screens.signing?.signatures ?? {};
}

export const signingStepRules: StepRules = {
  // The screen's acknowledgment is an electronic signature: not before the e-consent. A staff
  // completion (no `acknowledged`) still moves the application on.
  'sign-closing-disclosure': {
    apply: (application, input) => {
      if (input.acknowledged && application.screens.signing?.eConsent === undefined) {
        throw new LenderError(409, { errors: [E_CONSENT_REQUIRED_MESSAGE] });
      }
    },
  },
  'sign-note': {
    apply: (application, input) => {
      if (!input.documentUuids) return;
      const signed = signatures(application);
      const missing = NOTE_DOCUMENT_UUIDS.filter((uuid) => !signed[uuid]);
      if (missing.length > 0) {
        throw new LenderError(409, {
          errors: [`Sign every document first (not signed: ${missing.join(', ')})`],
        });
      }
    },
  },
  notarize: {
    apply: (application, input) => {
      const state = application.screens.signing;
      if (input.method === 'ENOTARY' && state?.notarySession?.status !== 'COMPLETE') {
        throw new LenderError(409, { errors: ['The eNotary session is not complete'] });
      }
      if (input.method === 'MANUAL') {
        const reservation = state?.reservation;
        if (!reservation || reservation.reservationUuid !== input.reservationUuid) {
          throw new LenderError(409, { errors: ['No such notary reservation'] });
        }
        reservation.status = 'COMPLETED';
      }
    },
  },
  // Every additional signer signs first (signer mode: nobody signs by themselves).
  'co-deed': {
    apply: (application) => {
      if (!everySignerSigned(application)) {
        throw new LenderError(409, { errors: ['Every signer must sign first'] });
      }
    },
  },
};
