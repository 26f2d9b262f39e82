/**
 * The borrower's documents over HTTP (docs/sandbox.md "Disclosures, signing and notary"): real
 * PDF bytes, the signed copy carrying the signature date, and the list of what was delivered.
 */
import { setupSandboxServer } from '../../testing/sandbox-server';
import { manualClock, SEED, systemClock } from '../lender';
import { minimalPdf } from './signingScreens';
import { urlFor } from './testUrls';

const { lender } = setupSandboxServer();
const APP = SEED.borrower.applicationUuid;
const NOTE = 'heloc-agreement';
const HERE = { latitude: 38.58, longitude: -121.49, accuracy: 20 };

afterEach(() => lender.configure({ clock: systemClock }));

const borrowerJwt = () => lender.identity(SEED.borrower.uuid)!.jwt;

async function call(
  url: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${borrowerJwt()}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

async function pdfOf(documentUuid: string): Promise<string> {
  const answer = await call(urlFor('getDocumentContent', { documentUuid }));
  expect(answer.status).toBe(200);
  expect(answer.body.contentType).toBe('application/pdf');
  return atob(answer.body.content as string);
}

const delivered = async () =>
  (await call(urlFor('getApplicationDocuments'))).body.documents as {
    documentUuid: string;
    deliveredAt: string;
    signedAt: string | null;
  }[];

describe('minimalPdf', () => {
  it('is a PDF a reader opens: header, objects at the offsets the xref table names, trailer', () => {
    const pdf = minimalPdf([['Hello (world)'], ['Page two']]);
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n/u.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gmu)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
    // Parentheses in the text are escaped, so the text stream stays valid.
    expect(pdf).toContain('(Hello \\(world\\))');
    expect(pdf).toContain('/Count 2');
  });
});

/** The borrower's ESIGN consent, as document/disclosures saves it. */
const giveEConsent = () =>
  call(urlFor('saveEConsent'), { method: 'POST', body: { accepted: true, version: '2025-06' } });

describe('the e-consent gate (ESIGN, issue 17)', () => {
  const REFUSAL = {
    status: 409,
    body: { errors: ['E-sign consent is required before documents can be shown or signed'] },
  };

  beforeEach(() => {
    lender.changeApplication(APP, (application) => {
      application.status.checklistStatus = 'NOTE_SIGNING';
    });
  });

  it('serves no document file before the e-consent, and records no delivery', async () => {
    for (const documentUuid of ['closing-disclosure', NOTE, 'privacy-notice']) {
      expect(await call(urlFor('getDocumentContent', { documentUuid }))).toMatchObject(REFUSAL);
    }
    expect(await delivered()).toEqual([]);
  });

  it('takes no signature before the e-consent', async () => {
    const answer = await call(urlFor('signDocument', { documentUuid: NOTE }), {
      method: 'POST',
      body: HERE,
    });
    expect(answer).toMatchObject(REFUSAL);
    expect(lender.application(APP)!.screens.signing?.signatures).toBeUndefined();
  });

  it('takes no closing disclosure acknowledgment before the e-consent (a staff completion still moves on)', async () => {
    lender.changeApplication(APP, (application) => {
      application.status.checklistStatus = 'GEN_CLOSING_DISCLOSURE';
    });
    const acknowledged = await call(urlFor('completeStep', { step: 'sign-closing-disclosure' }), {
      method: 'POST',
      body: { acknowledged: true, documentUuid: 'closing-disclosure' },
    });
    expect(acknowledged).toMatchObject(REFUSAL);
    expect(lender.application(APP)!.status.checklistStatus).toBe('GEN_CLOSING_DISCLOSURE');
  });

  it('lists the packages (titles, no files) before the e-consent', async () => {
    const answer = await call(urlFor('getDocumentPackage', { package: 'note' }));
    expect(answer.status).toBe(200);
    expect(answer.body.documents).toHaveLength(2);
  });

  it('serves and signs once the e-consent is given', async () => {
    expect((await giveEConsent()).status).toBe(200);
    expect((await call(urlFor('getDocumentContent', { documentUuid: NOTE }))).status).toBe(200);
    const signed = await call(urlFor('signDocument', { documentUuid: NOTE }), {
      method: 'POST',
      body: HERE,
    });
    expect(signed.status).toBe(200);
  });
});

describe("the borrower's documents", () => {
  beforeEach(async () => {
    expect((await giveEConsent()).status).toBe(200);
  });

  it('serves each document as real PDF bytes with its title and the loan number', async () => {
    const pdf = await pdfOf('closing-disclosure');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Closing Disclosure)');
    expect(pdf).toContain('Loan number HL-100001');
    expect(pdf).not.toContain('Signed electronically');
  });

  it('serves the signed copy once signed: who signed and the signature date', async () => {
    lender.configure({ clock: manualClock('2026-11-25T18:30:00.000Z') });
    lender.changeApplication(APP, (application) => {
      application.status.checklistStatus = 'NOTE_SIGNING';
    });
    expect(await pdfOf(NOTE)).not.toContain('Signed electronically');
    const signed = await call(urlFor('signDocument', { documentUuid: NOTE }), {
      method: 'POST',
      body: HERE,
    });
    expect(signed.body.signedAt).toBe('2026-11-25T18:30:00.000Z');
    const pdf = await pdfOf(NOTE);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('Signed electronically by Alex Sample on 2026-11-25 UTC');
    expect(pdf).toContain('Signature recorded at 2026-11-25T18:30:00.000Z');
  });

  it('lists what was delivered (its file served) and signed, oldest first, with both dates', async () => {
    expect(await delivered()).toEqual([]);
    lender.configure({ clock: manualClock('2026-11-20T16:00:00.000Z') });
    await pdfOf('privacy-notice');
    lender.configure({ clock: manualClock('2026-11-21T16:00:00.000Z') });
    await pdfOf('closing-disclosure');
    // A second read is not a new delivery.
    await pdfOf('privacy-notice');
    lender.changeApplication(APP, (application) => {
      (application.screens.signing ??= {}).signatures = {
        [NOTE]: { signedAt: '2026-11-22T17:00:00.000Z', ...HERE },
      };
    });
    expect(await delivered()).toEqual([
      expect.objectContaining({
        documentUuid: 'privacy-notice',
        title: 'Privacy Notice',
        package: 'disclosures',
        deliveredAt: '2026-11-20T16:00:00.000Z',
        signedAt: null,
        requiresSignature: false,
      }),
      expect.objectContaining({
        documentUuid: 'closing-disclosure',
        deliveredAt: '2026-11-21T16:00:00.000Z',
        signedAt: null,
      }),
      expect.objectContaining({
        documentUuid: NOTE,
        title: 'Home Equity Line of Credit Agreement',
        deliveredAt: '2026-11-22T17:00:00.000Z',
        signedAt: '2026-11-22T17:00:00.000Z',
        requiresSignature: true,
      }),
    ]);
  });

  it('answers 404 for an application the caller may not see', async () => {
    const answer = await call(urlFor('getApplicationDocuments', { uuid: 'nope' }));
    expect(answer.status).toBe(404);
  });
});
