/**
 * Compressed copies of the build's hashed assets: the build writes them
 * (scripts/precompress.ts) beside each text file of this folder, named file +
 * suffix; the server sends the copy a browser accepts (server/http/static.ts).
 */
export const PRECOMPRESSED_DIR = 'assets';

/** Each encoding sent from a copy, with its copy's suffix, best first. */
export const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;
export type PrecompressedEncoding = keyof typeof PRECOMPRESSED;
