// How any page or feature opens the support chat without importing it (the chat is a lazy feature root):
// a request is kept until the chat's root, once loaded, takes it.

type Listener = () => void;
let pending = false;
const listeners = new Set<Listener>();

/** Opens the support chat (the "Chat with support" buttons, the duplicate-account screen, password help…). */
export function openSupportChat(): void {
  pending = true;
  for (const listener of listeners) listener();
}

/** For the chat's root: called now if a request is waiting, and on every later one. */
export function onSupportChatRequest(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) listener();
  return () => listeners.delete(listener);
}

/** The root took the request. */
export function takeSupportChatRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}
