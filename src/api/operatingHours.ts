import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { optionalText } from './common';
import { HEADER } from './headers';

const HOURS_BASE = '/service-operating-hours/external/api/v1/hours';

/** Phone support hours are shown in the footer and top bar; chat hours choose agent or chatbot. */
export type Department = 'OPS_PHONE' | 'OPS_CHAT';

export const BusinessHoursSchema = z.object({
  weekday: optionalText,
  /** 1-7; 6 and 7 are the weekend. */
  weekdayValue: z.int().check(z.gte(1)).check(z.lte(7)),
  isOpen: z.boolean(),
  /** Time of day as the service sends it (Pacific Time). */
  startTime: optionalText,
  endTime: optionalText,
});
export type BusinessHours = z.infer<typeof BusinessHoursSchema>;

/** Answer of hours/{department} not shown: designed as the week's entries, like /week. */
export const WeekHoursSchema = z.array(BusinessHoursSchema);

/** Answer not shown: designed as `{ isOpen }`. */
export const OpenStatusSchema = z.object({ isOpen: z.boolean() });
export type OpenStatus = z.infer<typeof OpenStatusSchema>;

/** display=true asks for the entries meant for display (shell §7). */
const DISPLAY = { display: true } as const;

function orgHeader(orgCode: string | undefined): Record<string, string> {
  return orgCode ? { [HEADER.org]: orgCode } : {};
}

/** Hours of a department; orgCode overrides the configured org header. */
export function getDepartmentHours(
  department: Department,
  orgCode?: string,
  options: CallOptions = {},
): Promise<BusinessHours[]> {
  return apiRequest(`${HOURS_BASE}/${department}`, {
    ...options,
    context: 'external',
    query: DISPLAY,
    headers: orgHeader(orgCode),
    schema: WeekHoursSchema,
  });
}

/** Chat hours are the main brand's: pass its org code. */
export function getChatOpenStatus(
  mainBrandOrgCode: string,
  options: CallOptions = {},
): Promise<OpenStatus> {
  return apiRequest(`${HOURS_BASE}/OPS_CHAT/openStatus`, {
    ...options,
    context: 'external',
    query: DISPLAY,
    headers: orgHeader(mainBrandOrgCode),
    schema: OpenStatusSchema,
  });
}

export function getChatWeek(
  mainBrandOrgCode: string,
  options: CallOptions = {},
): Promise<BusinessHours[]> {
  return apiRequest(`${HOURS_BASE}/OPS_CHAT/week`, {
    ...options,
    context: 'external',
    query: DISPLAY,
    headers: orgHeader(mainBrandOrgCode),
    schema: WeekHoursSchema,
  });
}
