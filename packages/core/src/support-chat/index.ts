export * from './chat-owner.ts';
export * from './support-hours.ts';
export * from './get-chat-state.ts';
export * from './send-chat-message.ts';
export * from './chat-attachments.ts';
export * from './chat-read-and-rate.ts';
export * from './agent-conversations.ts';
export { ownConversation } from './chat-views.ts';
