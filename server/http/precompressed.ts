import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';
import { PRECOMPRESSED, type PrecompressedEncoding } from '../../src/protocol/constants/precompressed';

/** negotiator 1.x breaks ties by a preferred order (its @types describe 0.6, without that argument). */
interface PreferringNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

/**
 * The encoding to send among the copies that exist, by the request's
 * Accept-Encoding (q-values, `identity;q=0`, `*`); Brotli before gzip when the
 * browser takes both alike. Undefined: send the file as it is.
 */
export function chooseEncoding(req: IncomingMessage, copies: readonly PrecompressedEncoding[]): PrecompressedEncoding | undefined {
  if (copies.length === 0) return undefined;
  const preferred = (Object.keys(PRECOMPRESSED) as PrecompressedEncoding[]).filter((e) => copies.includes(e));
  const chosen = (new Negotiator(req) as unknown as PreferringNegotiator).encoding([...preferred, 'identity'], { preferred });
  return preferred.find((e) => e === chosen);
}
