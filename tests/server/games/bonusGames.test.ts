import { describe, expect, it } from 'vitest';
import { replayBonusGame } from '../../../src/core/bonusGames';
import { buildCatalogue, catalogueGames } from '../../../server/casino/catalogue';
import { playTry } from '../../../server/games';
import { BONUS_GAME_WAGERING, BONUS_GAMES, BONUS_GAME_TABLES, type BonusGameId } from '../../../src/protocol/constants/bonusGames';
import { IDEMPOTENCY_HEADER } from '../../../src/protocol/constants/wallet';
import {
  BONUS_GAME_PATHS,
  bonusGameErrorBodySchema,
  bonusGameListAnswerSchema,
  bonusGamePlayAnswerSchema,
  type BonusGameTry,
} from '../../../src/protocol/schemas/bonusGames';
import { BONUS_PATHS } from '../../../src/protocol/schemas/bonus';
import { Browser } from '../auth/helpers';
import { newPlayer, type Player } from '../bets/harness';
import { expectLedgerBalanced } from '../helpers';
import { setLimits, signInAgain } from '../limits/helpers';
import { optIn, opted, optOut, promotionsHarnessForFile, refusal as promotionRefusal } from '../promotions/harness';
import { newKey } from '../wallet/harness';

const h = promotionsHarnessForFile();
const DAY = 86_400_000;

const play = (player: Player, game: string, use: 'daily' | 'unlocked' = 'daily', key: string = newKey('try')) =>
  player.post(BONUS_GAME_PATHS.play, { game, use }, { [IDEMPOTENCY_HEADER]: key });
const played = (reply: { status: number; body: unknown }) => {
  expect([200, 201]).toContain(reply.status);
  return bonusGamePlayAnswerSchema.parse(reply.body);
};
const refused = (reply: { status: number; body: unknown }) => ({
  status: reply.status,
  ...bonusGameErrorBodySchema.parse(reply.body).error,
});
const listOf = async (browser: { get: Player['get'] }) => bonusGameListAnswerSchema.parse((await browser.get(BONUS_GAME_PATHS.list)).body);
const stateOf = async (player: Player, game: BonusGameId) => (await listOf(player)).games.find((g) => g.game === game);

/** Checks where a try's prize went: the bonus and its one movement, the free-spins grant, or nothing. */
async function expectPrizeGranted(player: Player, tried: BonusGameTry): Promise<void> {
  const { prize } = tried;
  expect(prize).toEqual(BONUS_GAME_TABLES[tried.game][tried.line]?.prize);
  const movements = await h.db.query<{ id: number; kind: string }>(
    `SELECT id, kind FROM ledger_movement WHERE ref_type = 'bonus_game_try' AND ref_id = $1`,
    [String(tried.id)],
  );
  if (prize.kind === 'bonus') {
    expect(movements.map((m) => m.kind)).toEqual(['bonus_credit']);
    const [bonus] = await h.db.query<{ user_id: number; amount: number; requirement: number; source: string; movement_id: number }>(
      'SELECT user_id, amount, requirement, source, movement_id FROM bonus_wagering WHERE id = $1',
      [tried.bonusId],
    );
    expect(bonus).toMatchObject({
      user_id: player.userId,
      amount: prize.amount,
      requirement: prize.amount * BONUS_GAME_WAGERING.wageringMultiplier,
      source: 'bonus_game',
      movement_id: movements[0]?.id,
    });
    const [legs] = await h.db.query<{ total: string; player: string }>(
      `SELECT sum(e.amount) AS total, sum(e.amount) FILTER (WHERE a.kind = 'player') AS player
         FROM ledger_entry e JOIN ledger_account a ON a.id = e.ledger_account_id WHERE e.movement_id = $1`,
      [movements[0]?.id],
    );
    expect([Number(legs?.total), Number(legs?.player)]).toEqual([0, prize.amount]);
  } else {
    expect(movements).toEqual([]);
    expect(tried.bonusId).toBeNull();
  }
  if (prize.kind === 'freeSpins') {
    const [grant] = await h.db.query<{ user_id: number; count: number; source: string }>(
      'SELECT user_id, count, source FROM free_spin_grant WHERE id = $1',
      [tried.freeSpinGrantId],
    );
    expect(grant).toEqual({ user_id: player.userId, count: prize.count, source: 'bonus_game' });
  } else expect(tried.freeSpinGrantId).toBeNull();
}

