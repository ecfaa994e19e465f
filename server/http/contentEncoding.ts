import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { PRECOMPRESSED, type PrecompressedEncoding } from '../../src/protocol/constants/precompressed';

/** negotiator 1.x breaks ties by a preferred order (its @types describe 0.6, without that argument). */
interface PreferringNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

/** Every encoding the server sends, best first. */
const ENCODINGS = Object.keys(PRECOMPRESSED) as PrecompressedEncoding[];

/**
 * The encoding to send among those available, by the request's
 * Accept-Encoding (q-values, `identity;q=0`, `*`); Brotli before gzip when the
 * browser takes both alike. Undefined: send the bytes as they are.
 */
export function chooseEncoding(req: IncomingMessage, available: readonly PrecompressedEncoding[]): PrecompressedEncoding | undefined {
  if (available.length === 0) return undefined;
  const preferred = ENCODINGS.filter((e) => available.includes(e));
  const chosen = (new Negotiator(req) as unknown as PreferringNegotiator).encoding([...preferred, 'identity'], { preferred });
  return preferred.find((e) => e === chosen);
}

/** Below this an answer goes as it is: the encoding's header and framing cost about what it would save. */
const COMPRESS_FROM_BYTES = 1024;

export interface CompressedAnswer {
  readonly body: string | Buffer;
  /** The Content-Encoding of `body`; undefined: as it is. */
  readonly encoding: PrecompressedEncoding | undefined;
  /** Whether the request's Accept-Encoding chose (so the answer varies with it). */
  readonly negotiated: boolean;
}

/**
 * An answer made per request (JSON), compressed in the encoding the client
 * accepts. Brotli at quality 4, not the build's 11: made on every request, it
 * must cost about a millisecond for the 64 kB live index (7.4 kB after), which
 * gzip's default level matches in size only at a higher cost.
 */
export function compressAnswer(req: IncomingMessage, text: string): CompressedAnswer {
  if (Buffer.byteLength(text) < COMPRESS_FROM_BYTES) return { body: text, encoding: undefined, negotiated: false };
  const encoding = chooseEncoding(req, ENCODINGS);
  if (encoding === 'br')
    return { body: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding, negotiated: true };
  if (encoding === 'gzip') return { body: gzipSync(text), encoding, negotiated: true };
  return { body: text, encoding: undefined, negotiated: true };
}
