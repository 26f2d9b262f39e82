import type { TelemetrySessionAnswerSchema } from '../../api/telemetry';
import { z } from 'zod';
import { noContent, operation, readBody, type OperationDefinition } from './define';

const sessionKey = z.looseObject({
  uuid: z.string(),
  epoch: z.union([z.number(), z.string()]).optional(),
  trackerUuid: z.string().optional(),
});

const sessionBody = z.looseObject({
  platform: z.string().optional(),
  /** The session being resumed, if any. */
  sessionKey: sessionKey.nullish(),
});

const eventBody = z.looseObject({
  event: z.string().min(1, 'event is required'),
  sessionKey: z.union([sessionKey.transform((key) => key.uuid), z.string()]).nullish(),
  eventType: z.string().nullish(),
  pagePath: z.string().nullish(),
  applicationUuid: z.string().nullish(),
  domain: z.string().nullish(),
  queryParams: z.record(z.string(), z.unknown()).nullish(),
  identityId: z.string().nullish(),
  productType: z.string().nullish(),
  eventProperties: z.record(z.string(), z.unknown()).nullish(),
  dontDedupe: z.boolean().nullish(),
  dedupeProperty: z.string().nullish(),
});

export const telemetryOperations: OperationDefinition[] = [
  operation('createTelemetrySession', async ({ lender, request, params }) => {
    const body = await readBody(request, sessionBody);
    const resumed = lender.state.telemetrySessions.find((s) => s.uuid === body.sessionKey?.uuid);
    const session =
      resumed ??
      lender.createTelemetrySession(params.context ?? 'external', body.sessionKey?.trackerUuid);
    const answer = {
      sessionKey: { uuid: session.uuid, epoch: session.epoch, trackerUuid: session.trackerUuid },
    };
    return answer satisfies z.input<typeof TelemetrySessionAnswerSchema>;
  }),

  operation('trackEvent', async ({ lender, request }) => {
    const body = await readBody(request, eventBody);
    lender.trackEvent({
      event: body.event,
      sessionKey: body.sessionKey ?? null,
      eventType: body.eventType ?? null,
      pagePath: body.pagePath ?? null,
      applicationUuid: body.applicationUuid ?? null,
      domain: body.domain ?? null,
      queryParams: body.queryParams ?? null,
      identityId: body.identityId ?? null,
      productType: body.productType ?? null,
      eventProperties: body.eventProperties ?? null,
      dontDedupe: body.dontDedupe ?? null,
      dedupeProperty: body.dedupeProperty ?? null,
    });
    return noContent();
  }),
];
