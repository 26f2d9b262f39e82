/**
 * Conditions for the borrower (shell spec §3 "Condition", §4 "Conditions", §5 "Condition
 * wording"): which are shown, in what order, and what each one says and where its action leads.
 * Titles, descriptions and action labels not given by the spec are designed
 * (docs/screens/conditions.md).
 */
import { documentTypeForRequest, documentTypeLabel, type DocumentType } from './documents';
import type { ApplicationScreen, SignerScreenPath } from './screenPaths';

export const CONDITION_CATEGORIES = [
  'BANK_ACCOUNT_FRAUD_REVIEW',
  'ID_VERIFICATION_FAILURE',
  'MISSING_PHONE_NUMBER',
  'REVIEW_TRUST_REQUIREMENTS',
  'PROPERTY_LEGAL_DESCRIPTION',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'HARD_CREDIT_INQUIRY_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'ESCALATION_REVIEW',
  // Designed (not among the spec's 12): filed for an additional signer, answered on the signer's
  // conditions/location page (docs/screens/signer.md).
  'SIGNER_LOCATION_CONFIRMATION',
] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];

export function isConditionCategory(value: unknown): value is ConditionCategory {
  return typeof value === 'string' && (CONDITION_CATEGORIES as readonly string[]).includes(value);
}

/** A condition as the service sends it (src/api/conditions.ts ConditionSchema). */
export interface ConditionInput {
  uuid: string;
  categoryEnum?: string | null;
  created?: string | null;
  notes?: string | null;
  commentsToBorrower?: string | null;
  requestDocuments: readonly string[];
  xtraData?: { numDocsRequired?: number | null } | null;
  actionNeeded?: string | null;
}

/** The account a bank fraud review is about (the application's disburseAccount). */
export interface BankAccountInput {
  mask?: string | null;
  accountNumber?: string | null;
}

/** The three borrower action routes (shell spec "Condition action routes"), under /{uuid}/. */
export const CONDITION_SCREENS = {
  list: 'conditions',
  upload: 'conditions/upload-document',
  phone: 'conditions/phone-number',
  identity: 'identity',
} as const satisfies Record<string, ApplicationScreen>;

/** `location` is the additional signer's only (signerConditionView): a borrower has no such page. */
export type ConditionActionKind = 'upload' | 'phone' | 'identity' | 'location' | 'none';

// ── spec wording rules ──────────────────────────────────────────────────────────────────────

/** "most recent paystub" or "{n} most recent paystubs" (numDocsRequired, default 1). */
export function paystubCountText(numDocsRequired?: number | null): string {
  const count = documentsRequired(numDocsRequired);
  return count === 1 ? 'most recent paystub' : `${count} most recent paystubs`;
}

/** numDocsRequired as a whole number of at least 1 (missing, zero or nonsense: 1). */
export function documentsRequired(numDocsRequired?: number | null): number {
  return typeof numDocsRequired === 'number' &&
    Number.isFinite(numDocsRequired) &&
    numDocsRequired >= 1
    ? Math.floor(numDocsRequired)
    : 1;
}

export const BANK_VERIFICATION_HEADER = 'Upload Bank Verification Documentation';
export const BANK_LETTER_HEADER = 'Upload Bank Letter';
export const UPLOAD_DOCUMENTS_LABEL = 'Upload Documents';
export const UPLOAD_DOCUMENT_LABEL = 'Upload Document';

/** The last 4 characters of the account mask, else of the account number; null without either. */
export function bankAccountHint(account: BankAccountInput | null | undefined): string | null {
  const source = account?.mask?.trim() || account?.accountNumber?.trim() || '';
  return source ? source.slice(-4) : null;
}

// ── the designed wording per category ───────────────────────────────────────────────────────

interface CategoryDesign {
  title: string;
  description: string;
  action: ConditionActionKind;
  /** The document types uploaded when the condition names none. */
  documents: readonly DocumentType[];
}

