/**
 * The conditions calls through the app's own API functions against the sandbox lender: the
 * multipart upload, answering a condition, and the open list without it.
 */
import { configureApi, resetApiConfig } from '../../api/config';
import {
  answerCondition,
  getExternalApplicantConditions,
  shareConditionLocation,
} from '../../api/conditions';
import { documentFormData, uploadDocument } from '../../api/documents';
import { ApiError } from '../../api/errors';
import { savePhoneAlias } from '../../api/identity';
import { stubBrowser } from '../../api/testSupport';
import { MAX_DOCUMENT_BYTES } from '../../domain/documents';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { SEED } from '../lender';
import { addSignerCondition } from '../staff/signers';
import { answerConditionIn, openConditions, sharedLocations } from './conditions';
import { TEST_ORIGIN } from './testUrls';

const { lender } = setupSandboxServer();
const UUID = SEED.borrower.applicationUuid;
const PAYSTUB_CONDITION = 'c0d10000-0000-4000-8000-000000000001';

function pdf(name: string, size = 1200): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  stubBrowser(`/account/heloc/${UUID}/conditions`);
  configureApi({ baseUrl: TEST_ORIGIN, orgCode: 'main', onUnauthenticated: () => undefined });
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
});
afterEach(() => resetApiConfig());

