import { PUBLIC_ROOMS, playerRoom, type PublicRoom } from '@casino/contracts';

export const isPublicRoom = (room: string): room is PublicRoom =>
  (PUBLIC_ROOMS as readonly string[]).includes(room);

/** Channels a connection may join: the public rooms, plus its own player room when signed in. */
export function allowedChannels(sub: string | null): string[] {
  return sub === null ? [...PUBLIC_ROOMS] : [...PUBLIC_ROOMS, playerRoom(sub)];
}

export function canJoin(sub: string | null, channel: string): boolean {
  if (isPublicRoom(channel)) return true;
  return sub !== null && channel === playerRoom(sub);
}

/**
 * The room of a brand's signed-in connections. The server puts a connection in it at the handshake (from its
 * token), so it is never listed in the channels and a client can neither join nor leave it.
 */
export const brandRoom = (brand: string) => `brand:${brand}`;
