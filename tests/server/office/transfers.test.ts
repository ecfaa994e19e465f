import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../src/protocol/constants/wallet';
import {
  OFFICE_PATHS,
  officeErrorBodySchema,
  officeSettingsSchema,
  promoCheckAnswerSchema,
  transferAnswerSchema,
  transfersAnswerSchema,
  walletsAnswerSchema,
} from '../../../src/protocol/schemas/office';
import { Browser } from '../auth/helpers';
import { balanceOf, newPlayer, type Player } from '../bets/harness';
import { openAccount } from '../helpers';
import { setLimits, signInAgain } from '../limits/helpers';
import { newKey, walletHarnessForFile } from '../wallet/harness';

const h = walletHarnessForFile();

async function setConvert(p: Player, value: 0 | 1 | 2): Promise<void> {
  await h.db.query('UPDATE app_user SET convert_account = $2 WHERE id = $1', [p.userId, value]);
}

function transfer(p: Player, body: Record<string, unknown>, key: string | null = newKey('tr')) {
  return p.post(OFFICE_PATHS.transfers, body, key === null ? {} : { [IDEMPOTENCY_HEADER]: key });
}

function codeOf(reply: { body: unknown }): string {
  return officeErrorBodySchema.parse(reply.body).error.code;
}

/** A RUB main account (10 000.00) and an empty EUR currency account. */
async function twoAccounts(convert: 0 | 1 | 2 = 1) {
  const p = await newPlayer(h, 1_000_000);
  const eur = await openAccount(h.db, p.userId, 9, 'EUR', 0);
  await setConvert(p, convert);
  return { p, rub: p.accountId, eur };
}

describe('office settings', () => {
  it('answer the settings of SPEC 3 with the menu and the player in it', async () => {
    const p = await newPlayer(h);
    const reply = await p.get(OFFICE_PATHS.settings);
    expect(reply.status).toBe(200);
    const settings = officeSettingsSchema.parse(reply.body);
    expect(settings.menuUserData.id).toBe(p.userId);
    const ids = settings.menuCategories.flatMap((c) => c.items.map((i) => i.routeId));
    expect(ids).toContain('officeTransfers');
    expect(ids).toContain('officeAccount');
    expect(settings.walletAttributes.titleKey).toBe('officeFrame.wallets.title');
  });

  it('are refused without a session', async () => {
    expect((await new Browser(h.url).get(OFFICE_PATHS.settings)).status).toBe(401);
  });
});

describe('transfers between own accounts', () => {
  it('move money at the configured rate, in one ledger movement, and list it', async () => {
    const { p, rub, eur } = await twoAccounts();
    const reply = await transfer(p, { fromAccountId: rub, toAccountId: eur, amount: 500_000 });
    expect(reply.status).toBe(200);
    const answer = transferAnswerSchema.parse(reply.body);
    // RUB:EUR is 0.01: 5 000.00 RUB are 50.00 EUR.
    expect(answer.transfer).toMatchObject({ fromAccountId: rub, toAccountId: eur, amount: 500_000, credited: 5_000 });
    expect(await balanceOf(h.db, rub)).toBe(500_000);
    expect(await balanceOf(h.db, eur)).toBe(5_000);
    const list = transfersAnswerSchema.parse((await p.get(OFFICE_PATHS.transfers)).body);
    expect(list.transfers.map((t) => t.id)).toEqual([answer.transfer.id]);
  });

  it('with the same key answer the first transfer and move nothing again; another request with it is a conflict', async () => {
    const { p, rub, eur } = await twoAccounts();
    const key = newKey('same');
    const first = transferAnswerSchema.parse((await transfer(p, { fromAccountId: rub, toAccountId: eur, amount: 100_000 }, key)).body);
    const again = await transfer(p, { fromAccountId: rub, toAccountId: eur, amount: 100_000 }, key);
    expect(again.status).toBe(200);
    const second = transferAnswerSchema.parse(again.body);
    expect(second.repeated).toBe(true);
    expect(second.transfer.id).toBe(first.transfer.id);
    expect(await balanceOf(h.db, rub)).toBe(900_000);
    const conflict = await transfer(p, { fromAccountId: rub, toAccountId: eur, amount: 200_000 }, key);
    expect(conflict.status).toBe(422);
    expect(codeOf(conflict)).toBe('wallet.idempotency_conflict');
  });

  it("refuse another player's account exactly like a missing one (404), both as source and target", async () => {
    const { p, rub, eur } = await twoAccounts();
    const other = await twoAccounts();
    for (const body of [
      { fromAccountId: other.rub, toAccountId: eur, amount: 100 },
      { fromAccountId: rub, toAccountId: other.eur, amount: 100 },
      { fromAccountId: rub, toAccountId: 2_000_000_000, amount: 100 },
    ]) {
      const reply = await transfer(p, body);
      expect(reply.status).toBe(404);
      expect(codeOf(reply)).toBe('office.account_not_found');
    }
    expect(await balanceOf(h.db, other.rub)).toBe(1_000_000);
  });

  it('refuse what the rules refuse, with typed 4xx and nothing moved', async () => {
    const { p, rub, eur } = await twoAccounts(2);
    const bonus = await openAccount(h.db, p.userId, 4, 'RUB', 1_000);
    const refused = await transfer(p, { fromAccountId: rub, toAccountId: eur, amount: 100 });
    expect([refused.status, codeOf(refused)]).toEqual([403, 'office.convert_not_allowed']);
    await setConvert(p, 1);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ fromAccountId: rub, toAccountId: rub, amount: 100 }, 422, 'office.same_account'],
      [{ fromAccountId: bonus, toAccountId: rub, amount: 100 }, 422, 'office.bonus_account'],
      [{ fromAccountId: rub, toAccountId: eur, amount: 'ten' }, 422, 'wallet.amount_invalid'],
      [{ fromAccountId: rub, toAccountId: eur, amount: 1.5 }, 422, 'wallet.amount_too_precise'],
      [{ fromAccountId: rub, toAccountId: eur, amount: 0 }, 422, 'wallet.amount_not_positive'],
    ];
    for (const [body, status, code] of cases) {
      const reply = await transfer(p, body);
      expect([reply.status, codeOf(reply)]).toEqual([status, code]);
    }
    const small = await transfer(p, { fromAccountId: rub, toAccountId: eur, amount: 50 });
    expect([small.status, codeOf(small)]).toEqual([422, 'office.amount_too_small']);
    const tooMuch = await transfer(p, { fromAccountId: rub, toAccountId: eur, amount: 2_000_000 });
    expect([tooMuch.status, codeOf(tooMuch)]).toEqual([409, 'wallet.insufficient_funds']);
    const noKey = await transfer(p, { fromAccountId: rub, toAccountId: eur, amount: 100 }, null);
    expect([noKey.status, codeOf(noKey)]).toEqual([400, 'wallet.idempotency_key_missing']);
    expect(await balanceOf(h.db, rub)).toBe(1_000_000);
    expect(await balanceOf(h.db, eur)).toBe(0);
  });

  it('are refused while a time-out runs: no money moves into play', async () => {
    const { p, rub, eur } = await twoAccounts();
    await setLimits(p, [{ limitType: 33, limitValue: 1 }]);
    const again = await signInAgain(h, p);
    const reply = await transfer(again, { fromAccountId: rub, toAccountId: eur, amount: 100_000 });
    expect([reply.status, codeOf(reply)]).toEqual([403, 'office.play_blocked']);
    expect(await balanceOf(h.db, rub)).toBe(1_000_000);
  });

  it('a post without the site script header is refused before anything moves', async () => {
    const { p, rub, eur } = await twoAccounts();
    const forged = await transfer(p, { fromAccountId: rub, toAccountId: eur, amount: 100 }).then(() =>
      p.post(
        OFFICE_PATHS.transfers,
        { fromAccountId: rub, toAccountId: eur, amount: 100 },
        { 'x-requested-with': '', [IDEMPOTENCY_HEADER]: newKey('f') },
      ),
    );
    expect([forged.status, codeOf(forged)]).toEqual([403, 'wallet.csrf_rejected']);
    expect(await balanceOf(h.db, rub)).toBe(1_000_000 - 100);
  });
});

