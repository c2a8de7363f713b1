import { DOCUMENT_TEXTS } from '@casino/contracts';
import { httpErrorText, isHttpError } from '../../lib/http/http-client.ts';

const KEYS: Readonly<Record<string, string>> = {
  [DOCUMENT_TEXTS.rejectedText]: 'documents.toast.rejectedText',
  [DOCUMENT_TEXTS.empty]: 'documents.errors.empty',
  [DOCUMENT_TEXTS.noFile]: 'documents.errors.noFile',
  [DOCUMENT_TEXTS.alreadyUploaded]: 'documents.errors.alreadyUploaded',
  [DOCUMENT_TEXTS.unreadableImage]: 'documents.errors.unreadableImage',
};

/** Why an upload failed, in the reader's language; `rejected` when the file itself was refused. */
export function uploadFailure(
  error: unknown,
  t: (key: string) => string,
): { rejected: boolean; text: string } {
  const text = httpErrorText(error, t);
  const rejected = isHttpError(error) && [400, 409, 413, 415].includes(error.status);
  const key = KEYS[text];
  return { rejected, text: key ? t(key) : text };
}
