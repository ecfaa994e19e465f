import { describe, expect, it } from 'vitest';
import { PLAYER_EVENTS_PATH, channelHelloSchema, playerEventSchema, type PlayerEvent } from '../../../src/protocol/schemas/wallet';
import { startServer } from '../../../server/app';
import { createWalletService } from '../../../server/wallet';
import type { SseEvent } from '../../../src/worker/feed/sse';
import { tempDir } from '../helpers';
import { betOf, newPlayer, payload, picker, place, type Player } from '../bets/harness';
import { ADMIN_WALLET_PATHS } from '../../../src/protocol/schemas/wallet';
import { admin, deposit, newKey, walletHarnessForFile, withdraw } from './harness';
import { openPlayerChannel } from './channelClient';

const h = walletHarnessForFile();
const pick = picker(h);

/** The player's channel as a browser's fetch reads it (cookie session). */
const openChannel = (player: Player, options: { base?: string; lastEventId?: number } = {}) =>
  openPlayerChannel(options.base ?? h.url, [...player.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '), options.lastEventId);

const eventOf = (e: SseEvent): PlayerEvent => playerEventSchema.parse(JSON.parse(e.data));

describe('the player channel', () => {
  it('needs a session', async () => {
    const res = await fetch(new URL(PLAYER_EVENTS_PATH, h.url));
    expect(res.status).toBe(401);
  });

  it('pushes the balance of a deposit credited by the webhook, and the first deposit', async () => {
    const player = await newPlayer(h, 0);
    const channel = await openChannel(player);
    try {
      expect(channel.status).toBe(200);
      channelHelloSchema.parse(JSON.parse((await channel.next('hello')).data));
      await deposit(h, player, 40_000);
      const balance = eventOf(await channel.next('balance'));
      expect(balance.event).toMatchObject({
        type: 'balance',
        kind: 'deposit',
        accounts: [{ accountId: player.accountId, money: 40_000, currencyIso: 'RUB' }],
      });
      expect(eventOf(await channel.next('deposit_status')).event).toMatchObject({ status: 'succeeded' });
      expect(eventOf(await channel.next('first_deposit')).event).toMatchObject({ amount: 40_000, bonus: null });
      // A bet and a withdrawal move the balance too; each says so with its movement kind.
      await place(player, payload([betOf(pick(1)[0] as never)], { amount: 40_000 }));
      expect(eventOf(await channel.next('balance')).event).toMatchObject({ kind: 'bet_stake', accounts: [{ money: 0 }] });
    } finally {
      channel.close();
    }
  });

  it('resumes after a drop from Last-Event-ID with exactly the events missed, and says hello with heartbeats', async () => {
    const player = await newPlayer(h, 500_000);
    const first = await openChannel(player);
    const key = newKey();
    await admin(
      h,
      ADMIN_WALLET_PATHS.corrections,
      { accountId: player.accountId, amount: 100, reason: 'one' },
      { headers: { 'idempotency-key': key } },
    );
    const seen = eventOf(await first.next('balance'));
    first.close();
    // Missed while away: a withdrawal (balance and status) and a correction.
    const asked = await withdraw(player, player.accountId, 100_000);
    await admin(
      h,
      ADMIN_WALLET_PATHS.corrections,
      { accountId: player.accountId, amount: 200, reason: 'two' },
      { headers: { 'idempotency-key': newKey() } },
    );
    const again = await openChannel(player, { lastEventId: seen.id });
    try {
      expect(JSON.parse((await again.next('hello')).data)).toMatchObject({ lastEventId: seen.id });
      const missed = [eventOf(await again.next()), eventOf(await again.next()), eventOf(await again.next())];
      expect(missed.map((e) => e.event.type)).toEqual(['balance', 'withdrawal_status', 'balance']);
      expect(missed[1]?.event).toMatchObject({ withdrawalId: asked.answer?.withdrawal.id, status: 'pending' });
      expect(missed.every((e) => e.id > seen.id)).toBe(true);
      await expect(again.next('balance', 300)).rejects.toThrow(/no balance/);
    } finally {
      again.close();
    }
  });

  it('is driven by the database: a movement made by another server process reaches a channel of this one', async () => {
    const player = await newPlayer(h, 0);
    const dist = tempDir('wallet-second-');
    const wallet = createWalletService({
      db: h.db,
      log: h.log,
      adminToken: 'second-operator-token',
      autoRun: false,
      pollMs: 50,
      heartbeatMs: 100,
    });
    const second = await startServer({ db: h.db, distDir: dist.path, port: 0, log: h.log, wallet, testFaults: false });
    await wallet.start(second.url);
    const channel = await openChannel(player, { base: second.url });
    try {
      await channel.next('hello');
      // The heartbeat keeps a quiet channel provably alive.
      await channel.next('heartbeat', 1_000);
      await admin(
        h,
        ADMIN_WALLET_PATHS.corrections,
        { accountId: player.accountId, amount: 7_000, reason: 'from the first server' },
        { headers: { 'idempotency-key': newKey() } },
      );
      expect(eventOf(await channel.next('balance')).event).toMatchObject({ kind: 'manual_correction', accounts: [{ money: 7_000 }] });
    } finally {
      channel.close();
      await second.close();
      await wallet.stop();
      dist.remove();
    }
  });
});
