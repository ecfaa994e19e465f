import { randomBytes } from 'node:crypto';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { VirtualSport } from '../../src/protocol/virtualSports';
import { seedsOf } from '../casino/shared/chains';
import type { Queryable } from '../db/db';

/**
 * A sport's seed chain (src/core/casino/shared/hashChain.ts): made when the
 * sport has none or used its last seed, its terminal hash and salt public
 * from then on; event i of the chain plays seed s_i.
 */
export interface VirtualChainSeed {
  readonly chainId: number;
  readonly index: number;
  readonly seed: string;
}

export interface VirtualChain {
  readonly id: number;
  readonly terminalHash: string;
  readonly salt: string;
}

/** The sport's next seed, in the caller's transaction (the chain row locked). */
export async function takeVirtualSeed(tx: Queryable, sport: VirtualSport, length: number, now: number): Promise<VirtualChainSeed> {
  let [chain] = await tx.query<{ id: number; secret: string; length: number; next_index: number }>(
    `SELECT id, secret, length, next_index FROM virtual_chain
      WHERE sport = $1 AND next_index <= length ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [sport],
  );
  if (!chain) {
    const secret = bytesToHex(randomBytes(32));
    [chain] = await tx.query(
      `INSERT INTO virtual_chain (sport, secret, length, terminal_hash, salt, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, secret, length, next_index`,
      [sport, secret, length, seedsOf(secret, length)[0], bytesToHex(randomBytes(16)), new Date(now)],
    );
    if (!chain) throw new Error('virtual chain insert returned no row');
  }
  await tx.query('UPDATE virtual_chain SET next_index = next_index + 1 WHERE id = $1', [chain.id]);
  return { chainId: chain.id, index: chain.next_index, seed: seedsOf(chain.secret, chain.length)[chain.next_index] as string };
}