const DESIGN: Readonly<Record<ConditionCategory, CategoryDesign>> = {
  BANK_ACCOUNT_FRAUD_REVIEW: {
    title: BANK_VERIFICATION_HEADER,
    description:
      'We need to confirm that the bank account on your application is yours. Upload a recent bank statement or a letter from your bank that shows your name and the account number.',
    action: 'upload',
    documents: ['BANK_STATEMENT'],
  },
  ID_VERIFICATION_FAILURE: {
    title: 'Verify your identity',
    description:
      "We couldn't verify your identity. Please verify it again with a valid government-issued photo ID.",
    action: 'identity',
    documents: [],
  },
  MISSING_PHONE_NUMBER: {
    title: 'Add your phone number',
    description: 'We need a mobile phone number to reach you about your application.',
    action: 'phone',
    documents: [],
  },
  REVIEW_TRUST_REQUIREMENTS: {
    title: 'Upload your certificate of trust',
    description:
      'Your property is held in a trust. Upload the certificate of trust, signed by the trustees, so we can confirm the trust can borrow against the property.',
    action: 'upload',
    documents: ['CERTIFICATE_OF_TRUST'],
  },
  PROPERTY_LEGAL_DESCRIPTION: {
    title: "Upload your property's legal description",
    description:
      "Upload a document that shows your property's legal description, such as your deed, mortgage or title insurance policy.",
    action: 'upload',
    documents: ['PROPERTY_DESCRIPTION_SOURCE'],
  },
  IDENTITY_DOCUMENT_FRAUD_REVIEW: {
    title: 'Upload photos of your ID',
    description:
      'We need to take a closer look at your identity document. Upload clear photos of the front and back of your government-issued photo ID.',
    action: 'upload',
    documents: ['ID_FRONT', 'ID_BACK'],
  },
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: {
    title: 'Confirm you own the property',
    description:
      "Upload a document that shows you own the property, such as your deed, a recent property tax bill or your homeowner's insurance policy.",
    action: 'upload',
    documents: ['SUPPORT_DOCUMENT'],
  },
  FALSE_OWNERSHIP_TYPE_REVIEW: {
    title: 'Confirm how you own the property',
    description:
      'Upload a document that shows how the property is owned (in your own name, jointly, or through a trust or company), such as your deed.',
    action: 'upload',
    documents: ['SUPPORT_DOCUMENT'],
  },
  HELOC_MANUAL_PAYSTUB_UPLOAD: {
    title: 'Upload your paystubs',
    description: 'We need your paystubs to verify your income.',
    action: 'upload',
    documents: ['USER_UPLOADED_PAYSTUB'],
  },
  HARD_CREDIT_INQUIRY_REVIEW: {
    title: 'Explain a recent credit inquiry',
    description:
      'Your credit report shows a recent inquiry. Upload a signed letter that explains it and any new debt it led to.',
    action: 'upload',
    documents: ['SUPPORT_DOCUMENT'],
  },
  GENERIC_DOCUMENT_REQUEST: {
    title: 'Upload a requested document',
    description: 'We need one more document to continue with your application.',
    action: 'upload',
    documents: ['SUPPORT_DOCUMENT'],
  },
  ESCALATION_REVIEW: {
    title: 'Your application is being reviewed',
    description:
      "Our team is taking a closer look at your application. There's nothing you need to do: we'll contact you if we need anything.",
    action: 'none',
    documents: [],
  },
  // A co-owner's: the primary borrower's list shows every applicant's conditions, so this is what
  // they read of it (nothing to do); the signer reads SIGNER_LOCATION_DESIGN and shares it.
  SIGNER_LOCATION_CONFIRMATION: {
    title: 'Waiting for a co-owner to share their location',
    description:
      "A co-owner who signs this application needs to confirm where they are for their e-signature. We've asked them to do it on their own signing pages: there's nothing you need to do.",
    action: 'none',
    documents: [],
  },
};

/** What the borrower sees of one condition and where its action goes. */
export interface ConditionView {
  uuid: string;
  category: ConditionCategory;
  created: string | null;
  title: string;
  description: string;
  action: ConditionActionKind;
  /** The button's words; null when there is nothing to do. */
  actionLabel: string | null;
  /** The document types to upload, one picker each (upload conditions only). */
  documentTypes: DocumentType[];
  /** Files needed for each document type (paystubs: numDocsRequired; otherwise 1). */
  filesPerType: number;
  /** The bank account hint ("1234") of a bank fraud review, when known. */
  accountHint: string | null;
}

function uploadTypes(condition: ConditionInput, design: CategoryDesign): DocumentType[] {
  const requested = [...new Set(condition.requestDocuments.map(documentTypeForRequest))];
  return requested.length > 0 ? requested : [...design.documents];
}

