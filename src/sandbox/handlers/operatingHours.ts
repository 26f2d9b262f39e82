import type { z } from 'zod';
import type { OpenStatusSchema, WeekHoursSchema } from '../../api/operatingHours';
import { notFound, PACIFIC_TIME, type Lender } from '../lender';
import { operation, type OperationDefinition } from './define';

/** The week's entries (Pacific Time). */
function hoursJson(lender: Lender, department: string) {
  const hours = lender.hours(department);
  if (!hours) throw notFound('Department');
  return structuredClone(hours) satisfies z.input<typeof WeekHoursSchema>;
}

export const operatingHoursOperations: OperationDefinition[] = [
  operation('getChatOpenStatus', ({ lender }) => {
    const answer = { department: 'OPS_CHAT', timeZone: PACIFIC_TIME, isOpen: lender.isChatOpen() };
    return answer satisfies z.input<typeof OpenStatusSchema>;
  }),

  operation('getChatWeekHours', ({ lender }) => hoursJson(lender, 'OPS_CHAT')),

  operation('getOperatingHours', ({ lender, params }) =>
    hoursJson(lender, (params.department ?? '').toUpperCase()),
  ),
];
