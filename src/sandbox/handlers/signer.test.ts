/**
 * Signer mode over HTTP (docs/sandbox.md "Signer mode"): the co-deed status per state, the
 * e-consent gate on the signer's package, completion, the primary's list and co-deed step,
 * invitations (identity, mail, link, VALID / USED / EXPIRED) and identity verification per
 * identity.
 */
import { setupSandboxServer } from '../../testing/sandbox-server';
import { INVITATION_DAYS, manualClock, SEED, systemClock, type StaffSignerState } from '../lender';
import { setStaffSignerState } from '../staff/signers';
import { urlFor } from './testUrls';

const { lender } = setupSandboxServer();
const APP = SEED.borrower.applicationUuid;
const DOCUMENT = 'co-owner-consent-to-lien';
const HERE = { latitude: 38.58, longitude: -121.49, accuracy: 20 };

afterEach(() => lender.configure({ clock: systemClock }));

const borrowerJwt = () => lender.identity(SEED.borrower.uuid)!.jwt;
const signerJwt = () => lender.identity(SEED.signer.uuid)!.jwt;

async function call(
  url: string,
  {
    method = 'GET',
    jwt = signerJwt(),
    body,
  }: { method?: string; jwt?: string | null; body?: unknown } = {},
) {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

const status = (jwt?: string) => call(urlFor('getCoDeedStatus'), { jwt });

function signersList() {
  return call(urlFor('getCoDeedSigners'), { jwt: borrowerJwt() }).then(
    (answer) => answer.body.signers as { email: string; status: string }[],
  );
}

describe('the co-deed status', () => {
  it('answers the application, the property and the signer’s own progress', async () => {
    expect((await status()).body).toEqual({
      applicationUuid: APP,
      loanNumber: 'HL-100001',
      checklistStatus: 'OFFER_SELECTION',
      primaryBorrowerName: 'Alex Sample',
      propertyAddress: {
        street1: '742 Sample Ave',
        street2: null,
        city: 'Sacramento',
        state: 'CA',
        zip: '95818',
      },
      status: 'NOT_SIGNED',
      primaryParticipantAcceptComplete: false,
      cancelled: false,
      signer: {
        eConsented: false,
        identityVerification: null,
        signedAt: null,
        notaryRequired: false,
        notarizedAt: null,
      },
    });
  });

  const noNotary = { notaryRequired: false, notarizedAt: null };
  it.each<[StaffSignerState, object, string]>([
    [
      'invited',
      { eConsented: false, identityVerification: null, signedAt: null, ...noNotary },
      'INVITED',
    ],
    [
      'consented',
      { eConsented: true, identityVerification: null, signedAt: null, ...noNotary },
      'CONSENTED',
    ],
    [
      'verified',
      { eConsented: true, identityVerification: 'VERIFIED', signedAt: null, ...noNotary },
      'ID_VERIFIED',
    ],
    [
      'failedId',
      {
        eConsented: true,
        identityVerification: 'FAILED_VERIFICATION',
        signedAt: null,
        ...noNotary,
      },
      'ID_FAILED',
    ],
    [
      'signed',
      {
        eConsented: true,
        identityVerification: 'VERIFIED',
        signedAt: expect.any(String),
        ...noNotary,
      },
      'SIGNED',
    ],
    [
      'notary',
      {
        eConsented: true,
        identityVerification: 'VERIFIED',
        signedAt: expect.any(String),
        notaryRequired: true,
        notarizedAt: null,
      },
      'SIGNED',
    ],
  ])(
    'staff state %s: the signer’s status and the primary’s list agree',
    async (state, signer, listed) => {
      expect(setStaffSignerState(lender, APP, state).ok).toBe(true);
      const answer = (await status()).body;
      expect(answer.signer).toEqual(signer);
      expect(answer.status).toBe(listed === 'SIGNED' ? 'SIGNED' : 'NOT_SIGNED');
      expect((await signersList())[0]!.status).toBe(listed);
    },
  );

  it('says cancelled when the application is CANCELLED', async () => {
    lender.updateApplication(APP, { status: { checklistStatus: 'CANCELLED' } });
    expect((await status()).body.cancelled).toBe(true);
  });

  it('answers 400 to anyone who is not an additional signer', async () => {
    expect((await status(borrowerJwt())).status).toBe(400);
    expect((await call(urlFor('getSignerDocuments'), { jwt: borrowerJwt() })).status).toBe(400);
  });
});

describe('the signer’s e-consent, package, signatures and completion', () => {
  it('keeps the package and signatures behind the signer’s own e-consent', async () => {
    // The borrower's consent is not the signer's.
    await call(urlFor('saveEConsent'), {
      method: 'POST',
      jwt: borrowerJwt(),
      body: { accepted: true, version: '2025-06' },
    });
    expect((await call(urlFor('getSignerEConsent'))).body.consented).toBe(false);
    expect((await call(urlFor('getSignerDocuments'))).status).toBe(403);
    expect(
      (await call(urlFor('getSignerDocumentContent', { documentUuid: DOCUMENT }))).status,
    ).toBe(403);
    const sign = () =>
      call(urlFor('signSignerDocument', { documentUuid: DOCUMENT }), {
        method: 'POST',
        body: HERE,
      });
    expect(await sign()).toMatchObject({
      status: 403,
      body: { message: 'E-sign consent is required before documents can be shown or signed' },
    });

    expect(
      (
        await call(urlFor('saveSignerEConsent'), {
          method: 'POST',
          body: { accepted: false, version: '2025-06' },
        })
      ).status,
    ).toBe(400);
    const consent = await call(urlFor('saveSignerEConsent'), {
      method: 'POST',
      body: { accepted: true, version: '2025-06' },
    });
    expect(consent.body).toMatchObject({ consented: true, version: '2025-06' });
    expect((await call(urlFor('getSignerEConsent'))).body.consented).toBe(true);
    expect((await status()).body.signer).toMatchObject({ eConsented: true });

    const documents = await call(urlFor('getSignerDocuments'));
    expect(documents.body).toEqual({
      package: 'co-deed',
      ready: true,
      documents: [
        expect.objectContaining({
          documentUuid: DOCUMENT,
          requiresSignature: true,
          signedAt: null,
        }),
        expect.objectContaining({
          documentUuid: 'co-owner-right-to-cancel',
          requiresSignature: false,
          signedAt: null,
        }),
      ],
    });
    const content = await call(urlFor('getSignerDocumentContent', { documentUuid: DOCUMENT }));
    expect(atob(content.body.content as string)).toMatch(/^%PDF-1\.4/u);
    expect(
      (
        await call(urlFor('signSignerDocument', { documentUuid: 'co-owner-right-to-cancel' }), {
          method: 'POST',
          body: HERE,
        })
      ).status,
    ).toBe(400);
    const signed = await sign();
    expect(signed.body).toMatchObject({ documentUuid: DOCUMENT, signedAt: expect.any(String) });
    expect((await sign()).body.signedAt).toBe(signed.body.signedAt);
    // The borrower's own note is untouched.
    expect(lender.application(APP)!.screens.signing?.signatures).toBeUndefined();
  });

  it('completes with 409 while a document is unsigned, then answers the SIGNED status', async () => {
    setStaffSignerState(lender, APP, 'verified');
    const complete = () =>
      call(urlFor('completeSignerSigning'), {
        method: 'POST',
        body: { documentUuids: [DOCUMENT] },
      });
    const early = await complete();
    expect(early.status).toBe(409);
    expect(early.body.errors).toEqual([`Sign every document first (not signed: ${DOCUMENT})`]);
    await call(urlFor('signSignerDocument', { documentUuid: DOCUMENT }), {
      method: 'POST',
      body: HERE,
    });
    const done = await complete();
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      applicationUuid: APP,
      status: 'SIGNED',
      signer: { eConsented: true, identityVerification: 'VERIFIED', signedAt: expect.any(String) },
    });
    expect((await signersList())[0]!.status).toBe('SIGNED');
  });
});

