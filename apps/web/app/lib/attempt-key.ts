/**
 * A v4 uuid for the deposit's idempotencyKey. crypto.randomUUID exists only on secure origins, while
 * getRandomValues exists everywhere, so the uuid is built from random bytes.
 */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per purchase attempt: the same key while the attempt is retried after no answer (the server
 * then returns the same payment instead of charging twice), a fresh one once an attempt got an answer
 * or the player changed what they buy.
 */
export function createAttemptKeys() {
  let current: string | null = null;
  return {
    /** The key for the request about to be sent. */
    take(): string {
      current ??= newAttemptKey();
      return current;
    },
    /** The attempt is over (answered, or its inputs changed): the next send is a new attempt. */
    finish(): void {
      current = null;
    },
  };
}
