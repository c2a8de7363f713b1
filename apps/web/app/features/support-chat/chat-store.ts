import { create } from 'zustand';
import type { SupportChatAvailability, SupportChatConversation, SupportChatMessage } from '@casino/contracts';

export interface ChatStore {
  open: boolean;
  /** null: not authenticated yet; a guest must give an email first. */
  kind: 'player' | 'guest' | null;
  conversation: SupportChatConversation | null;
  availability: SupportChatAvailability | null;
  /** By id: a message heard live and fetched again is kept once. */
  messages: Map<number, SupportChatMessage>;
  agentTypingAt: number;
  setOpen(open: boolean): void;
  merge(messages: readonly SupportChatMessage[]): void;
  lastId(): number;
}

export const useChatStore = create<ChatStore>((set, get) => ({
  open: false,
  kind: null,
  conversation: null,
  availability: null,
  messages: new Map(),
  agentTypingAt: 0,
  setOpen: (open) => set({ open }),
  merge(messages) {
    if (!messages.length) return;
    const next = new Map(get().messages);
    for (const m of messages) next.set(m.id, m);
    set({ messages: next });
  },
  lastId() {
    let last = 0;
    for (const id of get().messages.keys()) last = Math.max(last, id);
    return last;
  },
}));

export const sortedMessages = (messages: Map<number, SupportChatMessage>) =>
  [...messages.values()].sort((a, b) => a.id - b.id);