describe('the signer’s own eNotary session', () => {
  const session = (jwt?: string, uuid: string = APP) =>
    call(urlFor('getSignerNotarySession', { uuid }), { jwt });
  const join = (jwt?: string, uuid: string = APP) =>
    call(urlFor('joinSignerNotarySession', { uuid }), { method: 'POST', jwt, body: {} });
  const notarize = (body: object = {}) =>
    call(urlFor('completeSignerNotary'), { method: 'POST', body });

  it('is asked for once the signer has signed and the application is at its eNotary stage', async () => {
    setStaffSignerState(lender, APP, 'signed');
    lender.updateApplication(APP, { status: { checklistStatus: 'CO_DEED_REQ' } });
    expect((await status()).body.signer).toMatchObject({ notaryRequired: false });
    expect((await join()).status).toBe(409);
    for (const checklistStatus of [
      'GEN_NOTARY_DISCLOSURE',
      'ATTORNEY_REVIEW',
      'NOTARY_WAITING_PERIOD',
      'DEED_SIGNING',
    ]) {
      lender.updateApplication(APP, { status: { checklistStatus } });
      expect((await status()).body.signer).toMatchObject({ notaryRequired: true });
    }
  });

  it('is never asked for before signing, nor with a notary in person', async () => {
    lender.updateApplication(APP, { status: { checklistStatus: 'GEN_NOTARY_DISCLOSURE' } });
    setStaffSignerState(lender, APP, 'verified');
    expect((await status()).body.signer).toMatchObject({ notaryRequired: false });
    expect((await join()).status).toBe(409);
    setStaffSignerState(lender, APP, 'signed');
    lender.updateApplication(APP, {
      status: { checklistStatus: 'MANUAL_DEED_SIGNING', manualNotary: true },
    });
    expect((await status()).body.signer).toMatchObject({ notaryRequired: false });
    const refused = setStaffSignerState(lender, APP, 'notary');
    expect(refused.ok).toBe(false);
  });

  it('runs join → WAITING_ROOM → IN_PROGRESS → COMPLETE, then records the notarisation', async () => {
    setStaffSignerState(lender, APP, 'notary');
    expect((await session()).body).toEqual({
      sessionUuid: null,
      status: 'NOT_STARTED',
      joinUrl: null,
      reason: null,
    });
    expect((await notarize()).status).toBe(409);
    const joined = await join();
    expect(joined.body).toMatchObject({
      status: 'WAITING_ROOM',
      joinUrl: `https://enotary.sandbox.test/session/${joined.body.sessionUuid as string}`,
    });
    expect((await join()).body.sessionUuid).toBe(joined.body.sessionUuid);
    expect((await session()).body.status).toBe('IN_PROGRESS');
    expect((await notarize()).status).toBe(409);
    expect((await session()).body.status).toBe('COMPLETE');
    expect((await session()).body.status).toBe('COMPLETE');
    expect((await notarize({ sessionUuid: 'another' })).status).toBe(409);
    const done = await notarize({ sessionUuid: joined.body.sessionUuid });
    expect(done.status).toBe(200);
    expect(done.body.signer).toMatchObject({
      notaryRequired: true,
      notarizedAt: expect.any(String),
    });
    const again = await notarize();
    expect((again.body.signer as { notarizedAt: string }).notarizedAt).toBe(
      (done.body.signer as { notarizedAt: string }).notarizedAt,
    );
    // The primary borrower's own session is untouched (per identity).
    expect(lender.application(APP)!.screens.signing?.notarySession).toBeUndefined();
    // The primary's list shows it.
    expect((await signersList()).map((signer) => signer.status)).toEqual(['NOTARIZED']);
  });

  it('starts a new session after a failed one', async () => {
    setStaffSignerState(lender, APP, 'notary');
    const first = (await join()).body.sessionUuid;
    lender.changeApplication(APP, (application) => {
      application.helocSigners[0]!.notary!.session!.status = 'FAILED';
    });
    expect((await session()).body.status).toBe('FAILED');
    const second = await join();
    expect(second.body).toMatchObject({ status: 'WAITING_ROOM' });
    expect(second.body.sessionUuid).not.toBe(first);
  });

  it('is the signer’s own: 400 for the borrower, 404 for another application', async () => {
    setStaffSignerState(lender, APP, 'notary');
    expect((await session(borrowerJwt())).status).toBe(400);
    expect((await join(borrowerJwt())).status).toBe(400);
    expect((await session(undefined, 'a0000000-0000-4000-8000-00000000ffff')).status).toBe(404);
    expect((await join(undefined, 'a0000000-0000-4000-8000-00000000ffff')).status).toBe(404);
  });
});

