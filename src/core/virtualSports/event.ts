import { sharedRoundDraws, verifyChainSeed } from '../casino/shared/hashChain';
import type { VirtualSport } from '../../protocol/virtualSports';
import { playFootball, type FootballPlay } from './football';
import { playRace, type RacePlay } from './race';
import { playTennis, type TennisPlay } from './tennis';

/**
 * One virtual event from its chain seed (src/core/casino/shared/hashChain.ts):
 * the sides, the fair odds, every goal, point or stride, and the result are
 * all read from the draws of (seed, salt), so the server plays exactly what a
 * verification recomputes. The name lists are fixed lengths: the draws pick
 * indices, the server shows the names.
 */
export type VirtualPlay = FootballPlay | TennisPlay | RacePlay;

export const VIRTUAL_NAME_COUNTS: Readonly<Record<VirtualSport, number>> = { football: 16, tennis: 8, racing: 12 };

export function virtualPlayOf(sport: VirtualSport, seed: string, salt: string): VirtualPlay {
  const draws = sharedRoundDraws(seed, salt);
  const names = VIRTUAL_NAME_COUNTS[sport];
  switch (sport) {
    case 'football':
      return playFootball(draws, names);
    case 'tennis':
      return playTennis(draws, names);
    case 'racing':
      return playRace(draws, names);
  }
}

export interface VirtualEventProof {
  readonly sport: VirtualSport;
  readonly seed: string;
  readonly index: number;
  readonly terminalHash: string;
  readonly salt: string;
}

/** The event a published seed plays, or null when the seed is not event `index` of the chain published as `terminalHash`. */
export function verifyVirtualEvent(proof: VirtualEventProof): VirtualPlay | null {
  return verifyChainSeed(proof.seed, proof.index, proof.terminalHash) ? virtualPlayOf(proof.sport, proof.seed, proof.salt) : null;
}
