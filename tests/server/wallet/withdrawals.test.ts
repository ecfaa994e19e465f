import { describe, expect, it } from 'vitest';
import {
  ADMIN_WALLET_PATHS,
  WALLET_PATHS,
  adminWithdrawalsAnswerSchema,
  manualCorrectionAnswerSchema,
  withdrawableAnswerSchema,
  withdrawalAnswerSchema,
  withdrawalsAnswerSchema,
} from '../../../src/protocol/schemas/wallet';
import { startServer } from '../../../server/app';
import { createWalletService } from '../../../server/wallet';
import { expectLedgerBalanced, openAccount, tempDir } from '../helpers';
import { balanceOf, betOf, newPlayer, payload, picker, place, type Player } from '../bets/harness';
import { ADMIN_TOKEN, admin, deposit, newKey, refusalOf, runProvider, walletHarnessForFile, withdraw } from './harness';

const h = walletHarnessForFile();
const pick = picker(h);

async function pendingHeld(currency = 'RUB'): Promise<number> {
  const [row] = await h.db.query<{ total: string }>(
    `SELECT COALESCE(sum(e.amount), 0)::text AS total FROM ledger_entry e JOIN ledger_account la ON la.id = e.ledger_account_id
      JOIN currency c ON c.id = la.currency_id WHERE la.kind = 'pending_withdrawals' AND c.iso = $1`,
    [currency],
  );
  return Number(row?.total ?? 0);
}

async function withdrawable(player: Player, accountId: number) {
  return withdrawableAnswerSchema.parse((await player.get(`${WALLET_PATHS.withdrawable}?accountId=${accountId}`)).body);
}

