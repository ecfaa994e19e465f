import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairDraws } from '../../../src/core/casino/fair';
import { replaySteppedRound } from '../../../src/core/casino/steppedEngines';
import { videoPokerEngine } from '../../../src/core/casino/videoPoker/engine';
import { casinoErrorBodySchema, FRAME_PATHS, frameGameAnswerSchema, rotateAnswerSchema } from '../../../src/protocol/casino/play';
import {
  FRAME_STEPPED_PATHS,
  steppedAnswerSchema,
  steppedHintAnswerSchema,
  steppedOpenAnswerSchema,
  steppedVerifyAnswerSchema,
} from '../../../src/protocol/casino/stepped';
import { videoPokerHintSchema, videoPokerViewSchema, type VideoPokerTable } from '../../../src/protocol/casino/videoPoker';
import { verifyRound } from '../../../scripts/verifyRound';
import { balanceOf } from '../bets/harness';
import { expectLedgerBalanced } from '../helpers';
import { casinoHarnessForFile, launch, ledgerRowCount, newCasinoPlayer, type Frame } from './harness';

const h = casinoHarnessForFile();
const GAME = 'videoPoker-jacks-9-6';
const table = videoPokerEngine.tables['jacks-9-6'] as VideoPokerTable;

const start = (frame: Frame, stake: number, key: string) =>
  frame.call('POST', FRAME_STEPPED_PATHS.start, { bet: { stake }, idempotencyKey: key });
const draw = (frame: Frame, roundId: string, hold: number, key: string) =>
  frame.call('POST', FRAME_STEPPED_PATHS.act, { roundId, action: { type: 'draw', hold }, idempotencyKey: key });
const refusal = (body: unknown) => casinoErrorBodySchema.parse(body).error.code;

