import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, TEST_CARDS } from '../../../src/protocol/constants/wallet';
import { WALLET_PATHS, methodsAnswerSchema, payProviderCheckoutPath } from '../../../src/protocol/schemas/wallet';
import { hashPassword } from '../../../server/auth/crypto';
import { expectLedgerBalanced, openAccount } from '../helpers';
import { balanceOf, newPlayer, signIn } from '../bets/harness';
import { deposit, intentOf, newKey, payOnProvider, refusalOf, runProvider, startDeposit, walletHarnessForFile } from './harness';

const h = walletHarnessForFile();

/** A player who chose a bonus at registration and has not deposited: the first-deposit bonus applies. */
async function bonusPlayer(country = 'ru') {
  const login = `bonus-${newKey()}`;
  const [user] = await h.db.query<{ id: number }>(
    `INSERT INTO app_user (login, password_hash, registration_type, user_name, bonus_choice, country_code) VALUES ($1, $2,
      'fast_reg', $1, 1, $3) RETURNING id`,
    [login, await hashPassword('bonus-password-1'), country],
  );
  const accountId = await openAccount(h.db, user?.id as number, 0, 'RUB', 0, true);
  return Object.assign(await signIn(h, login, 'bonus-password-1'), { accountId });
}

describe('payment methods', () => {
  it('offers the methods of a currency in the player country, with limits, fees and processing time', async () => {
    const player = await newPlayer(h, 0);
    const reply = await player.get(`${WALLET_PATHS.methods}?direction=deposit&currency=RUB`);
    const answer = methodsAnswerSchema.parse(reply.body);
    expect(answer.country).toBe('ru');
    expect(answer.methods.map((m) => m.id)).toEqual(['card', 'ewallet', 'sbp']);
    expect(answer.methods[0]).toMatchObject({
      min: 10_000,
      max: 50_000_000,
      fee: { fixed: 0, percentBp: 0 },
      processing: { minMinutes: 0 },
    });
    expect(answer.methods[1]?.fee.percentBp).toBe(100);
    // SBP is for Russia only; bank transfers only pay out, and not in roubles.
    await h.db.query("UPDATE app_user SET country_code = 'gb' WHERE id = $1", [player.userId]);
    const gb = methodsAnswerSchema.parse((await player.get(`${WALLET_PATHS.methods}?direction=deposit&currency=RUB`)).body);
    expect(gb.methods.map((m) => m.id)).toEqual(['card', 'ewallet']);
    const out = methodsAnswerSchema.parse((await player.get(`${WALLET_PATHS.methods}?direction=withdrawal&currency=EUR`)).body);
    expect(out.methods.map((m) => m.id)).toEqual(['card', 'ewallet', 'bank_transfer']);
    expect(refusalOf(await player.get(`${WALLET_PATHS.methods}?direction=sideways&currency=RUB`)).code).toBe('wallet.invalid_request');
  });
});

