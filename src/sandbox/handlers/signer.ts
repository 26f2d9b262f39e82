/**
 * Signer mode: the additional signer's (co-deeder's) own calls (operationGroups/signer.ts;
 * designed, docs/sandbox.md "Signer mode"). The lender finds the application through the signed-in
 * signer (no path names it but the notary service's): their co-deed status, their ESIGN consent, their package (one
 * document to sign and one to read), signatures, completion, their own eNotary session, and the
 * invitation behind a sign-in link (external).
 */
import { z } from 'zod';
import type { CoDeedStatusSchema } from '../../api/application';
import type { SignerInvitationSchema, SignerPasswordAnswerSchema } from '../../api/signer';
import type {
  DocumentContentSchema,
  DocumentPackageSchema,
  EConsentSchema,
  SignatureSchema,
} from '../../api/signing';
import {
  badRequest,
  forbidden,
  invitationStatus,
  LenderError,
  markSigned,
  notFound,
  readSignerSession,
  signerNotaryRequired,
  signerVerification,
  type HelocApplication,
  type HelocSigner,
  type Lender,
} from '../lender';
import {
  operation,
  readBody,
  signedIn,
  type OperationContext,
  type OperationDefinition,
} from './define';
import { documentPdf, notarySessionJson, type CatalogueDocument } from './signingScreens';
import { E_CONSENT_REQUIRED_MESSAGE } from '../lender/steps/signing';

/** The signer's package: what a co-owner signs, and what they read. */
export const SIGNER_DOCUMENTS: readonly CatalogueDocument[] = [
  {
    documentUuid: 'co-owner-consent-to-lien',
    package: 'co-deed',
    title: 'Co-owner Consent to Lien',
    description:
      'You agree, as a co-owner of the home, that it secures the borrower’s line of credit.',
    pageCount: 2,
    requiresSignature: true,
  },
  {
    documentUuid: 'co-owner-right-to-cancel',
    package: 'co-deed',
    title: 'Notice of Right to Cancel (co-owner copy)',
    description: 'Your right, as a co-owner, to cancel within three business days after closing.',
    pageCount: 2,
    requiresSignature: false,
  },
];

export const SIGNER_PACKAGE = 'co-deed';

/** The statuses at which the application is off (nothing more for the signer to do). */
const CANCELLED_STATUSES = ['CANCELLED'];

export function isCancelled(application: HelocApplication): boolean {
  return CANCELLED_STATUSES.includes(application.status.checklistStatus ?? '');
}

/** The caller's signer entry and application; 400 for anyone who is not an additional signer. */
export function signerContext(context: OperationContext): {
  application: HelocApplication;
  signer: HelocSigner;
} {
  const identity = signedIn(context);
  const application = context.lender.signerApplicationFor(identity.uuid);
  if (!application)
    throw new LenderError(400, { errors: ['Identity is not an additional signer'] });
  const signer = application.helocSigners.find((s) => s.identityUuid === identity.uuid)!;
  return { application, signer };
}

/** Changes the caller's signer entry (persisted and announced). */
function changeSigner<T>(
  lender: Lender,
  application: HelocApplication,
  identityUuid: string,
  change: (signer: HelocSigner, app: HelocApplication) => T,
): T {
  return lender.changeApplication(application.uuid, (app) => {
    const signer = app.helocSigners.find((s) => s.identityUuid === identityUuid);
    if (!signer) throw notFound('Signer');
    return change(signer, app);
  });
}

/** GET …/co-deed/status's answer. */
export function coDeedStatusJson(
  lender: Lender,
  application: HelocApplication,
  signer: HelocSigner,
) {
  const primary = lender.profileFor(application.identityUuid);
  const property = application.property;
  return {
    applicationUuid: application.uuid,
    loanNumber: application.loanNumber,
    checklistStatus: application.status.checklistStatus,
    primaryBorrowerName: primary ? `${primary.name.firstName} ${primary.name.lastName}`.trim() : '',
    propertyAddress: {
      street1: property.street1,
      street2: property.street2 || null,
      city: property.city,
      state: property.state,
      zip: property.zip,
    },
    status: signer.signed ? 'SIGNED' : 'NOT_SIGNED',
    primaryParticipantAcceptComplete: application.status.primaryParticipantAcceptComplete,
    cancelled: isCancelled(application),
    signer: {
      eConsented: signer.eConsent !== null,
      identityVerification: signerVerification(application, signer.identityUuid),
      signedAt: signer.signedAt,
      notaryRequired: signerNotaryRequired(application, signer),
      notarizedAt: signer.notary?.notarizedAt ?? null,
    },
  } satisfies z.input<typeof CoDeedStatusSchema>;
}

/**
 * The caller's signer entry on the application the path names (the signer's eNotary session is on
 * the notary service, whose paths name the application): 404 for another application.
 */
function signerOnPathApplication(context: OperationContext) {
  const found = signerContext(context);
  if (context.params.uuid !== found.application.uuid) throw notFound('Application');
  return found;
}

