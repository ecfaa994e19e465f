import { describe, expect, it } from 'vitest';
import { verifyGame } from '../../../src/core/bingo';
import { BINGO_PATHS, bingoRoomAnswerSchema, type BingoGame } from '../../../src/protocol/bingo';
import { BINGO_TEST_PATH } from '../../../server/bingo';
import { latestGame } from '../../../server/bingo/games';
import { bingoHarnessForFile, buyKey, moneyOf, newPlayer } from './harness';

const h = bingoHarnessForFile();

const switchTo = async (body: unknown): Promise<{ status: number; game: BingoGame | null }> => {
  const res = await fetch(new URL(BINGO_TEST_PATH, h.url), { method: 'POST', body: JSON.stringify(body) });
  return { status: res.status, game: res.status === 200 ? ((await res.json()) as { game: BingoGame | null }).game : null };
};

describe('a bingo room', () => {
  it('does nothing while nobody is in it', async () => {
    await h.advance(60_000);
    const [games] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bingo_game');
    expect(games?.n).toBe(0);
  });

  it('sells cards through the ledger, calls the balls, pays the prizes and reveals a seed that reproduces it all', async () => {
    const alice = await newPlayer(h);
    const bob = await newPlayer(h);
    // A watcher's switch opens the game; the cards are bought in its window.
    expect((await switchTo({ room: 'speed-75' })).game?.phase).toBe('buying');
    const key = buyKey();
    const bought = await alice.post<{ cards: { cells: number[] }[]; balance: number }>(BINGO_PATHS.buy, {
      room: 'speed-75',
      count: 2,
      idempotencyKey: key,
    });
    expect(bought.status).toBe(200);
    expect(bought.body.cards).toHaveLength(2);
    expect(bought.body.balance).toBe(100_000 - 200);
    // The same key again answers the same cards and moves nothing.
    const again = await alice.post<{ cards: unknown[] }>(BINGO_PATHS.buy, { room: 'speed-75', count: 2, idempotencyKey: key });
    expect(again.body.cards).toEqual(bought.body.cards);
    expect((await alice.post(BINGO_PATHS.buy, { room: 'speed-75', count: 3, idempotencyKey: key })).status).toBe(409);
    expect((await bob.post(BINGO_PATHS.buy, { room: 'speed-75', count: 7, idempotencyKey: buyKey() })).body).toMatchObject({
      error: { code: 'too_many_cards' },
    });
    expect((await bob.post(BINGO_PATHS.buy, { room: 'speed-75', count: 1, idempotencyKey: buyKey() })).status).toBe(200);
    expect(await moneyOf(h.db, alice.accountId)).toBe(99_800);

    // The window closes; the balls come one a second until the full house. The ended game shows only for its
    // pause, so the clock stops at the last ball: the balls of a random seed may end the game early.
    await h.advance(10_000);
    for (let i = 0; i < 80 && (await latestGame(h.db, 'speed-75'))?.phase !== 'ended'; i += 1) await h.advance(1_000);
    const room = bingoRoomAnswerSchema.parse((await alice.get(`${BINGO_PATHS.room}?room=speed-75`)).body);
    const game = room.room.game as BingoGame;
    expect(game.phase).toBe('ended');
    expect(game.pool).toBe(300 - 30);
    expect(game.prizes.map((p) => p.amount)).toEqual([40, 67, 163]);
    expect(game.prizes.every((p) => p.wonAtBall !== null && p.winners.length > 0)).toBe(true);
    // What was paid is the pool, all of it.
    const [paid] = await h.db.query<{ sum: number }>('SELECT coalesce(sum(amount), 0)::int AS sum FROM bingo_win WHERE game_id = $1', [
      game.gameId,
    ]);
    expect(paid?.sum).toBe(270);
    const won = room.myWins.reduce((sum, w) => sum + w.amount, 0);
    expect(await moneyOf(h.db, alice.accountId)).toBe(99_800 + won);
    // The revealed seed reproduces the balls called and every card.
    const cards = await h.db.query<{ serial: number; cells: number[] }>('SELECT serial, cells FROM bingo_card WHERE game_id = $1', [
      game.gameId,
    ]);
    expect(verifyGame({ variant: '75', seed: game.seed as string, seedHash: game.seedHash, called: game.called, cards })).toBe(true);
    expect(
      verifyGame({ variant: '75', seed: game.seed as string, seedHash: game.seedHash, called: [...game.called].reverse(), cards }),
    ).toBe(false);
  });

  it('refuses a guest, an unknown room and a closed window with typed errors', async () => {
    const guest = await fetch(new URL(BINGO_PATHS.buy, h.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ room: 'classic-90', count: 1, idempotencyKey: buyKey() }),
    });
    expect(guest.status).toBeGreaterThanOrEqual(400);
    expect(guest.status).toBeLessThan(500);
    const p = await newPlayer(h);
    expect((await p.post(BINGO_PATHS.buy, { room: 'nope', count: 1, idempotencyKey: buyKey() })).status).toBe(404);
    expect((await p.post(BINGO_PATHS.buy, { room: 'classic-90', count: 1, idempotencyKey: buyKey() })).body).toMatchObject({
      error: { code: 'buying_closed' },
    });
  });

  it('plays a fixed ball order from the test switch so a card wins the full house', async () => {
    const p = await newPlayer(h);
    await h.advance(20_000);
    expect((await switchTo({ room: 'classic-90' })).game?.phase).toBe('buying');
    const bought = await p.post<{ cards: { cells: number[] }[] }>(BINGO_PATHS.buy, {
      room: 'classic-90',
      count: 1,
      idempotencyKey: buyKey(),
    });
    const numbers = (bought.body.cards[0]?.cells ?? []).filter((n) => n > 0);
    expect(numbers).toHaveLength(15);
    await switchTo({ room: 'classic-90', fixBalls: numbers, start: true, calls: 5 });
    const ended = await switchTo({ room: 'classic-90', calls: 10 });
    expect(ended.game?.phase).toBe('ended');
    expect(ended.game?.called).toEqual(numbers);
    expect(await moneyOf(h.db, p.accountId)).toBe(100_000 - 50 + 44);
  });
});
