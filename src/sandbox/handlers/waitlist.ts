import { z } from 'zod';
import { operation, readBody, type OperationDefinition } from './define';
import { email, money } from './schemas';

const waitlistBody = z.looseObject({
  firstName: z.string().trim().min(1, 'Required'),
  lastName: z.string().trim().min(1, 'Required'),
  dob: z.string().min(1, 'Required'),
  email,
  income: money,
  street1: z.string().trim().min(1, 'Street address is required'),
  street2: z.string().nullish(),
  city: z.string().trim().min(1, 'Required'),
  state: z.string().regex(/^[A-Za-z]{2}$/u, 'State must be two characters in length'),
  zip: z.string().regex(/^\d{5}$/u, 'Please enter a valid zipcode'),
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
