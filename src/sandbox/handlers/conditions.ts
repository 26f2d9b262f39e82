import { z } from 'zod';
import type {
  AnsweredConditionSchema,
  ConditionListSchema,
  SharedLocationSchema,
} from '../../api/conditions';
import type { UploadedDocumentSchema } from '../../api/documents';
import { DOCUMENT_TYPES, fileProblem, FILE_MESSAGES } from '../../domain/documents';
import {
  badRequest,
  forbidden,
  isUuid,
  LenderError,
  notFound,
  type Condition,
  type Lender,
} from '../lender';
import {
  emptyConditionsScreenState,
  type ConditionsScreenState,
} from '../lender/screenState/conditions';
import { operation, readBody, signedIn, type OperationDefinition } from './define';

/** The application's conditions records, made when first needed. */
function conditionsState(application: { screens: { conditions?: ConditionsScreenState } }) {
  application.screens.conditions ??= emptyConditionsScreenState();
  return application.screens.conditions;
}

/** Conditions nobody has answered yet (answered ones stay in the lender's list, marked here). */
export function openConditions(lender: Lender, applicationUuid: string): Condition[] {
  const application = lender.application(applicationUuid);
  const answered = new Set(
    (application?.screens.conditions?.answered ?? []).map((record) => record.conditionUuid),
  );
  return lender.conditionsFor(applicationUuid).filter((condition) => !answered.has(condition.uuid));
}

/**
 * Marks a condition answered (the staff tools and tests use it too): it leaves the open list.
 * 404 for an unknown condition of the application; answering twice keeps the first answer.
 */
export function answerConditionIn(
  lender: Lender,
  applicationUuid: string,
  conditionUuid: string,
  identityUuid: string,
  documentUuids: string[] = [],
) {
  const condition = lender
    .conditionsFor(applicationUuid)
    .find((candidate) => candidate.uuid === conditionUuid);
  if (!condition) throw notFound('Condition');
  return lender.changeApplication(applicationUuid, (application) => {
    const state = conditionsState(application);
    const known = new Set(state.documents.map((document) => document.uuid));
    const unknown = documentUuids.filter((uuid) => !known.has(uuid));
    if (unknown.length > 0) throw badRequest(`Unknown document ${unknown.join(', ')}`);
    const existing = state.answered.find((record) => record.conditionUuid === conditionUuid);
    if (existing) return existing;
    const record = {
      conditionUuid,
      identityUuid,
      documentUuids,
      answeredAt: lender.nowIso(),
    };
    state.answered.push(record);
    return record;
  });
}

const AnswerBody = z.object({ documentUuids: z.array(z.string()).default([]) });

const LocationBody = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0),
});

/** The category whose condition is answered with a location (designed: docs/sandbox.md). */
const LOCATION_CATEGORY = 'SIGNER_LOCATION_CONFIRMATION';

/** The locations shared for one condition (made when first needed; older saved state has none). */
export function sharedLocations(lender: Lender, applicationUuid: string, conditionUuid: string) {
  return (lender.application(applicationUuid)?.screens.conditions?.locations ?? []).filter(
    (record) => record.conditionUuid === conditionUuid,
  );
}

/**
 * A location for the caller's own open location condition: 404 for an unknown condition, 400 for
 * one that does not ask for a location, 403 for another applicant's, 409 once it is answered.
 * Each call records one (a real device may share again after moving).
 */
export function shareLocationIn(
  lender: Lender,
  applicationUuid: string,
  conditionUuid: string,
  identityUuid: string,
  position: z.output<typeof LocationBody>,
) {
  const condition = lender
    .conditionsFor(applicationUuid)
    .find((candidate) => candidate.uuid === conditionUuid);
  if (!condition) throw notFound('Condition');
  if (condition.categoryEnum !== LOCATION_CATEGORY)
    throw badRequest('This condition does not ask for a location');
  if (condition.identityUuid !== identityUuid)
    throw forbidden('This condition is for another applicant');
  if (!openConditions(lender, applicationUuid).some((open) => open.uuid === conditionUuid))
    throw new LenderError(409, { errors: ['This condition is already answered'] });
  return lender.changeApplication(applicationUuid, (application) => {
    const state = conditionsState(application);
    const record = {
      uuid: lender.newId(),
      conditionUuid,
      identityUuid,
      latitude: position.latitude,
      longitude: position.longitude,
      accuracy: position.accuracy,
      recordedAt: lender.nowIso(),
    };
    (state.locations ??= []).push(record);
    return record;
  });
}

