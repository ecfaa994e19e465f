import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../src/protocol/constants/wallet';
import { REQUESTED_WITH } from '../../../src/protocol/http';
import { WALLET_PATHS, depositAnswerSchema, historyAnswerSchema, intentAnswerSchema } from '../../../src/protocol/schemas/wallet';
import { ServerProcess, prepare, serverEnv, type Player } from '../../../scripts/ledgerChaos';

const root = mkdtempSync(join(tmpdir(), 'wallet-crash-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function call(
  server: ServerProcess,
  player: Player | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(new URL(path, server.url), {
    method,
    redirect: 'manual',
    headers: {
      'x-requested-with': REQUESTED_WITH,
      ...(player ? { cookie: player.cookie } : {}),
      ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, location: res.headers.get('location'), json: text.startsWith('{') ? (JSON.parse(text) as unknown) : null };
}

describe('a server killed between the provider answer and the ledger write', () => {
  it('loses nothing: after the restart the retried webhook credits the deposit exactly once', async () => {
    const [player] = await prepare({ dataDir: join(root, 'pglite') }, 1);
    if (!player) throw new Error('no player');
    const server = new ServerProcess(serverEnv(root, 1), () => undefined);
    await server.start();
    try {
      const started = await call(
        server,
        player,
        'POST',
        WALLET_PATHS.deposits,
        { accountId: null, methodId: 'card', amount: 75_000, currencyIso: 'RUB', lang: 'en' },
        {
          'idempotency-key': 'crash-test-deposit-1',
        },
      );
      const answer = depositAnswerSchema.parse(started.json);
      // The next webhook writes its ledger movement, then stops before its commit: the process dies there.
      expect((await call(server, null, 'POST', '/__test/wallet', { stallWebhook: true })).status).toBe(200);
      const form = new URLSearchParams({ card: TEST_CARDS.succeeds, expiry: '12/39', cvc: '123', action: 'pay' }).toString();
      const paid = await call(server, null, 'POST', answer.redirectUrl, form, { 'content-type': 'application/x-www-form-urlencoded' });
      expect(paid.status).toBe(303);
      await server.waitForOutput(/webhook stalled before its commit/);
      await server.kill();

      await server.start();
      const before = intentAnswerSchema.parse(
        (await call(server, player, 'GET', `${WALLET_PATHS.deposit}?id=${answer.intent.id}`)).json,
      ).intent;
      // Nothing of the killed transaction survived: the site has not credited it.
      expect(before.status).toBe('created');
      // The delivery is still the provider's: the killed process held its lease, and when the lease runs out
      // (PAYMENT_DELIVERY_LEASE_MS, 10.5 s here) the new process's queue sends it again.
      const deadline = Date.now() + 45_000;
      let after = before;
      while (after.status !== 'succeeded' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        after = intentAnswerSchema.parse((await call(server, player, 'GET', `${WALLET_PATHS.deposit}?id=${answer.intent.id}`)).json).intent;
      }
      expect(after.status).toBe('succeeded');
      const history = historyAnswerSchema.parse((await call(server, player, 'GET', `${WALLET_PATHS.history}?kind=deposit`)).json);
      expect(history.items.map((i) => [i.amount, i.balanceAfter])).toEqual([[75_000, 2_075_000]]);
      // Sent again (a replay), it is a duplicate; the books hold.
      await call(server, null, 'POST', '/__test/wallet', { replay: 10, runNow: true });
      const check = await call(server, null, 'GET', '/__test/wallet/check');
      expect(check.json).toMatchObject({ ok: true });
      const again = historyAnswerSchema.parse((await call(server, player, 'GET', `${WALLET_PATHS.history}?kind=deposit`)).json);
      expect(again.items).toHaveLength(1);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
