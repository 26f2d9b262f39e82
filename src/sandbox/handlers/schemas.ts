import { z } from 'zod';

/** Request-body pieces several services share (what the sandbox accepts, leniently). */

export const addressBody = z.looseObject({
  street1: z.string().trim().min(1, 'Street address is required'),
  street2: z.string().nullish(),
  city: z.string().trim().min(1, 'City is required'),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/u, 'State must be two characters in length'),
  zip: z.string().regex(/^\d{5}$/u, 'Please enter a valid zipcode'),
});

export const nameBody = z.looseObject({
  firstName: z.string().optional(),
  middleName: z.string().nullish(),
  lastName: z.string().optional(),
  suffix: z.string().nullish(),
});

/** A number, or a numeric string ("145000"). */
export const money = z.union([
  z.number().min(0),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/u, 'Must be a number')
    .transform(Number),
]);

export const email = z.string().trim().email('Please enter a valid email address');

/** Suffixes the spec lists; anything else is stored as no suffix. */
export const SUFFIXES = ['', 'N/A', 'JR', 'SR', 'I', 'II', 'III', 'IV', 'V'] as const;

export function toSuffix(value: string | null | undefined): (typeof SUFFIXES)[number] {
  const upper = (value ?? '').toUpperCase();
  return (SUFFIXES as readonly string[]).includes(upper)
    ? (upper as (typeof SUFFIXES)[number])
    : '';
}
