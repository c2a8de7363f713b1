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
