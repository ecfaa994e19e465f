import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../src/protocol/constants/wallet';
import { BONUS_PATHS, bonusesAnswerSchema, bonusForfeitPath, reloadOptInAnswerSchema } from '../../../src/protocol/schemas/bonus';
import { hashPassword } from '../../../server/auth/crypto';
import { auditWallet } from '../../../server/wallet/audit';
import { expectLedgerBalanced, openAccount } from '../helpers';
import { balanceOf, signIn, type Player } from '../bets/harness';
import { deposit, newKey, refusalOf, walletHarnessForFile } from './../wallet/harness';

const h = walletHarnessForFile();

async function booksBalanced(): Promise<void> {
  await expectLedgerBalanced(h.db);
  expect(await auditWallet(h.db)).toEqual([]);
}

/** A player who chose the sport bonus at registration, with 2,000.00 RUB of their own and no deposit yet. */
async function newPlayer(): Promise<Player & { accountId: number }> {
  const login = `reload-${newKey()}`;
  const password = 'reload-password-1';
  const [user] = await h.db.query<{ id: number }>(
    `INSERT INTO app_user (login, password_hash, registration_type, user_name, bonus_choice, country_code)
     VALUES ($1, $2, 'fast_reg', $1, 1, 'ru') RETURNING id`,
    [login, await hashPassword(password)],
  );
  const accountId = await openAccount(h.db, user?.id as number, 0, 'RUB', 200_000, true);
  return Object.assign(await signIn(h, login, password), { accountId });
}

async function bonusesOf(player: Player) {
  const reply = await player.get(BONUS_PATHS.list);
  expect(reply.status).toBe(200);
  return bonusesAnswerSchema.parse(reply.body);
}

const optIn = (player: Player, product: 'sport' | 'casino' | null) => player.post(BONUS_PATHS.reload, { product });

describe('the reload bonus', () => {
  it('is offered after the first deposit only; opting in before it is refused', async () => {
    const player = await newPlayer();
    expect((await bonusesOf(player)).reloadOffer).toBeNull();
    const early = await optIn(player, 'sport');
    expect(early.status).toBe(409);
    expect(refusalOf(early).code).toBe('wallet.bonus_reload_unavailable');
    await deposit(h, player, 100_000);
    expect((await bonusesOf(player)).reloadOffer).toMatchObject({
      percent: 50,
      currencyIso: 'RUB',
      cap: 500_000,
      wageringMultiplier: 5,
      days: 14,
      optedIn: null,
    });
    expect((await player.post(BONUS_PATHS.reload, { product: 'poker' })).status).toBe(400);
  });

  it('waits while a bonus of the currency runs, then credits the opted-in deposit once, wagered on the product chosen', async () => {
    const player = await newPlayer();
    await deposit(h, player, 100_000);
    const [first] = (await bonusesOf(player)).active;
    if (!first) throw new Error('no first-deposit bonus');
    const opted = reloadOptInAnswerSchema.parse((await optIn(player, 'casino')).body);
    expect(opted.reloadOffer?.optedIn).toBe('casino');

    // The first-deposit bonus still runs: this deposit earns nothing, and the opt-in waits for the next.
    await deposit(h, player, 40_000);
    expect((await bonusesOf(player)).active.map((b) => b.source)).toEqual(['first_deposit']);
    expect((await bonusesOf(player)).reloadOffer?.optedIn).toBe('casino');

    const forfeited = await player.post(bonusForfeitPath(first.id), {}, { [IDEMPOTENCY_HEADER]: newKey('forfeit') });
    expect(forfeited.status).toBe(200);
    await deposit(h, player, 40_000);
    const after = await bonusesOf(player);
    expect(after.active).toHaveLength(1);
    expect(after.active[0]).toMatchObject({
      source: 'reload',
      product: 'casino',
      amount: 20_000,
      requirement: 100_000,
      maxConversion: 20_000,
      balance: 20_000,
    });
    expect(await balanceOf(h.db, after.active[0]?.accountId as number)).toBe(20_000);
    // One opt-in, one bonus.
    expect(after.reloadOffer?.optedIn).toBeNull();
    await deposit(h, player, 40_000);
    expect((await bonusesOf(player)).active).toHaveLength(1);
    await booksBalanced();
  });

  it('is opted out with null: the next deposit earns nothing', async () => {
    const player = await newPlayer();
    await deposit(h, player, 100_000);
    const [first] = (await bonusesOf(player)).active;
    await player.post(bonusForfeitPath(first?.id as number), {}, { [IDEMPOTENCY_HEADER]: newKey('forfeit') });
    await optIn(player, 'sport');
    const out = reloadOptInAnswerSchema.parse((await optIn(player, null)).body);
    expect(out.reloadOffer?.optedIn).toBeNull();
    await deposit(h, player, 40_000);
    expect((await bonusesOf(player)).active).toEqual([]);
    await booksBalanced();
  });
});