describe('documents and conditions calls', () => {
  it('builds the multipart body with the file name and the optional condition', () => {
    const form = documentFormData({ documentType: 'BANK_LETTER', file: pdf('letter.pdf') });
    expect(form.get('documentType')).toBe('BANK_LETTER');
    expect((form.get('file') as File).name).toBe('letter.pdf');
    expect(form.has('conditionUuid')).toBe(false);
  });

  it('uploads a document, answers the condition, and the condition leaves the list', async () => {
    expect(await getExternalApplicantConditions(UUID)).toHaveLength(3);
    const uploaded = await uploadDocument(UUID, {
      documentType: 'USER_UPLOADED_PAYSTUB',
      file: pdf('june.pdf'),
      conditionUuid: PAYSTUB_CONDITION,
    });
    expect(uploaded).toMatchObject({
      documentType: 'USER_UPLOADED_PAYSTUB',
      fileName: 'june.pdf',
      size: 1200,
    });
    const records = lender.application(UUID)!.screens.conditions!.documents;
    expect(records).toEqual([
      expect.objectContaining({
        uuid: uploaded.uuid,
        conditionUuid: PAYSTUB_CONDITION,
        contentType: 'application/pdf',
        identityUuid: SEED.borrower.uuid,
      }),
    ]);

    const answered = await answerCondition(UUID, PAYSTUB_CONDITION, {
      documentUuids: [uploaded.uuid],
    });
    expect(answered.uuid).toBe(PAYSTUB_CONDITION);
    const open = await getExternalApplicantConditions(UUID);
    expect(open.map((condition) => condition.uuid)).not.toContain(PAYSTUB_CONDITION);
    expect(open).toHaveLength(2);
  });

  it('refuses what the app would refuse, with the same words', async () => {
    const big = await rejection(
      uploadDocument(UUID, {
        documentType: 'BANK_LETTER',
        file: pdf('huge.pdf', MAX_DOCUMENT_BYTES + 1),
      }),
    );
    expect(big.status).toBe(413);
    expect(big.message).toBe('huge.pdf is larger than 10 MB. Upload a smaller file.');

    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(
      (await rejection(uploadDocument(UUID, { documentType: 'BANK_LETTER', file: text }))).status,
    ).toBe(415);
    expect(
      (await rejection(uploadDocument(UUID, { documentType: 'NOPE', file: pdf('a.pdf') }))).status,
    ).toBe(400);
    expect(
      (
        await rejection(
          uploadDocument(UUID, {
            documentType: 'BANK_LETTER',
            file: pdf('a.pdf'),
            conditionUuid: 'c0d10000-0000-4000-8000-00000000ffff',
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await rejection(answerCondition(UUID, 'c0d10000-0000-4000-8000-00000000ffff'))).status,
    ).toBe(404);
    expect(
      (await rejection(answerCondition(UUID, PAYSTUB_CONDITION, { documentUuids: ['x'] }))).status,
    ).toBe(400);
  });

  it('needs a signed-in applicant to upload', async () => {
    localStorage.removeItem('jwt');
    expect(
      (await rejection(uploadDocument(UUID, { documentType: 'BANK_LETTER', file: pdf('a.pdf') })))
        .status,
    ).toBe(401);
  });

  it('answers the phone number condition after the alias is saved', async () => {
    const phone = lender.addCondition({
      applicationUuid: UUID,
      identityUuid: SEED.borrower.uuid,
      categoryEnum: 'MISSING_PHONE_NUMBER',
      notes: 'No phone on file.',
      commentsToBorrower: null,
      requestDocuments: [],
      xtraData: { numDocsRequired: 0 },
      actionNeeded: null,
    });
    await savePhoneAlias('+15125550142');
    await answerCondition(UUID, phone.uuid);
    expect(openConditions(lender, UUID).map((condition) => condition.uuid)).not.toContain(
      phone.uuid,
    );
  });

  it('lets staff code answer a condition directly, once', () => {
    const first = answerConditionIn(lender, UUID, PAYSTUB_CONDITION, SEED.borrower.uuid);
    const again = answerConditionIn(lender, UUID, PAYSTUB_CONDITION, SEED.borrower.uuid);
    expect(again).toEqual(first);
    expect(lender.application(UUID)!.screens.conditions!.answered).toHaveLength(1);
  });
});

describe("an additional signer's location condition (designed)", () => {
  const SACRAMENTO = { latitude: 38.5816, longitude: -121.4944, accuracy: 25 };

  function locationCondition() {
    const added = addSignerCondition(lender, UUID, 'location');
    if (!added.ok) throw new Error(added.message);
    return added.value;
  }

  const signInAs = (identityUuid: string) =>
    localStorage.setItem('jwt', lender.identity(identityUuid)!.jwt);

  it('is filed for the signer, and answered only after the signer shared where they are', async () => {
    const condition = locationCondition();
    expect(condition).toMatchObject({
      categoryEnum: 'SIGNER_LOCATION_CONFIRMATION',
      identityUuid: SEED.signer.uuid,
    });
    signInAs(SEED.signer.uuid);
    const early = await rejection(answerCondition(UUID, condition.uuid));
    expect([early.status, early.message]).toEqual([409, 'Share your location first.']);

    const shared = await shareConditionLocation(UUID, condition.uuid, SACRAMENTO);
    expect(shared).toMatchObject({ conditionUuid: condition.uuid, recordedAt: expect.any(String) });
    expect(sharedLocations(lender, UUID, condition.uuid)).toEqual([
      expect.objectContaining({ uuid: shared.uuid, identityUuid: SEED.signer.uuid, ...SACRAMENTO }),
    ]);
    await answerCondition(UUID, condition.uuid);
    const open = await getExternalApplicantConditions(UUID);
    expect(open.map((item) => item.uuid)).not.toContain(condition.uuid);

    const late = await rejection(shareConditionLocation(UUID, condition.uuid, SACRAMENTO));
    expect([late.status, late.message]).toEqual([409, 'This condition is already answered.']);
  });

  it("refuses another applicant's condition, a condition that asks for no location, and a bad position", async () => {
    const condition = locationCondition();
    // The primary borrower is signed in (beforeEach): the condition is the signer's.
    const theirs = await rejection(shareConditionLocation(UUID, condition.uuid, SACRAMENTO));
    expect([theirs.status, theirs.message]).toEqual([
      403,
      'This condition is for another applicant.',
    ]);
    const paystub = await rejection(shareConditionLocation(UUID, PAYSTUB_CONDITION, SACRAMENTO));
    expect(paystub.status).toBe(400);
    signInAs(SEED.signer.uuid);
    const bad = await rejection(
      shareConditionLocation(UUID, condition.uuid, { ...SACRAMENTO, latitude: 91 }),
    );
    expect(bad.status).toBe(400);
    const unknown = await rejection(
      shareConditionLocation(UUID, 'c0d10000-0000-4000-8000-00000000ffff', SACRAMENTO),
    );
    expect(unknown.status).toBe(404);
    localStorage.removeItem('jwt');
    expect((await rejection(shareConditionLocation(UUID, condition.uuid, SACRAMENTO))).status).toBe(
      401,
    );
    expect(sharedLocations(lender, UUID, condition.uuid)).toEqual([]);
  });

  it('lets staff answer it without a location', () => {
    const condition = locationCondition();
    answerConditionIn(lender, UUID, condition.uuid, SEED.signer.uuid);
    expect(openConditions(lender, UUID).map((item) => item.uuid)).not.toContain(condition.uuid);
  });
});
