import type { ProfileConsentTypesSchema, ProfileSchema } from '../../api/profile';
import { z } from 'zod';
import { notFound } from '../lender';
import { operation, readBody, signedIn, type OperationDefinition } from './define';
import { toSuffix } from './schemas';
import { profileJson } from './views';

const PROFILE_CONSENT_TYPES = [
  { type: 'PRIVACY', version: '2025-06' },
  { type: 'TERMS', version: '2025-06' },
  { type: 'COMMUNICATIONS', version: '2025-06' },
  { type: 'SOFT_CREDIT', version: '2025-06' },
  { type: 'SMS', version: '2025-06' },
  { type: 'SMS_TRANSACTIONAL', version: '2025-06' },
];

const nameRule = /^[A-Za-z' -]*$/u;

const nameBody = z.looseObject({
  firstName: z
    .string()
    .trim()
    .min(2, 'First name must be at least 2 characters')
    .regex(nameRule, 'Some of the characters entered are not supported.'),
  middleName: z
    .string()
    .trim()
    .regex(nameRule, 'Some of the characters entered are not supported.')
    .nullish(),
  lastName: z.string().trim().min(1, 'Required'),
  suffix: z.string().nullish(),
});

const feedbackBody = z.looseObject({
  applicationUuid: z.string().nullish(),
  message: z
    .string()
    .trim()
    .min(10, 'Must be at least 10 characters')
    .max(1000, 'Must be at most 1000 characters'),
  topic: z.enum(['IMPROVE', 'COMPLIMENT'], 'Please select a topic'),
  marketingConsent: z.boolean('Required'),
  pathname: z.string().default(''),
  productType: z.string().default('HELOC'),
});

export const profileOperations: OperationDefinition[] = [
  operation('getProfile', (context) => {
    const profile = context.lender.profileFor(signedIn(context).uuid);
    if (!profile) throw notFound('Profile');
    return profileJson(profile) satisfies z.input<typeof ProfileSchema>;
  }),

  operation(
    'getProfileConsentTypes',
    () => PROFILE_CONSENT_TYPES satisfies z.input<typeof ProfileConsentTypesSchema>,
  ),

  operation('saveProfileName', async (context) => {
    const identity = signedIn(context);
    const body = await readBody(context.request, nameBody);
    return profileJson(
      context.lender.saveProfileName(identity.uuid, {
        firstName: body.firstName,
        middleName: body.middleName ?? '',
        lastName: body.lastName,
        suffix: toSuffix(body.suffix),
      }),
    );
  }),

  operation('sendCeoFeedback', async (context) => {
    const identity = signedIn(context);
    const body = await readBody(context.request, feedbackBody);
    const saved = context.lender.saveFeedback({
      identityUuid: identity.uuid,
      applicationUuid: body.applicationUuid ?? null,
      topic: body.topic,
      message: body.message,
      marketingConsent: body.marketingConsent,
      pathname: body.pathname,
      productType: body.productType,
    });
    return Response.json({ uuid: saved.uuid }, { status: 201 });
  }),
];
