import { describe, expect, it } from 'vitest';
import { BONUS_WAGERING_TERMS } from '../../../src/protocol/constants/bonus';
import { IDEMPOTENCY_HEADER } from '../../../src/protocol/constants/wallet';
import {
  BONUS_PATHS,
  bonusesAnswerSchema,
  bonusForfeitAnswerSchema,
  bonusForfeitPath,
  type BonusView,
} from '../../../src/protocol/schemas/bonus';
import { hashPassword } from '../../../server/auth/crypto';
import { BONUS_TEST_PATH } from '../../../server/bonus/testSwitch';
import { auditWallet } from '../../../server/wallet/audit';
import { expectLedgerBalanced, openAccount } from '../helpers';
import { balanceOf, betOf, payload, place, signIn, type Pick, type Player } from '../bets/harness';
import { deposit, newKey, refusalOf, walletHarnessForFile, withdraw } from './../wallet/harness';

const h = walletHarnessForFile();

/** The books after each step: the ledger's invariants and the wallet's. */
async function booksBalanced(): Promise<void> {
  await expectLedgerBalanced(h.db);
  expect(await auditWallet(h.db)).toEqual([]);
}

/** A player who chose the sport bonus at registration, with 2,000.00 RUB of their own, who then deposits 1,000.00 (bonus 1,000.00). */
async function bonusPlayer(): Promise<Player & { accountId: number; password: string; bonusAccountId: number; bonusId: number }> {
  const login = `bonus-${newKey()}`;
  const password = 'bonus-password-1';
  const [user] = await h.db.query<{ id: number }>(
    `INSERT INTO app_user (login, password_hash, registration_type, user_name, bonus_choice, country_code)
     VALUES ($1, $2, 'fast_reg', $1, 1, 'ru') RETURNING id`,
    [login, await hashPassword(password)],
  );
  const accountId = await openAccount(h.db, user?.id as number, 0, 'RUB', 200_000, true);
  const player = Object.assign(await signIn(h, login, password), { accountId, password });
  await deposit(h, player, 100_000);
  const [bonus] = await h.db.query<{ id: number; account_id: number }>('SELECT id, account_id FROM bonus_wagering WHERE user_id = $1', [
    player.userId,
  ]);
  if (!bonus) throw new Error('no bonus credited');
  return Object.assign(player, { bonusAccountId: bonus.account_id, bonusId: bonus.id });
}

async function bonusesOf(player: Player) {
  const reply = await player.get(BONUS_PATHS.list);
  expect(reply.status).toBe(200);
  return bonusesAnswerSchema.parse(reply.body);
}
const activeOf = async (player: Player): Promise<BonusView | undefined> => (await bonusesOf(player)).active[0];

/** Legs of not-started games, each at the bonus's least odds or more (coupons may share games; one coupon's legs never do). */
function qualifyingLegs(count: number) {
  const world = h.live.runtime?.world;
  if (!world) throw new Error('live world not running');
  const legs: Pick[] = [];
  for (const game of world.games.values()) {
    if (game.status !== 1) continue;
    for (const market of game.markets) {
      const outcome = market.outcomes.find((o) => o.coefMilli >= BONUS_WAGERING_TERMS.sport.minLegOddsMilli && o.coefMilli < 5000);
      if (!outcome) continue;
      legs.push({ game, market, outcome });
      break;
    }
    if (legs.length === count) return legs.map((p) => betOf(p));
  }
  throw new Error('not enough games with odds at the least');
}

function forfeit(player: Player, id: number, key = newKey('forfeit')) {
  return player.post(bonusForfeitPath(id), {}, { [IDEMPOTENCY_HEADER]: key });
}

