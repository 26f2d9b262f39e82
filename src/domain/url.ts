/** An absolute web URL: starts with `http://` or `https://` (case-insensitive) and has a host. */
export function isUrl(value: unknown): boolean {
  return typeof value === 'string' && /^https?:\/\/[^\s/?#]+/i.test(value.trim());
}
