import { CONDITION_CATEGORIES } from '../../domain/conditions';
import { answerConditionIn, openConditions } from '../handlers/conditions';
import { isUuid, type Condition, type ConditionCategory, type Lender } from '../lender';

/**
 * The staff tools' conditions: `condition=<CATEGORY>` adds an open condition as the lender's
 * underwriters would file it, `answerCondition=<uuid or CATEGORY>` marks open ones received.
 *
 * The records carry what the spec's wording reads (shell §5 "Condition wording"): the paystub
 * request asks for 2 (numDocsRequired → "2 most recent paystubs"), the bank fraud review asks for
 * exactly BANK_LETTER ("Upload Bank Letter"), the hard credit inquiry's notes are written for the
 * borrower (they are its description), the generic request carries commentsToBorrower (which
 * overrides the description), and the trust review has actionNeeded REVIEW_TRUST_REQUIREMENTS
 * (the value the spec saw). Everything else is left to the app's designed wording per category.
 */

/**
 * The categories `condition=` files for the primary borrower: the spec's 12. The designed
 * SIGNER_LOCATION_CONFIRMATION is a co-owner's only (`signerCondition=location`).
 */
export const STAFF_CONDITION_CATEGORIES: readonly ConditionCategory[] = CONDITION_CATEGORIES.filter(
  (category) => category !== 'SIGNER_LOCATION_CONFIRMATION',
);

type ConditionTemplate = Pick<
  Condition,
  'notes' | 'commentsToBorrower' | 'requestDocuments' | 'xtraData' | 'actionNeeded'
>;

const template = (
  notes: string,
  requestDocuments: string[] = [],
  extra: Partial<ConditionTemplate> = {},
): ConditionTemplate => ({
  notes,
  commentsToBorrower: null,
  requestDocuments,
  xtraData: { numDocsRequired: 1 },
  actionNeeded: null,
  ...extra,
});

export const CONDITION_TEMPLATES: Readonly<Record<ConditionCategory, ConditionTemplate>> = {
  BANK_ACCOUNT_FRAUD_REVIEW: template('Disbursement account needs a bank letter.', ['BANK_LETTER']),
  ID_VERIFICATION_FAILURE: template('Identity document could not be read.'),
  MISSING_PHONE_NUMBER: template('No mobile phone number on file.'),
  REVIEW_TRUST_REQUIREMENTS: template(
    'Title shows the property vested in a trust.',
    ['CERTIFICATE_OF_TRUST'],
    { actionNeeded: 'REVIEW_TRUST_REQUIREMENTS' },
  ),
  PROPERTY_LEGAL_DESCRIPTION: template('Legal description missing from the title report.', [
    'PROPERTY_DESCRIPTION_SOURCE',
  ]),
  IDENTITY_DOCUMENT_FRAUD_REVIEW: template('Identity document flagged for manual review.'),
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: template('Ownership on title does not match the applicant.', [
    'SUPPORT_DOCUMENT',
  ]),
  FALSE_OWNERSHIP_TYPE_REVIEW: template('Ownership type on title differs from the application.', [
    'SUPPORT_DOCUMENT',
  ]),
  HELOC_MANUAL_PAYSTUB_UPLOAD: template('Paystubs needed to verify income.', ['PAYSTUB'], {
    xtraData: { numDocsRequired: 2 },
  }),
  HARD_CREDIT_INQUIRY_REVIEW: template(
    'Your credit report shows a hard inquiry from another lender in the last 90 days. Upload a signed letter that explains it and any new debt it led to.',
    ['SUPPORT_DOCUMENT'],
  ),
  GENERIC_DOCUMENT_REQUEST: template('Insurance declarations page needed.', ['SUPPORT_DOCUMENT'], {
    commentsToBorrower:
      "Please upload the declarations page of your homeowner's insurance policy, showing the coverage amount.",
  }),
  ESCALATION_REVIEW: template('Escalated to senior underwriting.'),
  SIGNER_LOCATION_CONFIRMATION: template(
    "Co-owner's signature has no usable location (none recorded, or too rough to name the state).",
  ),
};

export function isStaffConditionCategory(value: string): value is ConditionCategory {
  return (STAFF_CONDITION_CATEGORIES as readonly string[]).includes(value);
}

/** `answerCondition=<CATEGORY>` also answers a co-owner's location condition. */
export function isAnswerableConditionCategory(value: string): value is ConditionCategory {
  return isStaffConditionCategory(value) || value === 'SIGNER_LOCATION_CONFIRMATION';
}

/** Adds an open condition of the category, for the application's primary borrower. */
export function addStaffCondition(
  lender: Lender,
  applicationUuid: string,
  category: ConditionCategory,
): Condition {
  const application = lender.application(applicationUuid);
  if (!application) throw new Error(`No application ${applicationUuid}`);
  return lender.addCondition({
    applicationUuid,
    identityUuid: application.identityUuid,
    categoryEnum: category,
    ...structuredClone(CONDITION_TEMPLATES[category]),
  });
}

export type AnswerResult = { ok: true; answered: Condition[] } | { ok: false; message: string };

/**
 * Marks open conditions received, as the lender does when it has what it asked for: the one with
 * this uuid (on any application), or every open one of this category on the given application.
 */
export function answerStaffConditions(
  lender: Lender,
  target: string,
  applicationUuid: string | null,
): AnswerResult {
  let found: Condition[];
  if (isUuid(target)) {
    const condition = lender.state.conditions.find((candidate) => candidate.uuid === target);
    if (!condition) return { ok: false, message: `no condition ${target}` };
    const open = openConditions(lender, condition.applicationUuid);
    if (!open.some((candidate) => candidate.uuid === target))
      return { ok: false, message: `condition ${target} is already answered` };
    found = [condition];
  } else {
    if (!applicationUuid)
      return {
        ok: false,
        message: 'no signed-in user with an application (sign in with as=borrower first)',
      };
    found = openConditions(lender, applicationUuid).filter(
      (condition) => condition.categoryEnum === target,
    );
    if (found.length === 0)
      return { ok: false, message: `the application has no open ${target} condition` };
  }
  for (const condition of found) {
    answerConditionIn(lender, condition.applicationUuid, condition.uuid, condition.identityUuid);
  }
  return { ok: true, answered: found };
}
