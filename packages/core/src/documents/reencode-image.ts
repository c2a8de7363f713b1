import sharp from 'sharp';
import type { DocumentMime } from '@casino/contracts';

/**
 * Decodes an uploaded image and encodes it again in its own format (ADR 0016): what a browser could read as
 * something else — bytes after the image data (an HTML page appended to a PNG), comments, metadata (EXIF,
 * GPS, ICC, XMP) — is not carried over. The orientation is applied first, so the picture still looks as
 * taken. Null when the bytes do not decode as an image. PDFs are not images and pass through unchanged.
 */
export async function reencodeImage(data: Uint8Array, mime: DocumentMime): Promise<Buffer | null> {
  if (mime === 'application/pdf') return Buffer.from(data);
  try {
    // `animated`: every frame of a GIF or APNG is kept; `failOn: 'error'` refuses truncated or corrupt data.
    const image = sharp(data, {
      animated: mime !== 'image/jpeg',
      failOn: 'error',
      limitInputPixels: 50e6,
    }).rotate();
    if (mime === 'image/png') return await image.png().toBuffer();
    if (mime === 'image/gif') return await image.gif().toBuffer();
    return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  } catch {
    return null;
  }
}
