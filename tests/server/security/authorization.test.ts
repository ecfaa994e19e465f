import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../src/protocol/constants/wallet';
import { BETS_PATHS } from '../../../src/protocol/schemas/bets';
import { LIMIT_TYPE } from '../../../src/protocol/constants/limits';
import { LIMITS_PATHS } from '../../../src/protocol/schemas/limits';
import { GAME_STATUS } from '../../../src/protocol/constants/gameStatus';
import { liveStreamUrl } from '../../../src/protocol/constants/media';
import { AUTH_PATHS, tokenAnswerSchema } from '../../../src/protocol/schemas/auth';
import { ADMIN_MESSAGES_PATH, MESSAGES_PATHS } from '../../../src/protocol/schemas/messages';
import { QUESTION_PATHS } from '../../../src/protocol/schemas/questions';
import { SUPPORT_CHAT_PATH, SUPPORT_REQUEST_PATH } from '../../../src/protocol/schemas/support';
import { WALLET_PATHS } from '../../../src/protocol/schemas/wallet';
import { Browser } from '../auth/helpers';
import { betOf, newPlayer, payload, picker, place, type Player } from '../bets/harness';
import { ADMIN_TOKEN, newKey, startDeposit, walletHarnessForFile } from '../wallet/harness';

/**
 * Every route that takes the id of a player's object, called by another
 * player and by a guest with player A's ids: each answers 401 (a guest),
 * 403 or 404, and never A's data. The routes are listed as data below, one
 * per object id a route takes (found by reading server/*: every `?id=`,
 * `accountId`, `couponId`, `requestId`, ... a route reads).
 */

// The operator's endpoints (messages, questions) read the token from the environment when the server is built.
const previousAdminToken = process.env.ADMIN_TOKEN;
process.env.ADMIN_TOKEN = ADMIN_TOKEN;
const h = walletHarnessForFile();

interface Owned {
  readonly userId: number;
  readonly accountId: number;
  readonly couponId: string;
  readonly intentId: string;
  readonly requestId: number;
  readonly conversation: string;
  readonly conversationNumber: number;
  readonly messageId: number;
  readonly questionId: number;
  readonly limitId: number;
  /** A's user video token and a game with live video it plays. */
  readonly videoToken: string;
  readonly videoGameId: number;
}

interface Case {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: (a: Owned) => string;
  readonly body?: (a: Owned) => unknown;
  readonly headers?: Record<string, string>;
}

