import { Transform } from 'node:stream';

const PRELOAD = /<link rel="modulepreload"[^>]*?(?=\/?>)/g;
const HEAD_END = '</head>';

/**
 * Marks React Router's `<link rel="modulepreload">` tags in the document's head `fetchpriority="low"` (issue #12).
 * At their default (high) priority the ≈ 150 kB of chunks they start share a phone's connection with the
 * render-blocking style sheets, and the first paint waits for all of it. At low priority the browser sends the
 * style sheets first and the chunks right after, still from the head, so no import costs a round trip of its
 * own before hydration (dropping the preloads did: docs/performance.md). Only the head is scanned; the rest of
 * the stream passes untouched.
 */
export function lowPriorityPreloads(): Transform {
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
      this.push(bytes.subarray(0, end).toString('utf8').replace(PRELOAD, '$& fetchpriority="low"'));
      callback(null, bytes.subarray(end));
    },
    flush(callback) {
      callback(null, done ? undefined : Buffer.concat(head));
    },
  });
}
