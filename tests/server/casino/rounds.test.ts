import { describe, expect, it } from 'vitest';
import { fairDraws, serverSeedHash } from '../../../src/core/casino/fair';
import { scratchEngine, SCRATCH_TABLES } from '../../../src/core/casino/scratch';
import {
  CASINO_PATHS,
  FRAME_PATHS,
  casinoErrorBodySchema,
  frameGameAnswerSchema,
  historyAnswerSchema,
  playAnswerSchema,
  rotateAnswerSchema,
  seedsSchema,
  verifyAnswerSchema,
} from '../../../src/protocol/casino/play';
import { scratchOutcomeSchema } from '../../../src/protocol/casino/scratch';
import { balanceOf, Player } from '../bets/harness';
import { expectLedgerBalanced } from '../helpers';
import { setLimits } from '../limits/helpers';
import { casinoHarnessForFile, launch, ledgerRowCount, newCasinoPlayer } from './harness';

const h = casinoHarnessForFile();
const GAME = 'scratch-standard';

describe('a real-money round', () => {
  it('is one balanced ledger transaction: the stake debited, the win credited, the round stored with its seeds', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    const frame = await launch(h, p, GAME, false);
    const before = frameGameAnswerSchema.parse((await frame.call('GET', FRAME_PATHS.game)).body);
    expect(before).toMatchObject({ balance: 100_000, currency: 'RUB', demo: false, rounds: [] });
    expect(before.game.rtp).toBeCloseTo(scratchEngine.exactRtp(SCRATCH_TABLES.standard), 12);

    const reply = await frame.play(500, 'r1');
    expect(reply.status).toBe(200);
    const { round, balance } = playAnswerSchema.parse(reply.body);
    expect(balance).toBe(100_000 - 500 + round.win);
    expect(await balanceOf(h.db, p.accountId)).toBe(balance);
    expect(round).toMatchObject({ nonce: 0, stake: 500, serverSeedHash: before.seeds.serverSeedHash, serverSeed: null });

    const movements = await h.db.query<{ kind: string; sum: number }>(
      `SELECT m.kind, sum(e.amount)::integer AS sum FROM ledger_movement m JOIN ledger_entry e ON e.movement_id = m.id
        WHERE m.ref_type = 'casino_round' AND m.ref_id = $1 GROUP BY m.kind ORDER BY m.kind`,
      [round.id],
    );
    expect(movements).toEqual(
      round.win > 0
        ? [
            { kind: 'casino_round_credit', sum: 0 },
            { kind: 'casino_round_debit', sum: 0 },
          ]
        : [{ kind: 'casino_round_debit', sum: 0 }],
    );
    await expectLedgerBalanced(h.db);
  });

  it('replays the same idempotency key as the same round, and refuses the key for another bet', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    const frame = await launch(h, p, GAME, false);
    const first = playAnswerSchema.parse((await frame.play(300, 'same')).body);
    const rows = await ledgerRowCount(h.db);
    const again = playAnswerSchema.parse((await frame.play(300, 'same')).body);
    expect(again.round).toEqual({ ...first.round, playedAt: again.round.playedAt });
    expect(await ledgerRowCount(h.db)).toBe(rows);
    const other = await frame.play(400, 'same');
    expect(other.status).toBe(409);
    expect(casinoErrorBodySchema.parse(other.body).error.code).toBe('idempotency_conflict');
  });

  it('a crash inside the round (after the debit) leaves nothing: no money moved, no round, no nonce used', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    const frame = await launch(h, p, GAME, false);
    h.afterDebit = () => Promise.reject(new Error('power cut'));
    const failed = await frame.play(500, 'crash');
    h.afterDebit = undefined;
    expect(failed.status).toBe(500);
    expect(await balanceOf(h.db, p.accountId)).toBe(100_000);
    const seeds = seedsSchema.parse((await frame.call('GET', FRAME_PATHS.seeds)).body);
    expect(seeds.nextNonce).toBe(0);
    const retried = playAnswerSchema.parse((await frame.play(500, 'crash')).body);
    expect(retried.round.nonce).toBe(0);
  });

  it('refuses bets outside the bounds, malformed bets and a stake above the balance, as typed 4xx', async () => {
    const p = await newCasinoPlayer(h, 1_000);
    const frame = await launch(h, p, GAME, false);
    const codeOf = (reply: { body: unknown }) => casinoErrorBodySchema.parse(reply.body).error.code;
    const low = await frame.play(1, 'low');
    expect([low.status, codeOf(low)]).toEqual([422, 'bet_out_of_range']);
    const bad = await frame.play(0, 'bad', { stake: 'ten' });
    expect([bad.status, codeOf(bad)]).toEqual([400, 'invalid_request']);
    const poor = await frame.play(5_000, 'poor');
    expect([poor.status, codeOf(poor)]).toEqual([409, 'insufficient_balance']);
    const noToken = await fetch(new URL(FRAME_PATHS.play, h.running.gamesUrl), { method: 'POST' });
    expect(noToken.status).toBe(415);
  });

  it('a time-out stops play with the reason; a wagering limit with what is left', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    const frame = await launch(h, p, GAME, false);
    await setLimits(new Player(p.browser, p.userId), [{ limitType: 1, limitValue: 800 }]);
    expect((await frame.play(500, 'w1')).status).toBe(200);
    const over = await frame.play(500, 'w2');
    expect(over.status).toBe(403);
    expect(casinoErrorBodySchema.parse(over.body).error).toMatchObject({ code: 'limit_exceeded', params: { limitType: 1, left: 300 } });

    const q = await newCasinoPlayer(h, 100_000);
    const qFrame = await launch(h, q, GAME, false);
    await setLimits(new Player(q.browser, q.userId), [{ limitType: 33, limitValue: 1 }]);
    const blocked = await qFrame.play(500, 't1');
    expect(blocked.status).toBe(403);
    expect(casinoErrorBodySchema.parse(blocked.body).error).toMatchObject({ code: 'play_blocked', params: { limitType: 33 } });
    expect(await balanceOf(h.db, q.accountId)).toBe(100_000);
  });
});