describe('the bonus games list', () => {
  it('shows a guest every game without tries, and refuses a guest’s try with 401', async () => {
    const guest = new Browser(h.url);
    const list = await listOf(guest);
    expect(list).toMatchObject({ player: 'guest', blocked: false, currency: null });
    expect(list.games.map((g) => g.game)).toEqual([...BONUS_GAMES]);
    expect((await guest.post(BONUS_GAME_PATHS.play, { game: 'fortuna', use: 'daily' }, { [IDEMPOTENCY_HEADER]: newKey() })).status).toBe(
      401,
    );
  });

  it('refuses a bad body or a missing key with a typed 400', async () => {
    const player = await newPlayer(h);
    expect(refused(await play(player, 'roulette'))).toMatchObject({ status: 400, code: 'bonus_games.invalid_request' });
    expect(refused(await player.post(BONUS_GAME_PATHS.play, { game: 'fortuna', use: 'daily' }))).toMatchObject({
      status: 400,
      code: 'bonus_games.idempotency_key_missing',
    });
  });
});

describe('the daily free try', () => {
  it('is played once a UTC day: the second is a typed 409 saying when the next comes, the same key answers the first', async () => {
    const player = await newPlayer(h);
    expect(await stateOf(player, 'fortuna')).toEqual({ game: 'fortuna', dailyAvailable: true, nextDailyAt: null, unlockedTries: 0 });
    const key = newKey('wheel');
    const first = await play(player, 'fortuna', 'daily', key);
    expect(first.status).toBe(201);
    const answer = played(first);
    expect(answer).toMatchObject({ repeated: false, try: { game: 'fortuna', kind: 'daily', currency: 'RUB' } });
    const nextDay = (Math.floor(answer.try.playedAt / DAY) + 1) * DAY;
    expect(answer.state).toEqual({ game: 'fortuna', dailyAvailable: false, nextDailyAt: nextDay, unlockedTries: 0 });
    await expectPrizeGranted(player, answer.try);

    const again = played(await play(player, 'fortuna', 'daily', key));
    expect(again).toMatchObject({ repeated: true, try: answer.try });
    expect(refused(await play(player, 'fortuna', 'unlocked', key))).toMatchObject({
      status: 409,
      code: 'bonus_games.idempotency_conflict',
    });
    const second = refused(await play(player, 'fortuna'));
    expect(second).toMatchObject({ status: 409, code: 'bonus_games.daily_used', nextAt: nextDay });
    expect(await stateOf(player, 'fortuna')).toMatchObject({ dailyAvailable: false, nextDailyAt: nextDay });
    await expectLedgerBalanced(h.db);
  });

  it('gives one try to concurrent requests: the unique day index refuses the rest', async () => {
    const player = await newPlayer(h);
    const replies = await Promise.all(Array.from({ length: 5 }, () => play(player, 'chest')));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of replies.filter((r) => r.status === 409)) expect(refused(r).code).toBe('bonus_games.daily_used');
    const [count] = await h.db.query<{ n: string }>(`SELECT count(*) AS n FROM bonus_game_try WHERE user_id = $1 AND game = 'chest'`, [
      player.userId,
    ]);
    expect(Number(count?.n)).toBe(1);
    // The day is claimed by the database, not by the read before it: a second row of the day cannot be written at all.
    await expect(
      h.db.query(
        `INSERT INTO bonus_game_try (user_id, game, kind, day, idempotency_key, request_hash, seed_id, nonce, ticket, line, prize, others,
           draws, currency_id, played_at)
         SELECT user_id, game, kind, day, 'another-key', request_hash, seed_id, nonce + 1, ticket, line, prize, others, draws, currency_id,
           played_at FROM bonus_game_try WHERE user_id = $1 AND game = 'chest'`,
        [player.userId],
      ),
    ).rejects.toThrow(/bonus_game_daily_once/);
  });

  it('comes again the next UTC day', async () => {
    const player = await newPlayer(h);
    const findGame = catalogueGames(buildCatalogue());
    const monday = Date.parse('2026-11-30T23:59:00Z');
    const input = { userId: player.userId, game: 'safe' as const, use: 'daily' as const, findGame };
    const first = await playTry(h.db, { ...input, key: newKey('day1'), now: monday });
    await expect(playTry(h.db, { ...input, key: newKey('day1-again'), now: monday + 59_000 })).rejects.toMatchObject({
      code: 'bonus_games.daily_used',
    });
    // A prize of bonus money is being wagered now: given up, the next try may credit another.
    if (first.try.bonusId !== null)
      expect((await player.post(`${BONUS_PATHS.folder}${first.try.bonusId}/forfeit`, {}, { [IDEMPOTENCY_HEADER]: newKey() })).status).toBe(
        200,
      );
    const tuesday = await playTry(h.db, { ...input, key: newKey('day2'), now: monday + 60_000 });
    expect(tuesday).toMatchObject({ repeated: false, try: { kind: 'daily', game: 'safe' } });
  });

  it('grants each game’s prize through the bonus engine, each recomputed from the revealed seed equal to the stored try', async () => {
    const tries: { player: Player; tried: BonusGameTry }[] = [];
    for (let n = 0; n < 4; n += 1) {
      const player = await newPlayer(h);
      for (const game of BONUS_GAMES) {
        const reply = await play(player, game);
        // Bonus money a game won is being wagered: the next game waits for it (a prize may be bonus money).
        if (reply.status === 409) {
          expect(refused(reply).code).toBe('bonus_games.bonus_running');
          expect(tries.at(-1)?.tried.prize.kind).toBe('bonus');
          break;
        }
        tries.push({ player, tried: played(reply).try });
      }
    }
    expect(tries.some((t) => t.tried.prize.kind === 'bonus')).toBe(true);
    for (const { player, tried } of tries) {
      await expectPrizeGranted(player, tried);
      const [seed] = await h.db.query<{ server_seed: string; client_seed: string; nonce: number }>(
        'SELECT s.server_seed, s.client_seed, t.nonce FROM bonus_game_try t JOIN casino_seed s ON s.id = t.seed_id WHERE t.id = $1',
        [tried.id],
      );
      const replayed = replayBonusGame(tried.game, {
        serverSeed: seed?.server_seed ?? '',
        clientSeed: tried.clientSeed,
        nonce: tried.nonce,
      });
      expect({ ticket: replayed.ticket, line: replayed.line, others: replayed.others }).toEqual({
        ticket: tried.ticket,
        line: tried.line,
        others: tried.others,
      });
    }
    await expectLedgerBalanced(h.db);
  });

  it('cannot be played on a time-out: a typed 403, and the list says the player is blocked', async () => {
    const player = await newPlayer(h);
    await setLimits(player, [{ limitType: 33, limitValue: 1 }]);
    const paused = await signInAgain(h, player);
    expect((await listOf(paused)).blocked).toBe(true);
    expect(refused(await play(paused, 'lottery'))).toMatchObject({ status: 403, code: 'bonus_games.play_blocked' });
    expect((await stateOf(paused, 'lottery'))?.dailyAvailable).toBe(true);
  });
});

