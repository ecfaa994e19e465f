import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertAllowed,
  officeMenu,
  promoCodeStatus,
  quoteTransfer,
  rateOf,
  sumsByCurrency,
  transferLegs,
  transferRefusal,
} from '../../../src/core/office';
import { EXCHANGE_RATES, RATE_SCALE } from '../../../src/protocol/constants/office';
import { MAX_MINOR_AMOUNT } from '../../../src/protocol/constants/wallet';
import { isRejection } from '../../../src/protocol/rejections';

const main = { id: 1, type: 0, currencyIso: 'RUB' } as const;
const usd = { id: 2, type: 9, currencyIso: 'USD' } as const;
const bonus = { id: 3, type: 4, currencyIso: 'RUB' } as const;

describe('convert setting (SPEC 3: 0 not allowed, 1 main, 2 additional)', () => {
  it('lets money leave only the account type it names', () => {
    expect([convertAllowed(0, 0), convertAllowed(0, 9)]).toEqual([false, false]);
    expect([convertAllowed(1, 0), convertAllowed(1, 9), convertAllowed(1, 4)]).toEqual([true, false, false]);
    expect([convertAllowed(2, 0), convertAllowed(2, 9), convertAllowed(2, 4)]).toEqual([false, true, false]);
  });

  it('refuses the same account, a bonus account on either side, and a conversion the setting does not allow', () => {
    expect(transferRefusal(1, main, main)?.code).toBe('office.same_account');
    expect(transferRefusal(2, bonus, main)?.code).toBe('office.bonus_account');
    expect(transferRefusal(2, main, bonus)?.code).toBe('office.bonus_account');
    expect(transferRefusal(0, main, usd)?.code).toBe('office.convert_not_allowed');
    expect(transferRefusal(2, main, usd)?.code).toBe('office.convert_not_allowed');
    expect(transferRefusal(1, main, usd)).toBeNull();
    expect(transferRefusal(2, usd, main)).toBeNull();
    // One currency: no conversion, whatever the setting.
    expect(transferRefusal(0, main, { id: 9, type: 9, currencyIso: 'RUB' })).toBeNull();
  });
});

describe('transfer quote in integer minor units', () => {
  it('rounds the credited amount down, never creating a fraction of a minor unit', () => {
    // 1.08 USD per EUR: 999 cents are 1078.92 cents, credited 1078.
    expect(quoteTransfer(999, 'EUR', 'USD', EXCHANGE_RATES)).toEqual({ amount: 999, credited: 1078, rate: 108_000_000 });
    expect(quoteTransfer(500_000, 'RUB', 'EUR', EXCHANGE_RATES)).toMatchObject({ credited: 5_000 });
    expect(quoteTransfer(777, 'RUB', 'RUB', EXCHANGE_RATES)).toEqual({ amount: 777, credited: 777, rate: RATE_SCALE });
  });

  it('stays exact where floating point would not (amount x rate beyond 2^53)', () => {
    const quote = quoteTransfer(MAX_MINOR_AMOUNT, 'EUR', 'RUB', { 'EUR:RUB': 9_800_000_000 });
    expect(isRejection(quote) && quote.code).toBe('wallet.amount_too_large');
    expect(quoteTransfer(2_000_000, 'EUR', 'RUB', { 'EUR:RUB': 9_800_000_001 })).toMatchObject({ credited: 196_000_000 });
  });

  it('refuses a bad amount with the wallet amount rule, a pair without a rate, and an amount worth less than one unit', () => {
    const code = (q: unknown) => (isRejection(q) ? q.code : null);
    expect(code(quoteTransfer('10', 'EUR', 'USD', EXCHANGE_RATES))).toBe('wallet.amount_invalid');
    expect(code(quoteTransfer(1.5, 'EUR', 'USD', EXCHANGE_RATES))).toBe('wallet.amount_too_precise');
    expect(code(quoteTransfer(-5, 'EUR', 'USD', EXCHANGE_RATES))).toBe('wallet.amount_not_positive');
    expect(code(quoteTransfer(100, 'EUR', 'KZT', EXCHANGE_RATES))).toBe('office.no_rate');
    expect(code(quoteTransfer(99, 'RUB', 'EUR', EXCHANGE_RATES))).toBe('office.amount_too_small');
    expect(rateOf({ 'A:B': -1 }, 'A', 'B')).toBeNull();
  });
});