describe('seeds', () => {
  it('rotating reveals the server seed, whose hash was shown, and every round of it recomputes to the stored outcome', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    const frame = await launch(h, p, GAME, false);
    const changed = await frame.call('PUT', FRAME_PATHS.seeds, { clientSeed: 'my-lucky-seed' });
    const seeds = seedsSchema.parse(changed.body);
    expect(seeds).toMatchObject({ clientSeed: 'my-lucky-seed', nextNonce: 0 });
    const rounds = [];
    for (let i = 0; i < 3; i += 1) rounds.push(playAnswerSchema.parse((await frame.play(100, `s${i}`)).body).round);
    const rotated = rotateAnswerSchema.parse((await frame.call('POST', FRAME_PATHS.rotate, {})).body);
    expect(rotated.revealed).toMatchObject({ serverSeedHash: seeds.serverSeedHash, clientSeed: 'my-lucky-seed', rounds: 3 });
    expect(serverSeedHash(rotated.revealed.serverSeed)).toBe(seeds.serverSeedHash);
    expect(rotated.current.serverSeedHash).not.toBe(seeds.serverSeedHash);
    expect(rotated.current.nextNonce).toBe(0);

    const recalled = frameGameAnswerSchema.parse((await frame.call('GET', FRAME_PATHS.game)).body).rounds;
    expect(recalled.map((r) => r.nonce)).toEqual([2, 1, 0]);
    for (const round of recalled) {
      expect(round.serverSeed).toBe(rotated.revealed.serverSeed);
      const replay = scratchEngine.play(
        fairDraws({ serverSeed: rotated.revealed.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }),
        { stake: round.stake },
        SCRATCH_TABLES.standard,
      );
      expect(replay.outcome).toEqual(scratchOutcomeSchema.parse(round.outcome));
      expect(replay.win).toBe(round.win);
      const verified = verifyAnswerSchema.parse(
        (
          await frame.call('POST', FRAME_PATHS.verify, {
            serverSeed: rotated.revealed.serverSeed,
            clientSeed: round.clientSeed,
            nonce: round.nonce,
            gameId: GAME,
            bet: round.bet,
          })
        ).body,
      );
      expect(verified).toMatchObject({ outcome: round.outcome, win: round.win, draws: round.draws });
    }
  });

  it('changing the client seed after rounds starts a new pair: the played rounds keep theirs', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    const frame = await launch(h, p, GAME, false);
    const played = playAnswerSchema.parse((await frame.play(100, 'c1')).body).round;
    const changed = seedsSchema.parse((await frame.call('PUT', FRAME_PATHS.seeds, { clientSeed: 'another' })).body);
    expect(changed.nextNonce).toBe(0);
    expect(changed.serverSeedHash).not.toBe(played.serverSeedHash);
    const recalled = frameGameAnswerSchema.parse((await frame.call('GET', FRAME_PATHS.game)).body).rounds[0];
    expect(recalled).toMatchObject({ clientSeed: played.clientSeed, serverSeed: expect.any(String) });
  });
});

