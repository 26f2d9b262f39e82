import type { z } from 'zod';
import type { BannerListSchema } from '../../api/banners';
import { notFound } from '../lender';
import { operation, type OperationDefinition } from './define';

export const bannersOperations: OperationDefinition[] = [
  operation('getBanners', ({ lender, url }) => {
    if (!/\/banners\/heloc-banners(-test)?\.json$/u.test(url.pathname)) throw notFound('File');
    return structuredClone(lender.state.banners) satisfies z.input<typeof BannerListSchema>;
  }),
];
