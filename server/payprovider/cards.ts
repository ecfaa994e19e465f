import { TEST_CARDS } from '../../src/protocol/constants/wallet';

/** What the provider does with a card from its form. */
export type CardOutcome = 'succeeds' | 'declined' | 'pending' | 'threeDSecure';

export type CardCheck =
  | { readonly ok: true; readonly outcome: CardOutcome; readonly last4: string }
  | { readonly ok: false; readonly field: 'card' | 'expiry' | 'cvc'; readonly message: string };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The checkout form's fields as a provider in test mode reads them: a
 * well-formed card number (spaces allowed, Luhn), an expiry MM/YY not past at
 * `now`, a CVC of 3 or 4 digits, and one of the test cards.
 */
export function checkCard(form: { card: string; expiry: string; cvc: string }, now: number): CardCheck {
  const digits = form.card.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { ok: false, field: 'card', message: 'The card number is not valid.' };
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const today = new Date(now);
  const past = year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1);
  if (!expiry || month < 1 || month > 12 || past)
    return { ok: false, field: 'expiry', message: 'The expiry date is not valid (MM/YY, not past).' };
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return { ok: false, field: 'cvc', message: 'The security code is 3 or 4 digits.' };
  const outcome = (Object.entries(TEST_CARDS) as [CardOutcome, string][]).find(([, number]) => number === digits)?.[0];
  if (!outcome) return { ok: false, field: 'card', message: 'Test mode: use one of the test cards.' };
  return { ok: true, outcome, last4: digits.slice(-4) };
}
