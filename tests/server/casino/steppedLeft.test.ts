import { describe, expect, it } from 'vitest';
import { buildCatalogue, catalogueGames } from '../../../server/casino/catalogue';
import { finishLeftRounds } from '../../../server/casino/stepped/leftRounds';
import { videoPokerEngine } from '../../../src/core/casino/videoPoker/engine';
import { videoPokerHint } from '../../../src/core/casino/videoPoker/hint';
import {
  FRAME_STEPPED_PATHS,
  STEPPED_ROUND_DEADLINE_MS,
  steppedAnswerSchema,
  steppedOpenAnswerSchema,
} from '../../../src/protocol/casino/stepped';
import { videoPokerViewSchema, type VideoPokerTable } from '../../../src/protocol/casino/videoPoker';
import { balanceOf } from '../bets/harness';
import { expectLedgerBalanced } from '../helpers';
import { casinoHarnessForFile, launch, newCasinoPlayer, type Frame } from './harness';

const h = casinoHarnessForFile();
const findGame = catalogueGames(buildCatalogue());
const POKER = 'videoPoker-jacks-9-6';
const BLACKJACK = 'blackjack-single-deck-s17';
const table = videoPokerEngine.tables['jacks-9-6'] as VideoPokerTable;

const start = async (frame: Frame, key: string) =>
  steppedAnswerSchema.parse((await frame.call('POST', FRAME_STEPPED_PATHS.start, { bet: { stake: 500 }, idempotencyKey: key })).body);
const openRound = async (frame: Frame) => steppedOpenAnswerSchema.parse((await frame.call('GET', FRAME_STEPPED_PATHS.open)).body).round;

describe('stepped rounds left open', () => {
  it('are played out past their deadline with the best hold, the win credited once, and younger rounds wait', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    const frame = await launch(h, p, POKER, false);
    const dealt = await start(frame, 'left-deal');
    const startedAt = dealt.round.startedAt;

    expect(await finishLeftRounds(h.db, findGame, startedAt + STEPPED_ROUND_DEADLINE_MS - 1)).toEqual({ ended: 0, failed: 0 });
    expect(await openRound(frame)).not.toBeNull();

    const cards = videoPokerViewSchema.parse(dealt.round.view).cards;
    const best = videoPokerHint(cards, table).best;
    const late = startedAt + STEPPED_ROUND_DEADLINE_MS + 1;
    expect(await finishLeftRounds(h.db, findGame, late)).toEqual({ ended: 1, failed: 0 });
    expect(await openRound(frame)).toBeNull();

    const [row] = await h.db.query<{ win: number; stake: number }>('SELECT win, stake FROM casino_stepped_round WHERE id = $1', [
      Number(dealt.round.id),
    ]);
    const [step] = await h.db.query<{ action: unknown; idempotency_key: string }>(
      'SELECT action, idempotency_key FROM casino_stepped_step WHERE round_id = $1',
      [Number(dealt.round.id)],
    );
    expect(step).toEqual({ action: { type: 'draw', hold: best }, idempotency_key: 'left:1' });
    expect(row?.stake).toBe(500);
    expect(await balanceOf(h.db, p.accountId)).toBe(99_500 + (row?.win ?? 0));
    // A second pass finds nothing left: the win is not paid twice.
    expect(await finishLeftRounds(h.db, findGame, late + 1)).toEqual({ ended: 0, failed: 0 });
    expect(await balanceOf(h.db, p.accountId)).toBe(99_500 + (row?.win ?? 0));
    await expectLedgerBalanced(h.db);
  });

  it('stakes nothing more on a blackjack left open: insurance declined, every hand stands', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    const frame = await launch(h, p, BLACKJACK, false);
    let dealt = await start(frame, 'bj-0');
    // A blackjack dealt ends the round at once; deal again until one waits for the player.
    for (let n = 1; dealt.round.over && n < 20; n += 1) dealt = await start(frame, `bj-${n}`);
    expect(dealt.round.over).toBe(false);
    const before = await balanceOf(h.db, p.accountId);

    const ended = await finishLeftRounds(h.db, findGame, dealt.round.startedAt + STEPPED_ROUND_DEADLINE_MS + 1);
    expect(ended).toEqual({ ended: 1, failed: 0 });
    const steps = await h.db.query<{ action: string; extra_stake: number }>(
      'SELECT action, extra_stake FROM casino_stepped_step WHERE round_id = $1 ORDER BY seq',
      [Number(dealt.round.id)],
    );
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((s) => (s.action === 'stand' || s.action === 'noInsurance') && s.extra_stake === 0)).toBe(true);
    const [row] = await h.db.query<{ win: number }>('SELECT win FROM casino_stepped_round WHERE id = $1', [Number(dealt.round.id)]);
    expect(await balanceOf(h.db, p.accountId)).toBe(before + (row?.win ?? 0));
    await expectLedgerBalanced(h.db);
  });
});