function titleFor(
  category: ConditionCategory,
  condition: ConditionInput,
  types: DocumentType[],
): string {
  if (category === 'BANK_ACCOUNT_FRAUD_REVIEW') {
    const requested = condition.requestDocuments;
    // Spec: more than one requested document → the verification header; exactly BANK_LETTER →
    // "Upload Bank Letter". Designed: one other document → "Upload Bank Statement" and the like.
    if (requested.length > 1) return BANK_VERIFICATION_HEADER;
    if (requested.length === 1 && requested[0] === 'BANK_LETTER') return BANK_LETTER_HEADER;
    if (requested.length === 1) return `Upload ${titleCase(documentTypeLabel(types[0]!))}`;
    return BANK_VERIFICATION_HEADER;
  }
  if (category === 'HELOC_MANUAL_PAYSTUB_UPLOAD') {
    return `Upload your ${paystubCountText(condition.xtraData?.numDocsRequired)}`;
  }
  return DESIGN[category].title;
}

function titleCase(text: string): string {
  return text.replace(/\b\w/gu, (letter) => letter.toUpperCase());
}

function descriptionFor(
  category: ConditionCategory,
  condition: ConditionInput,
  accountHint: string | null,
): string {
  const comments = condition.commentsToBorrower?.trim();
  if (comments) return comments;
  const notes = condition.notes?.trim();
  if (category === 'HARD_CREDIT_INQUIRY_REVIEW' && notes) return notes;
  if (category === 'HELOC_MANUAL_PAYSTUB_UPLOAD') {
    return `We need your ${paystubCountText(condition.xtraData?.numDocsRequired)} to verify your income.`;
  }
  if (category === 'BANK_ACCOUNT_FRAUD_REVIEW' && accountHint) {
    return `We need to confirm that the bank account ending in ${accountHint} is yours. ${
      condition.requestDocuments.length === 1 && condition.requestDocuments[0] === 'BANK_LETTER'
        ? 'Upload a letter from your bank that shows your name and the account number.'
        : 'Upload the documents below: each must show your name and the account number.'
    }`;
  }
  return DESIGN[category].description;
}

function actionLabelFor(
  action: ConditionActionKind,
  condition: ConditionInput,
  filesPerType: number,
): string | null {
  switch (action) {
    case 'upload':
      // Spec: more than one requested document changes the button to "Upload Documents".
      // Designed: so does a request for several files of one kind (2 most recent paystubs).
      return condition.requestDocuments.length > 1 || filesPerType > 1
        ? UPLOAD_DOCUMENTS_LABEL
        : UPLOAD_DOCUMENT_LABEL;
    case 'phone':
      return 'Add Phone Number';
    case 'identity':
      return 'Verify Identity';
    default:
      return null;
  }
}

/** The view of a condition of a known category; null for an unknown one (not shown). */
export function conditionView(
  condition: ConditionInput,
  account?: BankAccountInput | null,
): ConditionView | null {
  const category = condition.categoryEnum;
  if (!isConditionCategory(category)) return null;
  const design = DESIGN[category];
  const types = design.action === 'upload' ? uploadTypes(condition, design) : [];
  const accountHint = category === 'BANK_ACCOUNT_FRAUD_REVIEW' ? bankAccountHint(account) : null;
  const filesPerType =
    category === 'HELOC_MANUAL_PAYSTUB_UPLOAD' && types.length === 1
      ? documentsRequired(condition.xtraData?.numDocsRequired)
      : 1;
  return {
    uuid: condition.uuid,
    category,
    created: condition.created ?? null,
    title: titleFor(category, condition, types),
    description: descriptionFor(category, condition, accountHint),
    action: design.action,
    actionLabel: actionLabelFor(design.action, condition, filesPerType),
    documentTypes: types,
    filesPerType,
    accountHint,
  };
}

