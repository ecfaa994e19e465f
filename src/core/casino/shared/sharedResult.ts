import type { SharedResult, SharedTableId } from '../../../protocol/casino/shared';
import { crashPointOf } from '../crash/crashPoint';
import { CRASH_RULES } from '../crash/rules';
import { POCKETS } from '../roulette/wheel';
import { spinPocket } from '../roulette/spin';
import { sharedRoundDraws, verifyChainSeed } from './hashChain';

/** A shared round's result from its chain seed and the chain's salt: the server plays it, a verification recomputes it. */
export function sharedResultOf(table: SharedTableId, seed: string, salt: string): SharedResult {
  const draws = sharedRoundDraws(seed, salt);
  return table === 'crash' ? { engine: 'crash', crashPoint: crashPointOf(draws) } : { engine: 'roulette', pocket: spinPocket(draws) };
}

/** A table's return to player, shown before the first bet: crash keeps its house edge; roulette pays as if the zero were not there. */
export function sharedRtpOf(table: SharedTableId): number {
  return table === 'crash' ? 1 - CRASH_RULES.houseEdgePercent / 100 : (POCKETS - 1) / POCKETS;
}

export interface SharedRoundProof {
  readonly table: SharedTableId;
  /** The revealed seed of the round, its index in the chain, and the chain's published hash and salt. */
  readonly seed: string;
  readonly index: number;
  readonly terminalHash: string;
  readonly salt: string;
}

/**
 * Checks a shared round from what the table published: the seed hashes
 * forward `index` times to the chain's hash (so it was fixed before the chain
 * began), and the result it gives. Null when the seed is not of that chain.
 */
export function verifySharedRound(proof: SharedRoundProof): SharedResult | null {
  return verifyChainSeed(proof.seed, proof.index, proof.terminalHash) ? sharedResultOf(proof.table, proof.seed, proof.salt) : null;
}
