import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../src/protocol/constants/wallet';
import { WALLET_PATHS, webhookAnswerSchema, type ProviderEvent } from '../../../src/protocol/schemas/wallet';
import { signatureHeader } from '../../../server/payprovider';
import { expectLedgerBalanced } from '../helpers';
import { balanceOf, newPlayer } from '../bets/harness';
import { WEBHOOK_SECRET, intentOf, payOnProvider, refusalOf, runProvider, startDeposit, walletHarnessForFile } from './harness';

const h = walletHarnessForFile();

let events = 0;
const eventId = () => `evt_test${Date.now().toString(36)}${++events}`;

function paymentEvent(
  intentId: string,
  type: Extract<ProviderEvent, { kind: 'payment' }>['type'],
  amount: number,
  id = eventId(),
): ProviderEvent {
  return {
    kind: 'payment',
    id,
    type,
    created: Math.floor(h.clock.now() / 1000),
    data: { object: 'payment', intentId, amount, currency: 'RUB' },
  };
}

/** Posts a webhook as the provider would, signed at `t` (seconds) with `secret`, or with the header given. */
async function post(body: string, options: { t?: number; secret?: string; header?: string | null } = {}) {
  const t = options.t ?? Math.floor(h.clock.now() / 1000);
  const header = options.header === undefined ? signatureHeader(options.secret ?? WEBHOOK_SECRET, t, body) : options.header;
  const res = await fetch(new URL(WALLET_PATHS.webhook, h.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'provider-signature': header }) },
    body,
  });
  const json = (await res.json()) as unknown;
  return { status: res.status, body: json };
}

async function send(event: ProviderEvent) {
  const reply = await post(JSON.stringify(event));
  return reply.status === 200
    ? { status: 200, answer: webhookAnswerSchema.parse(reply.body) }
    : { status: reply.status, error: refusalOf(reply) };
}

/** An intent the provider knows, whose own events are held back (paused): the test sends its own. */
async function freshIntent(amount = 25_000) {
  const player = await newPlayer(h, 0);
  const started = await startDeposit(player, { amount });
  return { player, id: started.answer?.intent.id as string, redirectUrl: started.answer?.redirectUrl as string };
}

describe('the webhook refuses what the provider did not sign, or signed too long ago', () => {
  it('a bad signature, a missing one, a timestamp 5 minutes off either way, a body that is not an event', async () => {
    const { player, id } = await freshIntent();
    const body = JSON.stringify(paymentEvent(id, 'payment.succeeded', 25_000));
    expect((await post(body, { secret: 'not-the-secret-not-the-secret-not-the' })).body).toMatchObject({
      error: { code: 'wallet.signature_invalid' },
    });
    expect((await post(body, { header: null })).status).toBe(400);
    expect(refusalOf(await post(body, { header: 't=123' })).code).toBe('wallet.signature_missing');
    expect(refusalOf(await post(body, { header: `t=${Math.floor(h.clock.now() / 1000)},v1=zz` })).code).toBe('wallet.signature_invalid');
    // The body changed after signing.
    const signed = signatureHeader(WEBHOOK_SECRET, Math.floor(h.clock.now() / 1000), body);
    expect(refusalOf(await post(body.replace('25000', '99999'), { header: signed })).code).toBe('wallet.signature_invalid');
    const now = Math.floor(h.clock.now() / 1000);
    expect(refusalOf(await post(body, { t: now - 301 })).code).toBe('wallet.timestamp_out_of_range');
    expect(refusalOf(await post(body, { t: now + 301 })).code).toBe('wallet.timestamp_out_of_range');
    expect((await post(body, { t: now - 299 })).status).toBe(200);
    expect(refusalOf(await post('{"kind":"payment"}')).code).toBe('wallet.invalid_request');
    expect(refusalOf(await post('not json')).code).toBe('wallet.invalid_request');
    expect(await balanceOf(h.db, player.accountId)).toBe(25_000);
  });
});

