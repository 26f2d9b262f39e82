import type { ConsentPromptSchema } from '../../api/commsPrefs';
import { z } from 'zod';
import { notFound } from '../lender';
import { operation, readBody, signedIn, type OperationDefinition } from './define';

const optInOut = z.union([
  z.boolean().transform((optIn) => (optIn ? 'OPT_IN' : 'OPT_OUT')),
  z
    .string()
    .transform((value) => value.toUpperCase().replace(/[^A-Z]/gu, ''))
    .pipe(z.enum(['OPTIN', 'OPTOUT']))
    .transform((value) => (value === 'OPTIN' ? 'OPT_IN' : 'OPT_OUT')),
]);

const consentBody = z.looseObject({
  org: z.string().nullish(),
  source: z.string().nullish(),
  productType: z.string().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  consents: z.array(z.looseObject({ consentPromptUuid: z.string().min(1), optInOut })).min(1),
});

export const commsPrefsOperations: OperationDefinition[] = [
  operation('getConsentPrompt', ({ lender, params }) => {
    const prompt = lender.consentPrompt((params.consentType ?? '').toUpperCase());
    if (!prompt) throw notFound('Consent prompt');
    const answer = { ...prompt };
    return answer satisfies z.input<typeof ConsentPromptSchema>;
  }),

  operation('saveUserConsents', async (context) => {
    const identity = signedIn(context);
    const body = await readBody(context.request, consentBody);
    const saved = context.lender.saveUserConsents(
      body.consents.map((consent) => ({
        identityUuid: identity.uuid,
        consentPromptUuid: consent.consentPromptUuid,
        optInOut: consent.optInOut,
        phone: body.phone ?? null,
        email: body.email ?? null,
        org: body.org ?? context.org,
        source: body.source ?? 'HELOC_REGISTRATION',
        productType: body.productType ?? 'HELOC',
      })),
    );
    return Response.json(
      {
        consents: saved.map(({ uuid, consentPromptUuid, optInOut: choice }) => ({
          uuid,
          consentPromptUuid,
          optInOut: choice,
        })),
      },
      { status: 201 },
    );
  }),
];
