import type { PublicRoom, PushMessage } from '@casino/contracts';

/** How domain code announces a change; it never imports Socket.IO. */
export interface Publisher {
  toPlayer(playerId: string | number, message: PushMessage): void;
  toRoom(room: PublicRoom, message: PushMessage): void;
  /** To every signed-in connection on one brand's site (feature schedules are per brand). */
  toBrand(brand: string, message: PushMessage): void;
  toAll(message: PushMessage): void;
  /**
   * To a private room a connection joins only with a token that names it (a guest's support chat, the
   * agents' console): never a public room or a player's room.
   */
  toPrivateRoom(room: string, message: PushMessage): void;
}

/** A publisher that records messages, for use cases run without a realtime server (CLI, tests). */
export function createRecordingPublisher() {
  const sent: Array<{ to: string; message: PushMessage }> = [];
  const publisher: Publisher = {
    toPlayer: (playerId, message) => sent.push({ to: `player:${playerId}`, message }),
    toRoom: (room, message) => sent.push({ to: room, message }),
    toBrand: (brand, message) => sent.push({ to: `brand:${brand}`, message }),
    toAll: (message) => sent.push({ to: '*', message }),
    toPrivateRoom: (room, message) => sent.push({ to: room, message }),
  };
  return { publisher, sent };
}

/**
 * A publisher that holds what it is told until `flush`: for a change made inside a caller's transaction, whose
 * pages must hear of it only once it commits (a page that reloads on the push would read the old state).
 */
export function publishAfterCommit(target: Publisher) {
  const held: Array<() => void> = [];
  const publisher: Publisher = {
    toPlayer: (playerId, message) => held.push(() => target.toPlayer(playerId, message)),
    toRoom: (room, message) => held.push(() => target.toRoom(room, message)),
    toBrand: (brand, message) => held.push(() => target.toBrand(brand, message)),
    toAll: (message) => held.push(() => target.toAll(message)),
    toPrivateRoom: (room, message) => held.push(() => target.toPrivateRoom(room, message)),
  };
  return { publisher, flush: () => held.splice(0).forEach((send) => send()) };
}