describe('who sees what', () => {
  it("a player's frame reads only its own seeds and rounds; the office history lists only the player's", async () => {
    const a = await newCasinoPlayer(h, 100_000);
    const b = await newCasinoPlayer(h, 100_000);
    const aFrame = await launch(h, a, GAME, false);
    const bFrame = await launch(h, b, GAME, false);
    await aFrame.play(100, 'mine');
    const bGame = frameGameAnswerSchema.parse((await bFrame.call('GET', FRAME_PATHS.game)).body);
    expect(bGame.rounds).toEqual([]);
    const aSeeds = seedsSchema.parse((await aFrame.call('GET', FRAME_PATHS.seeds)).body);
    expect(bGame.seeds.serverSeedHash).not.toBe(aSeeds.serverSeedHash);
    const history = historyAnswerSchema.parse((await b.browser.get(CASINO_PATHS.rounds)).body);
    expect(history.total).toBe(0);
    const aHistory = historyAnswerSchema.parse((await a.browser.get(CASINO_PATHS.rounds)).body);
    expect(aHistory.items.map((r) => r.gameId)).toEqual([GAME]);
    // A token cannot be forged into another player's: its signature fails.
    const [header, payload, signature] = aFrame.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: `user:${b.userId}`, uid: b.userId })).toString('base64url');
    const reply = await fetch(new URL(FRAME_PATHS.seeds, h.running.gamesUrl), {
      headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
    });
    expect(reply.status).toBe(401);
  });

  it('a guest may launch only a demo; the history needs a session', async () => {
    const guest = await launch(h, null, GAME, true);
    expect(guest.token).not.toBe('');
    const reply = await (await newCasinoPlayer(h)).browser.post(CASINO_PATHS.launch, { gameId: 'nope', demo: true });
    expect(reply.status).toBe(404);
    const { Browser } = await import('../auth/helpers');
    const stranger = new Browser(h.running.url);
    expect((await stranger.post(CASINO_PATHS.launch, { gameId: GAME, demo: false })).status).toBe(401);
    expect((await stranger.get(CASINO_PATHS.rounds)).status).toBe(401);
  });
});

describe('demo play', () => {
  it("plays with the session's play money and never touches the ledger or the limits", async () => {
    const rows = await ledgerRowCount(h.db);
    const frame = await launch(h, null, GAME, true);
    const game = frameGameAnswerSchema.parse((await frame.call('GET', FRAME_PATHS.game)).body);
    expect(game).toMatchObject({ demo: true, currency: 'DEMO', balance: 100_000 });
    const { round, balance } = playAnswerSchema.parse((await frame.play(1_000, 'd1')).body);
    expect(round.demo).toBe(true);
    expect(balance).toBe(100_000 - 1_000 + round.win);
    expect(frameGameAnswerSchema.parse((await frame.call('GET', FRAME_PATHS.game)).body).balance).toBe(balance);
    expect(await ledgerRowCount(h.db)).toBe(rows);
  });
});
