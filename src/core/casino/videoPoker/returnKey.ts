import { VIDEO_POKER_HANDS, type VideoPokerTable } from '../../../protocol/casino/videoPoker';
import { OPTIMAL_RETURNS } from './returns';

/** A paytable's pays in the hands' order: the key its computed return is stored under, so a changed paytable finds none. */
export const paytableKey = (table: VideoPokerTable): string => VIDEO_POKER_HANDS.map((hand) => table.pays[hand]).join('/');

/** The paytable's exact return with optimal play as computed by scripts/videoPokerReturns.ts. */
export function storedReturn(table: VideoPokerTable): number {
  const figure = OPTIMAL_RETURNS[paytableKey(table)];
  if (figure === undefined) throw new Error(`No computed return for the paytable ${paytableKey(table)}: run npm run video-poker-returns`);
  return figure;
}
