import { deflateSync } from 'node:zlib';

/** Test files made in code: real formats, tiny, each call unique unless told otherwise. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid 1x1 RGB PNG whose pixel colour is `seed`, so different seeds give different files (and hashes). */
export function tinyPng(seed = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const pixel = Buffer.from([0, (seed >> 16) & 0xff, (seed >> 8) & 0xff, seed & 0xff]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixel)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a PDF: enough for any reader to know what it is. */
export const pdfHeader = (note = '') =>
  Buffer.from(
    `%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${note}\n%%EOF\n`,
    'latin1',
  );

/** A Windows executable's first bytes (MZ header and PE stub), whatever name it is given. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'ascii');
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipartFile(
  file: { name: string; type: string; data: Buffer } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----casino-test-${Math.floor(performance.now() * 1000)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