describe('the primary’s co-deed step', () => {
  it('answers 409 until every signer has signed', async () => {
    lender.applyScenario(APP, 'co-deed-required');
    const step = () =>
      call(urlFor('completeStep', { step: 'co-deed' }), {
        method: 'POST',
        jwt: borrowerJwt(),
        body: {},
      });
    const refused = await step();
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual(['Every signer must sign first']);
    setStaffSignerState(lender, APP, 'signed');
    expect((await step()).status).toBe(200);
    expect(lender.application(APP)!.status.checklistStatus).toBe('WAITING_FOR_DOCUMENTS');
  });
});

describe('invitations', () => {
  const invite = (email = 'robin@example.com') =>
    call(urlFor('inviteCoDeedSigner'), {
      method: 'POST',
      jwt: borrowerJwt(),
      body: { firstName: 'Robin', lastName: 'Lee', email },
    });

  it('creates the signer’s identity, a helocSigners entry and the mail with a sign-in link', async () => {
    const answer = await invite();
    expect(answer.body).toMatchObject({
      firstName: 'Robin',
      lastName: 'Lee',
      email: 'robin@example.com',
      status: 'INVITED',
      invitedAt: expect.any(String),
      signedAt: null,
    });
    const identity = lender.identityByEmail('robin@example.com')!;
    expect(identity).toMatchObject({ kind: 'customer', password: null });
    expect(answer.body.signerUuid).toBe(identity.uuid);
    expect(lender.profileFor(identity.uuid)).toMatchObject({
      type: 'CO_DEEDER',
      profileType: 'CO_DEEDER',
      name: { firstName: 'Robin', lastName: 'Lee' },
    });
    const application = lender.application(APP)!;
    expect(application.additionalSignerVersion).toBe('v1');
    const signer = application.helocSigners.find((s) => s.identityUuid === identity.uuid)!;
    expect(signer).toMatchObject({ signed: false, eConsent: null, invitation: { usedAt: null } });
    const [mail] = lender.mail();
    expect(mail).toMatchObject({
      to: 'robin@example.com',
      subject: 'Alex Sample asks you to sign for their home equity line of credit',
      link: `/account/heloc/heloc-signer/login?invite=${signer.invitation!.token}`,
    });
    expect(lender.mail()).toHaveLength(2);
    expect((await signersList()).map((s) => s.email)).toEqual([
      SEED.signer.email,
      'robin@example.com',
    ]);
    expect((await invite('ROBIN@example.com')).status).toBe(409);
    // The new signer's own status answers.
    expect((await status(identity.jwt)).body.signer).toEqual({
      eConsented: false,
      identityVerification: null,
      signedAt: null,
      notaryRequired: false,
      notarizedAt: null,
    });
  });

  it('answers VALID (with the e-mail) until the signer’s first status read, then USED', async () => {
    const read = () =>
      call(urlFor('getSignerInvitation', { token: SEED.signer.inviteToken }), { jwt: null });
    expect((await read()).body).toEqual({
      status: 'VALID',
      email: SEED.signer.email,
      primaryBorrowerName: 'Alex Sample',
    });
    await status();
    expect((await read()).body).toEqual({
      status: 'USED',
      email: null,
      primaryBorrowerName: 'Alex Sample',
    });
    expect(
      (await call(urlFor('getSignerInvitation', { token: 'nope' }), { jwt: null })).status,
    ).toBe(404);
  });

  it('never shows the invitation link in the application answer', async () => {
    const answer = await call(urlFor('getApplication'), { jwt: borrowerJwt() });
    expect(JSON.stringify(answer.body)).not.toContain(SEED.signer.inviteToken);
    expect(answer.body.helocSigners).toEqual([
      {
        identityUuid: SEED.signer.uuid,
        name: { firstName: 'Jamie', middleName: '', lastName: 'Sample', suffix: '' },
        email: SEED.signer.email,
        signed: false,
        signedAt: null,
      },
    ]);
  });

  it(`answers EXPIRED ${INVITATION_DAYS} days after the invitation`, async () => {
    const clock = manualClock('2026-03-02T18:00:00Z');
    lender.configure({ clock });
    await invite();
    const token = lender.application(APP)!.helocSigners[1]!.invitation!.token;
    const read = () => call(urlFor('getSignerInvitation', { token }), { jwt: null });
    clock.advance(INVITATION_DAYS * 86_400_000 - 1);
    expect((await read()).body.status).toBe('VALID');
    clock.advance(1);
    expect((await read()).body).toMatchObject({ status: 'EXPIRED', email: null });
  });
});

