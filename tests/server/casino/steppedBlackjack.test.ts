import { describe, expect, it } from 'vitest';
import { blackjackEngine } from '../../../src/core/casino/blackjack/engine';
import { fairDraws } from '../../../src/core/casino/fair';
import { replaySteppedRound } from '../../../src/core/casino/steppedEngines';
import { FRAME_PATHS, frameGameAnswerSchema, rotateAnswerSchema } from '../../../src/protocol/casino/play';
import { blackjackViewSchema, type BlackjackAction, type BlackjackTable } from '../../../src/protocol/casino/blackjack';
import { FRAME_STEPPED_PATHS, steppedAnswerSchema, steppedVerifyAnswerSchema } from '../../../src/protocol/casino/stepped';
import { balanceOf } from '../bets/harness';
import { expectLedgerBalanced } from '../helpers';
import { casinoHarnessForFile, launch, newCasinoPlayer } from './harness';

const h = casinoHarnessForFile();
const GAME = 'blackjack-single-deck-s17';
const table = blackjackEngine.tables['single-deck-s17'] as BlackjackTable;

/** Every action that stakes again first (the money path under test), then standing. */
const PREFERENCE: readonly BlackjackAction[] = ['insurance', 'split', 'double', 'stand'];

describe('a stepped round (blackjack)', () => {
  it('debits each extra stake with its action, pays the win at the end, and replays from the revealed seeds', async () => {
    const p = await newCasinoPlayer(h, 1_000_000);
    const frame = await launch(h, p, GAME, false);
    const game = frameGameAnswerSchema.parse((await frame.call('GET', FRAME_PATHS.game)).body);
    expect(game.game.rtp).toBeCloseTo(blackjackEngine.exactRtp(table), 9);

    let balance = 1_000_000;
    let extraStakes = 0;
    const finished: { nonce: number; actions: unknown[]; win: number }[] = [];
    // Rounds until one staked again (a double, a split or insurance: about one deal in three offers one).
    for (let n = 0; n < 60 && extraStakes === 0; n += 1) {
      let round = steppedAnswerSchema.parse(
        (await frame.call('POST', FRAME_STEPPED_PATHS.start, { bet: { stake: 200 }, idempotencyKey: `s${n}` })).body,
      );
      // A blackjack dealt (or the dealer's, peeked) ends the round at the deal, paid at once.
      balance -= 200 - (round.round.over ? round.round.win : 0);
      expect(round.balance).toBe(balance);
      for (let step = 0; !round.round.over; step += 1) {
        const allowed = round.round.allowed as BlackjackAction[];
        const action = PREFERENCE.find((a) => allowed.includes(a)) ?? 'stand';
        const before = round.round.stake;
        round = steppedAnswerSchema.parse(
          (await frame.call('POST', FRAME_STEPPED_PATHS.act, { roundId: round.round.id, action, idempotencyKey: `a${n}-${step}` })).body,
        );
        extraStakes += round.round.stake - before;
        balance -= round.round.stake - before;
        if (round.round.over) balance += round.round.win;
        expect(round.balance).toBe(balance);
      }
      // The hole card shows once the round is over.
      expect(blackjackViewSchema.parse(round.round.view).dealer.cards.every((card) => card !== null)).toBe(true);
      finished.push({ nonce: round.round.nonce, actions: round.round.actions, win: round.round.win });
    }
    expect(extraStakes).toBeGreaterThan(0);
    expect(await balanceOf(h.db, p.accountId)).toBe(balance);
    await expectLedgerBalanced(h.db);

    const revealed = rotateAnswerSchema.parse((await frame.call('POST', FRAME_PATHS.rotate, {})).body).revealed;
    for (const round of finished) {
      const seeds = { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: round.nonce };
      const replayed = replaySteppedRound(blackjackEngine as never, fairDraws(seeds), { stake: 200 }, table, round.actions);
      expect(blackjackEngine.winOf(replayed as never, table)).toBe(round.win);
      const verified = steppedVerifyAnswerSchema.parse(
        (await frame.call('POST', FRAME_STEPPED_PATHS.verify, { ...seeds, gameId: GAME, bet: { stake: 200 }, actions: round.actions }))
          .body,
      );
      expect(verified).toMatchObject({ over: true, win: round.win });
    }
  });
});
