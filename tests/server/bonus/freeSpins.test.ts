import { describe, expect, it } from 'vitest';
import { expireDueGrants } from '../../../server/bonus/freeSpins';
import { buildCatalogue } from '../../../server/casino/catalogue';
import { firstRealGame } from '../../../server/casino/catalogue/firstGame';
import { fairDraws } from '../../../src/core/casino/fair';
import { slotEngine } from '../../../src/core/casino/slot/engine';
import { FREE_SPIN_WAGERING } from '../../../src/protocol/constants/bonus';
import { FRAME_PATHS, frameGameAnswerSchema, playAnswerSchema } from '../../../src/protocol/casino/play';
import {
  ADMIN_FREE_SPINS_FORFEIT_PATH,
  ADMIN_FREE_SPINS_PATH,
  BONUS_PATHS,
  bonusesAnswerSchema,
} from '../../../src/protocol/schemas/bonus';
import { balanceOf } from '../bets/harness';
import { launch, newCasinoPlayer, startCasinoHarness, type CasinoPlayer, type Frame } from '../casino/harness';
import { expectLedgerBalanced, fileScoped, openAccount } from '../helpers';

const ADMIN = 'free-spins-admin-token';
const h = fileScoped(
  () => startCasinoHarness({ unpaced: true, adminToken: ADMIN }),
  (running) => running.close(),
);
const catalogue = buildCatalogue();
const games = [...catalogue.byId.values()];
const slot = games.find((g) => g.engine === 'slot');
const keno = games.find((g) => g.engine === 'keno');
if (!slot || !keno) throw new Error('the catalogue has no slot or keno');
const table = slotEngine.tables[slot.variant];
if (!table) throw new Error(`no slot table ${slot.variant}`);
const lines = table.paylines.length;
const lineBet = Math.ceil(slot.minBet / lines);
const STAKE = lineBet * lines;
const DAY = 86_400_000;

let keys = 0;
const key = () => `grant-key-${++keys}-${Date.now()}`;

