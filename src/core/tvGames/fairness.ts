import type { TvRules } from '../../protocol/tvGames';
import { drawBalls } from '../casino/keno/draw';
import { sharedRoundDraws, verifyChainSeed } from '../casino/shared/hashChain';

/** A draw's balls from its chain seed and the chain's salt: `drawn` of 1..balls in order (nonce 0). */
export const tvDrawBalls = (rules: Pick<TvRules, 'balls' | 'drawn'>, seed: string, salt: string): number[] =>
  drawBalls(sharedRoundDraws(seed, salt), rules.balls, rules.drawn);

export interface TvDrawProof {
  readonly rules: Pick<TvRules, 'balls' | 'drawn'>;
  /** The revealed seed, its index in the chain, and the chain's published hash and salt. */
  readonly seed: string;
  readonly index: number;
  readonly terminalHash: string;
  readonly salt: string;
}

/** The balls a published draw must show, or null when the seed is not draw `index` of that chain. */
export function verifyTvDraw(proof: TvDrawProof): number[] | null {
  return verifyChainSeed(proof.seed, proof.index, proof.terminalHash) ? tvDrawBalls(proof.rules, proof.seed, proof.salt) : null;
}
