import {
  bankAccountHint,
  CONDITION_CATEGORIES,
  conditionActionPath,
  conditionView,
  paystubCountText,
  signerConditionActionPath,
  signerConditionView,
  uploadFieldLabel,
  visibleConditions,
  type ConditionInput,
} from './conditions';

const UUID = '0a000000-0000-4000-8000-000000000001';

function condition(overrides: Partial<ConditionInput> = {}): ConditionInput {
  return {
    uuid: 'c1',
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    created: '2026-01-01T10:00:00Z',
    notes: 'Internal notes',
    commentsToBorrower: null,
    requestDocuments: [],
    xtraData: { numDocsRequired: 1 },
    actionNeeded: null,
    ...overrides,
  };
}

const view = (overrides: Partial<ConditionInput>, account?: Parameters<typeof conditionView>[1]) =>
  conditionView(condition(overrides), account)!;

describe('condition wording (spec shell §5)', () => {
  it('counts paystubs from numDocsRequired, default 1', () => {
    expect(paystubCountText(undefined)).toBe('most recent paystub');
    expect(paystubCountText(null)).toBe('most recent paystub');
    expect(paystubCountText(1)).toBe('most recent paystub');
    expect(paystubCountText(0)).toBe('most recent paystub');
    expect(paystubCountText(2)).toBe('2 most recent paystubs');
    expect(paystubCountText(3)).toBe('3 most recent paystubs');
  });

  it('puts the paystub count in the paystub title and description, and asks for that many files', () => {
    const paystub = view({
      categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
      requestDocuments: ['PAYSTUB'],
      xtraData: { numDocsRequired: 2 },
    });
    expect(paystub.title).toBe('Upload your 2 most recent paystubs');
    expect(paystub.description).toBe('We need your 2 most recent paystubs to verify your income.');
    expect(paystub.documentTypes).toEqual(['USER_UPLOADED_PAYSTUB']);
    expect(paystub.filesPerType).toBe(2);
    expect(paystub.actionLabel).toBe('Upload Documents');
    expect(view({ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', xtraData: null }).title).toBe(
      'Upload your most recent paystub',
    );
  });

  it('heads a bank fraud review by its requested documents', () => {
    const bank = { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW' };
    expect(view({ ...bank, requestDocuments: ['BANK_LETTER'] }).title).toBe('Upload Bank Letter');
    expect(view({ ...bank, requestDocuments: ['BANK_STATEMENT', 'BANK_LETTER'] }).title).toBe(
      'Upload Bank Verification Documentation',
    );
    expect(view({ ...bank, requestDocuments: ['BANK_STATEMENT'] }).title).toBe(
      'Upload Bank Statement',
    );
    expect(view({ ...bank, requestDocuments: [] }).title).toBe(
      'Upload Bank Verification Documentation',
    );
  });

  it('says "Upload Documents" when more than one document is requested', () => {
    expect(view({ requestDocuments: ['BANK_STATEMENT', 'BANK_LETTER'] }).actionLabel).toBe(
      'Upload Documents',
    );
    expect(view({ requestDocuments: ['BANK_LETTER'] }).actionLabel).toBe('Upload Document');
    expect(view({ requestDocuments: [] }).actionLabel).toBe('Upload Document');
  });

  it('lets commentsToBorrower override the description', () => {
    expect(view({ commentsToBorrower: 'Please send page 2 too.' }).description).toBe(
      'Please send page 2 too.',
    );
    expect(
      view({
        categoryEnum: 'HARD_CREDIT_INQUIRY_REVIEW',
        notes: 'Inquiry by ACME Bank on 01/02/2026.',
        commentsToBorrower: 'Tell us about the ACME inquiry.',
      }).description,
    ).toBe('Tell us about the ACME inquiry.');
    expect(view({ commentsToBorrower: '   ' }).description).toBe(
      'We need one more document to continue with your application.',
    );
  });

  it('uses the notes as the description of a hard credit inquiry', () => {
    expect(
      view({ categoryEnum: 'HARD_CREDIT_INQUIRY_REVIEW', notes: 'Inquiry by ACME Bank.' })
        .description,
    ).toBe('Inquiry by ACME Bank.');
    expect(
      view({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST', notes: 'Internal' }).description,
    ).not.toBe('Internal');
  });

  it('hints the bank account by the last 4 characters of the mask or number', () => {
    expect(bankAccountHint({ mask: 'xxxx6789' })).toBe('6789');
    expect(bankAccountHint({ mask: null, accountNumber: '000123456789' })).toBe('6789');
    expect(bankAccountHint({ mask: '4321', accountNumber: '000123456789' })).toBe('4321');
    expect(bankAccountHint({ mask: '', accountNumber: '' })).toBeNull();
    expect(bankAccountHint(null)).toBeNull();
    const bank = view(
      { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', requestDocuments: ['BANK_LETTER'] },
      { accountNumber: '55501234' },
    );
    expect(bank.accountHint).toBe('1234');
    expect(bank.description).toBe(
      'We need to confirm that the bank account ending in 1234 is yours. Upload a letter from your bank that shows your name and the account number.',
    );
  });
});

describe('which conditions are shown, in what order, and where they lead', () => {
  it('shows only known categories, oldest first', () => {
    const list = visibleConditions([
      condition({ uuid: 'new', created: '2026-03-01T00:00:00Z' }),
      condition({
        uuid: 'unknown',
        categoryEnum: 'SOMETHING_ELSE',
        created: '2020-01-01T00:00:00Z',
      }),
      condition({ uuid: 'none', categoryEnum: null }),
      condition({ uuid: 'undated', created: null }),
      condition({ uuid: 'old', created: '2026-01-01T00:00:00Z' }),
    ]);
    expect(list.map((item) => item.uuid)).toEqual(['old', 'new', 'undated']);
  });

  it('routes each action to the spec routes', () => {
    const phone = view({ categoryEnum: 'MISSING_PHONE_NUMBER', uuid: 'p 1' });
    expect(phone.actionLabel).toBe('Add Phone Number');
    expect(conditionActionPath(UUID, phone)).toBe(
      `/${UUID}/conditions/phone-number?conditionUuid=p%201`,
    );
    const identity = view({ categoryEnum: 'ID_VERIFICATION_FAILURE' });
    expect(identity.actionLabel).toBe('Verify Identity');
    expect(conditionActionPath(UUID, identity)).toBe(`/${UUID}/identity?conditionUuid=c1`);
    expect(conditionActionPath(UUID, view({}))).toBe(
      `/${UUID}/conditions/upload-document?conditionUuid=c1`,
    );
    const escalation = view({ categoryEnum: 'ESCALATION_REVIEW' });
    expect(escalation.actionLabel).toBeNull();
    expect(conditionActionPath(UUID, escalation)).toBeNull();
  });

  it('asks for the requested document types, else the category’s own', () => {
    expect(view({ categoryEnum: 'REVIEW_TRUST_REQUIREMENTS' }).documentTypes).toEqual([
      'CERTIFICATE_OF_TRUST',
    ]);
    expect(view({ categoryEnum: 'IDENTITY_DOCUMENT_FRAUD_REVIEW' }).documentTypes).toEqual([
      'ID_FRONT',
      'ID_BACK',
    ]);
    expect(
      view({ requestDocuments: ['BANK_LETTER', 'BANK_LETTER', 'BANK_STATEMENT'] }).documentTypes,
    ).toEqual(['BANK_LETTER', 'BANK_STATEMENT']);
    expect(uploadFieldLabel('USER_UPLOADED_PAYSTUB', 2)).toBe('Paystubs (2 files)');
    expect(uploadFieldLabel('BANK_LETTER', 1)).toBe('Bank letter');
  });
});

describe("the additional signer's condition routes (spec: heloc-signer/conditions/…)", () => {
  const of = (overrides: Partial<ConditionInput>) => conditionView(condition(overrides))!;

  it('leads an upload to upload-document with conditionUuid, conditionType and conditionEnum', () => {
    expect(
      signerConditionActionPath(of({ uuid: 'c 1', categoryEnum: 'GENERIC_DOCUMENT_REQUEST' })),
    ).toBe(
      '/heloc-signer/conditions/upload-document?conditionUuid=c%201&conditionType=upload&conditionEnum=GENERIC_DOCUMENT_REQUEST',
    );
  });

  it('leads an identity check to the signer identity page, and a phone or review nowhere', () => {
    expect(signerConditionActionPath(of({ categoryEnum: 'ID_VERIFICATION_FAILURE' }))).toBe(
      '/heloc-signer/identity?conditionUuid=c1',
    );
    expect(signerConditionActionPath(of({ categoryEnum: 'MISSING_PHONE_NUMBER' }))).toBeNull();
    expect(signerConditionActionPath(of({ categoryEnum: 'ESCALATION_REVIEW' }))).toBeNull();
  });

  it("answers a signer's failed ID check with photos of the ID on the upload page", () => {
    const id = signerConditionView(of({ categoryEnum: 'ID_VERIFICATION_FAILURE' }));
    expect(id).toMatchObject({
      action: 'upload',
      actionLabel: 'Upload Documents',
      documentTypes: ['ID_FRONT', 'ID_BACK'],
    });
    expect(signerConditionActionPath(id)).toBe(
      '/heloc-signer/conditions/upload-document?conditionUuid=c1&conditionType=upload&conditionEnum=ID_VERIFICATION_FAILURE',
    );
    const other = of({});
    expect(signerConditionView(other)).toBe(other);
  });

  it("leads a signer's location condition to the location page with the spec's query", () => {
    const location = signerConditionView(
      of({ uuid: 'c 2', categoryEnum: 'SIGNER_LOCATION_CONFIRMATION' }),
    );
    expect(location).toMatchObject({
      category: 'SIGNER_LOCATION_CONFIRMATION',
      title: 'Share your location',
      action: 'location',
      actionLabel: 'Share My Location',
      documentTypes: [],
    });
    expect(location.description).toMatch(/^We could not confirm where you were when you signed/u);
    expect(signerConditionActionPath(location)).toBe(
      '/heloc-signer/conditions/location?conditionUuid=c%202&conditionType=location&conditionEnum=SIGNER_LOCATION_CONFIRMATION',
    );
  });

  it("keeps the lender's own words to the signer for a location condition", () => {
    const location = signerConditionView(
      of({
        categoryEnum: 'SIGNER_LOCATION_CONFIRMATION',
        commentsToBorrower: 'Please share your location from your phone.',
      }),
    );
    expect(location.description).toBe('Please share your location from your phone.');
    expect(location.action).toBe('location');
  });
});

describe("a co-owner's location condition as the primary borrower sees it", () => {
  it("is a designed category beside the spec's 12", () => {
    expect(CONDITION_CATEGORIES).toHaveLength(13);
    expect(CONDITION_CATEGORIES.at(-1)).toBe('SIGNER_LOCATION_CONFIRMATION');
  });

  it('says there is nothing to do and leads nowhere (a borrower has no location page)', () => {
    const location = view({ categoryEnum: 'SIGNER_LOCATION_CONFIRMATION' });
    expect(location).toMatchObject({
      title: 'Waiting for a co-owner to share their location',
      action: 'none',
      actionLabel: null,
    });
    expect(location.description).toMatch(/there's nothing you need to do\.$/u);
    expect(conditionActionPath(UUID, location)).toBeNull();
  });
});
