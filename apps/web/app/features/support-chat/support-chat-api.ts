import {
  SUPPORT_CHAT_PATHS,
  SupportChatAuthResponseSchema,
  SupportChatMessageResponseSchema,
  SupportChatOkResponseSchema,
  SupportChatStateResponseSchema,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';
import { csrfTokenFromCookie } from '../../lib/http/http-client.ts';
import { newRandomId } from '../../lib/random-id.ts';

const P = SUPPORT_CHAT_PATHS;

export const authChat = (body: { email?: string; appName: string; login?: string }) =>
  http.post(P.auth, body, { schema: SupportChatAuthResponseSchema }).then((r) => r.data);

export const fetchChatState = (after = 0, signal?: AbortSignal) =>
  http
    .get(P.conversation, {
      query: { after },
      schema: SupportChatStateResponseSchema,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.data);

export const sendChatMessage = (body: string, clientId: string) =>
  http.post(P.messages, { body, clientId }, { schema: SupportChatMessageResponseSchema }).then((r) => r.data);

export const sendTyping = () => http.post(P.typing, {}, { schema: SupportChatOkResponseSchema });
export const markRead = (lastReadId: number) =>
  http.post(P.read, { lastReadId }, { schema: SupportChatOkResponseSchema });
export const rateChat = (conversationId: string, rating: number) =>
  http.post(P.rate, { conversationId, rating }, { schema: SupportChatOkResponseSchema });

/** Multipart upload (the JSON client sends JSON only); the server reads the type from the bytes. */
export async function sendChatImage(file: File, clientId: string) {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = {};
  const csrf = csrfTokenFromCookie();
  if (csrf) headers['x-csrf-token'] = csrf;
  const response = await fetch(`${P.attachments}?clientId=${encodeURIComponent(clientId)}`, {
    method: 'POST',
    body: form,
    headers,
    credentials: 'same-origin',
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (json as { message?: string } | null)?.message;
    throw new Error(message ?? 'upload failed');
  }
  return SupportChatMessageResponseSchema.parse(json).data;
}

/** A message's retry key; not crypto.randomUUID, which plain-http origins lack (the send failed there). */
export const newClientId = newRandomId;