describe('the webhook applies each event once, whatever the order', () => {
  it('a duplicate event id, and the same payment confirmed twice under two ids, credit once', async () => {
    const { player, id } = await freshIntent();
    const event = paymentEvent(id, 'payment.succeeded', 25_000);
    expect(await send(event)).toMatchObject({ status: 200, answer: { applied: true, note: 'applied' } });
    expect(await send(event)).toMatchObject({ status: 200, answer: { applied: false, note: 'duplicate' } });
    expect(await send(paymentEvent(id, 'payment.succeeded', 25_000))).toMatchObject({
      status: 200,
      answer: { applied: false, note: 'stale' },
    });
    expect(await balanceOf(h.db, player.accountId)).toBe(25_000);
    await expectLedgerBalanced(h.db);
  });

  it('a succeeded after failed is refused by state; a pending after succeeded does not undo it', async () => {
    const failed = await freshIntent();
    await send(paymentEvent(failed.id, 'payment.failed', 25_000));
    expect(await send(paymentEvent(failed.id, 'payment.succeeded', 25_000))).toMatchObject({
      answer: { applied: false, note: 'refused_by_state' },
    });
    expect((await intentOf(failed.player, failed.id)).status).toBe('failed');
    expect(await balanceOf(h.db, failed.player.accountId)).toBe(0);
    expect(h.log.text('warn')).toMatch(/contradicts a final state/);

    const ok = await freshIntent();
    await send(paymentEvent(ok.id, 'payment.succeeded', 25_000));
    expect(await send(paymentEvent(ok.id, 'payment.pending', 25_000))).toMatchObject({ answer: { applied: false, note: 'stale' } });
    expect(await send(paymentEvent(ok.id, 'payment.failed', 25_000))).toMatchObject({
      answer: { applied: false, note: 'refused_by_state' },
    });
    expect((await intentOf(ok.player, ok.id)).status).toBe('succeeded');
    expect(await balanceOf(h.db, ok.player.accountId)).toBe(25_000);
  });

  it('an unknown intent or another amount is a typed 4xx that records nothing (a later delivery is judged afresh)', async () => {
    expect((await send(paymentEvent('pi_doesnotexistdoesnotexist', 'payment.succeeded', 25_000))).error).toMatchObject({
      code: 'wallet.intent_not_found',
      status: 404,
    });
    const { player, id } = await freshIntent();
    const wrong = paymentEvent(id, 'payment.succeeded', 99_000);
    expect((await send(wrong)).error).toMatchObject({ code: 'wallet.amount_mismatch', status: 422 });
    const [seen] = await h.db.query('SELECT 1 FROM webhook_event WHERE event_id = $1', [wrong.id]);
    expect(seen).toBeUndefined();
    expect(await balanceOf(h.db, player.accountId)).toBe(0);
  });
});

describe('the provider delivery queue', () => {
  it('retries a failing delivery with growing delays until the site takes it', async () => {
    const switches = h.wallet?.provider.switches;
    if (!switches) throw new Error('no wallet');
    const { player, redirectUrl, id } = await freshIntent();
    switches.failNext = 3;
    await payOnProvider(h, redirectUrl, TEST_CARDS.succeeds);
    const due = async () =>
      (
        await h.db.query<{ attempts: number; next_attempt_at: Date; status: string }>(
          `SELECT attempts, next_attempt_at, status FROM provider_delivery WHERE body LIKE $1`,
          [`%${id}%`],
        )
      )[0];
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await runProvider(h)).delivered).toBe(0);
      const row = await due();
      waits.push(new Date(row?.next_attempt_at as Date).getTime() - h.clock.now());
      // Not due yet: nothing is sent.
      expect((await runProvider(h)).sent).toBe(0);
      h.clock.advance(waits.at(-1) as number);
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    expect((await runProvider(h)).delivered).toBe(1);
    expect(await due()).toMatchObject({ attempts: 4, status: 'delivered' });
    expect(await balanceOf(h.db, player.accountId)).toBe(25_000);
  });

  it('duplicated, reordered and replayed deliveries leave one credit and the final state', async () => {
    const switches = h.wallet?.provider.switches;
    if (!switches) throw new Error('no wallet');
    const { player, redirectUrl, id } = await freshIntent();
    switches.paused = true;
    try {
      await payOnProvider(h, redirectUrl, TEST_CARDS.pending);
      h.clock.advance(31_000);
      // The pending payment completes while deliveries wait: both events are due, and go newest first, each twice.
      await runProvider(h);
      switches.paused = false;
      switches.reorder = true;
      switches.duplicate = true;
      expect(await runProvider(h)).toMatchObject({ sent: 2, delivered: 2 });
    } finally {
      switches.paused = false;
      switches.reorder = false;
      switches.duplicate = false;
    }
    expect((await intentOf(player, id)).status).toBe('succeeded');
    const notes = await h.db.query<{ type: string; note: string }>(
      `SELECT w.type, w.note FROM webhook_event w JOIN provider_delivery d ON d.event_id = w.event_id WHERE d.body LIKE $1
        ORDER BY w.received_at, w.type`,
      [`%${id}%`],
    );
    expect(notes.map((n) => `${n.type}:${n.note}`).sort()).toEqual(['payment.pending:stale', 'payment.succeeded:applied']);
    expect(await h.wallet?.provider.replay(1000)).toBeGreaterThan(0);
    await runProvider(h);
    await runProvider(h);
    expect(await balanceOf(h.db, player.accountId)).toBe(25_000);
    await expectLedgerBalanced(h.db);
  });
});