function notCancelled(application: HelocApplication): void {
  if (isCancelled(application))
    throw new LenderError(409, { errors: ['The application was cancelled'] });
}

function consented(signer: HelocSigner): void {
  if (!signer.eConsent) throw forbidden(E_CONSENT_REQUIRED_MESSAGE);
}

function signerDocument(uuid: string | undefined): CatalogueDocument {
  const document = SIGNER_DOCUMENTS.find((d) => d.documentUuid === uuid);
  if (!document) throw notFound('Document');
  return document;
}

function signerDocumentJson(document: CatalogueDocument, signer: HelocSigner) {
  return {
    documentUuid: document.documentUuid,
    title: document.title,
    description: document.description,
    pageCount: document.pageCount,
    requiresSignature: document.requiresSignature,
    signedAt: signer.signatures[document.documentUuid]?.signedAt ?? null,
  };
}

/** The documents of the package the signer has not signed yet. */
export function unsignedSignerDocuments(signer: HelocSigner): string[] {
  return SIGNER_DOCUMENTS.filter(
    (document) => document.requiresSignature && !signer.signatures[document.documentUuid],
  ).map((document) => document.documentUuid);
}

const ConsentBody = z.object({
  accepted: z.literal(true, { error: 'accepted must be true' }),
  version: z.string().min(1),
});

const PositionBody = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0),
});

/** The lender's own password rule (the app checks the same rules first: validation/password.ts). */
const PasswordBody = z.object({ password: z.string().min(12, 'Password is too short') });

const CompleteBody = z.object({ documentUuids: z.array(z.string()).default([]) });

const NotarizeBody = z.object({ sessionUuid: z.string().min(1).optional() });

