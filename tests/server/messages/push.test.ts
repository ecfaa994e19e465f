import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTED_WITH } from '../../../src/protocol/http';
import { MESSAGES_PATHS, pushKeyAnswerSchema, pushPayloadSchema, type PushSubscribeRequest } from '../../../src/protocol/schemas/messages';
import { newPlayer, type Player } from '../bets/harness';
import { messagesHarnessForFile, messagesOf, operatorMessage } from './harness';

const h = messagesHarnessForFile();

interface Received {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A stand-in for a browser's push service: answers 201, or 410 for a browser that is gone. */
let service: Server;
let serviceUrl = '';
const received: Received[] = [];
beforeAll(async () => {
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith('/gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

/** A browser's push subscription: its own ECDH pair and auth secret, as PushManager.subscribe makes them. */
function browserKeys(): { ecdh: ECDH; auth: string; p256dh: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16).toString('base64url'), p256dh: ecdh.getPublicKey('base64url') };
}

function subscription(endpoint: string, keys: { p256dh: string; auth: string }, lang = 'de'): PushSubscribeRequest {
  return {
    subscription: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    lang,
    titles: { notice: 'Mitteilung', bet_settled: 'Wette abgerechnet' },
  };
}

async function subscribed(player: Player, request: PushSubscribeRequest): Promise<number> {
  return (await player.post(MESSAGES_PATHS.pushSubscription, request)).status;
}

const subscriptionCount = async (userId: number): Promise<number> =>
  (await h.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM push_subscription WHERE user_id = $1', [userId]))[0]?.n ?? 0;

describe('web push', () => {
  it('answers the VAPID public key, the same after a restart of the service', async () => {
    const first = pushKeyAnswerSchema.parse(await (await fetch(new URL(MESSAGES_PATHS.pushKey, h.url))).json());
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    await h.restart();
    const again = pushKeyAnswerSchema.parse(await (await fetch(new URL(MESSAGES_PATHS.pushKey, h.url))).json());
    expect(again.publicKey).toBe(first.publicKey);
  });

  it('pushes a committed message encrypted (aes128gcm), titled in the subscriber’s language; drops a gone subscription', async () => {
    const player = await newPlayer(h, 0);
    const keys = browserKeys();
    expect(await subscribed(player, subscription(`${serviceUrl}/ok/${player.userId}`, keys))).toBe(200);
    expect(await subscribed(player, subscription(`${serviceUrl}/gone/${player.userId}`, browserKeys()))).toBe(200);
    received.length = 0;
    const message = (await operatorMessage(h, { userId: player.userId, body: 'Neue Bedingungen', link: '/office/messages' })).message;

    expect(await messagesOf().push.runDue()).toEqual({ messages: 1, sent: 1, dropped: 1 });
    const ok = received.find((r) => r.path.startsWith('/ok/'));
    if (!ok) throw new Error('nothing reached the push service');
    expect(ok.headers['content-encoding']).toBe('aes128gcm');
    expect(ok.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    const payload = pushPayloadSchema.parse(
      JSON.parse(decrypt(ok.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8')),
    );
    expect(payload).toEqual({
      id: message?.id,
      topic: 'notice',
      title: 'Mitteilung',
      body: 'Neue Bedingungen',
      link: '/de/office/messages',
    });
    expect(await subscriptionCount(player.userId)).toBe(1);
    // Sent once: the next pass has nothing.
    expect(await messagesOf().push.runDue()).toEqual({ messages: 0, sent: 0, dropped: 0 });
  });

  it('a subscription belongs to the player who made it; unsubscribing removes only one’s own', async () => {
    const owner = await newPlayer(h, 0);
    const other = await newPlayer(h, 0);
    const endpoint = `${serviceUrl}/ok/owned-${owner.userId}`;
    expect(await subscribed(owner, subscription(endpoint, browserKeys()))).toBe(200);
    const remove = (player: Player) =>
      fetch(new URL(`${MESSAGES_PATHS.pushSubscription}?endpoint=${encodeURIComponent(endpoint)}`, h.url), {
        method: 'DELETE',
        headers: { 'x-requested-with': REQUESTED_WITH, cookie: [...player.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
    expect((await remove(other)).status).toBe(200);
    expect(await subscriptionCount(owner.userId)).toBe(1);
    expect((await remove(owner)).status).toBe(200);
    expect(await subscriptionCount(owner.userId)).toBe(0);
    const guest = await fetch(new URL(MESSAGES_PATHS.pushSubscription, h.url), {
      method: 'POST',
      headers: { 'x-requested-with': REQUESTED_WITH, 'content-type': 'application/json' },
      body: JSON.stringify(subscription(endpoint, browserKeys())),
    });
    expect(guest.status).toBe(401);
    expect((await owner.post(MESSAGES_PATHS.pushSubscription, { subscription: { endpoint: 'nope' } })).status).toBe(400);
  });
});
