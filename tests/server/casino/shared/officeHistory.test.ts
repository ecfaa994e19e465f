import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../../server/casino/catalogue';
import { nextDown } from '../../../../src/core/casino/shared/hashChain';
import { verifySharedRound } from '../../../../src/core/casino/shared/sharedResult';
import { CASINO_CATEGORIES, CASINO_PATHS as LOBBY_PATHS, casinoGameListSchema } from '../../../../src/protocol/casino/catalogue';
import { CASINO_FIRST_GAME_PATH, firstGameAnswerSchema } from '../../../../src/protocol/casino/firstGame';
import {
  CASINO_HISTORY_PAGE_SIZE,
  CASINO_PATHS,
  historyAnswerSchema,
  launchAnswerSchema,
  type CasinoHistoryItem,
  type CasinoHistorySharedBet,
} from '../../../../src/protocol/casino/play';
import { frameSharedPath, type SharedTableId } from '../../../../src/protocol/casino/shared';
import type { Player } from '../../bets/harness';
import { Frame } from '../harness';
import { clientRef, newPlayer, nextRoundWith, playRound, post, sharedHarnessForFile } from './harness';

/** The office casino history and the first game read shared-table bets beside own rounds (server/casino/history). */
const h = sharedHarnessForFile();
const catalogue = [...buildCatalogue().byId.values()];
const CRASH = catalogue.find((g) => g.engine === 'crash' && g.category === 'crash');
const HOUSE = 'scratch-standard';

async function frameOf(p: Player, gameId: string, demo = false): Promise<Frame> {
  const reply = await p.browser.post(CASINO_PATHS.launch, { gameId, demo });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return new Frame(h.gamesUrl, decodeURIComponent(launchAnswerSchema.parse(reply.body).frameUrl.split('#token=')[1] ?? ''));
}

async function frameBet(frame: Frame, table: SharedTableId, placement: unknown): Promise<number> {
  const placed = await frame.call('POST', frameSharedPath(table, 'bet'), { clientRef: clientRef(), placement });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return (placed.body.bet as { betId: number }).betId;
}

async function ownRounds(frame: Frame, stakes: readonly number[]): Promise<void> {
  for (const stake of stakes) expect((await frame.play(stake, clientRef())).status).toBe(200);
}

