import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../src/protocol/constants/wallet';
import {
  ADMIN_WALLET_PATHS,
  WALLET_PATHS,
  adminRequestsAnswerSchema,
  paymentRequestAnswerSchema,
  paymentRequestsAnswerSchema,
  topicsAnswerSchema,
} from '../../../src/protocol/schemas/wallet';
import { newPlayer, type Player } from '../bets/harness';
import { admin, deposit, newKey, refusalOf, walletHarnessForFile } from './harness';

const h = walletHarnessForFile();

const create = (player: Player, body: Record<string, unknown>, key = newKey('req')) =>
  player.post(WALLET_PATHS.requests, body, { [IDEMPOTENCY_HEADER]: key });

describe('payment requests', () => {
  it('topics with their subtopics (the methods) and the movement kinds they are about', async () => {
    const player = await newPlayer(h, 0);
    const { topics } = topicsAnswerSchema.parse((await player.get(WALLET_PATHS.requestTopics)).body);
    expect(topics.map((t) => t.key)).toEqual(['deposit_not_credited', 'withdrawal_delayed', 'other']);
    expect(topics[0]?.movementKinds).toEqual(['deposit']);
    expect(topics[1]?.subtopics.map((s) => s.methodId)).toEqual(['card', 'ewallet', 'sbp', 'bank_transfer']);
  });

  it('a player opens one about a deposit of theirs, the operator answers, the player replies and closes it', async () => {
    const player = await newPlayer(h, 0);
    const intent = await deposit(h, player, 30_000);
    const { topics } = topicsAnswerSchema.parse((await player.get(WALLET_PATHS.requestTopics)).body);
    const topic = topics[0];
    const body = {
      topicId: topic?.id,
      subTopicId: topic?.subtopics[0]?.id,
      transactionId: intent.movementId,
      message: 'Where is my money?',
    };
    const key = newKey('req');
    const [a, b] = await Promise.all([create(player, body, key), create(player, body, key)]);
    const created = paymentRequestAnswerSchema.parse(a.body).request;
    expect(paymentRequestAnswerSchema.parse(b.body).request.id).toBe(created.id);
    expect(created).toMatchObject({
      status: 'open',
      transactionId: intent.movementId,
      messages: [{ author: 'player', body: 'Where is my money?' }],
    });
    expect(refusalOf(await create(player, { ...body, message: 'other words' }, key)).code).toBe('wallet.idempotency_conflict');

    const open = adminRequestsAnswerSchema.parse((await admin(h, `${ADMIN_WALLET_PATHS.requests}?status=open` as never)).body);
    expect(open.items.some((r) => r.id === created.id && r.userId === player.userId)).toBe(true);
    const answered = await admin(h, ADMIN_WALLET_PATHS.requestReply, {
      requestId: created.id,
      message: 'Credited now, sorry for the wait.',
    });
    expect(answered.body).toMatchObject({ request: { status: 'answered' } });
    const [event] = await h.db.query<{ type: string }>(
      "SELECT type FROM player_event WHERE user_id = $1 AND type = 'payment_request_reply'",
      [player.userId],
    );
    expect(event?.type).toBe('payment_request_reply');

    const replied = paymentRequestAnswerSchema.parse(
      (await player.post(WALLET_PATHS.requestReply, { requestId: created.id, message: 'Thanks!' })).body,
    );
    expect(replied.request.status).toBe('open');
    expect(replied.request.messages.map((m) => m.author)).toEqual(['player', 'operator', 'player']);
    expect(paymentRequestsAnswerSchema.parse((await player.get(WALLET_PATHS.requests)).body).items.map((r) => r.id)).toEqual([created.id]);
    const closed = paymentRequestAnswerSchema.parse((await player.post(WALLET_PATHS.requestClose, { requestId: created.id })).body);
    expect(closed.request.status).toBe('closed');
    expect(refusalOf(await player.post(WALLET_PATHS.requestReply, { requestId: created.id, message: 'again' }))).toMatchObject({
      code: 'wallet.request_closed',
      status: 409,
    });
  });

  it('refuses another player transaction or request, a topic that does not exist, a transaction of another kind', async () => {
    const player = await newPlayer(h, 0);
    const stranger = await newPlayer(h, 0);
    const theirs = await deposit(h, stranger, 20_000);
    expect(refusalOf(await create(player, { topicId: 1, transactionId: theirs.movementId, message: 'mine?' }))).toMatchObject({
      code: 'wallet.transaction_not_found',
      status: 404,
    });
    expect(refusalOf(await create(player, { topicId: 99, message: 'x' }))).toMatchObject({ code: 'wallet.topic_not_found', status: 404 });
    expect(refusalOf(await create(player, { topicId: 1, subTopicId: 999, message: 'x' })).code).toBe('wallet.topic_not_found');
    const mine = await deposit(h, player, 20_000);
    expect(refusalOf(await create(player, { topicId: 2, transactionId: mine.movementId, message: 'x' })).code).toBe(
      'wallet.invalid_request',
    );
    expect(refusalOf(await create(player, { topicId: 3, message: '' })).code).toBe('wallet.invalid_request');
    const ok = paymentRequestAnswerSchema.parse((await create(stranger, { topicId: 3, message: 'hello' })).body);
    expect(refusalOf(await player.get(`${WALLET_PATHS.request}?id=${ok.request.id}`))).toMatchObject({
      code: 'wallet.request_not_found',
      status: 404,
    });
    expect(refusalOf(await player.post(WALLET_PATHS.requestReply, { requestId: ok.request.id, message: 'hi' })).status).toBe(404);
  });
});
