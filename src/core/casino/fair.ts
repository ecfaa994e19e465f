import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair randomness. The server commits to a secret server seed by
 * showing its SHA-256 before play; every round's randomness is
 * HMAC-SHA256(serverSeed, "clientSeed:nonce"), so once the seed is rotated
 * and revealed anyone can recompute every round. A round that needs more than
 * the 8 numbers of one digest reads the next digests of
 * "clientSeed:nonce:cursor" (cursor 1, 2...). Pure: the server, the verify
 * panel and `npm run verify-round` share these functions.
 */
export interface RoundSeeds {
  /** The secret, revealed when the player rotates to a new one. */
  readonly serverSeed: string;
  /** The player's own seed, changeable between rounds. */
  readonly clientSeed: string;
  /** The round's number under this pair of seeds: 0, 1, 2... */
  readonly nonce: number;
}

/** The commitment shown before play: SHA-256 of the server seed, hex. */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** The round's digest number `cursor`: 32 bytes. */
export function roundDigest(seeds: RoundSeeds, cursor = 0): Uint8Array {
  const message = cursor === 0 ? `${seeds.clientSeed}:${seeds.nonce}` : `${seeds.clientSeed}:${seeds.nonce}:${cursor}`;
  return hmac(sha256, utf8ToBytes(seeds.serverSeed), utf8ToBytes(message));
}

/** A whole number in [0, 2^32) from four bytes, the first the most significant. */
export function uint32Of(bytes: Uint8Array, offset: number): number {
  let value = 0;
  for (let i = 0; i < 4; i += 1) value = value * 256 + (bytes[offset + i] ?? 0);
  return value;
}

const TWO_32 = 2 ** 32;

/** A uniform number in [0, 1) from four bytes: byte i weighs 256^-(i+1). */
export function floatOf(bytes: Uint8Array, offset: number): number {
  return uint32Of(bytes, offset) / TWO_32;
}

/**
 * A whole number in [0, n), each exactly as likely, from numbers `next` gives
 * uniformly in [0, range). floor(v * n / range) alone favours some results by
 * one count in `range` when n does not divide it; the values that make that
 * surplus are read again (Lemire's method). Every value kept gives the result
 * floor(v * n / range) would.
 */
export function uniformBelow(next: () => number, n: number, range: number): number {
  const surplus = range % n;
  for (;;) {
    const product = next() * n;
    if (product % range >= surplus) return Math.floor(product / range);
  }
}

/** The largest range int(n) serves: n times a 32-bit number stays an exact double. */
export const MAX_INT_RANGE = 2 ** 21;

/** The round's random numbers, read in order: an engine draws what it needs and nothing else decides the outcome. */
export interface FairDraws {
  /** The next uniform number in [0, 1). */
  float(): number;
  /** The next whole number in [0, n). */
  int(n: number): number;
  /** How many numbers were read (recorded with the round, so a verification reads as many). */
  readonly count: number;
}

const FLOATS_PER_DIGEST = 8;

export function fairDraws(seeds: RoundSeeds): FairDraws {
  let digest = roundDigest(seeds, 0);
  let cursor = 0;
  let read = 0;
  const next32 = (): number => {
    const slot = read % FLOATS_PER_DIGEST;
    if (slot === 0 && read > 0) {
      cursor += 1;
      digest = roundDigest(seeds, cursor);
    }
    read += 1;
    return uint32Of(digest, slot * 4);
  };
  const int = (n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > MAX_INT_RANGE)
      throw new RangeError(`int(n) needs a whole n in [1, ${MAX_INT_RANGE}]; got ${n}`);
    return uniformBelow(next32, n, TWO_32);
  };
  return {
    float: () => next32() / TWO_32,
    int,
    get count() {
      return read;
    },
  };
}
