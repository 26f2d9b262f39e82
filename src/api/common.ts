import { z } from 'zod/mini';

/** A text field a real API may leave out or send as null. */
export const optionalText = z.nullish(z.string());

/** A number field a real API may leave out or send as null. */
export const optionalNumber = z.nullish(z.number());

/** A flag a real API may leave out or send as null. */
export const optionalFlag = z.nullish(z.boolean());

/** Ids and loan numbers arrive as text or as numbers depending on the service. */
export const textOrNumber = z.union([z.string(), z.number()]);

/** Street address as the services send it (shell §3 Address). */
export const AddressSchema = z.object({
  street1: optionalText,
  street2: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
});
export type Address = z.infer<typeof AddressSchema>;

/** Person name (shell §3 Name). */
export const NameSchema = z.object({
  firstName: optionalText,
  middleName: optionalText,
  lastName: optionalText,
  suffix: optionalText,
});
export type Name = z.infer<typeof NameSchema>;

/** A consent the server asks for, with the version the user accepts. */
export const ConsentTypeSchema = z.object({
  type: z.string(),
  version: z.nullish(textOrNumber),
});
export type ConsentType = z.infer<typeof ConsentTypeSchema>;

/** A list the server may send as null or leave out: read as empty. */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((items) => items ?? []),
  );
}

/** Address fields as sent in request bodies. */
export interface AddressInput {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/** Name fields as sent in request bodies. */
export interface NameInput {
  firstName: string;
  middleName?: string;
  lastName: string;
  suffix?: string;
}
