/**
 * The signing and notary screens' calls (operationGroups/signing.ts; docs/sandbox.md
 * "Disclosures, signing and notary"): document packages served as real small PDFs, the
 * e-consent (no file served and nothing signed before it), signatures with the borrower's position, the additional signers (each with their
 * real progress; invitations create the signer's identity and mail a sign-in link), the eNotary stand-in session (complete after a few
 * reads) and manual notary appointments.
 */
import { isSessionOver } from '../../domain/notary';
import { z } from 'zod';
import type {
  ApplicationDocumentsSchema,
  CoDeedSignerSchema,
  CoDeedSignersSchema,
  DocumentContentSchema,
  DocumentPackageSchema,
  EConsentSchema,
  SignatureSchema,
} from '../../api/signing';
import { SignDocumentBodySchema } from '../../api/signing';
import type {
  NotaryReservationSchema,
  NotarySessionSchema,
  NotarySlotsSchema,
} from '../../api/notary';
import { ReserveBodySchema } from '../../api/notary';
import {
  badRequest,
  ENOTARY_STATUSES,
  forbidden,
  LenderError,
  notFound,
  type Lender,
} from '../lender';
import type { SigningScreenState } from '../lender/screenState/signing';
import { E_CONSENT_REQUIRED_MESSAGE, NOTE_DOCUMENT_UUIDS } from '../lender/steps/signing';
import { signerStatus } from '../lender/signers';
import type { HelocApplication } from '../lender/types';
import {
  operation,
  readBody,
  signedIn,
  type OperationContext,
  type OperationDefinition,
} from './define';

// ---------------------------------------------------------------------------------------------
// Minimal valid PDFs (PDF 1.4, Helvetica, one text stream per page, a correct xref table)

function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');
}

