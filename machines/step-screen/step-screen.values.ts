/**
 * Whether a SUBMIT repeats the attempt before it (issue 17): the same values keep the attempt's
 * idempotency keys, other values are another write and get new ones.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * Structural equality of submitted values: arrays and plain objects compared member by member,
 * dates by their time, and anything else by identity. A file (an upload) is the same only when it
 * is the same File object: two files of one name may differ, and the form keeps the object it
 * was given.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.hasOwn(b, key) && sameValues(a[key], b[key]));
  }
  return false;
}
