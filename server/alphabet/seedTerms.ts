import type { GlossaryLanguage } from './seedBlocks';
import type { EntryWords } from './seedCouponTypes';

export interface TermEntry {
  readonly slug: string;
  readonly category: string;
  readonly related: readonly string[];
  readonly words: Partial<Record<GlossaryLanguage, EntryWords>> & { readonly en: EntryWords };
}

const term = (slug: string, category: string, related: readonly string[], en: EntryWords): TermEntry => ({
  slug,
  category,
  related,
  words: { en },
});

/** The glossary's other entries (markets, the slip's features, casino, bonuses, responsible gaming), in English. */
export const TERM_ENTRIES: readonly TermEntry[] = [
  term('banker', 'coupon-features', ['system', 'multibet'], {
    term: 'Banker',
    definition: 'A selection you are sure of: it joins every line of a system, and if it loses every line loses.',
    body: ['Bankers make a system cheaper (fewer lines) and bolder (one lost banker loses the whole bet).'],
  }),
  term('cash-out', 'coupon-features', ['insurance', 'potential-return'], {
    term: 'Cash-out',
    definition: 'Settling a bet early for the amount offered now, before all its events have ended.',
    body: [
      'The offer follows the odds of the open selections and changes as the events go on. Taken, it is final: the bet is settled at ' +
        'that amount whatever happens afterwards. A partial cash-out settles part of the stake and leaves the rest running.',
    ],
  }),
  term('insurance', 'coupon-features', ['cash-out', 'express'], {
    term: 'Bet insurance',
    definition: 'A paid promise that part of the stake comes back if the bet loses.',
    body: [
      'You insure a share of the stake for a price shown before you accept. If the bet ' +
        'wins, the price is spent; if it loses, the insured share is paid back.',
    ],
  }),
  term('stake', 'coupon-features', ['potential-return', 'single'], {
    term: 'Stake',
    definition: 'The amount you put on a bet.',
    body: ['Each coupon type has a least and a greatest stake. A system or a lucky splits its stake equally across its lines.'],
  }),
  term('potential-return', 'coupon-features', ['stake', 'decimal-odds'], {
    term: 'Potential return',
    definition: 'What a bet pays if every open selection wins: the stake times the odds.',
    body: ['The slip shows both the current return (of what is settled) and the greatest one (if every open selection wins).'],
  }),
  term('void', 'coupon-features', ['express', 'stake'], {
    term: 'Void (returned) selection',
    definition: 'A selection cancelled by the bookmaker: it counts as odds of 1.00.',
    body: [
      'An event called off or a market annulled voids its selection. A single returns its stake; in an express the leg simply drops out.',
    ],
  }),
  term('express-bonus', 'coupon-features', ['express'], {
    term: 'Express bonus',
    definition: 'Extra odds on an express of enough selections, each at odds of at least 1.1.',
    body: [
      'Where the site offers it, an express of at least three qualifying selections has its ' +
        'odds raised by a percent that grows with the number of selections.',
    ],
  }),
  term('margin', 'odds-concepts', ['implied-probability', 'decimal-odds'], {
    term: 'Margin',
    definition: 'The bookmaker’s share built into the odds: the chances they imply add up to more than 100%.',
    body: ['Odds of 1.90 on both sides of an even contest imply about 52.6% each, 105.3% together: the margin is the 5.3% above 100%.'],
  }),
  term('implied-probability', 'odds-concepts', ['margin', 'decimal-odds'], {
    term: 'Implied probability',
    definition: 'The chance the odds stand for: one divided by the decimal odds.',
    body: ['Decimal odds of 4.00 imply a 25% chance. If you believe the real chance is higher, the odds are of value to you.'],
  }),
  term('odds-movement', 'odds-concepts', ['implied-probability', 'cash-out'], {
    term: 'Odds movement',
    definition: 'Odds changing before or during an event as money and news come in.',
    body: [
      'Your slip settings say what happens when a selection’s odds change before the bet is ' +
        'accepted: ask every time, accept every change, or accept only rises.',
    ],
  }),
  term('1x2', 'match-result', ['double-chance', 'draw-no-bet'], {
    term: '1X2',
    definition: 'The match result: 1 the home side wins, X a draw, 2 the away side wins.',
    body: ['The most common football market. It is settled on the result after regular time unless the market says otherwise.'],
  }),
  term('double-chance', 'match-result', ['1x2', 'draw-no-bet'], {
    term: 'Double chance',
    definition: 'Two of the three results at once: 1X, 12 or X2.',
    body: ['Safer than 1X2 and so at shorter odds: 1X wins if the home side wins or the match is drawn.'],
  }),
  term('draw-no-bet', 'match-result', ['1x2', 'asian-handicap'], {
    term: 'Draw no bet',
    definition: 'A bet on one side to win, with the stake returned if the match is drawn.',
    body: ['The same as an Asian handicap of 0: a draw voids the bet.'],
  }),
  term('correct-score', 'match-result', ['1x2', 'totals'], {
    term: 'Correct score',
    definition: 'A bet on the exact final score.',
    body: ['Hard to win and so at long odds.'],
  }),
  term('half-time-full-time', 'match-result', ['1x2'], {
    term: 'Half time / full time',
    definition: 'The result at half time and at the end, both right in one bet.',
    body: ['X/1 wins when the match is level at half time and the home side wins it.'],
  }),
  term('handicap', 'handicaps-and-totals', ['asian-handicap', '1x2'], {
    term: 'Handicap',
    definition: 'A head start or a deficit given to one side before the result is read.',
    body: [
      'A handicap of −1.5 on the home side wins only if it wins by two goals or ' +
        'more; +1.5 on the away side wins unless it loses by two or more.',
    ],
  }),
  term('asian-handicap', 'handicaps-and-totals', ['handicap', 'draw-no-bet'], {
    term: 'Asian handicap',
    definition: 'A handicap in quarter and half goals, where a tie returns all or half of the stake.',
    body: ['A quarter line such as −0.25 splits the stake over 0 and −0.5: a draw returns half of it and loses the other half.'],
  }),
  term('totals', 'handicaps-and-totals', ['both-teams-to-score', 'correct-score'], {
    term: 'Totals (over/under)',
    definition: 'A bet on whether the number of goals, points or games is over or under a line.',
    body: ['Over 2.5 goals wins with three goals or more. A whole-number line such as 2 returns the stake when the total lands on it.'],
  }),
  term('both-teams-to-score', 'handicaps-and-totals', ['totals', 'correct-score'], {
    term: 'Both teams to score',
    definition: 'Yes if each side scores at least once, no otherwise.',
    body: ['Often shortened to BTTS. A 1–1 draw wins “yes”; 2–0 wins “no”.'],
  }),
  term('outright', 'more-markets', ['live-betting'], {
    term: 'Outright',
    definition: 'A bet on the winner of a whole competition, not of one match.',
    body: ['Outrights stay open for the length of the competition; their odds move with every round.'],
  }),
  term('live-betting', 'more-markets', ['odds-movement', 'cash-out'], {
    term: 'Live betting',
    definition: 'Betting while the event is being played, at odds that follow the game.',
    body: ['Markets close for a moment after a goal or a dangerous attack and reopen at new odds.'],
  }),
  term('player-props', 'more-markets', ['totals'], {
    term: 'Player specials',
    definition: 'Bets on what one player does: scores, assists, shots or cards.',
    body: ['A player who does not take part usually voids the selection; the market’s rules say how.'],
  }),
  term('slot', 'casino-games', ['rtp', 'volatility', 'free-spins'], {
    term: 'Slot',
    definition: 'A game of spinning reels whose symbols pay along lines or ways.',
    body: ['Every spin is independent: a long wait does not make a win more likely.'],
  }),
  term('crash-game', 'casino-games', ['provably-fair', 'rtp'], {
    term: 'Crash game',
    definition: 'A multiplier rises from 1× until it crashes; you win if you cash out before.',
    body: ['The crash point is fixed before the round starts; the round can be checked afterwards with its revealed seed.'],
  }),
  term('live-dealer', 'casino-games', ['slot'], {
    term: 'Live dealer',
    definition: 'Table games streamed from a studio with a real dealer.',
    body: ['Roulette, blackjack and baccarat played at a real table, with bets placed on screen.'],
  }),
  term('rtp', 'fair-play', ['volatility', 'slot'], {
    term: 'RTP (return to player)',
    definition: 'The share of all stakes a game pays back over a very long run, such as 96%.',
    body: ['RTP describes millions of rounds, not a session: a short session can end far above or below it.'],
  }),
  term('volatility', 'fair-play', ['rtp', 'slot'], {
    term: 'Volatility',
    definition: 'How a game’s wins are spread: many small ones (low) or few large ones (high).',
    body: ['Two games with the same RTP can feel very different: a high-volatility game may go long without a win.'],
  }),
  term('provably-fair', 'fair-play', ['crash-game'], {
    term: 'Provably fair',
    definition: 'A round whose result you can check yourself from seeds published before and after it.',
    body: ['The house commits to a hashed seed before the round; after it, the seed is revealed and anyone can recompute the result.'],
  }),
  term('promo-code', 'bonus-terms', ['free-bet', 'wagering'], {
    term: 'Promo code',
    definition: 'A code that unlocks an offer: a free bet, a bonus or better odds.',
    body: [
      'Enter it on the bet slip or in your account. The slip tells you what a code ' +
        'gives before you use it; codes are not accepted on many singles.',
    ],
  }),
  term('wagering', 'bonus-terms', ['welcome-bonus', 'promo-code'], {
    term: 'Wagering requirement',
    definition: 'How much you must stake before bonus money becomes money you can withdraw.',
    body: [
      'A requirement of 5× on a bonus of 1,000 means qualifying bets of 5,000 in total. Only bets ' +
        'that meet the offer’s rules count, and the bonus expires at its deadline.',
    ],
  }),
  term('free-bet', 'bonus-terms', ['promo-code', 'wagering'], {
    term: 'Free bet',
    definition: 'A stake given by the bookmaker: a win pays the profit, not the free stake itself.',
    body: ['A free bet of 10 at odds of 3.00 returns 20 if it wins.'],
  }),
  term('welcome-bonus', 'bonus-terms', ['wagering', 'free-bet'], {
    term: 'Welcome bonus',
    definition: 'A bonus on a new player’s first deposit, usually a percent up to a cap.',
    body: ['It lands in the bonus account and becomes withdrawable once its wagering requirement is met.'],
  }),
  term('free-spins', 'bonus-terms', ['slot', 'wagering'], {
    term: 'Free spins',
    definition: 'Spins of a named slot at the bookmaker’s stake.',
    body: ['What they win usually lands in the bonus account, with a wagering requirement of its own.'],
  }),
  term('cashback', 'bonus-terms', ['wagering'], {
    term: 'Cashback',
    definition: 'A share of your net losses over a period, paid back.',
    body: ['Paid as money or as points, depending on the offer.'],
  }),
  term('deposit-limit', 'limits-and-breaks', ['time-out', 'self-exclusion'], {
    term: 'Deposit limit',
    definition: 'The most you allow yourself to deposit in a day, a week or a month.',
    body: ['A lower limit takes effect at once; a higher one only after a waiting period, so it is never raised in the heat of a moment.'],
  }),
  term('time-out', 'limits-and-breaks', ['self-exclusion', 'reality-check'], {
    term: 'Time-out',
    definition: 'A short break from betting that you choose, from a day to a few weeks.',
    body: ['During a time-out you cannot bet or deposit; it ends on its own.'],
  }),
  term('self-exclusion', 'limits-and-breaks', ['time-out', 'deposit-limit'], {
    term: 'Self-exclusion',
    definition: 'Closing your account to betting for months or for good.',
    body: [
      'It cannot be undone before its end. If betting stops being fun, talk to ' +
        'someone: help lines are listed on the responsible gaming page.',
    ],
  }),
  term('reality-check', 'limits-and-breaks', ['time-out'], {
    term: 'Reality check',
    definition: 'A reminder, at the interval you choose, of how long you have played and what you have won or lost.',
    body: ['It pauses the game until you choose to go on or stop.'],
  }),
];
