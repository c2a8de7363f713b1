import {
  ApiErrorSchema,
  DocumentListResponseSchema,
  DocumentUploadResponseSchema,
  ProfilePageResponseSchema,
  type DocumentConfirmStatus,
  type IdentityDocument,
} from '@casino/contracts';
import { readCookie } from '../../i18n/locale.ts';
import { http, HttpError } from '../../lib/http/http-client.ts';

export const DOCUMENTS_PATH = '/rest/player/documents/';

export async function fetchDocuments(): Promise<IdentityDocument[]> {
  return (await http.get(DOCUMENTS_PATH, { schema: DocumentListResponseSchema })).data;
}

export async function fetchConfirmStatus(): Promise<DocumentConfirmStatus | null> {
  return (await http.get('/rest/page/profile/', { schema: ProfilePageResponseSchema })).payload
    .documentConfirmStatus;
}

/**
 * Sends one file as multipart/form-data (the JSON client cannot), with the CSRF header the JSON client
 * would add. Failures throw the same HttpError, carrying the server's message.
 */
export async function uploadDocument(file: File): Promise<IdentityDocument> {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const csrf = readCookie(document.cookie, 'csrf_token');
  if (csrf) headers['x-csrf-token'] = csrf;
  let response: Response;
  try {
    response = await fetch(DOCUMENTS_PATH, { method: 'POST', body, headers, credentials: 'same-origin' });
  } catch (cause) {
    throw new HttpError({
      kind: 'network',
      status: 0,
      method: 'POST',
      path: DOCUMENTS_PATH,
      message: 'Could not reach the server. Please check your connection and try again.',
      cause,
    });
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = DocumentUploadResponseSchema.safeParse(json);
    if (parsed.success) return parsed.data.data;
    throw new HttpError({
      kind: 'invalid-shape',
      status: response.status,
      method: 'POST',
      path: DOCUMENTS_PATH,
      message: 'The upload answer does not have the expected shape.',
      body: json,
    });
  }
  const problem = ApiErrorSchema.partial().safeParse(json);
  const message = problem.success ? problem.data.message : undefined;
  throw new HttpError({
    kind: 'status',
    status: response.status,
    method: 'POST',
    path: DOCUMENTS_PATH,
    message: message ?? `The server answered the upload with status ${response.status}.`,
    serverMessage: message,
    code: problem.success ? problem.data.code : undefined,
    body: json,
  });
}
