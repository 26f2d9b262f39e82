import type { IdentitySchema, RegisterIdentityAnswerSchema } from '../../api/identity';
import { z } from 'zod';
import { LenderError } from '../lender';
import { operation, readBody, signedIn, type OperationDefinition } from './define';
import { email } from './schemas';
import { identityJson } from './views';

/** Shell doc §5: 12+ characters, upper, lower, digit and one of !@#$%^&*. */
const password = z
  .string()
  .min(12, 'Password must be at least 12 characters')
  .regex(/[A-Z]/u, 'Password must contain an uppercase letter')
  .regex(/[a-z]/u, 'Password must contain a lowercase letter')
  .regex(/\d/u, 'Password must contain a number')
  .regex(/[!@#$%^&*]/u, 'Password must contain one of !@#$%^&*');

const legacyBody = z.looseObject({
  email,
  password,
  phoneNumber: z.string().regex(/^\+?[\d\s()-]{10,20}$/u, 'Please enter a valid phone number'),
});

export const identityOperations: OperationDefinition[] = [
  operation('legacyRegister', async ({ lender, request, org }) => {
    const body = await readBody(request, legacyBody);
    if (lender.identityByEmail(body.email))
      throw new LenderError(409, { errors: ['identity exists'] });
    const identity = lender.registerIdentity({
      email: body.email,
      password: body.password,
      phoneNumber: body.phoneNumber,
      org,
    });
    const answer = { jwt: identity.jwt, uuid: identity.uuid };
    return Response.json(answer satisfies z.input<typeof RegisterIdentityAnswerSchema>, {
      status: 201,
    });
  }),

  operation(
    'getIdentity',
    (context) => identityJson(signedIn(context)) satisfies z.input<typeof IdentitySchema>,
  ),

  operation(
    'getIdentityV1',
    (context) => identityJson(signedIn(context)) satisfies z.input<typeof IdentitySchema>,
  ),

  operation('savePhoneAlias', async (context) => {
    const identity = signedIn(context);
    const body = await readBody(
      context.request,
      z.looseObject({
        type: z.literal('Phone'),
        value: z.string().min(1, 'Please enter your mobile phone'),
      }),
    );
    return identityJson(context.lender.savePhoneAlias(identity.uuid, body.value));
  }),
];