describe('saved payment methods and the promo-code check', () => {
  it('list the methods the player used and not another player’s; removing one hides it until used again', async () => {
    const p = await newPlayer(h);
    const other = await newPlayer(h);
    const [method] = await h.db.query<{ id: string }>('SELECT id FROM payment_method ORDER BY position, id LIMIT 1');
    await h.db.query(
      `INSERT INTO withdrawal
         (user_id, account_id, method_id, currency_id, amount, status, idempotency_key, request_hash, created_at, updated_at)
       SELECT $1, $2, $3, currency_id, 100, 'cancelled', 'k-office-1', 'h', $4, $4 FROM account WHERE id = $2`,
      [p.userId, p.accountId, method!.id, new Date(h.clock.now() - 1000)],
    );
    const listed = walletsAnswerSchema.parse((await p.get(OFFICE_PATHS.wallets)).body);
    expect(listed.wallets.map((w) => w.methodId)).toEqual([method!.id]);
    expect(walletsAnswerSchema.parse((await other.get(OFFICE_PATHS.wallets)).body).wallets).toEqual([]);
    const foreign = await other.post(OFFICE_PATHS.removeWallet, { methodId: method!.id });
    expect([foreign.status, codeOf(foreign)]).toEqual([404, 'office.wallet_not_found']);
    const removed = await p.post(OFFICE_PATHS.removeWallet, { methodId: method!.id });
    expect(removed.status).toBe(200);
    expect(walletsAnswerSchema.parse(removed.body).wallets).toEqual([]);
  });

  it('tells a valid, a used and an unknown code apart, and never reads another player’s codes', async () => {
    const p = await newPlayer(h);
    const other = await newPlayer(h);
    await h.db.query(
      `INSERT INTO bet_promo_code (user_id, code, currency_id, amount, created_at)
       SELECT $1, 'OFFICE-100', currency_id, 10000, $3 FROM account WHERE id = $2`,
      [p.userId, p.accountId, new Date(h.clock.now())],
    );
    const mine = promoCheckAnswerSchema.parse((await p.post(OFFICE_PATHS.promoCheck, { code: ' office-100 ' })).body);
    expect(mine).toMatchObject({ status: 'valid', amount: 10_000, currencyIso: 'RUB' });
    const theirs = promoCheckAnswerSchema.parse((await other.post(OFFICE_PATHS.promoCheck, { code: 'OFFICE-100' })).body);
    expect(theirs).toEqual({ status: 'unknown', amount: null, currencyIso: null, expiresAt: null });
    const bad = await p.post(OFFICE_PATHS.promoCheck, { code: '' });
    expect(bad.status).toBe(400);
  });
});
