import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { fairDraws, type FairDraws } from '../fair';

/**
 * Seeds of shared rounds (crash, roulette), bustabit style: from a secret
 * s_N the server hashes down s_i = SHA-256(s_{i+1}) to s_0, publishes s_0
 * (the chain's terminal hash) before the first round, and plays s_1, s_2...
 * in that order. Round i's seed is a preimage of every seed already shown,
 * so nobody (the operator included) can pick it after the chain is
 * published, and hashing a revealed s_i i times gives back s_0.
 */

/** SHA-256 of a hex seed's bytes, hex. */
export function nextDown(seedHex: string): string {
  return bytesToHex(sha256(hexToBytes(seedHex)));
}

/** s_{index} from the secret s_{length}: length - index hashes. */
export function chainSeed(secretHex: string, length: number, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > length) throw new RangeError(`chain index ${index} outside 0..${length}`);
  let seed = secretHex;
  for (let i = length; i > index; i -= 1) seed = nextDown(seed);
  return seed;
}

/** The published commitment s_0. */
export const terminalHash = (secretHex: string, length: number): string => chainSeed(secretHex, length, 0);

/** Whether a revealed seed is round `index` of the chain published as `terminal`. */
export function verifyChainSeed(seedHex: string, index: number, terminal: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(seedHex) || !Number.isInteger(index) || index < 1) return false;
  let seed = seedHex;
  for (let i = 0; i < index; i += 1) seed = nextDown(seed);
  return seed === terminal;
}

/** A shared round's randomness: the chain's seed under the table's published salt, nonce 0 (src/core/casino/fair.ts). */
export const sharedRoundDraws = (seedHex: string, salt: string): FairDraws =>
  fairDraws({ serverSeed: seedHex, clientSeed: salt, nonce: 0 });
