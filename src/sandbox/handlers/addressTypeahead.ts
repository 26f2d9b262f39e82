import type { z } from 'zod';
import type { AddressSuggestionListSchema } from '../../api/addressTypeahead';
import { operation, type OperationDefinition } from './define';

export interface AddressSuggestion {
  fullAddress: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

function suggestion(
  street1: string,
  street2: string,
  city: string,
  state: string,
  zip: string,
): AddressSuggestion {
  const unit = street2 ? ` ${street2}` : '';
  return {
    fullAddress: `${street1}${unit}, ${city}, ${state} ${zip}`,
    street1,
    street2,
    city,
    state,
    zip,
  };
}

/**
 * Sample addresses (made-up streets in real cities). Chosen to exercise the rules: TX (BPO
 * condition), NY (New York modal / regulator review), HI (not lending), AL (minimum age 19), CA,
 * a California disaster zip (91001, the fire-inspection warning), WV (not lending), a unit number.
 */
export const ADDRESSES: readonly AddressSuggestion[] = [
  suggestion('742 Sample Ave', '', 'Sacramento', 'CA', '95818'),
  suggestion('1200 Placeholder Blvd', '', 'Austin', 'TX', '78704'),
  suggestion('88 Example St', 'Apt 4B', 'Brooklyn', 'NY', '11215'),
  suggestion('15 Demo Ln', '', 'Honolulu', 'HI', '96816'),
  suggestion('18 Placeholder Ln', '', 'Birmingham', 'AL', '35209'),
  suggestion('2450 Sample Canyon Rd', '', 'Altadena', 'CA', '91001'),
  suggestion('310 Example Way', '', 'San Diego', 'CA', '92104'),
  suggestion('901 Test Dr', '', 'Houston', 'TX', '77008'),
  suggestion('3300 Example St', 'Unit 4', 'Phoenix', 'AZ', '85018'),
  suggestion('47 Mock Rd', '', 'Denver', 'CO', '80206'),
  suggestion('600 Sample Pkwy', '', 'Orlando', 'FL', '32803'),
  suggestion('12 Fixture Ct', '', 'Charleston', 'WV', '25314'),
];

const MAX_SUGGESTIONS = 5;

export const addressTypeaheadOperations: OperationDefinition[] = [
  operation('addressTypeahead', ({ url }) => {
    const tokens = (url.searchParams.get('q') ?? '')
      .toLowerCase()
      .split(/[\s,]+/u)
      .filter(Boolean);
    if (tokens.length === 0) return [];
    return ADDRESSES.filter((address) => {
      const haystack = address.fullAddress.toLowerCase();
      return tokens.every((token) => haystack.includes(token));
    }).slice(0, MAX_SUGGESTIONS) satisfies z.input<typeof AddressSuggestionListSchema>;
  }),
];
