import { fileTypeFromBuffer } from 'file-type';
import type { DocumentMime } from '@casino/contracts';

/** What a file really is, from its first bytes; names and declared types are never trusted. */
const ALLOWED: Record<string, { mime: DocumentMime; ext: string }> = {
  'application/pdf': { mime: 'application/pdf', ext: 'pdf' },
  'image/gif': { mime: 'image/gif', ext: 'gif' },
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { mime: 'image/png', ext: 'png' },
  // An animated PNG is still a PNG.
  'image/apng': { mime: 'image/png', ext: 'png' },
};

/** The accepted type of the bytes, or null for anything else (executables, archives, unknown data). */
export async function detectDocumentType(
  data: Uint8Array,
): Promise<{ mime: DocumentMime; ext: string } | null> {
  const found = await fileTypeFromBuffer(data);
  return (found && ALLOWED[found.mime]) ?? null;
}
