import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, userConfigSchema } from '../../../src/protocol/schemas/auth';
import {
  MESSAGES_PATHS,
  messageErrorBodySchema,
  messagesAnswerSchema,
  unreadAnswerSchema,
  type MessagesAnswer,
} from '../../../src/protocol/schemas/messages';
import { ADMIN_WALLET_PATHS, playerEventPayloadSchema } from '../../../src/protocol/schemas/wallet';
import { betOf, finishGame, newPlayer, payload, picker, place, type Player } from '../bets/harness';
import { admin, withdraw } from '../wallet/harness';
import { messagesHarnessForFile, operatorMessage } from './harness';

const h = messagesHarnessForFile();
const pick = picker(h);

async function inbox(player: Player, query = ''): Promise<MessagesAnswer> {
  const reply = await player.get(`${MESSAGES_PATHS.list}${query}`);
  expect(reply.status).toBe(200);
  return messagesAnswerSchema.parse(reply.body);
}

const codeOf = (reply: { status: number; body: unknown }) => ({
  status: reply.status,
  code: messageErrorBodySchema.parse(reply.body).error.code,
});

async function eventsOf(userId: number) {
  const rows = await h.db.query<{ payload: unknown }>('SELECT payload FROM player_event WHERE user_id = $1 ORDER BY id', [userId]);
  return rows.map((r) => playerEventPayloadSchema.parse(r.payload));
}

describe('the inbox', () => {
  it('lists the operator’s messages newest first, paged, with the unread count in the list and the user data', async () => {
    const player = await newPlayer(h, 0);
    for (const n of [1, 2, 3])
      expect((await operatorMessage(h, { userId: player.userId, topic: 'promotion', params: { n }, link: '/promo' })).status).toBe(200);
    const first = await inbox(player, '?limit=2');
    expect(first.unread).toBe(3);
    expect(first.items.map((m) => m.params.n)).toEqual([3, 2]);
    expect(first.items[0]).toMatchObject({ topic: 'promotion', kind: null, link: '/promo', readAt: null });
    const second = await inbox(player, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((m) => m.params.n)).toEqual([1]);
    expect(second.nextCursor).toBeNull();
    const config = userConfigSchema.parse((await player.get(AUTH_PATHS.userConfig)).body);
    expect(config.user_msg_count).toBe(3);
    // Each message went out on the player's channel with the count after it.
    const events = await eventsOf(player.userId);
    expect(events.filter((e) => e.type === 'message').map((e) => (e.type === 'message' ? e.unread : -1))).toEqual([1, 2, 3]);
  });

  it('marks read by id or all, deletes one, and tells the channel the new count each time', async () => {
    const player = await newPlayer(h, 0);
    const ids: number[] = [];
    for (const n of [1, 2, 3])
      ids.push((await operatorMessage(h, { userId: player.userId, kind: 'default', params: { n } })).message?.id ?? 0);
    expect(unreadAnswerSchema.parse((await player.post(MESSAGES_PATHS.read, { ids: [ids[0]] })).body).unread).toBe(2);
    // Reading it again changes nothing and tells nobody.
    expect(unreadAnswerSchema.parse((await player.post(MESSAGES_PATHS.read, { ids: [ids[0]] })).body).unread).toBe(2);
    expect(unreadAnswerSchema.parse((await player.post(MESSAGES_PATHS.remove, { id: ids[1] })).body).unread).toBe(1);
    expect(unreadAnswerSchema.parse((await player.post(MESSAGES_PATHS.read, { all: true })).body).unread).toBe(0);
    const list = await inbox(player);
    expect(list.items.map((m) => m.id)).toEqual([ids[2], ids[0]]);
    expect(list.items.every((m) => m.readAt !== null)).toBe(true);
    const changed = (await eventsOf(player.userId)).filter((e) => e.type === 'messages_changed');
    expect(changed.map((e) => (e.type === 'messages_changed' ? e.unread : -1))).toEqual([2, 1, 0]);
  });

  it('answers 404 for another player’s message, 401 to a guest, and refuses a state change without the script header', async () => {
    const owner = await newPlayer(h, 0);
    const other = await newPlayer(h, 0);
    const id = (await operatorMessage(h, { userId: owner.userId })).message?.id ?? 0;
    expect(codeOf(await other.post(MESSAGES_PATHS.read, { ids: [id] }))).toEqual({ status: 404, code: 'messages.not_found' });
    expect(codeOf(await other.post(MESSAGES_PATHS.remove, { id }))).toEqual({ status: 404, code: 'messages.not_found' });
    expect(codeOf(await other.post(MESSAGES_PATHS.read, { ids: [id, 999_999] }))).toEqual({ status: 404, code: 'messages.not_found' });
    expect((await inbox(other)).items).toEqual([]);
    expect((await inbox(owner)).items.map((m) => m.readAt)).toEqual([null]);

    const guest = await fetch(new URL(MESSAGES_PATHS.list, h.url));
    expect(guest.status).toBe(401);
    const noHeader = await owner.post(MESSAGES_PATHS.read, { all: true }, { 'x-requested-with': '' });
    expect(codeOf(noHeader)).toEqual({ status: 403, code: 'messages.csrf_rejected' });
    expect(codeOf(await owner.post(MESSAGES_PATHS.read, { ids: [] }))).toMatchObject({ status: 400, code: 'messages.invalid_request' });
    expect(codeOf(await owner.get(`${MESSAGES_PATHS.list}?limit=1000`))).toMatchObject({ status: 400 });
  });

  it('the operator endpoint needs the token, a real player and a link inside the site', async () => {
    const player = await newPlayer(h, 0);
    expect((await operatorMessage(h, { userId: player.userId }, 'wrong-token')).status).toBe(401);
    expect((await operatorMessage(h, { userId: 9_999_999 })).status).toBe(404);
    // A player id no row can have (beyond int4) is refused by the schema, not by the database.
    expect((await operatorMessage(h, { userId: 2 ** 31 })).status).toBe(400);
    expect(h.log.text('warn')).not.toContain('refused by the database');
    expect((await operatorMessage(h, { userId: player.userId, link: 'https://evil.example/' })).status).toBe(400);
    expect((await operatorMessage(h, { userId: player.userId, topic: 'bet_settled' as 'notice' })).status).toBe(400);
    const sent = await operatorMessage(h, {
      userId: player.userId,
      topic: 'verification',
      kind: 'alertWithLink',
      body: 'Send a photo',
      link: '/office/verification',
    });
    expect(sent.message).toMatchObject({ topic: 'verification', kind: 'alertWithLink', body: 'Send a photo' });
  });
});