async function readUpload(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new LenderError(400, { errors: ['Request body must be multipart form data'] });
  }
  const documentType = form.get('documentType');
  const file = form.get('file');
  const conditionUuid = form.get('conditionUuid');
  const errors: string[] = [];
  if (
    typeof documentType !== 'string' ||
    !(DOCUMENT_TYPES as readonly string[]).includes(documentType)
  ) {
    errors.push(`documentType: expected one of ${DOCUMENT_TYPES.join(', ')}`);
  }
  if (!(file instanceof Blob)) errors.push('file: required');
  if (conditionUuid !== null && typeof conditionUuid !== 'string')
    errors.push('conditionUuid: text');
  if (errors.length > 0 || !(file instanceof Blob)) throw new LenderError(400, { errors });
  const fileName =
    'name' in file && typeof file.name === 'string' && file.name ? file.name : 'document';
  const problem = fileProblem({ name: fileName, size: file.size, type: file.type });
  // 413 for a file over the limit, 415 for a type the lender does not accept (same words as the app).
  if (problem === 'size') throw new LenderError(413, { message: FILE_MESSAGES.size(fileName) });
  if (problem)
    throw new LenderError(problem === 'type' ? 415 : 400, {
      message: FILE_MESSAGES[problem](fileName),
    });
  return {
    documentType: documentType as string,
    fileName,
    size: file.size,
    contentType: file.type,
    conditionUuid: typeof conditionUuid === 'string' && conditionUuid ? conditionUuid : null,
  };
}

export const conditionsOperations: OperationDefinition[] = [
  operation('getConditions', ({ lender, params }) => {
    const application = lender.application(params.uuid ?? '');
    if (!application) throw notFound('Application');
    // "External": no token needed; every applicant's open conditions, as the path says. Each
    // keeps identityUuid (designed): whose condition it is, so a signer's pages show their own.
    return openConditions(lender, application.uuid).map(({ applicationUuid: _a, ...condition }) =>
      structuredClone(condition),
    ) satisfies z.input<typeof ConditionListSchema>;
  }),
  // Designed (docs/sandbox.md "Conditions"): one document per call, multipart.
  operation('uploadDocument', async ({ lender, params, request, ...context }) => {
    const identity = signedIn({ lender, params, request, ...context });
    const uuid = params.uuid ?? '';
    if (!isUuid(uuid)) throw notFound('Application');
    lender.accessibleApplication(identity.uuid, uuid);
    const upload = await readUpload(request);
    if (
      upload.conditionUuid &&
      !lender.conditionsFor(uuid).some((condition) => condition.uuid === upload.conditionUuid)
    ) {
      throw notFound('Condition');
    }
    const record = lender.changeApplication(uuid, (application) => {
      const added = {
        ...upload,
        uuid: lender.newId(),
        identityUuid: identity.uuid,
        uploadedAt: lender.nowIso(),
      };
      conditionsState(application).documents.push(added);
      return added;
    });
    return {
      uuid: record.uuid,
      documentType: record.documentType,
      fileName: record.fileName,
      size: record.size,
      uploadedAt: record.uploadedAt,
    } satisfies z.input<typeof UploadedDocumentSchema>;
  }),
  // Designed: the borrower did what the condition asks; it leaves the open list.
  operation('answerCondition', async ({ lender, params, request, ...context }) => {
    const identity = signedIn({ lender, params, request, ...context });
    const uuid = params.uuid ?? '';
    if (!isUuid(uuid)) throw notFound('Application');
    lender.accessibleApplication(identity.uuid, uuid);
    const body = await readBody(request, AnswerBody);
    const conditionUuid = params.conditionUuid ?? '';
    const condition = lender
      .conditionsFor(uuid)
      .find((candidate) => candidate.uuid === conditionUuid);
    // A location condition is answered by sharing the location first (answering twice still
    // answers the first answer).
    if (
      condition?.categoryEnum === LOCATION_CATEGORY &&
      openConditions(lender, uuid).some((open) => open.uuid === conditionUuid) &&
      sharedLocations(lender, uuid, conditionUuid).length === 0
    ) {
      throw new LenderError(409, { errors: ['Share your location first'] });
    }
    const record = answerConditionIn(
      lender,
      uuid,
      conditionUuid,
      identity.uuid,
      body.documentUuids,
    );
    return {
      uuid: record.conditionUuid,
      answeredAt: record.answeredAt,
    } satisfies z.input<typeof AnsweredConditionSchema>;
  }),
  // Designed: where the applicant is, for their own location condition (answered afterwards).
  operation('shareConditionLocation', async ({ lender, params, request, ...context }) => {
    const identity = signedIn({ lender, params, request, ...context });
    const uuid = params.uuid ?? '';
    if (!isUuid(uuid)) throw notFound('Application');
    lender.accessibleApplication(identity.uuid, uuid);
    const body = await readBody(request, LocationBody);
    const record = shareLocationIn(lender, uuid, params.conditionUuid ?? '', identity.uuid, body);
    return {
      uuid: record.uuid,
      conditionUuid: record.conditionUuid,
      recordedAt: record.recordedAt,
    } satisfies z.input<typeof SharedLocationSchema>;
  }),
];
