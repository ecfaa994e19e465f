import { escapeAttribute, escapeText } from '../seo/escape';
import { formatMinor } from '../../src/core/shared/currency';

/**
 * The provider's hosted pages: plain HTML forms that work without any script
 * (the site's or its own), every value escaped, and a Content-Security-Policy
 * that allows no script at all.
 */

export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
h1{font-size:1.25rem}label{display:block;margin:.75rem 0 .25rem}input{font:inherit;width:100%;padding:.5rem;box-sizing:border-box}
button{font:inherit;margin:1rem .5rem 0 0;padding:.5rem 1rem}.error{color:#a40000}.muted{color:#555;font-size:.9rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeText(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export interface CheckoutView {
  readonly action: string;
  readonly amount: number;
  readonly currency: string;
  readonly merchant: string;
  readonly error?: string;
}

export function checkoutPage(view: CheckoutView): string {
  const amount = `${formatMinor(view.amount, view.currency)} ${view.currency}`;
  const error = view.error ? `<p class="error" role="alert">${escapeText(view.error)}</p>` : '';
  return page(
    'Pay with card',
    `<h1>Pay ${escapeText(amount)} to ${escapeText(view.merchant)}</h1>${error}
<form method="post" action="${escapeAttribute(view.action)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required maxlength="23">
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required maxlength="7" placeholder="12/34">
<label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4">
<button type="submit" name="action" value="pay">Pay ${escapeText(amount)}</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>
<p class="muted">Test mode. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0077 stays pending,
4000 0000 0000 3220 asks for a confirmation. Any future expiry, any 3 digits.</p>`,
  );
}

export function confirmPage(view: { action: string; amount: number; currency: string; merchant: string }): string {
  const amount = `${formatMinor(view.amount, view.currency)} ${view.currency}`;
  return page(
    'Confirm the payment',
    `<h1>Your bank asks you to confirm</h1><p>${escapeText(`${amount} to ${view.merchant}`)}</p>
<form method="post" action="${escapeAttribute(view.action)}">
<button type="submit" name="action" value="complete">Confirm</button>
<button type="submit" name="action" value="fail">Refuse</button>
</form>`,
  );
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  const back = link ? `<p><a href="${escapeAttribute(link.href)}">${escapeText(link.label)}</a></p>` : '';
  return page(title, `<h1>${escapeText(title)}</h1><p>${escapeText(text)}</p>${back}`);
}