describe('transfer legs (property)', () => {
  const currencies = ['RUB', 'EUR', 'USD', 'GBP'] as const;
  const idOf = (iso: string) => currencies.indexOf(iso as (typeof currencies)[number]) + 1;

  it('sum to zero in every currency, and applied to balances never take one below zero when the source holds the amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...currencies),
        fc.constantFrom(...currencies),
        fc.integer({ min: 0, max: MAX_MINOR_AMOUNT }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: MAX_MINOR_AMOUNT }),
        (fromIso, toIso, fromBalance, toBalance, amount) => {
          const quote = quoteTransfer(amount, fromIso, toIso, EXCHANGE_RATES);
          if (isRejection(quote)) return;
          const from = { id: 10, currencyId: idOf(fromIso) };
          const to = { id: 20, currencyId: idOf(toIso) };
          const legs = transferLegs({ from, to }, quote);
          const sums = sumsByCurrency(legs, (account) => (account === 10 ? from.currencyId : to.currencyId));
          for (const sum of sums.values()) expect(sum).toBe(0);
          for (const leg of legs) expect(Number.isSafeInteger(leg.amount) && leg.amount !== 0).toBe(true);
          // The ledger takes the movement only while every player balance stays within 0..MAX: what it would leave.
          const after = new Map([
            [10, fromBalance],
            [20, toBalance],
          ]);
          for (const leg of legs) if ('account' in leg) after.set(leg.account, after.get(leg.account)! + leg.amount);
          const accepted = [...after.values()].every((b) => b >= 0 && b <= MAX_MINOR_AMOUNT);
          if (amount <= fromBalance && toBalance + quote.credited <= MAX_MINOR_AMOUNT) expect(accepted).toBe(true);
          if (amount > fromBalance) expect(after.get(10)! < 0).toBe(true);
          // The credited side never gets more value than the rate gives.
          expect(BigInt(quote.credited) * BigInt(RATE_SCALE) <= BigInt(amount) * BigInt(quote.rate)).toBe(true);
        },
      ),
    );
  });
});

describe('office menu', () => {
  const all = { identificationEnabled: true, showPromoCodeCheck: true, showWallets: true, showClubPoints: true };
  const ids = (flags: typeof all) => officeMenu(flags).flatMap((c) => c.items.map((i) => i.routeId));

  it('shows identification only when the site enables it, and promo-code check and wallets by their switches', () => {
    expect(ids(all)).toEqual(expect.arrayContaining(['officeIdentification', 'officePromoCode', 'officeWallets', 'officeAccount']));
    const off = ids({ identificationEnabled: false, showPromoCodeCheck: false, showWallets: false, showClubPoints: false });
    expect(off).not.toContain('officeIdentification');
    expect(off).not.toContain('officePromoCode');
    expect(off).not.toContain('officeWallets');
    expect(off).toContain('officeTransfers');
  });

  it('keeps every category non-empty and every item once', () => {
    const menu = officeMenu(all);
    expect(menu.every((c) => c.items.length > 0)).toBe(true);
    expect(new Set(ids(all)).size).toBe(ids(all).length);
  });
});

describe('promo-code status', () => {
  const code = { amount: 100, currencyIso: 'RUB', expiresAt: 2_000, used: false };
  it('is unknown, used, expired or valid', () => {
    expect(promoCodeStatus(null, 0)).toBe('unknown');
    expect(promoCodeStatus({ ...code, used: true }, 0)).toBe('used');
    expect(promoCodeStatus(code, 2_000)).toBe('expired');
    expect(promoCodeStatus(code, 1_999)).toBe('valid');
    expect(promoCodeStatus({ ...code, expiresAt: null }, 9e12)).toBe('valid');
  });
});
