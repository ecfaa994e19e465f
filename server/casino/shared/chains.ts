import { randomBytes } from 'node:crypto';
import { bytesToHex } from '@noble/hashes/utils.js';
import { nextDown } from '../../../src/core/casino/shared/hashChain';
import type { SharedTableId } from '../../../src/protocol/casino/shared';
import type { Queryable } from '../../db/db';

/**
 * The tables' seed chains (src/core/casino/shared/hashChain.ts): a new chain
 * is made when a table has none or used its last seed; its terminal hash and
 * salt are public from then on. The seeds of a chain are hashed down once per
 * process and kept, so taking a round's seed costs nothing.
 */
export interface ChainSeed {
  readonly chainId: number;
  readonly index: number;
  readonly seed: string;
  readonly terminalHash: string;
  readonly salt: string;
}

// By secret, not chain id: two databases of one process (tests) number their chains alike.
const hashed = new Map<string, readonly string[]>();

/** A chain's seeds s_0..s_N from its secret, hashed once per process (virtual sports' chains too). */
export function seedsOf(secret: string, length: number): readonly string[] {
  let seeds = hashed.get(secret);
  if (!seeds) {
    const down: string[] = new Array<string>(length + 1);
    down[length] = secret;
    for (let i = length - 1; i >= 0; i -= 1) down[i] = nextDown(down[i + 1] as string);
    seeds = down;
    hashed.set(secret, seeds);
  }
  return seeds;
}

/** Where a game keeps its chains: the same columns (migration 038), `table_id` naming whose chain it is. */
export type ChainStore = 'casino_shared_chain' | 'tv_chain';

/** The owner's next seed from its chains in `store`, in the caller's transaction (its chain row locked). */
export async function takeChainSeed(tx: Queryable, store: ChainStore, owner: string, length: number, now: number): Promise<ChainSeed> {
  let [chain] = await tx.query<{ id: number; secret: string; length: number; terminal_hash: string; salt: string; next_index: number }>(
    `SELECT id, secret, length, terminal_hash, salt, next_index FROM ${store}
      WHERE table_id = $1 AND next_index <= length ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [owner],
  );
  if (!chain) {
    const secret = bytesToHex(randomBytes(32));
    const seeds = seedsOf(secret, length);
    [chain] = await tx.query(
      `INSERT INTO ${store} (table_id, secret, length, terminal_hash, salt, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, secret, length, terminal_hash, salt, next_index`,
      [owner, secret, length, seeds[0], bytesToHex(randomBytes(16)), new Date(now)],
    );
    if (!chain) throw new Error('chain insert returned no row');
  }
  await tx.query(`UPDATE ${store} SET next_index = next_index + 1 WHERE id = $1`, [chain.id]);
  const seed = seedsOf(chain.secret, chain.length)[chain.next_index] as string;
  return { chainId: chain.id, index: chain.next_index, seed, terminalHash: chain.terminal_hash, salt: chain.salt };
}

/** The table's next round seed, in the caller's transaction (its chain row locked). */
export const takeSeed = (tx: Queryable, table: SharedTableId, length: number, now: number): Promise<ChainSeed> =>
  takeChainSeed(tx, 'casino_shared_chain', table, length, now);
