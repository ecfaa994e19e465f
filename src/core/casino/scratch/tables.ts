import type { ScratchTable } from '../../../protocol/casino/scratch';

/**
 * The scratch card's variants (protocol/casino/engines.ts names them). Their
 * return to player is computed from these weights (exactRtp: about 96.4 %
 * and 94.3 %), never typed in. A blank pays nothing however often it shows;
 * standard pays often and little, deluxe rarely and more.
 */
export const SCRATCH_TABLES: Readonly<Record<'standard' | 'deluxe', ScratchTable>> = {
  standard: {
    symbols: [
      { id: 'blank', weight: 31, prize: 0 },
      { id: 'cherry', weight: 10, prize: 1 },
      { id: 'lemon', weight: 8, prize: 2 },
      { id: 'bell', weight: 6, prize: 3 },
      { id: 'clover', weight: 4, prize: 10 },
      { id: 'seven', weight: 2, prize: 50 },
      { id: 'diamond', weight: 1, prize: 500 },
    ],
  },
  deluxe: {
    symbols: [
      { id: 'blank', weight: 69, prize: 0 },
      { id: 'lemon', weight: 8, prize: 1 },
      { id: 'bell', weight: 6, prize: 4 },
      { id: 'clover', weight: 4, prize: 20 },
      { id: 'seven', weight: 2, prize: 100 },
      { id: 'crown', weight: 1, prize: 1000 },
      { id: 'diamond', weight: 1, prize: 5000 },
    ],
  },
};
