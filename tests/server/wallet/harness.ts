import { expect } from 'vitest';
import { IDEMPOTENCY_HEADER, TEST_CARDS } from '../../../src/protocol/constants/wallet';
import { REQUESTED_WITH } from '../../../src/protocol/http';
import {
  ADMIN_WALLET_PATHS,
  WALLET_PATHS,
  depositAnswerSchema,
  intentAnswerSchema,
  walletErrorBodySchema,
  withdrawalAnswerSchema,
  type DepositAnswer,
  type IntentView,
  type WalletErrorBody,
  type WithdrawalAnswer,
} from '../../../src/protocol/schemas/wallet';
import { STEP_UP_PATHS } from '../../../src/protocol/schemas/stepUp';
import { createWalletService, type WalletServiceOptions } from '../../../server/wallet';
import { enc } from '../auth/helpers';
import { betsHarnessForFile, type BetsHarness, type Player } from '../bets/harness';

export const ADMIN_TOKEN = 'operator-token-for-the-wallet-tests';
export const WEBHOOK_SECRET = 'whsec_wallet_tests_0123456789abcdefghij';

/**
 * The bets harness (the real server app over an in-memory PGlite, a live
 * world on a manual clock) with a wallet whose provider queue runs only when
 * a test says so (`h.wallet.provider.runDue()`), on the same manual clock:
 * webhook timestamps, retry delays and the pending card's completion follow
 * `h.clock.advance`.
 */
export function walletHarnessForFile(options: Pick<WalletServiceOptions, 'onFirstDeposit'> = {}): BetsHarness {
  return betsHarnessForFile({
    testFaults: true,
    wallet: ({ db, clock, log }) =>
      createWalletService({
        db,
        log,
        now: clock.now,
        adminToken: ADMIN_TOKEN,
        webhookSecret: WEBHOOK_SECRET,
        autoRun: false,
        pollMs: 25,
        ...options,
      }),
  });
}

let keys = 0;
export const newKey = (what = 'key'): string => `${what}-${Date.now().toString(36)}-${++keys}`;

export type Refusal = WalletErrorBody['error'] & { status: number };

/** A wallet call's refusal, checked against its schema. */
export function refusalOf(reply: { status: number; body: unknown }): Refusal {
  return { ...walletErrorBodySchema.parse(reply.body).error, status: reply.status };
}

export async function startDeposit(
  player: Player,
  over: { amount?: unknown; methodId?: string; currencyIso?: string; accountId?: number | null; key?: string } = {},
): Promise<{ status: number; answer?: DepositAnswer; error?: Refusal; key: string }> {
  const key = over.key ?? newKey('dep');
  const reply = await player.post(
    WALLET_PATHS.deposits,
    {
      accountId: over.accountId ?? null,
      methodId: over.methodId ?? 'card',
      amount: 'amount' in over ? over.amount : 50_000,
      currencyIso: over.currencyIso ?? 'RUB',
      lang: 'en',
    },
    { [IDEMPOTENCY_HEADER]: key },
  );
  if (reply.status === 200) return { status: 200, answer: depositAnswerSchema.parse(reply.body), key };
  return { status: reply.status, error: refusalOf(reply), key };
}

/** The provider's card form, sent as a browser would (no site script, no site cookie): answers the redirect it gives. */
export async function payOnProvider(
  h: BetsHarness,
  redirectUrl: string,
  card: string,
  action = 'pay',
): Promise<{ status: number; location: string | null; text: string }> {
  const form = new URLSearchParams({ card, expiry: '12/39', cvc: '123', action });
  const res = await fetch(new URL(redirectUrl, h.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/** Runs the provider's due actions and webhook deliveries now (the harness's queue does not run on its own). */
export async function runProvider(h: BetsHarness): Promise<{ actions: number; sent: number; delivered: number }> {
  if (!h.wallet) throw new Error('the harness has no wallet');
  return h.wallet.provider.runDue();
}

export async function intentOf(player: Player, id: string): Promise<IntentView> {
  const reply = await player.get(`${WALLET_PATHS.deposit}?id=${encodeURIComponent(id)}`);
  if (reply.status !== 200) throw new Error(`intent ${id}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return intentAnswerSchema.parse(reply.body).intent;
}

/** A whole card deposit: the intent, the provider's page, the webhook; answers the intent as the site knows it after. */
export async function deposit(h: BetsHarness, player: Player, amount: number, card: string = TEST_CARDS.succeeds): Promise<IntentView> {
  const started = await startDeposit(player, { amount });
  if (!started.answer) throw new Error(`deposit refused: ${JSON.stringify(started.error)}`);
  const paid = await payOnProvider(h, started.answer.redirectUrl, card);
  expect(paid.status).toBe(303);
  await runProvider(h);
  return intentOf(player, started.answer.intent.id);
}

export async function withdraw(
  player: Player,
  accountId: number,
  amount: unknown,
  key = newKey('wd'),
  methodId = 'card',
): Promise<{ status: number; answer?: WithdrawalAnswer; error?: Refusal }> {
  const send = () => player.post(WALLET_PATHS.withdrawals, { accountId, methodId, amount }, { [IDEMPOTENCY_HEADER]: key });
  let reply = await send();
  // A withdrawal needs a step-up (server/auth/stepUp.ts): a player whose password the test knows confirms it and sends again.
  if (reply.status === 403 && refusalOf(reply).code === 'wallet.step_up_required' && 'password' in player) {
    const stepped = await player.post(STEP_UP_PATHS.stepUp, { uPassword: enc(String(player.password)) });
    if (stepped.status !== 200) throw new Error(`step-up failed: ${stepped.status} ${JSON.stringify(stepped.body)}`);
    reply = await send();
  }
  if (reply.status === 200) return { status: 200, answer: withdrawalAnswerSchema.parse(reply.body) };
  return { status: reply.status, error: refusalOf(reply) };
}

/** An operator call with the bearer token (or another token). */
export async function admin(
  h: BetsHarness,
  path: (typeof ADMIN_WALLET_PATHS)[keyof typeof ADMIN_WALLET_PATHS],
  body?: unknown,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(new URL(path, h.url), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${options.token ?? ADMIN_TOKEN}`,
      'x-requested-with': REQUESTED_WITH,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}