describe('identity verification per identity', () => {
  const start = (jwt: string, fileName: string) =>
    call(urlFor('startIdentityVerification'), {
      method: 'POST',
      jwt,
      body: { idKind: 'PASSPORT', documents: [{ side: 'FRONT', documentId: 'd', fileName }] },
    });
  const read = (jwt: string) => call(urlFor('getIdentityVerification'), { jwt });

  it('keeps the borrower’s and the signer’s verifications apart', async () => {
    expect((await start(borrowerJwt(), 'front.png')).status).toBe(200);
    expect((await read(signerJwt())).body.status).toBe('NOT_STARTED');
    expect((await start(signerJwt(), 'fail-front.png')).status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      await read(borrowerJwt());
      await read(signerJwt());
    }
    expect((await read(borrowerJwt())).body.status).toBe('VERIFIED');
    expect((await read(signerJwt())).body.status).toBe('FAILED_VERIFICATION');
    expect((await status()).body.signer).toMatchObject({
      identityVerification: 'FAILED_VERIFICATION',
    });
    expect((await signersList())[0]!.status).toBe('ID_FAILED');
    // The signer may try again; the borrower's is VERIFIED (409 to start another).
    expect((await start(signerJwt(), 'front.png')).status).toBe(200);
    expect((await start(borrowerJwt(), 'front.png')).status).toBe(409);
  });
});

