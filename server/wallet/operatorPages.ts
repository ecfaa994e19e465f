import { OPERATOR_CONSOLE_PATH } from '../../src/protocol/constants/wallet';
import type { PaymentRequestView } from '../../src/protocol/schemas/wallet';
import { formatMinor } from '../../src/core/shared/currency';
import { htmlPage } from '../http/htmlPage';
import { escapeAttribute, escapeText } from '../seo/escape';
import type { AdminWithdrawal } from './admin';

/** The operator console's pages: English only, as the operator's tools are; no script. */

const WIDE = `body{--width:64rem}table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.4rem;
border-bottom:1px solid #ccc;
vertical-align:top}td form{display:inline}td input,td textarea{width:auto;font:inherit}td button{margin:0 .25rem}
.notice{color:#0a5c2b}
fieldset{border:1px solid #ccc;margin:1rem 0}textarea{width:100%;font:inherit}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;

export const CONSOLE_ACTIONS = {
  signIn: `${OPERATOR_CONSOLE_PATH}/sign-in`,
  signOut: `${OPERATOR_CONSOLE_PATH}/sign-out`,
  approve: `${OPERATOR_CONSOLE_PATH}/withdrawals/approve`,
  refuse: `${OPERATOR_CONSOLE_PATH}/withdrawals/refuse`,
  reply: `${OPERATOR_CONSOLE_PATH}/requests/reply`,
  correct: `${OPERATOR_CONSOLE_PATH}/corrections`,
} as const;

const when = (ms: number): string => new Date(ms).toISOString().replace('T', ' ').slice(0, 16);
const money = (minor: number, iso: string): string => `${formatMinor(minor, iso)} ${iso}`;

export function signInPage(error?: string): string {
  const alert = error ? `<p class="error" role="alert">${escapeText(error)}</p>` : '';
  return htmlPage(
    'Operator console',
    `<h1>Operator console</h1>${alert}
<form method="post" action="${CONSOLE_ACTIONS.signIn}">
<label for="token">Operator token (ADMIN_TOKEN)</label><input id="token" name="token" type="password" autocomplete="off" required>
<button type="submit">Sign in</button></form>
<p class="muted">Outside production only. The token stays on the server; this browser keeps a session cookie for this console.</p>`,
  );
}

export interface ConsoleView {
  readonly withdrawals: readonly AdminWithdrawal[];
  readonly requests: readonly (PaymentRequestView & { readonly login: string })[];
  readonly notice?: string;
  readonly error?: string;
  /** A fresh idempotency key for the correction form: sending the same form twice corrects once. */
  readonly correctionKey: string;
}

function withdrawalRow(w: AdminWithdrawal): string {
  const id = String(w.id);
  return `<tr data-withdrawal="${id}"><td>${id}</td><td>${escapeText(w.login)}</td><td>${escapeText(money(w.amount, w.currencyIso))}</td>
<td>${escapeText(w.methodId)}</td><td>${when(w.createdAt)}</td><td>
<form method="post" action="${CONSOLE_ACTIONS.approve}"><input type="hidden" name="withdrawalId" value="${id}">
<button type="submit">Approve #${id}</button></form>
<form method="post" action="${CONSOLE_ACTIONS.refuse}"><input type="hidden" name="withdrawalId" value="${id}">
<label class="visually-hidden" for="reason-${id}">Reason for refusing #${id}</label>
<input id="reason-${id}" name="reason" required maxlength="500" placeholder="Reason"><button type="submit">Refuse #${id}</button></form>
</td></tr>`;
}

function requestBlock(r: PaymentRequestView & { readonly login: string }): string {
  const id = String(r.id);
  const messages = r.messages.map((m) => `<li><b>${m.author}</b> ${when(m.createdAt)}: ${escapeText(m.body)}</li>`).join('');
  return `<fieldset data-request="${id}"><legend>Request #${id} from ${escapeText(r.login)}, topic ${r.topicId}, ${r.status}</legend>
<ol>${messages}</ol>
<form method="post" action="${CONSOLE_ACTIONS.reply}"><input type="hidden" name="requestId" value="${id}">
<label for="reply-${id}">Reply to #${id}</label><textarea id="reply-${id}" name="message" required maxlength="2000" rows="2"></textarea>
<label><input type="checkbox" name="close" value="1"> Close the request</label><button type="submit">Send reply</button></form></fieldset>`;
}

export function consolePage(view: ConsoleView): string {
  const notice = view.notice ? `<p class="notice" role="status">${escapeText(view.notice)}</p>` : '';
  const error = view.error ? `<p class="error" role="alert">${escapeText(view.error)}</p>` : '';
  const withdrawals = view.withdrawals.length
    ? `<table><thead><tr><th>#</th><th>Player</th><th>Amount</th><th>Method</th><th>Requested (UTC)</th><th>Decision</th></tr></thead>
<tbody>${view.withdrawals.map(withdrawalRow).join('')}</tbody></table>`
    : '<p class="muted">No withdrawal is waiting for a decision.</p>';
  const requests = view.requests.length ? view.requests.map(requestBlock).join('') : '<p class="muted">No payment request is open.</p>';
  return htmlPage(
    'Operator console',
    `<h1>Operator console</h1>${notice}${error}
<form method="post" action="${CONSOLE_ACTIONS.signOut}"><button type="submit">Sign out</button></form>
<p><a href="${OPERATOR_CONSOLE_PATH}/verification">Identity documents waiting for a decision</a></p>
<h2>Withdrawals waiting for a decision</h2>${withdrawals}
<h2>Open payment requests</h2>${requests}
<h2>Manual correction</h2>
<form method="post" action="${CONSOLE_ACTIONS.correct}">
<input type="hidden" name="idempotencyKey" value="${escapeAttribute(view.correctionKey)}">
<label for="accountId">Account id</label><input id="accountId" name="accountId" inputmode="numeric" required>
<label for="amount">Amount in minor units (negative debits)</label><input id="amount" name="amount" inputmode="numeric" required>
<label for="reason">Reason</label><input id="reason" name="reason" required maxlength="500">
<button type="submit">Post correction</button></form>`,
    WIDE,
  );
}