describe('a withdrawal', () => {
  it('holds the money at once; the player may cancel it while pending and gets it back, once', async () => {
    const player = await newPlayer(h, 200_000);
    const before = await pendingHeld();
    const asked = await withdraw(player, player.accountId, 120_000);
    expect(asked.answer).toMatchObject({ withdrawal: { status: 'pending', amount: 120_000 }, balance: { money: 80_000 }, repeated: false });
    expect(await pendingHeld()).toBe(before + 120_000);
    const id = asked.answer?.withdrawal.id as number;
    const list = withdrawalsAnswerSchema.parse((await player.get(`${WALLET_PATHS.withdrawals}?status=pending`)).body);
    expect(list.items.map((w) => w.id)).toEqual([id]);

    const cancel = () => player.post(WALLET_PATHS.cancelWithdrawal, { withdrawalId: id });
    const [one, two] = await Promise.all([cancel(), cancel()]);
    expect(withdrawalAnswerSchema.parse(one.body).withdrawal.status).toBe('cancelled');
    expect(withdrawalAnswerSchema.parse(two.body).withdrawal.status).toBe('cancelled');
    expect(await balanceOf(h.db, player.accountId)).toBe(200_000);
    expect(await pendingHeld()).toBe(before);
    expect((await admin(h, ADMIN_WALLET_PATHS.approve, { withdrawalId: id })).body).toMatchObject({
      error: { code: 'wallet.withdrawal_not_pending' },
    });
    const other = await newPlayer(h, 0);
    expect(refusalOf(await other.post(WALLET_PATHS.cancelWithdrawal, { withdrawalId: id }))).toMatchObject({
      code: 'wallet.withdrawal_not_found',
      status: 404,
    });
    await expectLedgerBalanced(h.db);
  });

  it('approved by the operator, it is paid out through the provider clearing account when the provider says paid', async () => {
    const player = await newPlayer(h, 200_000);
    const id = (await withdraw(player, player.accountId, 100_000)).answer?.withdrawal.id as number;
    const list = adminWithdrawalsAnswerSchema.parse((await admin(h, `${ADMIN_WALLET_PATHS.withdrawals}?status=pending` as never)).body);
    expect(list.items.some((w) => w.id === id && w.userId === player.userId)).toBe(true);
    expect((await admin(h, ADMIN_WALLET_PATHS.approve, { withdrawalId: id })).body).toMatchObject({ withdrawal: { status: 'approved' } });
    // Approved is still held: a cancel or a refusal can no longer give it back.
    expect(refusalOf(await player.post(WALLET_PATHS.cancelWithdrawal, { withdrawalId: id })).code).toBe('wallet.withdrawal_not_pending');
    expect((await admin(h, ADMIN_WALLET_PATHS.refuse, { withdrawalId: id, reason: 'too late' })).status).toBe(409);
    h.clock.advance(5_000);
    expect(await runProvider(h)).toMatchObject({ actions: 1, delivered: 1 });
    const mine = withdrawalsAnswerSchema.parse((await player.get(WALLET_PATHS.withdrawals)).body);
    expect(mine.items.find((w) => w.id === id)?.status).toBe('paid');
    expect(await balanceOf(h.db, player.accountId)).toBe(100_000);
    const kinds = await h.db.query<{ kind: string }>(
      "SELECT kind FROM ledger_movement WHERE ref_type = 'withdrawal' AND ref_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(kinds.map((k) => k.kind)).toEqual(['withdrawal_request', 'withdrawal_paid']);
    await expectLedgerBalanced(h.db);
  });

  it('refused by the operator with a reason, or failed by the provider, the money comes back; an unknown outcome stays held', async () => {
    const switches = h.wallet?.provider.switches;
    if (!switches) throw new Error('no wallet');
    const player = await newPlayer(h, 300_000);
    const refused = (await withdraw(player, player.accountId, 100_000)).answer?.withdrawal.id as number;
    expect((await admin(h, ADMIN_WALLET_PATHS.refuse, { withdrawalId: refused, reason: 'documents needed' })).body).toMatchObject({
      withdrawal: { status: 'refused', reason: 'documents needed' },
    });
    expect(await balanceOf(h.db, player.accountId)).toBe(300_000);

    const failed = (await withdraw(player, player.accountId, 100_000)).answer?.withdrawal.id as number;
    const silent = (await withdraw(player, player.accountId, 50_000)).answer?.withdrawal.id as number;
    try {
      switches.payoutOutcome = 'failed';
      await admin(h, ADMIN_WALLET_PATHS.approve, { withdrawalId: failed });
      h.clock.advance(5_000);
      await runProvider(h);
      switches.payoutOutcome = 'silent';
      await admin(h, ADMIN_WALLET_PATHS.approve, { withdrawalId: silent });
      h.clock.advance(60_000);
      await runProvider(h);
      await runProvider(h);
    } finally {
      switches.payoutOutcome = 'paid';
    }
    const mine = withdrawalsAnswerSchema.parse((await player.get(WALLET_PATHS.withdrawals)).body).items;
    expect(mine.find((w) => w.id === failed)).toMatchObject({ status: 'refused', reason: 'provider_failed' });
    expect(mine.find((w) => w.id === silent)).toMatchObject({ status: 'approved' });
    expect(await balanceOf(h.db, player.accountId)).toBe(250_000);
    await expectLedgerBalanced(h.db);
  });

  it('two tabs asking for the whole balance at the same moment: exactly one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const player = await newPlayer(h, 150_000);
      const replies = await Promise.all([withdraw(player, player.accountId, 150_000), withdraw(player, player.accountId, 150_000)]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)?.error).toMatchObject({
        code: 'wallet.insufficient_withdrawable',
        params: { withdrawable: 0 },
      });
      expect(await balanceOf(h.db, player.accountId)).toBe(0);
    }
    await expectLedgerBalanced(h.db);
  });

  it('a repeated key answers the first withdrawal; the key for another amount is a conflict', async () => {
    const player = await newPlayer(h, 100_000);
    const key = newKey('wd');
    const [a, b] = await Promise.all([withdraw(player, player.accountId, 60_000, key), withdraw(player, player.accountId, 60_000, key)]);
    expect(a.answer?.withdrawal.id).toBe(b.answer?.withdrawal.id);
    expect(await balanceOf(h.db, player.accountId)).toBe(40_000);
    expect((await withdraw(player, player.accountId, 10_000, key)).error).toMatchObject({
      code: 'wallet.idempotency_conflict',
      status: 422,
    });
  });
});