/** The signer's calls (operationGroups/signer.ts), plus getCoDeedStatus. */
export const signerOperations: OperationDefinition[] = [
  // The first read after the signer signed in uses up their invitation link (USED from then on).
  operation('getCoDeedStatus', (context) => {
    const { application, signer } = signerContext(context);
    if (signer.invitation && !signer.invitation.usedAt) {
      const usedAt = context.lender.nowIso();
      changeSigner(context.lender, application, signer.identityUuid, (entry) => {
        if (entry.invitation) entry.invitation.usedAt = usedAt;
      });
    }
    return coDeedStatusJson(context.lender, application, signer);
  }),

  operation('getSignerEConsent', (context) => {
    const { signer } = signerContext(context);
    return {
      consented: signer.eConsent !== null,
      version: signer.eConsent?.version ?? null,
      consentedAt: signer.eConsent?.consentedAt ?? null,
    } satisfies z.input<typeof EConsentSchema>;
  }),

  operation('saveSignerEConsent', async (context) => {
    const { application, signer } = signerContext(context);
    const body = await readBody(context.request, ConsentBody);
    notCancelled(application);
    const consentedAt = context.lender.nowIso();
    changeSigner(context.lender, application, signer.identityUuid, (entry) => {
      entry.eConsent = { version: body.version, consentedAt };
    });
    return { consented: true, version: body.version, consentedAt } satisfies z.input<
      typeof EConsentSchema
    >;
  }),

  operation('getSignerDocuments', (context) => {
    const { signer } = signerContext(context);
    consented(signer);
    return {
      package: SIGNER_PACKAGE,
      ready: true,
      documents: SIGNER_DOCUMENTS.map((document) => signerDocumentJson(document, signer)),
    } satisfies z.input<typeof DocumentPackageSchema>;
  }),

  operation('getSignerDocumentContent', (context) => {
    const { application, signer } = signerContext(context);
    consented(signer);
    const document = signerDocument(context.params.documentUuid);
    // A signed document's file is the signed copy: the co-owner's name and signature date.
    const signature = signer.signatures[document.documentUuid];
    const signedBy = `${signer.name.firstName} ${signer.name.lastName}`.trim();
    return {
      documentUuid: document.documentUuid,
      contentType: 'application/pdf',
      content: btoa(
        documentPdf(
          document,
          application,
          signature ? { signedBy, signedAt: signature.signedAt } : null,
        ),
      ),
    } satisfies z.input<typeof DocumentContentSchema>;
  }),

  operation('signSignerDocument', async (context) => {
    const { application, signer } = signerContext(context);
    consented(signer);
    const document = signerDocument(context.params.documentUuid);
    if (!document.requiresSignature) throw badRequest(`${document.title} is not signed`);
    const body = await readBody(context.request, PositionBody);
    const existing = signer.signatures[document.documentUuid];
    if (existing) return { documentUuid: document.documentUuid, signedAt: existing.signedAt };
    notCancelled(application);
    const signedAt = context.lender.nowIso();
    changeSigner(context.lender, application, signer.identityUuid, (entry) => {
      entry.signatures[document.documentUuid] = { signedAt, ...body };
    });
    return { documentUuid: document.documentUuid, signedAt } satisfies z.input<
      typeof SignatureSchema
    >;
  }),

  operation('completeSignerSigning', async (context) => {
    const { application, signer } = signerContext(context);
    await readBody(context.request, CompleteBody);
    notCancelled(application);
    const missing = unsignedSignerDocuments(signer);
    if (missing.length > 0)
      throw new LenderError(409, {
        errors: [`Sign every document first (not signed: ${missing.join(', ')})`],
      });
    const at = context.lender.nowIso();
    changeSigner(context.lender, application, signer.identityUuid, (entry, app) => {
      markSigned(app, entry, at);
    });
    const updated = context.lender.application(application.uuid)!;
    return coDeedStatusJson(
      context.lender,
      updated,
      updated.helocSigners.find((s) => s.identityUuid === signer.identityUuid)!,
    );
  }),

  // The signer's own eNotary session (per identity): the stand-in notary admits them from the
  // waiting room at the first read and completes the session at the second.
  operation('getSignerNotarySession', (context) => {
    const { application, signer } = signerOnPathApplication(context);
    const session = signer.notary?.session ?? null;
    if (session?.status !== 'WAITING_ROOM' && session?.status !== 'IN_PROGRESS')
      return notarySessionJson(session);
    const read = changeSigner(context.lender, application, signer.identityUuid, (entry) => {
      const current = entry.notary!.session!;
      readSignerSession(current);
      return { ...current };
    });
    return notarySessionJson(read);
  }),

  // Joining starts a session (again after a failed or cancelled one); a running or complete one
  // is answered as it is. 409 while the lender does not ask for the signer's notary.
  operation('joinSignerNotarySession', (context) => {
    const { application, signer } = signerOnPathApplication(context);
    notCancelled(application);
    if (!signerNotaryRequired(application, signer))
      throw new LenderError(409, { errors: ['No eNotary session is asked of this signer'] });
    const session = changeSigner(context.lender, application, signer.identityUuid, (entry) => {
      const notary = (entry.notary ??= { requestedAt: null, session: null, notarizedAt: null });
      const status = notary.session?.status;
      if (!status || status === 'FAILED' || status === 'CANCELLED') {
        notary.session = { sessionUuid: context.lender.newId(), status: 'WAITING_ROOM', polls: 0 };
      }
      return { ...notary.session! };
    });
    return notarySessionJson(session);
  }),

  // The lender records the signer's notarisation once their session is complete (idempotent).
  operation('completeSignerNotary', async (context) => {
    const { application, signer } = signerContext(context);
    const body = await readBody(context.request, NotarizeBody);
    notCancelled(application);
    const session = signer.notary?.session;
    if (
      session?.status !== 'COMPLETE' ||
      (body.sessionUuid !== undefined && body.sessionUuid !== session.sessionUuid)
    )
      throw new LenderError(409, { errors: ['The eNotary session is not complete'] });
    const at = context.lender.nowIso();
    changeSigner(context.lender, application, signer.identityUuid, (entry) => {
      entry.notary!.notarizedAt ??= at;
    });
    const updated = context.lender.application(application.uuid)!;
    return coDeedStatusJson(
      context.lender,
      updated,
      updated.helocSigners.find((s) => s.identityUuid === signer.identityUuid)!,
    );
  }),

  operation('getSignerInvitation', ({ lender, params }) => {
    const token = params.token ?? '';
    for (const application of lender.state.applications) {
      const signer = application.helocSigners.find((s) => s.invitation?.token === token);
      if (!signer?.invitation) continue;
      const status = invitationStatus(signer.invitation, lender.now());
      const primary = lender.profileFor(application.identityUuid);
      return {
        status,
        email: status === 'VALID' ? signer.email : null,
        primaryBorrowerName: primary
          ? `${primary.name.firstName} ${primary.name.lastName}`.trim()
          : null,
      } satisfies z.input<typeof SignerInvitationSchema>;
    }
    throw notFound('Invitation');
  }),

  // Legacy auth (issue 12): the invited co-owner creates their password in the app from a good
  // link, is signed in (the answer's jwt), and the link is used up.
  operation('createSignerPassword', async ({ lender, params, request }) => {
    const token = params.token ?? '';
    const body = await readBody(request, PasswordBody);
    for (const application of lender.state.applications) {
      const signer = application.helocSigners.find((s) => s.invitation?.token === token);
      if (!signer?.invitation) continue;
      const status = invitationStatus(signer.invitation, lender.now());
      if (status !== 'VALID') throw new LenderError(409, { errors: [status] });
      const usedAt = lender.nowIso();
      lender.setPassword(signer.identityUuid, body.password);
      changeSigner(lender, application, signer.identityUuid, (entry) => {
        if (entry.invitation) entry.invitation.usedAt = usedAt;
      });
      const identity = lender.identity(signer.identityUuid)!;
      return {
        jwt: lender.sessionToken(identity.uuid),
      } satisfies z.input<typeof SignerPasswordAnswerSchema>;
    }
    throw notFound('Invitation');
  }),
];
