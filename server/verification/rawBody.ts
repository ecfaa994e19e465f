import type { IncomingMessage } from 'node:http';
import { VerificationError } from './errors';

const megabytes = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const tooLarge = (limit: number): VerificationError =>
  new VerificationError(413, 'verification.too_large', `The file is larger than the ${megabytes(limit)} allowed`);

/** How much of a refused body is read and dropped so the client, still sending, gets the answer instead of a reset connection. */
const DRAIN_MAX_BYTES = 128 * 1024 * 1024;

/**
 * After a refusal the rest of the body is read and thrown away (up to
 * DRAIN_MAX_BYTES, then the connection is cut): a browser that is still
 * sending when the answer comes sees a reset connection, not the 413 and
 * its message, if the server stops reading.
 */
export function drainRefused(req: IncomingMessage): void {
  let dropped = 0;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_MAX_BYTES) req.destroy();
  });
  req.on('error', () => undefined);
  req.resume();
}

/**
 * The upload's bytes, refused as early as possible: from Content-Length
 * before a byte is kept, and while streaming (a chunked body, or one that
 * lies about its length) as soon as the count passes the limit. Nothing over
 * the limit is ever held in memory.
 */
export function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0)
      return Promise.reject(new VerificationError(400, 'verification.bad_length', 'Content-Length is not a number of bytes'));
    if (length > limit) return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (refused) return;
      if (size === 0) reject(new VerificationError(400, 'verification.empty', 'The file is empty'));
      else resolve(Buffer.concat(chunks, size));
    });
    req.on('error', (error) => {
      if (!refused) reject(error);
    });
  });
}