const ROUTES: readonly Case[] = [
  // Bets: coupons and the account they are paid from.
  { name: 'coupon by id', method: 'GET', path: (a) => `${BETS_PATHS.coupon}?id=${a.couponId}` },
  { name: 'cash-out offers of coupons', method: 'GET', path: (a) => `${BETS_PATHS.offers}?ids=${a.couponId}` },
  { name: 'cash out a coupon', method: 'POST', path: () => BETS_PATHS.sell, body: (a) => ({ couponId: a.couponId, minAmount: 1 }) },
  {
    name: 'insure a coupon',
    method: 'POST',
    path: () => BETS_PATHS.insure,
    body: (a) => ({ couponId: a.couponId, amount: 1, premiumPercent: 100 }),
  },
  {
    name: "coupon info on another's account",
    method: 'POST',
    path: () => BETS_PATHS.couponInfo,
    body: (a) => ({ typeId: 0, accountId: a.accountId, bets: [] }),
  },
  // Wallet: accounts, payment intents, withdrawals, history, payment requests.
  { name: 'withdrawable of an account', method: 'GET', path: (a) => `${WALLET_PATHS.withdrawable}?accountId=${a.accountId}` },
  { name: 'history of an account', method: 'GET', path: (a) => `${WALLET_PATHS.history}?accountId=${a.accountId}` },
  { name: 'history CSV of an account', method: 'GET', path: (a) => `${WALLET_PATHS.historyCsv}?accountId=${a.accountId}` },
  { name: 'payment intent by id', method: 'GET', path: (a) => `${WALLET_PATHS.deposit}?id=${encodeURIComponent(a.intentId)}` },
  {
    name: 'deposit to an account',
    method: 'POST',
    path: () => WALLET_PATHS.deposits,
    body: (a) => ({ accountId: a.accountId, methodId: 'card', amount: 50_000, currencyIso: 'RUB', lang: 'en' }),
    headers: { [IDEMPOTENCY_HEADER]: 'authz-deposit' },
  },
  {
    name: 'withdraw from an account',
    method: 'POST',
    path: () => WALLET_PATHS.withdrawals,
    body: (a) => ({ accountId: a.accountId, methodId: 'card', amount: 100 }),
    headers: { [IDEMPOTENCY_HEADER]: 'authz-withdrawal' },
  },
  { name: 'cancel a withdrawal', method: 'POST', path: () => WALLET_PATHS.cancelWithdrawal, body: () => ({ withdrawalId: 1 }) },
  { name: 'payment request by id', method: 'GET', path: (a) => `${WALLET_PATHS.request}?id=${a.requestId}` },
  {
    name: 'reply to a payment request',
    method: 'POST',
    path: () => WALLET_PATHS.requestReply,
    body: (a) => ({ requestId: a.requestId, message: 'mine now' }),
  },
  { name: 'close a payment request', method: 'POST', path: () => WALLET_PATHS.requestClose, body: (a) => ({ requestId: a.requestId }) },
  // Support chat: by its handle, and by the table's number.
  {
    name: 'read a chat by handle',
    method: 'GET',
    path: (a) => `${SUPPORT_CHAT_PATH}?conversation=${encodeURIComponent(a.conversation)}&after=0`,
  },
  { name: 'read a chat by number', method: 'GET', path: (a) => `${SUPPORT_CHAT_PATH}?conversation=${a.conversationNumber}&after=0` },
  {
    name: 'write in a chat by handle',
    method: 'POST',
    path: () => SUPPORT_REQUEST_PATH,
    body: (a) => ({ kind: 'chat', name: 'B', message: 'in your chat', lang: 'en', page: '/', conversationId: a.conversation }),
  },
  // Messages, questions, limits.
  { name: 'mark a message read', method: 'POST', path: () => MESSAGES_PATHS.read, body: (a) => ({ ids: [a.messageId] }) },
  { name: 'delete a message', method: 'POST', path: () => MESSAGES_PATHS.remove, body: (a) => ({ id: a.messageId }) },
  { name: 'answer a question', method: 'POST', path: () => QUESTION_PATHS.answer, body: (a) => ({ questionId: a.questionId, option: 0 }) },
  { name: 'remove a limit by id', method: 'DELETE', path: (a) => `${LIMITS_PATHS.limit}?limitId=${a.limitId}` },
  {
    name: "remove a limit by the player's id",
    method: 'DELETE',
    path: (a) => `${LIMITS_PATHS.limit}?userId=${a.userId}&limitType=${LIMIT_TYPE.deposit24h}&currencyIso=RUB`,
  },
  {
    name: "act on a limit by the player's id",
    method: 'POST',
    path: () => LIMITS_PATHS.limitAction,
    body: (a) => ({ action: 'reject', limitId: a.limitId, userId: a.userId }),
  },
  // The live video: A's video token plays only in A's own session.
  { name: "a live stream with another's video token", method: 'GET', path: (a) => liveStreamUrl(a.videoGameId, a.videoToken) },
];

let a: Player & { accountId: number };
let owned: Owned;