async function history(p: Player, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const reply = await p.get(`${CASINO_PATHS.rounds}?${search}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return historyAnswerSchema.parse(reply.body);
}

function shared(item: CasinoHistoryItem | undefined): CasinoHistorySharedBet {
  if (item?.kind !== 'shared') throw new Error(`a shared bet expected, got ${JSON.stringify(item)}`);
  return item;
}

/**
 * The app's own rounds take the wall clock and the tables the harness's manual clock: a test sets the times it
 * orders by. Own rounds of these stakes are played `at` + stake ms; a bet is placed at `at`.
 */
async function roundsPlayedAt(userId: number, stakes: readonly number[], at: number): Promise<void> {
  await h.db.query(
    "UPDATE casino_round SET played_at = $2::timestamptz + stake * interval '1 millisecond' WHERE user_id = $1 AND stake = ANY($3)",
    [userId, new Date(at), stakes],
  );
}
const betPlacedAt = (betId: number, at: number) =>
  h.db.query('UPDATE casino_shared_bet SET placed_at = $2 WHERE id = $1', [betId, new Date(at)]);
const T = Date.UTC(2026, 10, 1);

async function firstGameOf(p: Player) {
  return firstGameAnswerSchema.parse((await p.get(CASINO_FIRST_GAME_PATH)).body).first;
}

describe('shared-table bets in the office casino history', () => {
  it("pages own rounds and real crash and roulette bets as one list, newest first, with the round's fairness", async () => {
    if (!CRASH) throw new Error('the catalogue has no crash game');
    const p = await newPlayer(h);
    const other = await newPlayer(h);
    const house = await frameOf(p, HOUSE);
    await ownRounds(house, [101, 102, 103, 104, 105, 106, 107, 108, 109, 110]);

    await nextRoundWith(h, { engine: 'crash', crashPoint: 300 });
    const crashBet = await frameBet(await frameOf(p, String(CRASH.id)), 'crash', { stake: 5_000, autoCashOut: 200 });
    await frameBet(await frameOf(p, String(CRASH.id), true), 'crash', { stake: 7_000, autoCashOut: null });
    await frameBet(await frameOf(other, String(CRASH.id)), 'crash', { stake: 9_000, autoCashOut: null });
    // While the round runs: listed, its hash shown, its seed and result not yet.
    const open = shared((await history(p)).items.find((i) => i.kind === 'shared'));
    expect(open).toMatchObject({ id: String(crashBet), status: 'open', result: null, seed: null, gameId: String(CRASH.id) });
    expect(open.gameName).toBe(CRASH.name);
    await playRound(h, 'crash');

    await nextRoundWith(h, { engine: 'roulette', pocket: 17 });
    const chips = [
      { bet: { kind: 'straight', numbers: [17] }, stake: 1_000 },
      { bet: { kind: 'red' }, stake: 2_000 },
    ];
    // The site's own table API names no lobby game: the bet reads as the table's.
    const placed = await post(p, 'roulette', 'bet', { clientRef: clientRef(), placement: { chips } });
    expect(placed.status).toBe(200);
    await playRound(h, 'roulette');
    await ownRounds(house, [201, 202, 203, 204, 205, 206, 207, 208, 209, 210]);
    await roundsPlayedAt(p.userId, [101, 102, 103, 104, 105, 106, 107, 108, 109, 110], T);
    await betPlacedAt(crashBet, T + 1_000);
    await betPlacedAt((placed.body.bet as { betId: number }).betId, T + 2_000);
    await roundsPlayedAt(p.userId, [201, 202, 203, 204, 205, 206, 207, 208, 209, 210], T + 3_000);

    const first = await history(p);
    expect(first.total).toBe(22);
    expect(first.items).toHaveLength(CASINO_HISTORY_PAGE_SIZE);
    expect(first.items.map((i) => i.stake)).toEqual([
      210, 209, 208, 207, 206, 205, 204, 203, 202, 201, 3_000, 5_000, 110, 109, 108, 107, 106, 105, 104, 103,
    ]);
    expect((await history(p, { page: 2 })).items.map((i) => i.stake)).toEqual([102, 101]);
    expect(first.games.map((g) => g.id).sort()).toEqual([String(CRASH.id), 'roulette', HOUSE].sort());

    const roulette = shared(first.items[10]);
    expect(roulette).toMatchObject({
      gameId: 'roulette',
      gameName: 'European roulette',
      provider: null,
      table: 'roulette',
      status: 'won',
      win: 36_000,
      result: { engine: 'roulette', pocket: 17 },
    });
    expect(roulette.placement).toEqual({ chips });
    const crash = shared(first.items[11]);
    expect(crash).toMatchObject({ status: 'won', cashedOutAt: 200, win: 10_000, currency: 'RUB', voided: false });
    expect(crash.result).toEqual({ engine: 'crash', crashPoint: 300 });
    // The seed is out once the round is over: it hashes to the round's hash and, up the chain, to its published hash.
    // (The test switch fixed this round's result, so only the chain is checked here, not the seed's own result.)
    if (crash.seed === null) throw new Error('the ended round shows its seed');
    expect(nextDown(crash.seed)).toBe(crash.roundHash);
    const proof = {
      table: 'crash' as const,
      seed: crash.seed,
      index: crash.chainIndex,
      terminalHash: crash.terminalHash,
      salt: crash.salt,
    };
    expect(verifySharedRound(proof)).not.toBeNull();
    expect(verifySharedRound({ ...proof, index: crash.chainIndex + 1 })).toBeNull();

    expect((await history(p, { gameId: String(CRASH.id) })).items.map((i) => i.id)).toEqual([String(crashBet)]);
    expect((await history(p, { gameId: 'roulette' })).total).toBe(1);
    const shownAt = crash.playedAt;
    expect((await history(p, { from: shownAt, to: roulette.playedAt + 1 })).items.map((i) => i.stake)).toEqual([3_000, 5_000]);
    // The other player sees their own bet only; the demo bet is nobody's history.
    const theirs = await history(other);
    expect(theirs.items.map((i) => i.stake)).toEqual([9_000]);
    expect((await history(p, { gameId: String(CRASH.id) })).items.some((i) => i.stake === 7_000)).toBe(false);
  });
});

describe('the first game counts shared-table bets', () => {
  it('picks a crash bet that came before any own round, with that sitting until another game', async () => {
    if (!CRASH) throw new Error('the catalogue has no crash game');
    const p = await newPlayer(h);
    // A demo bet first: play money never counts.
    await nextRoundWith(h, { engine: 'crash', crashPoint: 250 });
    await frameBet(await frameOf(p, String(CRASH.id), true), 'crash', { stake: 1_000, autoCashOut: null });
    await playRound(h, 'crash');
    expect(await firstGameOf(p)).toBeNull();

    const frame = await frameOf(p, String(CRASH.id));
    await nextRoundWith(h, { engine: 'crash', crashPoint: 250 });
    await betPlacedAt(await frameBet(frame, 'crash', { stake: 2_000, autoCashOut: 150 }), T + 1_000);
    await playRound(h, 'crash');
    await nextRoundWith(h, { engine: 'crash', crashPoint: 120 });
    await betPlacedAt(await frameBet(frame, 'crash', { stake: 3_000, autoCashOut: 150 }), T + 2_000);
    await playRound(h, 'crash');
    await ownRounds(await frameOf(p, HOUSE), [500]);
    await roundsPlayedAt(p.userId, [500], T + 3_000);
    await nextRoundWith(h, { engine: 'crash', crashPoint: 250 });
    await betPlacedAt(await frameBet(frame, 'crash', { stake: 4_000, autoCashOut: null }), T + 4_000);

    expect(await firstGameOf(p)).toMatchObject({
      gameId: String(CRASH.id),
      section: CASINO_CATEGORIES.crash.path,
      rounds: 2,
      staked: 5_000,
      won: 3_000,
      currency: 'RUB',
    });
    await playRound(h, 'crash');
  });

  it('keeps an own round that came first', async () => {
    const p = await newPlayer(h);
    await ownRounds(await frameOf(p, HOUSE), [300]);
    await roundsPlayedAt(p.userId, [300], T + 2_000);
    await nextRoundWith(h, { engine: 'roulette', pocket: 3 });
    const placed = await post(p, 'roulette', 'bet', {
      clientRef: clientRef(),
      placement: { chips: [{ bet: { kind: 'odd' }, stake: 1_000 }] },
    });
    expect(placed.status).toBe(200);
    await betPlacedAt((placed.body.bet as { betId: number }).betId, T + 3_000);
    await playRound(h, 'roulette');
    expect(await firstGameOf(p)).toMatchObject({ gameId: HOUSE, rounds: 1, staked: 300 });
  });
});

describe('a table bet from the lobby', () => {
  it('puts its game first in the recently played row, and a demo bet does not', async () => {
    if (!CRASH) throw new Error('the catalogue has no crash game');
    const p = await newPlayer(h);
    const recent = async () => casinoGameListSchema.parse((await p.get(LOBBY_PATHS.recent)).body).games.map((g) => g.id);
    await nextRoundWith(h, { engine: 'crash', crashPoint: 250 });
    await frameBet(await frameOf(p, String(CRASH.id), true), 'crash', { stake: 1_000, autoCashOut: null });
    expect(await recent()).toEqual([]);
    await playRound(h, 'crash');

    await nextRoundWith(h, { engine: 'crash', crashPoint: 250 });
    await frameBet(await frameOf(p, String(CRASH.id)), 'crash', { stake: 1_000, autoCashOut: null });
    expect(await recent()).toEqual([CRASH.id]);
    await playRound(h, 'crash');
  });
});
