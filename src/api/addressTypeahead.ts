import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { optionalText } from './common';

/** Not shown in the spec ("a URL prefix plus typed text"): path and shape are designed. */
export const TYPEAHEAD_PATH = '/service-address/external/api/v1/typeahead';

export const AddressSuggestionSchema = z.object({
  fullAddress: z.string(),
  street1: z.string(),
  street2: optionalText,
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

export const AddressSuggestionListSchema = z.array(AddressSuggestionSchema);

/** Abort the previous lookup when the user types on (pass its signal). */
export function searchAddresses(
  text: string,
  options: CallOptions = {},
): Promise<AddressSuggestion[]> {
  return apiRequest(TYPEAHEAD_PATH, {
    ...options,
    context: 'external',
    query: { q: text },
    schema: AddressSuggestionListSchema,
  });
}
