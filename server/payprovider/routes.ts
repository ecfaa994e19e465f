import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { PAY_PROVIDER_PATH, type OnpayOutcome } from '../../src/protocol/schemas/wallet';
import { readFormBody } from '../auth/http';
import type { Db, Queryable } from '../db/db';
import { sendHtml as html, seeOther } from '../http/htmlPage';
import { BodyError } from '../http/respond';
import type { Router } from '../http/router';
import { exemptFromScriptCall } from '../http/scriptCall';
import type { Logger } from '../log';
import { checkCard } from './cards';
import { checkoutPage, confirmPage, messagePage } from './pages';
import { enqueueEvent, loadPayment, movePayment, scheduleAction, type ProviderPayment } from './store';
import type { ProviderSwitches } from './switches';

export interface ProviderRouteDeps {
  readonly db: Db;
  readonly log: Logger;
  readonly now: () => number;
  readonly switches: ProviderSwitches;
  /** A new event is queued: deliver soon. */
  readonly wake: () => void;
}

const FOLDER = `${PAY_PROVIDER_PATH}/`;
const CHECKOUT = `${FOLDER}checkout/`;

/**
 * The folder's path below its prefix: `checkout/{intentId}` (the card form) or `checkout/{intentId}/confirm`. Any other
 * path is null, which the page answers as a link that is not valid (404), so a mistyped link never reads as an error.
 */
const pagePathSchema = z.object({ rest: z.string() }).transform(({ rest }) => {
  const match = /^checkout\/(pi_[A-Za-z0-9]{16,64})(\/|\/confirm)?$/.exec(rest);
  return match ? { id: match[1] as string, step: match[2] === '/confirm' ? ('confirm' as const) : ('' as const) } : null;
});

/** The two pages' forms (urlencoded): the card form's fields and the buttons' `action`; a missing field reads as empty. */
const pageFormSchema = z.object({
  action: z.string().optional(),
  card: z.string().optional().default(''),
  expiry: z.string().optional().default(''),
  cvc: z.string().optional().default(''),
});
type PageForm = z.output<typeof pageFormSchema>;

/** Where the provider sends the player back: the site's onpay page with the intent; the page asks the site for the real outcome. */
const backTo = (payment: ProviderPayment, outcome: OnpayOutcome): string =>
  `/${payment.lang}/onpay/${outcome}?intent=${encodeURIComponent(payment.intentId)}`;

const OUTCOME_OF: Record<ProviderPayment['status'], OnpayOutcome> = {
  open: 'pending',
  requires_action: 'pending',
  processing: 'pending',
  succeeded: 'success',
  failed: 'fail',
  cancelled: 'cancel',
};

function finished(res: ServerResponse, payment: ProviderPayment): void {
  html(
    res,
    409,
    messagePage('Payment already handled', `This payment is ${payment.status}. Nothing more to do here.`, {
      href: backTo(payment, OUTCOME_OF[payment.status]),
      label: 'Back to the site',
    }),
  );
}

/**
 * The hosted pages: GET and POST /pay-provider/checkout/{intentId} (the card
 * form) and .../{intentId}/confirm (the second step of the 3-D Secure test
 * card). A form is answered once: the payment moves from `open` only once,
 * so a second submit (another tab, a double click) shows it is handled.
 */
const PROVIDER_FORMS = exemptFromScriptCall(
  "the simulated payment provider's hosted pages: a third party's HTML forms (no headers can be set), " +
    'acting only on the unguessable intent id in the path, with no site session',
);

export function registerProviderPages(router: Router, deps: ProviderRouteDeps): void {
  router.under(
    `${PAY_PROVIDER_PATH}/`,
    ['GET', 'POST'],
    async ({ req, res, url }) => {
      const page = pagePathSchema.parse({ rest: url.pathname.slice(FOLDER.length) });
      const payment = page ? await loadPayment(deps.db, page.id) : null;
      if (!page || !payment) return html(res, 404, messagePage('Payment not found', 'This payment link is not valid.'));
      const { step } = page;
      const action = `${CHECKOUT}${encodeURIComponent(payment.intentId)}${step === 'confirm' ? '/confirm' : ''}`;
      if (req.method !== 'POST') {
        if (step === 'confirm')
          return payment.status === 'requires_action'
            ? html(res, 200, confirmPage({ action, amount: payment.amount, currency: payment.currency, merchant: payment.merchant }))
            : finished(res, payment);
        if (payment.status === 'requires_action') return seeOther(res, `${action}/confirm`);
        if (payment.status !== 'open') return finished(res, payment);
        return html(res, 200, checkoutPage({ action, amount: payment.amount, currency: payment.currency, merchant: payment.merchant }));
      }
      const form = await readForm(req, res);
      if (!form) return;
      if (step === 'confirm') return confirm(deps, res, payment, form.action === 'complete');
      return pay(deps, res, payment, action, form);
    },
    // One folder serves the pages (GET) and their forms (POST): the router gives the body to the POST alone.
    { input: { params: pagePathSchema, body: pageFormSchema }, guard: PROVIDER_FORMS },
  );
}