describe('a card deposit through the provider', () => {
  it('credits the account only when the signed webhook says succeeded, never on the redirect', async () => {
    const player = await newPlayer(h, 0);
    const started = await startDeposit(player, { amount: 50_000 });
    expect(started.answer).toMatchObject({ repeated: false, intent: { status: 'created', amount: 50_000, fee: 0, credited: 50_000 } });
    const id = started.answer?.intent.id as string;
    expect(started.answer?.redirectUrl).toBe(payProviderCheckoutPath(id));

    const page = await fetch(new URL(payProviderCheckoutPath(id), h.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Pay 500.00 RUB');
    expect(html).not.toMatch(/<script/i);

    const paid = await payOnProvider(h, started.answer?.redirectUrl as string, '4242 4242 4242 4242');
    expect(paid).toMatchObject({ status: 303, location: `/en/onpay/success?intent=${id}` });
    // Back on the site before the webhook: the success page must show what the server knows, and it knows nothing yet.
    expect((await intentOf(player, id)).status).toBe('created');
    expect(await balanceOf(h.db, player.accountId)).toBe(0);

    expect(await runProvider(h)).toMatchObject({ sent: 1, delivered: 1 });
    const intent = await intentOf(player, id);
    expect(intent).toMatchObject({ status: 'succeeded', failureReason: null });
    expect(intent.movementId).toBeGreaterThan(0);
    expect(await balanceOf(h.db, player.accountId)).toBe(50_000);
    // The provider's page now says it is handled; a second submit charges nothing.
    expect((await payOnProvider(h, started.answer?.redirectUrl as string, TEST_CARDS.succeeds)).status).toBe(409);
    await runProvider(h);
    expect(await balanceOf(h.db, player.accountId)).toBe(50_000);
    await expectLedgerBalanced(h.db);
  });

  it('a declined card fails with its reason, a cancel cancels, and neither moves money', async () => {
    const player = await newPlayer(h, 0);
    const declined = await deposit(h, player, 20_000, TEST_CARDS.declined);
    expect(declined).toMatchObject({ status: 'failed', failureReason: 'card_declined', movementId: null });
    const started = await startDeposit(player, { amount: 20_000 });
    const cancelled = await payOnProvider(h, started.answer?.redirectUrl as string, '', 'cancel');
    expect(cancelled.location).toBe(`/en/onpay/cancel?intent=${started.answer?.intent.id}`);
    await runProvider(h);
    expect((await intentOf(player, started.answer?.intent.id as string)).status).toBe('cancelled');
    expect(await balanceOf(h.db, player.accountId)).toBe(0);
  });

  it('the pending card stays processing, then completes later on the provider own timer', async () => {
    const player = await newPlayer(h, 0);
    const intent = await deposit(h, player, 30_000, TEST_CARDS.pending);
    expect(intent.status).toBe('processing');
    h.clock.advance(29_000);
    await runProvider(h);
    expect((await intentOf(player, intent.id)).status).toBe('processing');
    h.clock.advance(2_000);
    expect(await runProvider(h)).toMatchObject({ actions: 1, delivered: 1 });
    expect((await intentOf(player, intent.id)).status).toBe('succeeded');
    expect(await balanceOf(h.db, player.accountId)).toBe(30_000);
  });

  it('the 3-D Secure card asks for a second step, which confirms or refuses', async () => {
    const player = await newPlayer(h, 0);
    for (const [choice, status] of [
      ['complete', 'succeeded'],
      ['fail', 'failed'],
    ] as const) {
      const started = await startDeposit(player, { amount: 40_000 });
      const url = started.answer?.redirectUrl as string;
      const first = await payOnProvider(h, url, TEST_CARDS.threeDSecure);
      expect(first).toMatchObject({ status: 303, location: `${url}/confirm` });
      const confirmPage = await fetch(new URL(`${url}/confirm`, h.url));
      expect(await confirmPage.text()).toContain('Your bank asks you to confirm');
      await runProvider(h);
      expect((await intentOf(player, started.answer?.intent.id as string)).status).toBe('requires_action');
      const second = await payOnProvider(h, `${url}/confirm`, '', choice);
      expect(second.location).toMatch(choice === 'complete' ? /onpay\/success/ : /onpay\/fail/);
      await runProvider(h);
      expect((await intentOf(player, started.answer?.intent.id as string)).status).toBe(status);
    }
    expect(await balanceOf(h.db, player.accountId)).toBe(40_000);
  });

  it('refuses a bad card form on the provider page without moving anything', async () => {
    const player = await newPlayer(h, 0);
    const started = await startDeposit(player, { amount: 20_000 });
    const url = started.answer?.redirectUrl as string;
    for (const card of ['4242 4242 4242 4241', '5555 5555 5555 4444', 'abcd']) {
      const reply = await payOnProvider(h, url, card);
      expect(reply.status).toBe(422);
      expect(reply.text).toMatch(/card number is not valid|use one of the test cards/);
    }
    expect((await fetch(new URL('/pay-provider/checkout/pi_unknownunknownunknown', h.url))).status).toBe(404);
    expect((await fetch(new URL('/pay-provider/checkout/<script>', h.url))).status).toBe(404);
    expect((await runProvider(h)).sent).toBe(0);
  });

  it('escapes what it shows: a company name with markup stays text', async () => {
    await h.db.query(
      `INSERT INTO site_config_field (country_code, field, value) VALUES ('*', 'companyName', '"<script>alert(1)</script> & Co"')
       ON CONFLICT (country_code, field) DO UPDATE SET value = EXCLUDED.value`,
    );
    try {
      const player = await newPlayer(h, 0);
      const started = await startDeposit(player, { amount: 20_000 });
      const html = await (await fetch(new URL(started.answer?.redirectUrl as string, h.url))).text();
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
      expect(html).not.toMatch(/<script/i);
    } finally {
      await h.db.query(`UPDATE site_config_field SET value = '"BetHouse"' WHERE country_code = '*' AND field = 'companyName'`);
    }
  });
});

describe('the first deposit', () => {
  it('credits the first-deposit bonus to the bonus account with its wagering terms, once', async () => {
    const player = await bonusPlayer();
    const first = await deposit(h, player, 150_000);
    expect(first.status).toBe('succeeded');
    const [bonus] = await h.db.query<{ id: number; money: number }>('SELECT id, money FROM account WHERE user_id = $1 AND type = 4', [
      player.userId,
    ]);
    expect(bonus?.money).toBe(150_000);
    const [terms] = await h.db.query<{ amount: number; requirement: number; max_conversion: number; deadline: Date }>(
      'SELECT amount, requirement, max_conversion, deadline FROM bonus_wagering WHERE user_id = $1',
      [player.userId],
    );
    expect(terms).toMatchObject({ amount: 150_000, requirement: 750_000, max_conversion: 150_000 });
    expect(new Date(terms?.deadline as Date).getTime()).toBe(h.clock.now() + 30 * 86_400_000);
    const events = await h.db.query<{ type: string; payload: { bonus: unknown } }>(
      "SELECT type, payload FROM player_event WHERE user_id = $1 AND type = 'first_deposit'",
      [player.userId],
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.payload.bonus).toMatchObject({ accountId: bonus?.id, amount: 150_000 });
    // The accounts answer stops offering it; a second deposit is no first deposit.
    const accounts = await player.get<{ isFirstDepositBonusAvailable: boolean }>('/web-api/user/accounts');
    expect(accounts.body.isFirstDepositBonusAvailable).toBe(false);
    await deposit(h, player, 50_000);
    expect(await balanceOf(h.db, bonus?.id as number)).toBe(150_000);
    expect(await balanceOf(h.db, player.accountId)).toBe(200_000);
  });

  it('caps the bonus at the currency cap', async () => {
    const player = await bonusPlayer();
    await deposit(h, player, 5_000_000);
    const [bonus] = await h.db.query<{ money: number }>('SELECT money FROM account WHERE user_id = $1 AND type = 4', [player.userId]);
    expect(bonus?.money).toBe(1_000_000);
    await expectLedgerBalanced(h.db);
  });
});

describe('a deposit request that cannot be taken', () => {
  it('answers each bad amount with its typed code and creates nothing', async () => {
    const player = await newPlayer(h, 0);
    for (const [amount, code] of [
      ['abc', 'wallet.amount_invalid'],
      [null, 'wallet.amount_invalid'],
      [-5_000, 'wallet.amount_not_positive'],
      [0, 'wallet.amount_not_positive'],
      [20_000.5, 'wallet.amount_too_precise'],
      [1e20, 'wallet.amount_too_large'],
      [9_999, 'wallet.amount_below_min'],
      [50_000_001, 'wallet.amount_above_max'],
    ] as const) {
      const reply = await startDeposit(player, { amount });
      expect(reply.error?.code, JSON.stringify(amount)).toBe(code);
      expect(reply.status).toBe(422);
    }
    expect((await startDeposit(player, { amount: 20_000, currencyIso: 'XXX' })).error).toMatchObject({
      code: 'wallet.unknown_currency',
      status: 422,
    });
    expect((await startDeposit(player, { amount: 20_000, currencyIso: 'USD' })).error).toMatchObject({
      code: 'wallet.currency_mismatch',
      status: 422,
    });
    expect((await startDeposit(player, { amount: 20_000, methodId: 'bitcoin' })).error).toMatchObject({
      code: 'wallet.unknown_method',
      status: 422,
    });
    const other = await newPlayer(h, 0);
    expect((await startDeposit(player, { amount: 20_000, accountId: other.accountId })).error).toMatchObject({
      code: 'wallet.account_not_found',
      status: 404,
    });
    const [count] = await h.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM payment_intent WHERE user_id = $1', [
      player.userId,
    ]);
    expect(count?.n).toBe(0);
  });

  it('needs a key, answers a repeated key with the first intent, and refuses the key for another deposit', async () => {
    const player = await newPlayer(h, 0);
    const body = { accountId: null, methodId: 'card', amount: 20_000, currencyIso: 'RUB', lang: 'en' };
    expect(refusalOf(await player.post(WALLET_PATHS.deposits, body))).toMatchObject({
      code: 'wallet.idempotency_key_missing',
      status: 400,
    });
    const key = newKey('same');
    const [a, b] = await Promise.all([startDeposit(player, { amount: 20_000, key }), startDeposit(player, { amount: 20_000, key })]);
    expect(a.answer?.intent.id).toBe(b.answer?.intent.id);
    expect([a.answer?.repeated, b.answer?.repeated].sort()).toEqual([false, true]);
    expect(await startDeposit(player, { amount: 30_000, key })).toMatchObject({
      status: 422,
      error: { code: 'wallet.idempotency_conflict' },
    });
    // The body's key works too, and must agree with the header's.
    const inBody = await player.post(WALLET_PATHS.deposits, { ...body, idempotencyKey: newKey('body') });
    expect(inBody.status).toBe(200);
    const both = await player.post(WALLET_PATHS.deposits, { ...body, idempotencyKey: newKey('x') }, { [IDEMPOTENCY_HEADER]: newKey('y') });
    expect(refusalOf(both).code).toBe('wallet.invalid_request');
  });

  it('shows an intent only to its player, and needs a session and the site script', async () => {
    const player = await newPlayer(h, 0);
    const started = await startDeposit(player, { amount: 20_000 });
    const other = await newPlayer(h, 0);
    const peek = await other.get(`${WALLET_PATHS.deposit}?id=${started.answer?.intent.id}`);
    expect(refusalOf(peek)).toMatchObject({ code: 'wallet.intent_not_found', status: 404 });
    const guest = await fetch(new URL(`${WALLET_PATHS.deposit}?id=${started.answer?.intent.id}`, h.url));
    expect(guest.status).toBe(401);
    const forged = await player.post(WALLET_PATHS.deposits, { methodId: 'card' }, { 'x-requested-with': '' });
    expect(refusalOf(forged).code).toBe('wallet.csrf_rejected');
  });
});
