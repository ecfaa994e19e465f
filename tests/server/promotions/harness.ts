import { REQUESTED_WITH } from '../../../src/protocol/http';
import { IDEMPOTENCY_HEADER } from '../../../src/protocol/constants/wallet';
import { PROMOTION_PATHS, promotionErrorBodySchema, promotionOptAnswerSchema } from '../../../src/protocol/schemas/promotions';
import { createWalletService } from '../../../server/wallet';
import { betsHarnessForFile, type BetsHarness, type Player } from '../bets/harness';
import { ADMIN_TOKEN as WALLET_ADMIN_TOKEN, WEBHOOK_SECRET, newKey } from '../wallet/harness';

export const OPERATOR_TOKEN = 'operator-token-for-the-promotion-tests';

/** The wallet harness (deposits through the test provider) with the server's operator token set, so the promotions' admin API exists. */
export function promotionsHarnessForFile(): BetsHarness {
  return betsHarnessForFile({
    testFaults: true,
    adminToken: OPERATOR_TOKEN,
    wallet: ({ db, clock, log }) =>
      createWalletService({
        db,
        log,
        now: clock.now,
        adminToken: WALLET_ADMIN_TOKEN,
        webhookSecret: WEBHOOK_SECRET,
        autoRun: false,
        pollMs: 25,
      }),
  });
}

/** An operator call with the bearer token (or another, or none). */
export async function operator(h: BetsHarness, path: string, body?: unknown, token: string | null = OPERATOR_TOKEN) {
  const res = await fetch(new URL(path, h.url), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      'x-requested-with': REQUESTED_WITH,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

export const optIn = (player: Player, slug: string, key: string | null = newKey('opt')) =>
  player.post(PROMOTION_PATHS.optIn, { slug }, key === null ? {} : { [IDEMPOTENCY_HEADER]: key });
export const optOut = (player: Player, slug: string) => player.post(PROMOTION_PATHS.optOut, { slug });

export const opted = (reply: { body: unknown }) => promotionOptAnswerSchema.parse(reply.body);
export const refusal = (reply: { status: number; body: unknown }) => ({
  status: reply.status,
  ...promotionErrorBodySchema.parse(reply.body).error,
});