describe('what may not be withdrawn', () => {
  it('bad amounts, bonus money, another player account, an unknown method', async () => {
    const player = await newPlayer(h, 100_000);
    for (const [amount, code] of [
      ['ten', 'wallet.amount_invalid'],
      [-50_000, 'wallet.amount_not_positive'],
      [0, 'wallet.amount_not_positive'],
      [60_000.25, 'wallet.amount_too_precise'],
      [Number.MAX_SAFE_INTEGER, 'wallet.amount_too_large'],
      [49_999, 'wallet.amount_below_min'],
    ] as const)
      expect((await withdraw(player, player.accountId, amount)).error?.code, String(amount)).toBe(code);
    const bonus = await openAccount(h.db, player.userId, 4, 'RUB', 80_000);
    expect((await withdraw(player, bonus, 60_000)).error).toMatchObject({ code: 'wallet.bonus_not_withdrawable', status: 422 });
    expect(await withdrawable(player, bonus)).toMatchObject({ withdrawable: 0, reasons: [{ code: 'bonus_account', amount: 80_000 }] });
    const other = await newPlayer(h, 100_000);
    expect((await withdraw(player, other.accountId, 60_000)).error).toMatchObject({ code: 'wallet.account_not_found', status: 404 });
    expect((await withdraw(player, player.accountId, 60_000, newKey(), 'sbp_nowhere')).error?.code).toBe('wallet.unknown_method');
    expect((await withdraw(player, player.accountId, 100_001)).error).toMatchObject({
      code: 'wallet.insufficient_withdrawable',
      status: 409,
    });
    expect(await balanceOf(h.db, player.accountId)).toBe(100_000);
  });

  it('above the configured amount, an unverified account is refused with wallet.verification_required', async () => {
    const player = await newPlayer(h, 8_000_000);
    const answer = await withdrawable(player, player.accountId);
    expect(answer).toMatchObject({ verificationThreshold: 5_000_000, verified: false, withdrawable: 8_000_000 });
    expect((await withdraw(player, player.accountId, 5_000_001)).error).toMatchObject({
      code: 'wallet.verification_required',
      status: 403,
      params: { threshold: 5_000_000 },
    });
    expect((await withdraw(player, player.accountId, 5_000_000)).status).toBe(200);
    await h.db.query(`UPDATE app_user SET verification = '{"internal_verification_status": 1}'::jsonb WHERE id = $1`, [player.userId]);
    expect((await withdraw(player, player.accountId, 3_000_000)).status).toBe(200);
  });

  it('with the turnover rule, a deposit is withdrawable only once staked, and the answer says why', async () => {
    const player = await newPlayer(h, 50_000);
    await deposit(h, player, 100_000);
    expect(await withdrawable(player, player.accountId)).toMatchObject({
      balance: 150_000,
      withdrawable: 50_000,
      reasons: [{ code: 'turnover_required', amount: 100_000 }],
    });
    expect((await withdraw(player, player.accountId, 60_000)).error).toMatchObject({
      code: 'wallet.insufficient_withdrawable',
      params: { withdrawable: 50_000, reason: 'turnover_required' },
    });
    await place(player, payload([betOf(pick(1)[0] as never)], { amount: 100_000 }));
    expect(await withdrawable(player, player.accountId)).toMatchObject({ balance: 50_000, withdrawable: 50_000, reasons: [] });
    await expectLedgerBalanced(h.db);
  });
});

describe('operator endpoints', () => {
  it('need the operator token; a manual correction is idempotent and never takes a balance below zero', async () => {
    const player = await newPlayer(h, 10_000);
    const body = { accountId: player.accountId, amount: 2_500, reason: 'goodwill' };
    expect(
      (await admin(h, ADMIN_WALLET_PATHS.corrections, body, { token: 'wrong', headers: { 'idempotency-key': newKey() } })).body,
    ).toMatchObject({
      error: { code: 'wallet.admin_unauthorized' },
    });
    expect((await admin(h, ADMIN_WALLET_PATHS.corrections, body)).body).toMatchObject({
      error: { code: 'wallet.idempotency_key_missing' },
    });
    const key = newKey('fix');
    const first = manualCorrectionAnswerSchema.parse(
      (await admin(h, ADMIN_WALLET_PATHS.corrections, body, { headers: { 'idempotency-key': key } })).body,
    );
    const again = manualCorrectionAnswerSchema.parse(
      (await admin(h, ADMIN_WALLET_PATHS.corrections, body, { headers: { 'idempotency-key': key } })).body,
    );
    expect([first.repeated, again.repeated, again.movementId]).toEqual([false, true, first.movementId]);
    expect(await balanceOf(h.db, player.accountId)).toBe(12_500);
    expect(
      (await admin(h, ADMIN_WALLET_PATHS.corrections, { ...body, amount: 1 }, { headers: { 'idempotency-key': key } })).body,
    ).toMatchObject({ error: { code: 'wallet.idempotency_conflict' } });
    const debit = await admin(
      h,
      ADMIN_WALLET_PATHS.corrections,
      { ...body, amount: -12_501 },
      { headers: { 'idempotency-key': newKey() } },
    );
    expect(debit).toMatchObject({ status: 409, body: { error: { code: 'wallet.insufficient_funds', params: { money: 12_500 } } } });
    expect(
      (await admin(h, ADMIN_WALLET_PATHS.corrections, { ...body, accountId: 999_999 }, { headers: { 'idempotency-key': newKey() } }))
        .status,
    ).toBe(404);
    await expectLedgerBalanced(h.db);
  });

  it('do not exist without ADMIN_TOKEN', async () => {
    const dist = tempDir('wallet-noadmin-');
    const wallet = createWalletService({ db: h.db, log: h.log, adminToken: null, autoRun: false });
    const bare = await startServer({ db: h.db, distDir: dist.path, port: 0, log: h.log, wallet, testFaults: false });
    try {
      const res = await fetch(new URL(ADMIN_WALLET_PATHS.withdrawals, bare.url), { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(res.status).toBe(404);
      expect((await fetch(new URL('/__test/wallet', bare.url))).status).toBe(404);
    } finally {
      await bare.close();
      await wallet.stop();
      dist.remove();
    }
  });
});
