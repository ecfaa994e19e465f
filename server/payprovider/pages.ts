import { htmlPage as page } from '../http/htmlPage';
import { escapeAttribute, escapeText } from '../seo/escape';
import { formatMinor } from '../../src/core/shared/currency';

/** The provider's hosted pages (plain no-script pages of the reference server). */

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