async function operator(path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(new URL(path, h.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** What A's objects look like now, to check that nothing the walk sent changed them. */
async function snapshot(): Promise<unknown[]> {
  return Promise.all([
    h.db.query('SELECT id, money FROM account WHERE id = $1', [owned.accountId]),
    h.db.query('SELECT count(*)::int AS n FROM support_chat_message WHERE conversation_id = $1', [owned.conversationNumber]),
    h.db.query('SELECT answer FROM player_question WHERE id = $1', [owned.questionId]),
    a.get(MESSAGES_PATHS.list).then((r) => r.body),
    a.get(`${WALLET_PATHS.request}?id=${owned.requestId}`).then((r) => r.body),
    a.get(LIMITS_PATHS.limits).then((r) => r.body),
    a.get(`${BETS_PATHS.coupon}?id=${owned.couponId}`).then((r) => r.body),
  ]);
}

beforeAll(async () => {
  await h.db.query(
    `INSERT INTO site_config_field (country_code, field, value) VALUES ('*', 'consultantParams', '{"consultant_id": "c-1"}'::jsonb)
       ON CONFLICT (country_code, field) DO UPDATE SET value = EXCLUDED.value`,
  );
  a = await newPlayer(h);
  const pick = picker(h);
  const placed = await place(a, payload([betOf(pick(1)[0]!)]));
  const started = await startDeposit(a);
  if (!started.answer) throw new Error(`deposit refused: ${JSON.stringify(started.error)}`);
  const topics = await a.get<{ topics: { id: number }[] }>(WALLET_PATHS.requestTopics);
  const request = await a.post<{ request: { id: number } }>(
    WALLET_PATHS.requests,
    { topicId: topics.body.topics[0]?.id ?? 1, message: 'Where is my money?' },
    { [IDEMPOTENCY_HEADER]: newKey('req') },
  );
  if (request.status !== 200) throw new Error(`payment request refused: ${JSON.stringify(request.body)}`);
  const chat = await a.post<{ data: { id: number; conversationId: string } }>(SUPPORT_REQUEST_PATH, {
    kind: 'chat',
    name: 'A',
    message: 'private',
    lang: 'en',
    page: '/',
  });
  if (chat.status !== 201) throw new Error(`chat refused: ${JSON.stringify(chat.body)}`);
  const message = await operator(ADMIN_MESSAGES_PATH, { userId: a.userId, topic: 'notice', body: 'For A only' });
  const question = await operator(QUESTION_PATHS.admin, { userId: a.userId, text: 'Which?', options: ['one', 'two'] });
  const limit = await a.post(LIMITS_PATHS.limits, {
    limits: [{ limitType: LIMIT_TYPE.deposit24h, limitValue: 100_000, currencyIso: 'RUB' }],
  });
  if (limit.status !== 200) throw new Error(`limit refused: ${JSON.stringify(limit.body)}`);
  const [limitRow] = await h.db.query<{ id: number }>('SELECT id FROM player_limit WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [
    a.userId,
  ]);
  const video = tokenAnswerSchema.parse((await a.post(AUTH_PATHS.updateToken, {})).body);
  const videoGame = [...(h.live.runtime?.world.games.values() ?? [])].find((g) => g.hasVideo && g.status !== GAME_STATUS.finished);
  if (!videoGame) throw new Error('no game with video in the live world');
  owned = {
    videoToken: video.token,
    videoGameId: videoGame.id,
    userId: a.userId,
    accountId: a.accountId,
    couponId: placed.couponId,
    intentId: started.answer.intent.id,
    requestId: request.body.request.id,
    conversation: chat.body.data.conversationId,
    conversationNumber: chat.body.data.id,
    messageId: Number((message.message as { id: number }).id),
    questionId: Number((question.data as { question: { id: number } }).question.id),
    limitId: limitRow?.id ?? 0,
  };
});

afterAll(() => {
  if (previousAdminToken === undefined) delete process.env.ADMIN_TOKEN;
  else process.env.ADMIN_TOKEN = previousAdminToken;
});

async function walk(caller: { request: Browser['request'] }, allowed: readonly number[]): Promise<string[]> {
  const before = await snapshot();
  const wrong: string[] = [];
  for (const route of ROUTES) {
    const reply = await caller.request(route.method, route.path(owned), route.body?.(owned), route.headers ?? {});
    if (!allowed.includes(reply.status))
      wrong.push(`${route.name} (${route.method} ${route.path(owned)}): ${reply.status} ${reply.text.slice(0, 160)}`);
  }
  expect(await snapshot()).toEqual(before);
  return wrong;
}

describe("another player's objects", () => {
  it('exist and are reachable by their owner (the walk below is not vacuous)', async () => {
    expect(owned.limitId).toBeGreaterThan(0);
    expect((await a.get(`${BETS_PATHS.coupon}?id=${owned.couponId}`)).status).toBe(200);
    expect((await a.get(`${WALLET_PATHS.request}?id=${owned.requestId}`)).status).toBe(200);
    expect((await a.get(`${SUPPORT_CHAT_PATH}?conversation=${encodeURIComponent(owned.conversation)}&after=0`)).status).toBe(200);
  });

  it('player B gets 403 or 404 on every route that takes one of them, and nothing of A changes', async () => {
    const b = await newPlayer(h);
    expect(await walk(b.browser, [403, 404])).toEqual([]);
  });

  it('a guest gets 401, 403 or 404 on every one of them', async () => {
    expect(await walk(new Browser(h.url), [401, 403, 404])).toEqual([]);
  });
});
