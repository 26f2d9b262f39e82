import { z } from 'zod';
import { operation, readBody, type OperationDefinition } from './define';
import { addressBody, email, money } from './schemas';

const waitlistBody = addressBody.extend({
  firstName: z.string().trim().min(1, 'Required'),
  lastName: z.string().trim().min(1, 'Required'),
  dob: z.string().min(1, 'Required'),
  email,
  income: money,
  consent: z.boolean(),
});

export const waitlistOperations: OperationDefinition[] = [
  operation('joinWaitlist', async ({ lender, request }) => {
    const body = await readBody(request, waitlistBody);
    const entry = lender.joinWaitlist({
      firstName: body.firstName,
      lastName: body.lastName,
      dob: body.dob,
      email: body.email.toLowerCase(),
      income: body.income,
      street1: body.street1,
      street2: body.street2 ?? '',
      city: body.city,
      state: body.state.toUpperCase(),
      zip: body.zip,
      consent: body.consent,
    });
    return Response.json({ uuid: entry.uuid }, { status: 201 });
  }),
];
