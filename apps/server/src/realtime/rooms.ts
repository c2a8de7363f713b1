import { PUBLIC_ROOMS, playerRoom, type PublicRoom } from '@casino/contracts';

export const isPublicRoom = (room: string): room is PublicRoom =>
  (PUBLIC_ROOMS as readonly string[]).includes(room);

/**
 * Channels a connection may join: the public rooms, its own player room when signed in, and the private
 * rooms its token names (a guest's support chat, the agents' console).
 */
export function allowedChannels(sub: string | null, rooms: readonly string[] = []): string[] {
  return [...PUBLIC_ROOMS, ...(sub === null ? [] : [playerRoom(sub)]), ...rooms];
}

export function canJoin(sub: string | null, channel: string, rooms: readonly string[] = []): boolean {
  if (isPublicRoom(channel)) return true;
  if (rooms.includes(channel)) return true;
  return sub !== null && channel === playerRoom(sub);
}

/** A private room name: not public, not a player's or a brand's room (those have their own rules). */
export const isPrivateRoomName = (room: string) =>
  /^[a-z-]+:[A-Za-z0-9:-]{1,100}$/.test(room) &&
  !isPublicRoom(room) &&
  !room.startsWith('player:') &&
  !room.startsWith('brand:') &&
  !room.startsWith('session:') &&
  !room.startsWith('account:');

/**
 * Server-only rooms a connection joins at the handshake, so revoking a session or an account closes its
 * sockets on every process (`io.in(room).disconnectSockets()` goes through the adapter).
 */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const accountRoom = (kind: 'player' | 'operator', id: string) => `account:${kind}:${id}`;

/**
 * The room of a brand's signed-in connections. The server puts a connection in it at the handshake (from its
 * token), so it is never listed in the channels and a client can neither join nor leave it.
 */
export const brandRoom = (brand: string) => `brand:${brand}`;