/** POST the operator's grant call. */
async function grant(p: { userId: number }, body: Record<string, unknown> = {}, token = ADMIN) {
  const response = await fetch(new URL(ADMIN_FREE_SPINS_PATH, h.running.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      userId: p.userId,
      gameId: String(slot?.id),
      count: 3,
      stake: STAKE,
      expiresAt: Date.now() + DAY,
      idempotencyKey: key(),
      ...body,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { grant?: { id: number } } };
}

const grantRow = async (id: number) =>
  (
    await h.db.query<{ spins_left: number; status: string; won: number; bonus_id: number | null }>(
      'SELECT spins_left, status, won, bonus_id FROM free_spin_grant WHERE id = $1',
      [id],
    )
  )[0];

/**
 * Chooses the player's client seed so that the first of the next spins at
 * the grant's stake wins: the test then knows its spins win something (the
 * outcomes stay the engine's, read from the round rows).
 */
async function seedAWin(p: CasinoPlayer): Promise<void> {
  const [seed] = await h.db.query<{ id: number; server_seed: string; next_nonce: number }>(
    'SELECT id, server_seed, next_nonce FROM casino_seed WHERE owner = $1 AND revealed_at IS NULL',
    [`user:${p.userId}`],
  );
  if (!seed || !table) throw new Error('no seeds yet: open the game first');
  for (let i = 0; i < 5000; i += 1) {
    const clientSeed = `free-spin-${i}`;
    const { win } = slotEngine.play(fairDraws({ serverSeed: seed.server_seed, clientSeed, nonce: seed.next_nonce }), { lineBet }, table);
    if (win > 0) {
      await h.db.query('UPDATE casino_seed SET client_seed = $2 WHERE id = $1', [seed.id, clientSeed]);
      return;
    }
  }
  throw new Error('no winning client seed found');
}

async function openGame(p: CasinoPlayer): Promise<Frame> {
  const frame = await launch(h, p, String(slot?.id), false);
  expect((await frame.call('GET', FRAME_PATHS.game)).status).toBe(200);
  return frame;
}

const spin = (frame: Frame, id: string, freeSpin = true) =>
  frame.call('POST', FRAME_PATHS.play, { bet: { lineBet }, idempotencyKey: id, ...(freeSpin ? { freeSpin: true } : {}) });

const debitsOf = async (userId: number) =>
  Number(
    (
      await h.db.query<{ n: number }>("SELECT count(*) AS n FROM ledger_movement WHERE user_id = $1 AND kind = 'casino_round_debit'", [
        userId,
      ])
    )[0]?.n,
  );

describe('free spins', () => {
  it('are granted once per key by the operator, for a slot at a stake of whole line bets only', async () => {
    const p = await newCasinoPlayer(h);
    expect((await grant(p, {}, 'wrong-token')).status).toBe(401);
    const idempotencyKey = key();
    const expiresAt = Date.now() + DAY;
    const first = await grant(p, { idempotencyKey, expiresAt });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await grant(p, { idempotencyKey, expiresAt });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ repeated: true, grant: { id: first.body.grant?.id, spinsLeft: 3, status: 'active' } });
    expect((await grant(p, { idempotencyKey, expiresAt, count: 4 })).body).toMatchObject({ error: { code: 'free_spins_key_conflict' } });
    expect((await grant(p, { gameId: String(keno?.id) })).body).toMatchObject({ error: { code: 'free_spins_game_not_slot' } });
    expect((await grant(p, { stake: STAKE + 1 })).body).toMatchObject({ error: { code: 'free_spins_stake_invalid' } });
    expect((await grant(p, { expiresAt: Date.now() - 1 })).body).toMatchObject({ error: { code: 'free_spins_expiry_out_of_range' } });
    expect((await grant(p, { currencyIso: 'EUR' })).status).toBe(409);
    const [count] = await h.db.query<{ n: number }>('SELECT count(*) AS n FROM free_spin_grant WHERE user_id = $1', [p.userId]);
    expect(Number(count?.n)).toBe(1);

    // The player's bonuses list the grant.
    const list = bonusesAnswerSchema.parse((await p.browser.get(BONUS_PATHS.list)).body);
    expect(list.freeSpins).toEqual([
      expect.objectContaining({ id: first.body.grant?.id, gameId: String(slot?.id), spinsLeft: 3, stake: STAKE }),
    ]);
  });

  it('N spins use N without the player money, their wins become one wagered bonus, and the next spin is paid', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    const granted = await grant(p, { count: 3 });
    const grantId = granted.body.grant?.id as number;
    const frame = await openGame(p);
    const game = frameGameAnswerSchema.parse((await frame.call('GET', FRAME_PATHS.game)).body);
    expect(game.freeSpins).toMatchObject({ grantId, spinsLeft: 3, stake: STAKE });
    await seedAWin(p);

    let won = 0;
    for (const [i, left] of [2, 1, 0].entries()) {
      const reply = await spin(frame, `free-${i}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const answer = playAnswerSchema.parse(reply.body);
      expect(answer.round).toMatchObject({ freeSpin: true, stake: STAKE });
      expect(answer.balance).toBe(100_000);
      expect(answer.freeSpins?.spinsLeft ?? 0).toBe(left);
      won += answer.round.win;
    }
    expect(won).toBeGreaterThan(0);
    expect(await balanceOf(h.db, p.accountId)).toBe(100_000);
    expect(await debitsOf(p.userId)).toBe(0);

    // None left: asked as a free spin it is refused; a normal round is paid.
    expect((await spin(frame, 'free-3')).body).toMatchObject({ error: { code: 'free_spins_none' } });
    const paid = await spin(frame, 'paid-1', false);
    expect(paid.status).toBe(200);
    expect(playAnswerSchema.parse(paid.body).round.freeSpin).toBe(false);
    expect(await debitsOf(p.userId)).toBe(1);

    const row = await grantRow(grantId);
    expect(row).toMatchObject({ spins_left: 0, status: 'used', won });
    const [bonus] = await h.db.query<{
      source: string;
      product: string;
      amount: number;
      requirement: number;
      money: number;
      status: string;
    }>(
      `SELECT b.source, b.product, b.amount, b.requirement, b.status, a.money FROM bonus_wagering b JOIN account a ON a.id = b.account_id
        WHERE b.id = $1`,
      [row?.bonus_id],
    );
    expect(bonus).toEqual({
      source: 'free_spins',
      product: 'casino',
      amount: won,
      requirement: won * FREE_SPIN_WAGERING.wageringMultiplier,
      status: 'active',
      money: won,
    });
    const [credit] = await h.db.query<{ n: number }>(
      "SELECT count(*) AS n FROM ledger_movement WHERE kind = 'free_spin_win' AND ref_type = 'free_spin_grant' AND ref_id = $1",
      [String(grantId)],
    );
    expect(Number(credit?.n)).toBe(1);
    const list = bonusesAnswerSchema.parse((await p.browser.get(BONUS_PATHS.list)).body);
    expect(list.freeSpins).toEqual([]);
    expect(list.active).toEqual([expect.objectContaining({ source: 'free_spins', amount: won })]);
    await expectLedgerBalanced(h.db);
  });

  it("are not the player's first real-money game: their stake was not the player's", async () => {
    const p = await newCasinoPlayer(h);
    await grant(p, { count: 1 });
    const frame = await openGame(p);
    expect((await spin(frame, 'first-free')).status).toBe(200);
    expect(await firstRealGame(h.db, p.userId, catalogue)).toBeNull();
    expect((await spin(frame, 'first-paid', false)).status).toBe(200);
    expect(await firstRealGame(h.db, p.userId, catalogue)).toMatchObject({ gameId: String(slot?.id), rounds: 1 });
  });

  it('uses one spin per round whatever repeats it, and only at the grant stake', async () => {
    const p = await newCasinoPlayer(h);
    const grantId = (await grant(p, { count: 2 })).body.grant?.id as number;
    const frame = await openGame(p);
    const first = await spin(frame, 'same-key');
    const repeat = await spin(frame, 'same-key');
    expect(playAnswerSchema.parse(repeat.body).round.id).toBe(playAnswerSchema.parse(first.body).round.id);
    expect((await grantRow(grantId))?.spins_left).toBe(1);
    // The same key asked as a paid round is another request.
    expect((await spin(frame, 'same-key', false)).body).toMatchObject({ error: { code: 'idempotency_conflict' } });
    const other = await frame.call('POST', FRAME_PATHS.play, {
      bet: { lineBet: lineBet + 1 },
      idempotencyKey: 'other-stake',
      freeSpin: true,
    });
    expect(other.body).toMatchObject({ error: { code: 'free_spins_none' } });
    expect((await grantRow(grantId))?.spins_left).toBe(1);
    await expectLedgerBalanced(h.db);
  });

  it("refuses another player's grant", async () => {
    const owner = await newCasinoPlayer(h);
    const grantId = (await grant(owner)).body.grant?.id as number;
    const other = await newCasinoPlayer(h);
    const frame = await openGame(other);
    expect(frameGameAnswerSchema.parse((await frame.call('GET', FRAME_PATHS.game)).body).freeSpins).toBeNull();
    expect((await spin(frame, 'not-mine')).body).toMatchObject({ error: { code: 'free_spins_none' } });
    expect((await grantRow(grantId))?.spins_left).toBe(3);
    expect(bonusesAnswerSchema.parse((await other.browser.get(BONUS_PATHS.list)).body).freeSpins).toEqual([]);
  });

  it('expire with their spins: the wins so far are credited, a grant that won nothing leaves nothing', async () => {
    const p = await newCasinoPlayer(h);
    // Later than every other test's grants: the pass below expires these two and no other.
    const expiresAt = Date.now() + 3 * DAY;
    const played = (await grant(p, { count: 5, expiresAt })).body.grant?.id as number;
    const frame = await openGame(p);
    await seedAWin(p);
    const win = playAnswerSchema.parse((await spin(frame, 'before-expiry')).body).round.win;
    expect(win).toBeGreaterThan(0);
    const untouched = (await grant(p, { count: 5, expiresAt })).body.grant?.id as number;

    await expireDueGrants(h.db, expiresAt - 1);
    expect(await grantRow(played)).toMatchObject({ status: 'active', spins_left: 4, bonus_id: null });
    await expireDueGrants(h.db, expiresAt);
    expect(await grantRow(played)).toMatchObject({ status: 'expired', spins_left: 4, won: win, bonus_id: expect.any(Number) });
    expect(await grantRow(untouched)).toMatchObject({ status: 'expired', won: 0, bonus_id: null });
    // Past its expiry a grant offers nothing, whatever the pass has done yet.
    expect((await spin(frame, 'after-expiry')).body).toMatchObject({ error: { code: 'free_spins_none' } });
    await expectLedgerBalanced(h.db);
  });

  it('wait to credit their wins while a bonus of the currency runs, and are credited once it has ended', async () => {
    const p = await newCasinoPlayer(h);
    const bonusAccountId = await openAccount(h.db, p.userId, 4, 'RUB', 1_000);
    const [funded] = await h.db.query<{ id: number }>(
      `SELECT max(movement_id) AS id FROM ledger_entry e JOIN ledger_account la ON la.id = e.ledger_account_id
        WHERE la.player_account_id = $1`,
      [bonusAccountId],
    );
    const [running] = await h.db.query<{ id: number }>(
      `INSERT INTO bonus_wagering (user_id, account_id, movement_id, source, product, amount, requirement, deadline, max_conversion,
         created_at)
       VALUES ($1, $2, $3, 'first_deposit', 'casino', 1000, 50000, now() + interval '30 days', 1000, now()) RETURNING id`,
      [p.userId, bonusAccountId, funded?.id],
    );
    const grantId = (await grant(p, { count: 1 })).body.grant?.id as number;
    const frame = await openGame(p);
    await seedAWin(p);
    const win = playAnswerSchema.parse((await spin(frame, 'waiting')).body).round.win;
    expect(await grantRow(grantId)).toMatchObject({ status: 'used', won: win, bonus_id: null });
    expect(bonusesAnswerSchema.parse((await p.browser.get(BONUS_PATHS.list)).body).freeSpins).toEqual([
      expect.objectContaining({ id: grantId, status: 'used', won: win, bonusId: null }),
    ]);

    expect((await expireDueGrants(h.db, Date.now())).credited).toBe(0);
    await h.db.query("UPDATE bonus_wagering SET status = 'forfeited', ended_at = now() WHERE id = $1", [running?.id]);
    expect((await expireDueGrants(h.db, Date.now())).credited).toBe(1);
    expect((await grantRow(grantId))?.bonus_id).toEqual(expect.any(Number));
    expect(await balanceOf(h.db, bonusAccountId)).toBe(1_000 + win);
    await expectLedgerBalanced(h.db);
  });

  it('taken back by the operator, a grant ends forfeited with nothing credited', async () => {
    const p = await newCasinoPlayer(h);
    const grantId = (await grant(p, { count: 2 })).body.grant?.id as number;
    const frame = await openGame(p);
    await seedAWin(p);
    expect((await spin(frame, 'before-forfeit')).status).toBe(200);
    const forfeit = (id: number) =>
      fetch(new URL(ADMIN_FREE_SPINS_FORFEIT_PATH, h.running.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id }),
      });
    expect((await forfeit(grantId)).status).toBe(200);
    expect(await grantRow(grantId)).toMatchObject({ status: 'forfeited', bonus_id: null });
    expect((await forfeit(grantId)).status).toBe(409);
    expect((await spin(frame, 'after-forfeit')).body).toMatchObject({ error: { code: 'free_spins_none' } });
    await expectLedgerBalanced(h.db);
  });
});