describe('messages from real facts', () => {
  it('a settled bet writes bet_settled with the coupon, its result and payout, in the settlement’s transaction', async () => {
    const player = await newPlayer(h, 100_000);
    const [leg] = pick(1, { sportId: 1, outcomeTypeId: 1 });
    if (!leg) throw new Error('no game');
    const placed = await place(player, payload([betOf(leg)], { amount: 10_000 }));
    await finishGame(h, leg.game.id, [[2, 0]]);
    const [message] = (await inbox(player)).items;
    expect(message).toMatchObject({ topic: 'bet_settled', params: { couponId: Number(placed.couponId), result: 'won', currency: 'RUB' } });
    expect(Number(message?.params.payout)).toBeGreaterThan(10_000);
  });

  it('an approved and a refused withdrawal each write a withdrawal message', async () => {
    const player = await newPlayer(h, 300_000);
    const one = (await withdraw(player, player.accountId, 100_000)).answer?.withdrawal.id as number;
    const two = (await withdraw(player, player.accountId, 100_000)).answer?.withdrawal.id as number;
    expect((await inbox(player)).items).toEqual([]);
    expect((await admin(h, ADMIN_WALLET_PATHS.approve, { withdrawalId: one })).status).toBe(200);
    expect((await admin(h, ADMIN_WALLET_PATHS.refuse, { withdrawalId: two, reason: 'documents' })).status).toBe(200);
    const items = (await inbox(player)).items;
    expect(items.map((m) => [m.topic, m.params.withdrawalId, m.params.status])).toEqual([
      ['withdrawal', two, 'refused'],
      ['withdrawal', one, 'approved'],
    ]);
  });
});
