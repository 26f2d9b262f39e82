export interface NumericBounds {
  /** Inclusive. */
  min?: number;
  /** Inclusive. */
  max?: number;
}

/**
 * A finite number, or a string holding one (surrounding spaces allowed, nothing else: no
 * thousands separators, no currency sign, not empty), within optional inclusive bounds.
 */
export function isNumeric(value: unknown, { min, max }: NumericBounds = {}): boolean {
  let n: number;
  if (typeof value === 'number') {
    n = value;
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (!/^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i.test(text)) return false;
    n = Number(text);
  } else {
    return false;
  }
  if (!Number.isFinite(n)) return false;
  if (min !== undefined && n < min) return false;
  if (max !== undefined && n > max) return false;
  return true;
}