function createdTime(created: string | null): number {
  const time = created ? Date.parse(created) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** Spec: shown only when the category is known; sorted oldest first (undated last). */
export function visibleConditions(
  conditions: readonly ConditionInput[],
  account?: BankAccountInput | null,
): ConditionView[] {
  return conditions
    .map((condition) => conditionView(condition, account))
    .filter((view): view is ConditionView => view !== null)
    .map((view, index) => ({ view, index }))
    .sort((a, b) => createdTime(a.view.created) - createdTime(b.view.created) || a.index - b.index)
    .map(({ view }) => view);
}

/**
 * Where a condition's action goes, relative to the router's basename (/{uuid}/…); null when it
 * has none. The upload and phone pages read the condition from `conditionUuid`.
 */
export function conditionActionPath(applicationUuid: string, view: ConditionView): string | null {
  const base = `/${encodeURIComponent(applicationUuid)}`;
  const query = `?conditionUuid=${encodeURIComponent(view.uuid)}`;
  switch (view.action) {
    case 'upload':
      return `${base}/${CONDITION_SCREENS.upload}${query}`;
    case 'phone':
      return `${base}/${CONDITION_SCREENS.phone}${query}`;
    case 'identity':
      // With the condition's id the identity check opens at any status (domain/status companions).
      return `${base}/${CONDITION_SCREENS.identity}${query}`;
    default:
      return null;
  }
}

/**
 * The application's entry: the application status machine asks for the status and routes to its
 * screen (the conditions pages themselves stay open at any status, so a refresh there would not).
 */
export function applicationEntryPath(applicationUuid: string): string {
  return `/${encodeURIComponent(applicationUuid)}`;
}

export function conditionsListPath(applicationUuid: string): string {
  return `/${encodeURIComponent(applicationUuid)}/${CONDITION_SCREENS.list}`;
}

/** The upload picker's label for a document type ("Paystubs" when several are needed). */
export function uploadFieldLabel(type: DocumentType, filesPerType: number): string {
  const label = documentTypeLabel(type);
  return filesPerType > 1 ? `${label}s (${filesPerType} files)` : label;
}

// ── the additional signer's conditions (shell spec "Condition action routes", §6) ─────────────

/** The signer's condition routes, relative to the app's base path (heloc-signer/…). */
export const SIGNER_CONDITION_SCREENS = {
  list: 'heloc-signer/conditions',
  upload: 'heloc-signer/conditions/upload-document',
  location: 'heloc-signer/conditions/location',
  identity: 'heloc-signer/identity',
} as const satisfies Record<string, SignerScreenPath>;

/** The signer's location condition: its list button and the page's main button. */
export const SHARE_LOCATION_LABEL = 'Share My Location';

/**
 * SIGNER_LOCATION_CONFIRMATION as the co-owner it is for reads it (designed): the lender could not
 * confirm where they were for their e-signature (no position, or too rough to name the state),
 * and the law of the state where they sign decides how the signature is recorded.
 */
export const SIGNER_LOCATION_DESIGN = {
  title: 'Share your location',
  description:
    'We could not confirm where you were when you signed. The law of the state where you sign decides how your signature is recorded, so we need to know where you are. Share your location from the device you signed on.',
} as const;

/** The signer's conditions list: '/heloc-signer/conditions'. */
export const SIGNER_CONDITIONS_LIST_PATH = `/${SIGNER_CONDITION_SCREENS.list}`;

/**
 * A condition as an additional signer answers it. The spec gives a signer only the
 * conditions/{location or upload-document} routes: a failed ID check of theirs asks for photos of
 * the ID (front and back) on the upload page, since the signer's identity page is a step of
 * their signing (the co-deed status routes a signer who has verified or signed away from it); a
 * SIGNER_LOCATION_CONFIRMATION is theirs to answer on the location page.
 */
export function signerConditionView(view: ConditionView): ConditionView {
  if (view.category === 'SIGNER_LOCATION_CONFIRMATION') {
    return {
      ...view,
      title: SIGNER_LOCATION_DESIGN.title,
      // The lender's own words (commentsToBorrower, written to whoever the condition is for) win,
      // as for every category; only the borrower's designed description is the signer's instead.
      description:
        view.description === DESIGN.SIGNER_LOCATION_CONFIRMATION.description
          ? SIGNER_LOCATION_DESIGN.description
          : view.description,
      action: 'location',
      actionLabel: SHARE_LOCATION_LABEL,
    };
  }
  if (view.category !== 'ID_VERIFICATION_FAILURE') return view;
  return {
    ...view,
    action: 'upload',
    actionLabel: UPLOAD_DOCUMENTS_LABEL,
    documentTypes: ['ID_FRONT', 'ID_BACK'],
    filesPerType: 1,
  };
}

/**
 * Where a signer's condition's action goes, relative to the app's base path; null when it has
 * none. Uploads and locations carry conditionUuid, conditionType and conditionEnum (the spec's
 * query).
 */
export function signerConditionActionPath(view: ConditionView): string | null {
  const uuid = `conditionUuid=${encodeURIComponent(view.uuid)}`;
  const category = `conditionEnum=${encodeURIComponent(view.category)}`;
  switch (view.action) {
    case 'upload':
      return `/${SIGNER_CONDITION_SCREENS.upload}?${uuid}&conditionType=upload&${category}`;
    case 'location':
      return `/${SIGNER_CONDITION_SCREENS.location}?${uuid}&conditionType=location&${category}`;
    case 'identity':
      return `/${SIGNER_CONDITION_SCREENS.identity}?${uuid}`;
    default:
      return null;
  }
}
