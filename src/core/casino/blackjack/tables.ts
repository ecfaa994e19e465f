import type { BlackjackTable } from '../../../protocol/casino/blackjack';
import type { CasinoVariant } from '../../../protocol/casino/engines';

/**
 * Blackjack's rule sets, the one place they are written. One deck shuffled
 * for every round, the dealer stands on soft 17 and peeks, blackjack pays
 * 3:2, insurance 2:1. Doubling is on 9, 10 or 11 and not after a split: with
 * one deck, 3:2 and a dealer standing on soft 17, doubling on every first two cards
 * would give the player the edge (the return computation gives 100.02 %, and
 * 100.15 % with doubling after a split), which no regulated table offers.
 */
export const BLACKJACK_TABLES: Readonly<Record<CasinoVariant<'blackjack'>, BlackjackTable>> = {
  'single-deck-s17': {
    decks: 1,
    dealerHitsSoft17: false,
    dealerPeeks: true,
    blackjackPays: { win: 3, per: 2 },
    insurancePays: { win: 2, per: 1 },
    doubleOn: '9-11',
    doubleAfterSplit: false,
    maxHands: 2,
    splitAcesOneCard: true,
    surrender: false,
  },
};
