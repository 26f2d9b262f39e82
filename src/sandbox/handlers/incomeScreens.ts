/**
 * The income and identity screens' calls (operationGroups/income.ts; designed, docs/sandbox.md
 * "Income and identity"): the income sources to verify, the income provider's link sessions (with
 * the sandbox provider's own sign-in), documents attached to a source, and ID verification.
 */
import { z } from 'zod';
import { isUuid, LenderError, notFound, type HelocApplication, type Lender } from '../lender';
import type {
  IdentityVerificationRecord,
  IncomeLinkSessionRecord,
  IncomeScreenState,
} from '../lender/screenState/income';
import {
  operation,
  readBody,
  signedIn,
  type OperationContext,
  type OperationDefinition,
} from './define';
import { incomeSourcesOf } from './incomeRecords';

/** Session reads answered PROCESSING after the callback, before LINKED / FAILED. */
export const LINK_PROCESSING_POLLS = 2;
/** Verification reads answered IN_PROGRESS before the outcome. */
export const IDENTITY_PROCESSING_POLLS = 2;
/** Reads answered PENDING_REVIEW before the reviewer's decision (VERIFIED). */
export const IDENTITY_REVIEW_POLLS = 2;

/** The sandbox provider's test sign-in (docs/sandbox.md). */
export const SANDBOX_PROVIDER_PASSWORD = 'pass_good';

/** Employers and payroll providers, and banks, the sandbox provider offers. */
export const SANDBOX_INSTITUTIONS = {
  payroll: ['ADP', 'Paychex', 'Gusto', 'Workday', 'Acme Corporation (employer)'],
  bank: ['First Platypus Bank', 'Tartan Bank', 'Houndstooth Credit Union'],
} as const;

/** The income part of the application's screen records, made (with its sources) when first needed. */
function incomeState(application: HelocApplication): Required<IncomeScreenState> {
  const state = (application.screens.income ??= {});
  // Made from what registration recorded, as getApplication's incomeRequestRecords show them.
  state.sources ??= incomeSourcesOf(application);
  state.sessions ??= [];
  state.identity ??= [];
  return state as Required<IncomeScreenState>;
}

/** The signed-in borrower's application named in the path (404 for others). */
function applicationOf(context: OperationContext): HelocApplication {
  const identity = signedIn(context);
  const uuid = context.params.uuid ?? '';
  if (!isUuid(uuid)) throw notFound('Application');
  return context.lender.accessibleApplication(identity.uuid, uuid);
}

function change<T>(
  lender: Lender,
  application: HelocApplication,
  fn: (state: Required<IncomeScreenState>) => T,
): T {
  return lender.changeApplication(application.uuid, (app) => fn(incomeState(app)));
}

function verificationJson(application: HelocApplication, state: Required<IncomeScreenState>) {
  return {
    applicationUuid: application.uuid,
    employmentType: application.income.employmentType,
    incomePrimary: application.income.incomePrimary,
    incomeOther: application.income.incomeOther,
    sources: structuredClone(state.sources),
  };
}

function sessionJson(session: IncomeLinkSessionRecord) {
  const { code: _code, username: _username, pollsLeft: _polls, returnUrl: _url, ...rest } = session;
  return {
    ...rest,
    // The sandbox provider is a stand-in page inside the app; a real one is hosted (providerUrl).
    providerMode: 'SANDBOX' as const,
    providerUrl: null,
    institutions: [...SANDBOX_INSTITUTIONS[session.type]],
  };
}

function sessionOf(
  state: Required<IncomeScreenState>,
  id: string | undefined,
): IncomeLinkSessionRecord {
  const session = state.sessions.find((s) => s.id === id);
  if (!session) throw notFound('Link session');
  return session;
}

/** A read of a PROCESSING session counts down; the last one settles it. */
function advanceSession(
  state: Required<IncomeScreenState>,
  session: IncomeLinkSessionRecord,
): void {
  if (session.status !== 'PROCESSING') return;
  if (session.pollsLeft > 0) {
    session.pollsLeft -= 1;
    return;
  }
  const target = state.sources.find((s) => s.id === session.sourceId);
  if (/fail/iu.test(session.username ?? '')) {
    session.status = 'FAILED';
    if (target && target.status === 'PROCESSING') target.status = 'UNVERIFIED';
    return;
  }
  session.status = 'LINKED';
  if (target) {
    target.status = 'VERIFIED';
    target.verifiedBy = session.type === 'payroll' ? 'PAYROLL' : 'BANK';
    target.institution = session.institution;
  }
}