/** A letter-size PDF with one page per entry, each a list of lines. ASCII only. */
export function minimalPdf(pages: readonly (readonly string[])[]): string {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((lines, index) => {
    const pageId = pageIds[index]!;
    const stream = [
      'BT',
      '/F1 12 Tf',
      '16 TL',
      '72 720 Td',
      ...lines.map((line) => `(${pdfText(line)}) '`),
      'ET',
    ].join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = body.length;
  const entries = offsets
    .slice(1)
    .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
    .join('');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return body;
}

// ---------------------------------------------------------------------------------------------
// The documents

export interface CatalogueDocument {
  documentUuid: string;
  package: 'closing-disclosure' | 'note' | 'disclosures' | 'co-deed';
  title: string;
  description: string;
  pageCount: number;
  requiresSignature: boolean;
}

const CATALOGUE: readonly CatalogueDocument[] = [
  {
    documentUuid: 'closing-disclosure',
    package: 'closing-disclosure',
    title: 'Closing Disclosure',
    description: 'Your line amount, rate, fees and what you pay at closing.',
    pageCount: 3,
    requiresSignature: false,
  },
  {
    documentUuid: NOTE_DOCUMENT_UUIDS[0],
    package: 'note',
    title: 'Home Equity Line of Credit Agreement',
    description: 'The terms of your line of credit: draws, payments, rate and fees.',
    pageCount: 4,
    requiresSignature: true,
  },
  {
    documentUuid: NOTE_DOCUMENT_UUIDS[1],
    package: 'note',
    title: 'Notice of Right to Cancel',
    description: 'Your right to cancel within three business days after closing.',
    pageCount: 2,
    requiresSignature: true,
  },
  {
    documentUuid: 'program-disclosure',
    package: 'disclosures',
    title: 'HELOC Program Disclosure',
    description: 'How this line of credit works, its risks and its costs.',
    pageCount: 3,
    requiresSignature: false,
  },
  {
    documentUuid: 'home-on-the-line',
    package: 'disclosures',
    title: 'What You Should Know About Home Equity Lines of Credit',
    description: 'The consumer booklet on home equity lines of credit.',
    pageCount: 2,
    requiresSignature: false,
  },
  {
    documentUuid: 'privacy-notice',
    package: 'disclosures',
    title: 'Privacy Notice',
    description: 'What we do with your personal information.',
    pageCount: 2,
    requiresSignature: false,
  },
];

const FILLER =
  'This sample document is generated by the sandbox lender. It stands in for the real document and is not a legal agreement.';

/** Who signed a document and when: a signed copy carries it on its last page. */
export interface PdfSignature {
  signedBy: string;
  /** ISO time of the signature. */
  signedAt: string;
}

/** The lines a signed copy ends with: the signer, the signature date (UTC) and the time. */
export function signatureLines(signature: PdfSignature): string[] {
  return [
    '',
    `Signed electronically by ${signature.signedBy} on ${signature.signedAt.slice(0, 10)} UTC`,
    `Signature recorded at ${signature.signedAt}`,
  ];
}

/**
 * The document's content: a real small PDF of sample text (the signer's package uses it too).
 * With a signature, the signed copy: its last page says who signed and on which date.
 */
export function documentPdf(
  document: CatalogueDocument,
  application: HelocApplication,
  signature?: PdfSignature | null,
): string {
  const pages = Array.from({ length: document.pageCount }, (_, index) => [
    document.title,
    `Loan number ${application.loanNumber}`,
    `Page ${index + 1} of ${document.pageCount}`,
    '',
    document.description,
    ...Array.from(
      { length: signature && index === document.pageCount - 1 ? 26 : 30 },
      (_, line) => `${line + 1}. ${FILLER.slice(0, 80)}`,
    ),
    ...(signature && index === document.pageCount - 1 ? signatureLines(signature) : []),
  ]);
  return minimalPdf(pages);
}

/** The borrower's name as a signed copy shows it. */
function borrowerName(lender: Lender, application: HelocApplication): string {
  const name = lender.profileFor(application.identityUuid)?.name;
  const full = [name?.firstName, name?.lastName].filter(Boolean).join(' ');
  return full || 'the borrower';
}

/**
 * Everything delivered to the borrower (its file served) or signed by them, in delivery order,
 * with both dates. A document signed without a recorded delivery (staff set the state) counts
 * as delivered when signed.
 */
export function deliveredDocuments(application: HelocApplication) {
  const state = application.screens.signing;
  return CATALOGUE.flatMap((document) => {
    const signedAt = state?.signatures?.[document.documentUuid]?.signedAt ?? null;
    const deliveredAt = state?.delivered?.[document.documentUuid] ?? signedAt;
    if (!deliveredAt) return [];
    return [
      {
        documentUuid: document.documentUuid,
        package: document.package,
        title: document.title,
        description: document.description,
        pageCount: document.pageCount,
        requiresSignature: document.requiresSignature,
        deliveredAt,
        signedAt,
      },
    ];
  }).sort((a, b) => a.deliveredAt.localeCompare(b.deliveredAt));
}

function signingState(application: HelocApplication): SigningScreenState {
  application.screens.signing ??= {};
  return application.screens.signing;
}

function documentJson(document: CatalogueDocument, application: HelocApplication) {
  const signature = application.screens.signing?.signatures?.[document.documentUuid];
  return {
    documentUuid: document.documentUuid,
    title: document.title,
    description: document.description,
    pageCount: document.pageCount,
    requiresSignature: document.requiresSignature,
    signedAt: signature?.signedAt ?? null,
  };
}

/** The note documents are generated at GEN_NOTE_SIGNING: not ready until it is over. */
const GENERATING: Readonly<Record<string, readonly string[]>> = {
  note: ['GEN_CLOSING_DISCLOSURE', 'GEN_NOTE_SIGNING'],
};

const SIGNING_STATUSES = ['NOTE_SIGNING', 'FINAL_OFFER'];

/** The application the caller may see (404 otherwise). */
function applicationOf(context: OperationContext): HelocApplication {
  return context.lender.accessibleApplication(signedIn(context).uuid, context.params.uuid ?? '');
}

/** Only the primary borrower acts on their own application here (signers have their flow). */
function ownApplication(context: OperationContext): HelocApplication {
  const identity = signedIn(context);
  const application = context.lender.accessibleApplication(
    identity.uuid,
    context.params.uuid ?? '',
  );
  if (application.identityUuid !== identity.uuid) {
    throw forbidden('Only the borrower can do this');
  }
  return application;
}

/** Whether the borrower gave their e-consent on this application. */
export function hasEConsent(application: HelocApplication): boolean {
  return application.screens.signing?.eConsent !== undefined;
}

/**
 * 409 before the borrower's e-consent (issue 17): no document is delivered electronically,
 * acknowledged or signed before they agreed to electronic records (15 U.S.C. §7001(c)).
 */
function eConsentGiven(application: HelocApplication): void {
  if (!hasEConsent(application)) {
    throw new LenderError(409, { errors: [E_CONSENT_REQUIRED_MESSAGE] });
  }
}

function statusIn(application: HelocApplication, statuses: readonly string[], what: string) {
  const status = application.status.checklistStatus ?? 'no status';
  if (!statuses.includes(status)) {
    throw new LenderError(409, { errors: [`${what} is not possible at ${status}`] });
  }
}

// ---------------------------------------------------------------------------------------------
// Additional signers

/**
 * The primary's list: every helocSigner with their real progress (lender/signers.ts
 * signerStatus: INVITED, CONSENTED, ID_VERIFIED, ID_FAILED, SIGNED or NOTARIZED). Nobody signs by
 * themselves: each signer walks their own journey (handlers/signer.ts) or staff set their state.
 */
function signersJson(application: HelocApplication) {
  return application.helocSigners.map((signer) => ({
    signerUuid: signer.identityUuid,
    firstName: signer.name.firstName,
    lastName: signer.name.lastName,
    email: signer.email,
    status: signerStatus(application, signer),
    invitedAt: signer.invitation?.invitedAt ?? null,
    signedAt: signer.signedAt,
  })) satisfies z.input<typeof CoDeedSignerSchema>[];
}

const nameText = z
  .string()
  .trim()
  .min(1, 'Required')
  .regex(/^[A-Za-z'\u2019 -]+$/u, 'Use letters, hyphens, apostrophes and spaces only');

const inviteBody = z.object({
  firstName: nameText,
  lastName: nameText,
  email: z.string().trim().email('Enter a valid e-mail address'),
});

// ---------------------------------------------------------------------------------------------
// Notary

/**
 * An eNotary session as the notary service answers it (the borrower's, and each additional
 * signer's own): NOT_STARTED before joining; the joinUrl stands for the eNotary platform's room.
 */
export function notarySessionJson(session: { sessionUuid: string; status: string } | null) {
  if (!session) {
    return {
      sessionUuid: null,
      status: 'NOT_STARTED',
      joinUrl: null,
      reason: null,
    } satisfies z.input<typeof NotarySessionSchema>;
  }
  return {
    sessionUuid: session.sessionUuid,
    status: session.status,
    joinUrl: `https://enotary.sandbox.test/session/${session.sessionUuid}`,
    reason: null,
  } satisfies z.input<typeof NotarySessionSchema>;
}

/** Reads of the eNotary session after which the stand-in notary completes it. */
export const SESSION_COMPLETES_AFTER_READS = 2;

const MANUAL_FEE = 350;
const SLOT_HOURS_UTC = [16, 18, 20, 22];
const BUSINESS_DAYS = 10;
const HOUR_MS = 60 * 60 * 1000;

/** Appointments over the next 10 business days (Monday to Friday, from tomorrow), in UTC. */
function allSlots(nowMs: number): { startsAt: string; endsAt: string }[] {
  const slots: { startsAt: string; endsAt: string }[] = [];
  const day = new Date(nowMs);
  day.setUTCHours(0, 0, 0, 0);
  let days = 0;
  while (days < BUSINESS_DAYS) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    days += 1;
    for (const hour of SLOT_HOURS_UTC) {
      const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour);
      slots.push({
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + HOUR_MS).toISOString(),
      });
    }
  }
  return slots;
}

function freeSlots(lender: Lender, application: HelocApplication) {
  const booked = application.screens.signing?.reservation?.startsAt;
  return allSlots(lender.now()).filter((slot) => slot.startsAt !== booked);
}

// ---------------------------------------------------------------------------------------------
// Handlers

/** The signing screens' calls (operationGroups/signing.ts). */
export const signingScreensOperations: OperationDefinition[] = [
  operation('getDocumentPackage', (context) => {
    const application = applicationOf(context);
    const name = context.params.package ?? '';
    const documents = CATALOGUE.filter((document) => document.package === name);
    if (documents.length === 0) throw notFound('Document package');
    const ready = !(GENERATING[name] ?? []).includes(application.status.checklistStatus ?? '');
    return {
      package: name,
      ready,
      documents: ready ? documents.map((document) => documentJson(document, application)) : [],
    } satisfies z.input<typeof DocumentPackageSchema>;
  }),

  // Serving a document's file to the borrower delivers it: the first time is recorded (the
  // documents page lists what was delivered). A signed document's file is the signed copy.
  // Nothing is delivered before the e-consent (409).
  operation('getDocumentContent', (context) => {
    const application = applicationOf(context);
    const document = CATALOGUE.find((d) => d.documentUuid === context.params.documentUuid);
    if (!document) throw notFound('Document');
    eConsentGiven(application);
    if (!application.screens.signing?.delivered?.[document.documentUuid]) {
      const deliveredAt = context.lender.nowIso();
      context.lender.changeApplication(application.uuid, (app) => {
        (signingState(app).delivered ??= {})[document.documentUuid] = deliveredAt;
      });
    }
    const signature = application.screens.signing?.signatures?.[document.documentUuid];
    return {
      documentUuid: document.documentUuid,
      contentType: 'application/pdf',
      content: btoa(
        documentPdf(
          document,
          application,
          signature
            ? { signedBy: borrowerName(context.lender, application), signedAt: signature.signedAt }
            : null,
        ),
      ),
    } satisfies z.input<typeof DocumentContentSchema>;
  }),

  operation('getApplicationDocuments', (context) => {
    const application = applicationOf(context);
    return {
      documents: deliveredDocuments(application),
    } satisfies z.input<typeof ApplicationDocumentsSchema>;
  }),

  operation('signDocument', async (context) => {
    const application = ownApplication(context);
    const document = CATALOGUE.find((d) => d.documentUuid === context.params.documentUuid);
    if (!document) throw notFound('Document');
    if (!document.requiresSignature) throw badRequest(`${document.title} is not signed`);
    const body = await readBody(context.request, SignDocumentBodySchema);
    eConsentGiven(application);
    const existing = application.screens.signing?.signatures?.[document.documentUuid];
    if (existing) {
      return { documentUuid: document.documentUuid, signedAt: existing.signedAt };
    }
    statusIn(application, SIGNING_STATUSES, 'Signing');
    const signedAt = context.lender.nowIso();
    context.lender.changeApplication(application.uuid, (app) => {
      const state = signingState(app);
      (state.signatures ??= {})[document.documentUuid] = { signedAt, ...body };
    });
    return { documentUuid: document.documentUuid, signedAt } satisfies z.input<
      typeof SignatureSchema
    >;
  }),

  operation('getEConsent', (context) => {
    const consent = applicationOf(context).screens.signing?.eConsent;
    return {
      consented: consent !== undefined,
      version: consent?.version ?? null,
      consentedAt: consent?.consentedAt ?? null,
    } satisfies z.input<typeof EConsentSchema>;
  }),

  operation('saveEConsent', async (context) => {
    const application = ownApplication(context);
    const body = await readBody(
      context.request,
      z.object({
        accepted: z.literal(true, { error: 'accepted must be true' }),
        version: z.string().min(1),
      }),
    );
    const consentedAt = context.lender.nowIso();
    context.lender.changeApplication(application.uuid, (app) => {
      signingState(app).eConsent = { version: body.version, consentedAt };
    });
    return { consented: true, version: body.version, consentedAt } satisfies z.input<
      typeof EConsentSchema
    >;
  }),

  operation('getCoDeedSigners', (context) => {
    const application = ownApplication(context);
    return { signers: signersJson(application) } satisfies z.input<typeof CoDeedSignersSchema>;
  }),

  operation('inviteCoDeedSigner', async (context) => {
    const application = ownApplication(context);
    const body = await readBody(context.request, inviteBody);
    const email = body.email.toLowerCase();
    const own = context.lender.identity(application.identityUuid)?.email.toLowerCase();
    if (email === own) throw badRequest('email: an additional signer needs their own e-mail');
    if (signersJson(application).some((signer) => signer.email.toLowerCase() === email)) {
      throw new LenderError(409, { errors: ['This person has already been invited'] });
    }
    const signer = context.lender.inviteSigner(application.uuid, body);
    const updated = context.lender.application(application.uuid)!;
    return signersJson(updated).find(
      (entry) => entry.signerUuid === signer.identityUuid,
    )! satisfies z.input<typeof CoDeedSignerSchema>;
  }),

  operation('getNotarySession', (context) => {
    const application = ownApplication(context);
    const session = application.screens.signing?.notarySession;
    if (!session) return notarySessionJson(null);
    const answer = context.lender.changeApplication(application.uuid, (app) => {
      const current = signingState(app).notarySession!;
      if (current.status === 'IN_PROGRESS') {
        current.polls += 1;
        if (current.polls >= SESSION_COMPLETES_AFTER_READS) current.status = 'COMPLETE';
      }
      return { ...current };
    });
    return notarySessionJson(answer);
  }),

  operation('joinNotarySession', (context) => {
    const application = ownApplication(context);
    statusIn(application, ENOTARY_STATUSES, 'An eNotary session');
    const session = context.lender.changeApplication(application.uuid, (app) => {
      const state = signingState(app);
      if (!state.notarySession || state.notarySession.status !== 'COMPLETE') {
        state.notarySession = {
          // A session that failed or was cancelled is over: joining again starts a new one.
          sessionUuid:
            state.notarySession && !isSessionOver(state.notarySession.status)
              ? state.notarySession.sessionUuid
              : context.lender.newId(),
          status: 'IN_PROGRESS',
          polls: 0,
        };
      }
      return { ...state.notarySession };
    });
    return notarySessionJson(session);
  }),

  operation('getNotarySlots', (context) => {
    const application = ownApplication(context);
    return {
      fee: MANUAL_FEE,
      slots: freeSlots(context.lender, application),
    } satisfies z.input<typeof NotarySlotsSchema>;
  }),

  operation('getNotaryReservation', (context) => {
    const application = ownApplication(context);
    return { reservation: application.screens.signing?.reservation ?? null } satisfies {
      reservation: z.input<typeof NotaryReservationSchema> | null;
    };
  }),

  operation('reserveNotary', async (context) => {
    const application = ownApplication(context);
    const body = await readBody(context.request, ReserveBodySchema);
    statusIn(application, ['MANUAL_DEED_SIGNING'], 'A notary appointment');
    const slot = freeSlots(context.lender, application).find(
      (candidate) => candidate.startsAt === new Date(body.startsAt).toISOString(),
    );
    if (!slot) {
      throw new LenderError(409, { errors: ['That time is no longer available'] });
    }
    const reservation = {
      reservationUuid: context.lender.newId(),
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      timeZone: body.timeZone,
      address: {
        street1: body.address.street1,
        street2: body.address.street2 || null,
        city: body.address.city,
        state: body.address.state.toUpperCase(),
        zip: body.address.zip,
      },
      fee: MANUAL_FEE,
      status: 'CONFIRMED' as const,
    };
    context.lender.changeApplication(application.uuid, (app) => {
      signingState(app).reservation = reservation;
    });
    return reservation satisfies z.input<typeof NotaryReservationSchema>;
  }),
];
