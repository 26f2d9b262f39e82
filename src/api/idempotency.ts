/**
 * Idempotency keys (issue 17). A machine makes one key when the user asks for a write that
 * creates or moves money or documents (a HELOC, a payment, a bank account, an upload, a
 * signature, a consent), keeps it in its context, and sends the same key on every retry of that
 * write (`CallOptions.idempotencyKey`, the `Idempotency-Key` header). A lender that already acted
 * on the key answers with its first answer instead of acting twice.
 */

/** A new random key (a v4 UUID). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  // Old browsers without randomUUID (it needs a secure context): 128 random bits.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