/** The caller's own verifications, oldest first (records without an identity are the borrower's). */
function ownVerifications(
  application: HelocApplication,
  state: Required<IncomeScreenState>,
  identityUuid: string,
): IdentityVerificationRecord[] {
  return state.identity.filter(
    (record) => (record.identityUuid ?? application.identityUuid) === identityUuid,
  );
}

function identityOutcome(fileNames: readonly string[]): IdentityVerificationRecord['outcome'] {
  if (fileNames.some((name) => /fail/iu.test(name))) return 'FAILED_VERIFICATION';
  if (fileNames.some((name) => /review/iu.test(name))) return 'PENDING_REVIEW';
  return 'VERIFIED';
}

function advanceIdentity(record: IdentityVerificationRecord): void {
  if (record.status === 'IN_PROGRESS') {
    if (record.pollsLeft > 0) record.pollsLeft -= 1;
    else {
      record.status = record.outcome;
      record.pollsLeft = record.outcome === 'PENDING_REVIEW' ? IDENTITY_REVIEW_POLLS : 0;
    }
  } else if (record.status === 'PENDING_REVIEW') {
    // The reviewer decides after a few reads: the sandbox's reviewer accepts.
    if (record.pollsLeft > 0) record.pollsLeft -= 1;
    else record.status = 'VERIFIED';
  }
}

const CreateSessionBody = z.object({
  type: z.enum(['payroll', 'bank']),
  sourceId: z.string().min(1),
  returnUrl: z.string().url(),
});

const CompleteBody = z.object({ code: z.string().min(1) });

const SignInBody = z.object({
  institution: z.string().min(1, 'Choose your employer or payroll provider'),
  username: z.string().min(1, 'Enter your username'),
  password: z.string().min(1, 'Enter your password'),
});

const DocumentsBody = z.object({
  sourceId: z.string().min(1),
  documents: z
    .array(
      z.object({
        documentId: z.string().min(1),
        type: z.string().min(1),
        fileName: z.string().min(1),
      }),
    )
    .min(1, 'documents must list at least one document'),
});

const StartIdentityBody = z.object({
  idKind: z.enum(['DRIVERS_LICENSE', 'PASSPORT', 'STATE_ID_CARD', 'PERMANENT_RESIDENT_CARD']),
  documents: z
    .array(
      z.object({
        side: z.enum(['FRONT', 'BACK']),
        documentId: z.string().min(1),
        fileName: z.string().min(1),
      }),
    )
    .min(1, 'documents must include the front of the ID'),
});