async function readForm(req: IncomingMessage, res: ServerResponse): Promise<PageForm | null> {
  try {
    return pageFormSchema.parse(Object.fromEntries(await readFormBody(req)));
  } catch (error) {
    if (error instanceof BodyError) {
      html(res, 413, messagePage('Form too large', error.message));
      return null;
    }
    throw error;
  }
}

/** One transition and its event in one transaction; false when another submit got there first. */
async function transition(
  deps: ProviderRouteDeps,
  payment: ProviderPayment,
  from: readonly ProviderPayment['status'][],
  to: ProviderPayment['status'],
  extra: { last4?: string; reason?: string; then?: (tx: Queryable, at: number) => Promise<void> } = {},
): Promise<boolean> {
  const at = deps.now();
  const moved = await deps.db.transaction(async (tx) => {
    if (!(await movePayment(tx, payment.intentId, from, to, at, extra.last4))) return false;
    const type =
      to === 'succeeded'
        ? 'payment.succeeded'
        : to === 'failed'
          ? 'payment.failed'
          : to === 'cancelled'
            ? 'payment.cancelled'
            : to === 'processing'
              ? 'payment.pending'
              : 'payment.requires_action';
    await enqueueEvent(
      tx,
      {
        kind: 'payment',
        type,
        data: {
          object: 'payment',
          intentId: payment.intentId,
          amount: payment.amount,
          currency: payment.currency,
          ...(extra.reason ? { reason: extra.reason } : {}),
        },
      },
      at,
    );
    await extra.then?.(tx, at);
    return true;
  });
  if (moved) deps.wake();
  return moved;
}

async function pay(deps: ProviderRouteDeps, res: ServerResponse, payment: ProviderPayment, action: string, form: PageForm): Promise<void> {
  if (form.action === 'cancel') {
    if (!(await transition(deps, payment, ['open'], 'cancelled', { reason: 'cancelled_by_payer' }))) return finished(res, payment);
    return seeOther(res, backTo(payment, 'cancel'));
  }
  const card = checkCard({ card: form.card, expiry: form.expiry, cvc: form.cvc }, deps.now());
  if (!card.ok)
    return html(
      res,
      422,
      checkoutPage({ action, amount: payment.amount, currency: payment.currency, merchant: payment.merchant, error: card.message }),
    );
  const last4 = card.last4;
  switch (card.outcome) {
    case 'succeeds':
      if (!(await transition(deps, payment, ['open'], 'succeeded', { last4 }))) return finished(res, payment);
      return seeOther(res, backTo(payment, 'success'));
    case 'declined':
      if (!(await transition(deps, payment, ['open'], 'failed', { last4, reason: 'card_declined' }))) return finished(res, payment);
      return seeOther(res, backTo(payment, 'fail'));
    case 'pending': {
      const then = (tx: Queryable, at: number) =>
        scheduleAction(tx, 'complete_payment', payment.intentId, at + deps.switches.pendingCompleteMs);
      if (!(await transition(deps, payment, ['open'], 'processing', { last4, then }))) return finished(res, payment);
      return seeOther(res, backTo(payment, 'pending'));
    }
    case 'threeDSecure':
      if (!(await transition(deps, payment, ['open'], 'requires_action', { last4 }))) return finished(res, payment);
      return seeOther(res, `${action}/confirm`);
  }
}

async function confirm(deps: ProviderRouteDeps, res: ServerResponse, payment: ProviderPayment, complete: boolean): Promise<void> {
  const to = complete ? 'succeeded' : 'failed';
  if (!(await transition(deps, payment, ['requires_action'], to, complete ? {} : { reason: 'authentication_failed' })))
    return finished(res, payment);
  return seeOther(res, backTo(payment, complete ? 'success' : 'fail'));
}
