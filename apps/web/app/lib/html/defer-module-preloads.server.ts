import { Transform } from 'node:stream';

const PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const HEAD_END = '</head>';

/**
 * Drops React Router's `<link rel="modulepreload">` tags from the document's head (issue #12). In the head they
 * start every chunk of the first load (≈170 kB) beside the render-blocking style sheets, and on a phone's
 * connection the style sheets share the bandwidth with them: the first paint waited for all of it. Without
 * them the page's module script, at the end of the body, fetches the same chunks once the parser reaches it,
 * so the style sheets come first; the chunks' own imports cost one more round trip before hydration, while
 * the server-rendered page is already shown and its links already work. Only the head is scanned; the rest
 * of the stream passes untouched.
 */
export function deferModulePreloads(): Transform {
  // Bytes, not strings, until the head ends: a chunk may stop inside a character.
  let head: Buffer[] = [];
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head.push(chunk);
      const bytes = Buffer.concat(head);
      const end = bytes.indexOf(HEAD_END);
      if (end === -1) {
        head = [bytes];
        return callback();
      }
      done = true;
      head = [];
      this.push(bytes.subarray(0, end).toString('utf8').replace(PRELOAD, ''));
      callback(null, bytes.subarray(end));
    },
    flush(callback) {
      callback(null, done ? undefined : Buffer.concat(head));
    },
  });
}
