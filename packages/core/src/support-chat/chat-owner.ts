import { supportChatGuestRoom, SUPPORT_CHAT_AGENTS_ROOM, type PushMessage } from '@casino/contracts';
import type { Publisher } from '../realtime/publisher.ts';

/** Who a conversation belongs to: a signed-in player, or a guest who gave an email (a visitor row). */
export type ChatOwner =
  { kind: 'player'; playerId: string; brand: string } | { kind: 'guest'; visitorId: string; brand: string };

/** To the owner's pages (a player's room, or the guest's chat room) and to every agent's console. */
export function publishToOwnerAndAgents(publisher: Publisher, owner: ChatOwner, message: PushMessage) {
  publishToOwner(publisher, owner, message);
  publisher.toPrivateRoom(SUPPORT_CHAT_AGENTS_ROOM, message);
}

export function publishToOwner(publisher: Publisher, owner: ChatOwner, message: PushMessage) {
  if (owner.kind === 'player') publisher.toPlayer(owner.playerId, message);
  else publisher.toPrivateRoom(supportChatGuestRoom(owner.visitorId), message);
}

export const ownerOfRow = (row: {
  brand: string;
  playerId: string | null;
  visitorId: string | null;
}): ChatOwner =>
  row.playerId
    ? { kind: 'player', playerId: row.playerId, brand: row.brand }
    : { kind: 'guest', visitorId: row.visitorId!, brand: row.brand };