describe('conditions in signer mode', () => {
  it('tells whose each condition is; a signer uploads and answers their own', async () => {
    const conditions = await fetch(urlFor('getConditions')).then(
      (r) => r.json() as Promise<{ uuid: string; identityUuid: string }[]>,
    );
    const own = conditions.filter((c) => c.identityUuid === SEED.signer.uuid);
    expect(own.map((c) => c.uuid)).toEqual(['c0d10000-0000-4000-8000-000000000003']);
    expect(conditions.filter((c) => c.identityUuid === SEED.borrower.uuid)).toHaveLength(2);

    const form = new FormData();
    form.set('documentType', 'ID_FRONT');
    form.set('file', new File([new Uint8Array(1200)], 'id.png', { type: 'image/png' }));
    form.set('conditionUuid', own[0]!.uuid);
    const upload = await fetch(urlFor('uploadDocument'), {
      method: 'POST',
      headers: { authorization: `Bearer ${signerJwt()}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { uuid } = (await upload.json()) as { uuid: string };
    const answer = await call(urlFor('answerCondition', { conditionUuid: own[0]!.uuid }), {
      method: 'POST',
      body: { documentUuids: [uuid] },
    });
    expect(answer.status).toBe(200);
    const after = await fetch(urlFor('getConditions')).then(
      (r) => r.json() as Promise<{ uuid: string }[]>,
    );
    expect(after.map((c) => c.uuid)).not.toContain(own[0]!.uuid);
    expect(lender.application(APP)!.screens.conditions!.answered[0]).toMatchObject({
      identityUuid: SEED.signer.uuid,
    });
  });
});