describe('wagering a first-deposit bonus', () => {
  it('lists the credited bonus as active with its terms', async () => {
    const player = await bonusPlayer();
    const answer = await bonusesOf(player);
    expect(answer.active).toHaveLength(1);
    expect(answer.active[0]).toMatchObject({
      source: 'first_deposit',
      product: 'sport',
      status: 'active',
      amount: 100_000,
      requirement: 500_000,
      wagered: 0,
      maxConversion: 100_000,
      balance: 100_000,
      converted: null,
    });
    expect(answer.history).toEqual([]);
    await booksBalanced();
  });

  it('counts a qualifying accumulator from the bonus account once, and no single or main-account stake', async () => {
    const player = await bonusPlayer();
    const { minLegs } = BONUS_WAGERING_TERMS.sport;
    await place(player, payload(qualifyingLegs(1), { accountId: player.bonusAccountId, amount: 10_000 }));
    await place(player, payload(qualifyingLegs(minLegs), { accountId: player.accountId, amount: 10_000 }));
    await place(player, payload(qualifyingLegs(minLegs - 1), { accountId: player.bonusAccountId, amount: 10_000 }));
    expect((await activeOf(player))?.wagered).toBe(0);
    const body = payload(qualifyingLegs(minLegs), { accountId: player.bonusAccountId, amount: 20_000 });
    await place(player, body);
    // The same placement again (its refId) is answered from the first and counts nothing more.
    await place(player, body);
    expect(await activeOf(player)).toMatchObject({ wagered: 20_000, balance: 100_000 - 10_000 - 10_000 - 20_000 });
    const events = await h.db.query<{ payload: { status: string; wagered: number } }>(
      "SELECT payload FROM player_event WHERE user_id = $1 AND type = 'bonus_changed' ORDER BY id",
      [player.userId],
    );
    expect(events.map((e) => e.payload.wagered)).toEqual([0, 20_000]);
    await booksBalanced();
  });

  it('converts the bonus account to main when the requirement is met, at most the maximum conversion, the rest to promotions', async () => {
    const player = await bonusPlayer();
    await h.db.query('UPDATE bonus_wagering SET requirement = 30000, max_conversion = 50000 WHERE id = $1', [player.bonusId]);
    const mainBefore = await balanceOf(h.db, player.accountId);
    await place(player, payload(qualifyingLegs(3), { accountId: player.bonusAccountId, amount: 20_000 }));
    expect((await activeOf(player))?.wagered).toBe(20_000);
    const met = await place(player, payload(qualifyingLegs(3), { accountId: player.bonusAccountId, amount: 15_000 }));
    // 65,000 was left in the bonus account: 50,000 converts, 15,000 goes back.
    expect(met.balance).toMatchObject({ accountId: player.bonusAccountId, money: 0 });
    expect(await balanceOf(h.db, player.bonusAccountId)).toBe(0);
    expect(await balanceOf(h.db, player.accountId)).toBe(mainBefore + 50_000);
    const answer = await bonusesOf(player);
    expect(answer.active).toEqual([]);
    expect(answer.history[0]).toMatchObject({ status: 'completed', wagered: 30_000, converted: 50_000, balance: 0 });
    const [movement] = await h.db.query<{ kind: string }>("SELECT kind FROM ledger_movement WHERE key_scope = 'bonus' AND user_id = $1", [
      player.userId,
    ]);
    expect(movement?.kind).toBe('bonus_conversion');
    await booksBalanced();
  });
});

describe('the end of a bonus', () => {
  it('expires at its deadline on the switch: what is left goes back to promotions', async () => {
    const player = await bonusPlayer();
    const deadline = (await activeOf(player))?.deadline as number;
    const early = await fetch(new URL(BONUS_TEST_PATH, h.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ expireAt: deadline - 1 }),
    });
    expect(await early.json()).toEqual({ expired: 0, freeSpinsExpired: 0, freeSpinsCredited: 0 });
    const due = await fetch(new URL(BONUS_TEST_PATH, h.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ expireAt: deadline }),
    });
    expect(((await due.json()) as { expired: number }).expired).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(h.db, player.bonusAccountId)).toBe(0);
    expect((await bonusesOf(player)).history[0]).toMatchObject({ id: player.bonusId, status: 'expired', converted: 0 });
    await booksBalanced();
  });

  it('is forfeited on request, once; another player cannot touch it; an ended one is not active', async () => {
    const player = await bonusPlayer();
    const other = await bonusPlayer();
    const stranger = await forfeit(other, player.bonusId);
    expect(stranger.status).toBe(404);
    expect(refusalOf(stranger).code).toBe('wallet.bonus_not_found');
    expect((await forfeit(player, player.bonusId, '')).status).toBe(400);
    const first = bonusForfeitAnswerSchema.parse((await forfeit(player, player.bonusId)).body);
    expect(first).toMatchObject({ repeated: false, bonus: { status: 'forfeited', converted: 0 } });
    expect(bonusForfeitAnswerSchema.parse((await forfeit(player, player.bonusId)).body).repeated).toBe(true);
    expect(await balanceOf(h.db, player.bonusAccountId)).toBe(0);
    await h.db.query("UPDATE bonus_wagering SET status = 'completed' WHERE id = $1", [other.bonusId]);
    const ended = await forfeit(other, other.bonusId);
    expect(ended.status).toBe(409);
    expect(refusalOf(ended).code).toBe('wallet.bonus_not_active');
    await h.db.query("UPDATE bonus_wagering SET status = 'active' WHERE id = $1", [other.bonusId]);
    expect((await player.post(`${BONUS_PATHS.folder}abc/forfeit`, {}, { [IDEMPOTENCY_HEADER]: newKey() })).status).toBe(404);
    await booksBalanced();
  });

  it('asks to forfeit on a withdrawal while a bonus runs, and with forfeit: true forfeits it and withdraws in one go', async () => {
    const player = await bonusPlayer();
    const asked = await withdraw(player, player.accountId, 50_000);
    expect(asked.status).toBe(409);
    expect(asked.error).toMatchObject({ code: 'wallet.bonus_forfeit_required', params: { amount: 100_000, currency: 'RUB', count: 1 } });
    expect(await balanceOf(h.db, player.bonusAccountId)).toBe(100_000);
    const forfeited = await player.post(
      '/web-api/wallet/withdrawals',
      { accountId: player.accountId, methodId: 'card', amount: 50_000, forfeit: true },
      { [IDEMPOTENCY_HEADER]: newKey('wd') },
    );
    expect(forfeited.status, JSON.stringify(forfeited.body)).toBe(200);
    expect(await balanceOf(h.db, player.bonusAccountId)).toBe(0);
    expect((await bonusesOf(player)).history[0]).toMatchObject({ status: 'forfeited' });
    // No bonus left: a withdrawal goes through without asking.
    const plain = await withdraw(player, player.accountId, 50_000);
    expect(plain.status, JSON.stringify(plain.error)).toBe(200);
    await booksBalanced();
  });
});
