import { apiRequest } from './client';
import type { CallOptions } from './client';

/** Where the user goes after joining: marketing visitors and applicants have different pages. */
export const WAITLIST_PATHS = { marketing: '/marketing-waitlist', default: '/waitlist' } as const;

export interface WaitlistRequest {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd. */
  dob: string;
  email: string;
  income: number;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
  consent: boolean;
}

export async function joinWaitlist(
  request: WaitlistRequest,
  options: CallOptions = {},
): Promise<void> {
  await apiRequest('/service-wait-list/api/v1/home-equity-loan-plus', {
    ...options,
    method: 'POST',
    body: request,
  });
}
