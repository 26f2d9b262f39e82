import type { z } from 'zod';
import type { AffiliatePrepopSchema, OfferCodeSchema } from '../../api/prefill';
import { notFound } from '../lender';
import { operation, type OperationDefinition } from './define';

export const prefillOperations: OperationDefinition[] = [
  operation('getOfferCode', ({ lender, params }) => {
    const record = lender.offerCode(params.code ?? '');
    if (!record) throw notFound('Offer code');
    const answer = { ...record };
    return answer satisfies z.input<typeof OfferCodeSchema>;
  }),

  operation('getAffiliatePrepop', ({ lender, url }) => {
    const id = url.searchParams.get('id') ?? '';
    const record = lender.prepop(id);
    if (!record) throw notFound('Prepopulation record');
    const { id: _id, ...data } = structuredClone(record);
    return data satisfies z.input<typeof AffiliatePrepopSchema>;
  }),
];