describe('a stepped round (video poker)', () => {
  it('debits the stake at the deal, resumes the open round, credits the win at the draw and records the round', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    const frame = await launch(h, p, GAME, false);
    const game = frameGameAnswerSchema.parse((await frame.call('GET', FRAME_PATHS.game)).body);
    expect(game.game.rtp).toBeCloseTo(0.99544, 5);
    expect(steppedOpenAnswerSchema.parse((await frame.call('GET', FRAME_STEPPED_PATHS.open)).body).round).toBeNull();

    const dealt = steppedAnswerSchema.parse((await start(frame, 500, 'deal-1')).body);
    expect(dealt.balance).toBe(99_500);
    expect(await balanceOf(h.db, p.accountId)).toBe(99_500);
    expect(dealt.round).toMatchObject({ stake: 500, win: 0, over: false, actions: [], nonce: 0 });
    expect(dealt.round.allowed).toHaveLength(32);
    const view = videoPokerViewSchema.parse(dealt.round.view);
    expect(view).toMatchObject({ held: null, hand: null });
    // The view shows the five dealt cards and nothing of the deck.
    expect(JSON.stringify(dealt.round)).not.toContain('deck');

    const resumed = steppedOpenAnswerSchema.parse((await frame.call('GET', FRAME_STEPPED_PATHS.open)).body).round;
    expect(resumed).toEqual(dealt.round);

    const hint = videoPokerHintSchema.parse(
      steppedHintAnswerSchema.parse((await frame.call('POST', FRAME_STEPPED_PATHS.hint, { roundId: dealt.round.id })).body).hint,
    );
    const drawn = steppedAnswerSchema.parse((await draw(frame, dealt.round.id, hint.best, 'draw-1')).body);
    const final = videoPokerViewSchema.parse(drawn.round.view);
    const win = final.hand ? 500 * table.pays[final.hand] : 0;
    expect(drawn.round).toMatchObject({ over: true, win, allowed: [], actions: [{ type: 'draw', hold: hint.best }] });
    expect(final.cards.filter((_, i) => hint.best & (1 << i))).toEqual(view.cards.filter((_, i) => hint.best & (1 << i)));
    expect(drawn.balance).toBe(99_500 + win);
    expect(await balanceOf(h.db, p.accountId)).toBe(99_500 + win);
    expect(steppedOpenAnswerSchema.parse((await frame.call('GET', FRAME_STEPPED_PATHS.open)).body).round).toBeNull();
    expect(refusal((await draw(frame, dealt.round.id, 0, 'draw-again')).body)).toBe('action_refused');

    // The finished round is an own round of the game's recall (and the office history) with its actions.
    const after = frameGameAnswerSchema.parse((await frame.call('GET', FRAME_PATHS.game)).body);
    expect(after.rounds[0]).toMatchObject({
      engine: 'videoPoker',
      stake: 500,
      win,
      outcome: { view: final, actions: [{ type: 'draw', hold: hint.best }] },
    });
    await expectLedgerBalanced(h.db);
  });

  it('answers a repeated key with the same answer and one movement, and refuses the key for another request', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    const frame = await launch(h, p, GAME, false);
    const first = await start(frame, 200, 'k');
    const rows = await ledgerRowCount(h.db);
    expect((await start(frame, 200, 'k')).body).toEqual(first.body);
    expect(await ledgerRowCount(h.db)).toBe(rows);
    expect(refusal((await start(frame, 300, 'k')).body)).toBe('idempotency_conflict');
    expect(refusal((await start(frame, 200, 'k2')).body)).toBe('round_open');

    const roundId = steppedAnswerSchema.parse(first.body).round.id;
    const drawn = await draw(frame, roundId, 3, 'd');
    const afterDraw = await ledgerRowCount(h.db);
    expect((await draw(frame, roundId, 3, 'd')).body).toEqual(drawn.body);
    expect(await ledgerRowCount(h.db)).toBe(afterDraw);
    expect(refusal((await draw(frame, roundId, 4, 'd')).body)).toBe('idempotency_conflict');
    // The deal's key still answers with the deal after the draw.
    expect((await start(frame, 200, 'k')).body).toEqual(first.body);
    await expectLedgerBalanced(h.db);
  });

  it("refuses another player's round, a hold outside the 32, and a change of seeds while a round is open", async () => {
    const owner = await newCasinoPlayer(h, 10_000);
    const other = await newCasinoPlayer(h, 10_000);
    const mine = await launch(h, owner, GAME, false);
    const theirs = await launch(h, other, GAME, false);
    const roundId = steppedAnswerSchema.parse((await start(mine, 100, 'a')).body).round.id;
    const stolen = await draw(theirs, roundId, 31, 'b');
    expect([stolen.status, refusal(stolen.body)]).toEqual([404, 'round_not_found']);
    expect(refusal((await theirs.call('POST', FRAME_STEPPED_PATHS.hint, { roundId })).body)).toBe('round_not_found');
    expect(refusal((await draw(mine, roundId, 32, 'c')).body)).toBe('invalid_request');
    expect(refusal((await mine.call('POST', FRAME_PATHS.rotate, {})).body)).toBe('round_open');
    expect(refusal((await mine.call('PUT', FRAME_PATHS.seeds, { clientSeed: 'mine' })).body)).toBe('round_open');
    expect(refusal((await start(mine, 1, 'tiny')).body)).toBe('bet_out_of_range');
    expect((await draw(mine, roundId, 31, 'c')).status).toBe(200);
    expect((await mine.call('POST', FRAME_PATHS.rotate, {})).status).toBe(200);
  });

  it('plays a guest demo with play money, the ledger untouched', async () => {
    const frame = await launch(h, null, GAME, true);
    const rows = await ledgerRowCount(h.db);
    const dealt = steppedAnswerSchema.parse((await start(frame, 1_000, 'demo')).body);
    expect(dealt.round.demo).toBe(true);
    expect(dealt.balance).toBe(99_000);
    const drawn = steppedAnswerSchema.parse((await draw(frame, dealt.round.id, 0, 'demo-draw')).body);
    expect(drawn.balance).toBe(99_000 + drawn.round.win);
    expect(await ledgerRowCount(h.db)).toBe(rows);
  });

  it('keeps the ledger balanced over random sequences, and every round replays from its revealed seeds to the stored one', async () => {
    const p = await newCasinoPlayer(h, 50_000);
    const frame = await launch(h, p, GAME, false);
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('start' as const),
        stake: fc.constantFrom(50, 100, 5_000, 60_000),
        key: fc.integer({ min: 0, max: 5 }),
      }),
      fc.record({ kind: fc.constant('draw' as const), hold: fc.integer({ min: 0, max: 31 }), key: fc.integer({ min: 0, max: 5 }) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        run += 1;
        let roundId: string | null = null;
        for (const s of steps) {
          if (s.kind === 'start') {
            const reply = await start(frame, s.stake, `r${run}-${s.key}`);
            if (reply.status === 200) roundId = steppedAnswerSchema.parse(reply.body).round.id;
            else expect(['round_open', 'insufficient_balance', 'bet_out_of_range', 'idempotency_conflict']).toContain(refusal(reply.body));
          } else if (roundId !== null) {
            const reply = await draw(frame, roundId, s.hold, `d${run}-${s.key}`);
            if (reply.status !== 200) expect(['action_refused', 'idempotency_conflict']).toContain(refusal(reply.body));
          }
        }
        await expectLedgerBalanced(h.db);
      }),
      { numRuns: 12 },
    );
    // Finish the open round (if any) so the seeds may be revealed, then replay every finished round.
    const open = steppedOpenAnswerSchema.parse((await frame.call('GET', FRAME_STEPPED_PATHS.open)).body).round;
    if (open) await draw(frame, open.id, 0, 'last');
    const revealed = rotateAnswerSchema.parse((await frame.call('POST', FRAME_PATHS.rotate, {})).body).revealed;
    const rounds = await h.db.query<{ nonce: number; bet: { stake: number }; state: unknown; win: number; actions: unknown[] }>(
      `SELECT r.nonce, r.bet, r.state, r.win,
         COALESCE((SELECT json_agg(s.action ORDER BY s.seq) FROM casino_stepped_step s WHERE s.round_id = r.id), '[]') AS actions
         FROM casino_stepped_round r WHERE r.user_id = $1 ORDER BY r.id`,
      [p.userId],
    );
    expect(rounds.length).toBeGreaterThan(0);
    for (const round of rounds) {
      const seeds = { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: round.nonce };
      expect(replaySteppedRound(videoPokerEngine as never, fairDraws(seeds), round.bet, table, round.actions)).toEqual(round.state);
      const verified = steppedVerifyAnswerSchema.parse(
        (await frame.call('POST', FRAME_STEPPED_PATHS.verify, { ...seeds, gameId: GAME, bet: round.bet, actions: round.actions })).body,
      );
      expect(verified).toMatchObject({ over: true, win: round.win, view: videoPokerEngine.viewOf(round.state as never, table) });
      const offline = verifyRound([
        ...['--server-seed', seeds.serverSeed, '--client-seed', seeds.clientSeed, '--nonce', String(round.nonce), '--game', GAME],
        ...['--bet', JSON.stringify(round.bet), '--actions', JSON.stringify(round.actions)],
      ]);
      expect(offline).toMatchObject({ win: round.win, outcome: { view: verified.view, actions: round.actions } });
    }
    await expectLedgerBalanced(h.db);
  });
});
