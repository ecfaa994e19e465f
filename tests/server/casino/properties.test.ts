import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findEngineGame } from '../../../server/casino/games';
import { rotateSeeds } from '../../../server/casino/fair/store';
import { userOwner } from '../../../server/casino/launch';
import { playRound } from '../../../server/casino/rounds/play';
import { CasinoError } from '../../../server/casino/errors';
import { OWN_ROUND_ENGINES } from '../../../src/core/casino/engines';
import { fairDraws } from '../../../src/core/casino/fair';
import { balanceOf } from '../bets/harness';
import { expectLedgerBalanced } from '../helpers';
import { casinoHarnessForFile, newCasinoPlayer } from './harness';

const h = casinoHarnessForFile();

const roundsArb = fc.array(
  fc.record({
    game: fc.constantFrom('scratch-standard', 'scratch-deluxe'),
    stake: fc.integer({ min: 10, max: 3_000 }),
    repeat: fc.boolean(),
  }),
  { minLength: 1, maxLength: 6 },
);

describe('any sequence of rounds', () => {
  it('keeps the ledger balanced and the account at its start plus wins less stakes; every round recomputes from its seeds', async () => {
    await fc.assert(
      fc.asyncProperty(roundsArb, async (rounds) => {
        const p = await newCasinoPlayer(h, 10_000);
        let expected = 10_000;
        let key = 0;
        for (const r of rounds) {
          const game = findEngineGame(r.game);
          if (!game) throw new Error(`no game ${r.game}`);
          const launch = { owner: userOwner(p.userId), userId: p.userId, gameId: game.id, demo: false, site: 'http://site.test' };
          if (!r.repeat) key += 1;
          const input = { launch, game, bet: { stake: r.stake }, idempotencyKey: `k${key}`, now: Date.now() };
          const played = await playRound(h.db, input).catch((error: unknown) => {
            // A short balance or a key reused for another bet is refused whole; anything else fails the property.
            if (error instanceof CasinoError && ['insufficient_balance', 'idempotency_conflict'].includes(error.code)) return null;
            throw error;
          });
          if (played && !played.repeated) expected += played.round.win - played.round.stake;
        }
        expect(await balanceOf(h.db, p.accountId)).toBe(expected);
        await expectLedgerBalanced(h.db);

        const revealed = await h.db.transaction((tx) => rotateSeeds(tx, userOwner(p.userId), Date.now()));
        const stored = await h.db.query<{
          engine: string;
          variant: string;
          nonce: number;
          bet: { stake: number };
          outcome: unknown;
          win: number;
          draws: number;
        }>('SELECT engine, variant, nonce, bet, outcome, win, draws FROM casino_round WHERE user_id = $1', [p.userId]);
        for (const round of stored) {
          const engine = OWN_ROUND_ENGINES[round.engine];
          const draws = fairDraws({
            serverSeed: revealed.revealed.serverSeed,
            clientSeed: revealed.revealed.clientSeed,
            nonce: round.nonce,
          });
          const replay = engine?.play(draws, round.bet as never, engine.tables[round.variant]);
          expect(replay).toEqual({ outcome: round.outcome, win: round.win });
          expect(draws.count).toBe(round.draws);
        }
      }),
      { numRuns: 12 },
    );
  });
});