describe('tries a promotion unlocks', () => {
  it('are given by the opt-in, spent one by one, and keep the opt-in once one is played', async () => {
    const player = await newPlayer(h);
    expect(opted(await optIn(player, 'fortuna-week')).promotion.optedIn).toBe(true);
    expect(await stateOf(player, 'fortuna')).toMatchObject({ unlockedTries: 3, dailyAvailable: true });
    expect(refused(await play(player, 'chest', 'unlocked'))).toMatchObject({ status: 409, code: 'bonus_games.no_tries' });
    const first = played(await play(player, 'fortuna', 'unlocked'));
    expect(first).toMatchObject({ try: { kind: 'unlocked' }, state: { unlockedTries: 2, dailyAvailable: true } });
    expect(promotionRefusal(await optOut(player, 'fortuna-week'))).toMatchObject({ status: 409, code: 'promotions.paying' });
  });

  it('are taken back by an opt-out before any is played', async () => {
    const player = await newPlayer(h);
    opted(await optIn(player, 'fortuna-week'));
    expect(opted(await optOut(player, 'fortuna-week')).promotion.optedIn).toBe(false);
    expect((await stateOf(player, 'fortuna'))?.unlockedTries).toBe(0);
    expect(refused(await play(player, 'fortuna', 'unlocked'))).toMatchObject({ status: 409, code: 'bonus_games.no_tries' });
  });
});
