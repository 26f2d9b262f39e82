/** A uuid as the services write it: 8-4-4-4-12 hexadecimal digits, any case, any version. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * The application id in a path: the first segment that looks like a uuid, wherever it sits
 * (`/account/heloc/{uuid}/identity`, `/register/name/{uuid}`). `undefined` when none does.
 */
export function findApplicationId(pathname: string): string | undefined {
  return pathname.split(/[/?#]/).find((segment) => isUuid(segment));
}
