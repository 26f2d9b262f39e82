import {
  applySignerState,
  type Condition,
  type HelocSigner,
  type Lender,
  type StaffSignerState,
} from '../lender';
import { CONDITION_TEMPLATES } from './conditions';

/**
 * The staff tools' signer controls (docs/sandbox.md "Signer mode"): `signer=<state>[:<e-mail>]`
 * puts an additional signer of the current application in a state, `signerCondition=1` files an
 * ID verification condition for its first signer, `signerCondition=location` a location one.
 */

export type SignerResult<T> = { ok: true; value: T } | { ok: false; message: string };

function signerOf(
  lender: Lender,
  applicationUuid: string,
  email: string | null,
): SignerResult<HelocSigner> {
  const application = lender.application(applicationUuid);
  if (!application) return { ok: false, message: `no application ${applicationUuid}` };
  const signer = email
    ? application.helocSigners.find((s) => s.email.toLowerCase() === email.toLowerCase())
    : application.helocSigners[0];
  if (!signer)
    return {
      ok: false,
      message: email
        ? `the application has no additional signer ${email}`
        : 'the application has no additional signer',
    };
  return { ok: true, value: signer };
}

/**
 * Sets the signer (the first, or the one with this e-mail) to exactly that state; `notary` is
 * refused on an application with a manual notary.
 */
export function setStaffSignerState(
  lender: Lender,
  applicationUuid: string,
  state: StaffSignerState,
  email: string | null = null,
): SignerResult<HelocSigner> {
  const found = signerOf(lender, applicationUuid, email);
  if (!found.ok) return found;
  // Why: with a notary in person the lender never asks a signer for an eNotary session.
  if (state === 'notary' && lender.application(applicationUuid)?.status.manualNotary)
    return {
      ok: false,
      message: 'the application has a notary in person (manualNotary): no eNotary for its signers',
    };
  const identityUuid = found.value.identityUuid;
  const signer = lender.changeApplication(applicationUuid, (application) => {
    const entry = application.helocSigners.find((s) => s.identityUuid === identityUuid)!;
    applySignerState(application, entry, state, {
      nowIso: () => lender.nowIso(),
      newId: () => lender.newId(),
    });
    return entry;
  });
  return { ok: true, value: signer };
}

/** What `signerCondition=` files: `1` an ID check, `location` a location confirmation. */
export const SIGNER_CONDITION_KINDS = ['id', 'location'] as const;
export type SignerConditionKind = (typeof SIGNER_CONDITION_KINDS)[number];

/**
 * An open condition for the first signer (identityUuid = the signer): an ID_VERIFICATION_FAILURE
 * asking for a clearer photo, or a SIGNER_LOCATION_CONFIRMATION (answered on their location page).
 */
export function addSignerCondition(
  lender: Lender,
  applicationUuid: string,
  kind: SignerConditionKind = 'id',
): SignerResult<Condition> {
  const found = signerOf(lender, applicationUuid, null);
  if (!found.ok) return found;
  const condition =
    kind === 'location'
      ? lender.addCondition({
          applicationUuid,
          identityUuid: found.value.identityUuid,
          categoryEnum: 'SIGNER_LOCATION_CONFIRMATION',
          ...structuredClone(CONDITION_TEMPLATES.SIGNER_LOCATION_CONFIRMATION),
        })
      : lender.addCondition({
          applicationUuid,
          identityUuid: found.value.identityUuid,
          categoryEnum: 'ID_VERIFICATION_FAILURE',
          ...structuredClone(CONDITION_TEMPLATES.ID_VERIFICATION_FAILURE),
          commentsToBorrower: 'Please upload a clearer photo of your ID.',
        });
  return { ok: true, value: condition };
}