/** The income screens' calls (operationGroups/income.ts). */
export const incomeScreensOperations: OperationDefinition[] = [
  operation('getIncomeVerification', (context) => {
    const application = applicationOf(context);
    return change(context.lender, application, (state) => {
      for (const session of state.sessions) advanceSession(state, session);
      return verificationJson(application, state);
    });
  }),

  operation('createIncomeLinkSession', async (context) => {
    const application = applicationOf(context);
    const body = await readBody(context.request, CreateSessionBody);
    return change(context.lender, application, (state) => {
      const target = state.sources.find((s) => s.id === body.sourceId);
      if (!target) throw new LenderError(404, { message: 'Income source not found' });
      const method = body.type === 'payroll' ? 'PAYROLL' : 'BANK';
      if (!target.methods.includes(method))
        throw new LenderError(409, {
          errors: [`This income cannot be verified by linking a ${body.type} account`],
        });
      if (target.status === 'VERIFIED')
        throw new LenderError(409, { errors: ['This income source is already verified'] });
      const session: IncomeLinkSessionRecord = {
        id: context.lender.newId(),
        sourceId: body.sourceId,
        type: body.type,
        returnUrl: body.returnUrl,
        status: 'CREATED',
        code: null,
        institution: null,
        username: null,
        pollsLeft: LINK_PROCESSING_POLLS,
        createdAt: context.lender.nowIso(),
      };
      state.sessions.push(session);
      return sessionJson(session);
    });
  }),

  operation('getIncomeLinkSession', (context) => {
    const application = applicationOf(context);
    return change(context.lender, application, (state) => {
      const session = sessionOf(state, context.params.sessionId);
      advanceSession(state, session);
      return sessionJson(session);
    });
  }),

  operation('completeIncomeLink', async (context) => {
    const application = applicationOf(context);
    const body = await readBody(context.request, CompleteBody);
    return change(context.lender, application, (state) => {
      const session = sessionOf(state, context.params.sessionId);
      // The same callback twice (a reload) answers the session as it is.
      if (session.status !== 'AUTHORIZED') {
        if (session.status === 'CREATED')
          throw new LenderError(409, { errors: ['The provider has not finished linking'] });
        return sessionJson(session);
      }
      if (body.code !== session.code)
        throw new LenderError(400, { errors: ['The provider code is not valid for this session'] });
      session.status = 'PROCESSING';
      session.code = null;
      const target = state.sources.find((s) => s.id === session.sourceId);
      if (target && target.status === 'UNVERIFIED') target.status = 'PROCESSING';
      return sessionJson(session);
    });
  }),

  operation('signInIncomeProvider', async ({ lender, params, request }) => {
    const body = await readBody(request, SignInBody);
    if (body.password !== SANDBOX_PROVIDER_PASSWORD)
      throw new LenderError(422, {
        errors: ['The username or password is incorrect. (Sandbox: the password is pass_good.)'],
      });
    const found = lender.state.applications.find((application) =>
      (application.screens.income?.sessions ?? []).some((s) => s.id === params.sessionId),
    );
    if (!found) throw notFound('Link session');
    return lender.changeApplication(found.uuid, (application) => {
      const state = incomeState(application);
      const session = sessionOf(state, params.sessionId);
      if (session.status !== 'CREATED' && session.status !== 'AUTHORIZED')
        throw new LenderError(409, { errors: ['This link session is already used'] });
      session.status = 'AUTHORIZED';
      session.code = lender.newId();
      session.institution = body.institution;
      session.username = body.username;
      const url = new URL(session.returnUrl);
      url.searchParams.set('sessionId', session.id);
      url.searchParams.set('code', session.code);
      return { redirectUrl: url.toString() };
    });
  }),

  operation('submitIncomeDocuments', async (context) => {
    const application = applicationOf(context);
    const body = await readBody(context.request, DocumentsBody);
    return change(context.lender, application, (state) => {
      const target = state.sources.find((s) => s.id === body.sourceId);
      if (!target) throw new LenderError(404, { message: 'Income source not found' });
      if (target.status === 'VERIFIED')
        throw new LenderError(409, { errors: ['This income source is already verified'] });
      target.documents.push(...body.documents);
      target.status = 'DOCUMENTS_SUBMITTED';
      target.verifiedBy = 'DOCUMENTS';
      return verificationJson(application, state);
    });
  }),

  // Scoped by the caller: the borrower and each additional signer have their own verification.
  operation('getIdentityVerification', (context) => {
    const application = applicationOf(context);
    const caller = signedIn(context).uuid;
    return change(context.lender, application, (state) => {
      const latest = ownVerifications(application, state, caller).at(-1);
      if (!latest) return { id: null, status: 'NOT_STARTED', idKind: null };
      advanceIdentity(latest);
      return { id: latest.id, status: latest.status, idKind: latest.idKind };
    });
  }),

  operation('startIdentityVerification', async (context) => {
    const application = applicationOf(context);
    const body = await readBody(context.request, StartIdentityBody);
    if (!body.documents.some((d) => d.side === 'FRONT'))
      throw new LenderError(400, { errors: ['documents must include the front of the ID'] });
    const caller = signedIn(context).uuid;
    return change(context.lender, application, (state) => {
      const latest = ownVerifications(application, state, caller).at(-1);
      if (latest && (latest.status === 'VERIFIED' || latest.status === 'IN_PROGRESS'))
        throw new LenderError(409, {
          errors: [`An identity verification is already ${latest.status}`],
        });
      const record: IdentityVerificationRecord = {
        id: context.lender.newId(),
        identityUuid: caller,
        idKind: body.idKind,
        documents: body.documents,
        status: 'IN_PROGRESS',
        outcome: identityOutcome(body.documents.map((d) => d.fileName)),
        pollsLeft: IDENTITY_PROCESSING_POLLS,
        createdAt: context.lender.nowIso(),
      };
      state.identity.push(record);
      return { id: record.id, status: record.status, idKind: record.idKind };
    });
  }),
];
