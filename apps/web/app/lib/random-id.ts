/**
 * 128 random bits as 32 hex characters, for client-made ids (a chat message's `clientId`).
 * `crypto.randomUUID` exists only on secure origins (https, localhost): a page served over plain http on
 * another name (a LAN address, the browser suite's brand hosts) has none, while `getRandomValues` exists
 * everywhere.
 */
export function newRandomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
