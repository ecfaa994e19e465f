import { afterAll, describe, expect, it, vi } from 'vitest';
import { Router } from '../../../server/http/router';
import { registerQuestionRoutes } from '../../../server/questions';
import type { AuthContext } from '../../../server/auth/context';
import { QUESTION_PATHS, adminQuestionsAnswerSchema, openQuestionsAnswerSchema } from '../../../src/protocol/schemas/questions';
import { betsHarnessForFile, newPlayer } from '../bets/harness';

const ADMIN_TOKEN = 'operator-token-for-the-question-tests';
vi.stubEnv('ADMIN_TOKEN', ADMIN_TOKEN);
afterAll(() => {
  vi.unstubAllEnvs();
});

const h = betsHarnessForFile();

async function operator(method: 'GET' | 'POST', path: string, body?: unknown, token = ADMIN_TOKEN) {
  const res = await fetch(new URL(path, h.url), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const ask = (who: { userId?: number; login?: string }, text = 'Did our call back reach you?') =>
  operator('POST', QUESTION_PATHS.admin, { ...who, text, options: ['Yes', 'No', 'Call me again'] });

async function openOf(player: Awaited<ReturnType<typeof newPlayer>>) {
  const reply = await player.get(QUESTION_PATHS.open);
  expect(reply.status).toBe(200);
  return openQuestionsAnswerSchema.parse(reply.body).data.questions;
}

describe('operator questions', () => {
  it("an asked question is its player's only: listed to them, announced on their channel, not to anyone else", async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    const asked = await ask({ userId: player.userId });
    expect(asked.status).toBe(201);
    const open = await openOf(player);
    expect(open.map((q) => [q.text, q.options])).toEqual([['Did our call back reach you?', ['Yes', 'No', 'Call me again']]]);
    expect(await openOf(other)).toEqual([]);
    const events = await h.db.query<{ user_id: number; payload: { type: string; change: string } }>(
      `SELECT user_id, payload FROM player_event WHERE type = 'question' AND user_id = ANY($1::integer[])`,
      [[player.userId, other.userId]],
    );
    expect(events.map((e) => [e.user_id, e.payload.change])).toEqual([[player.userId, 'asked']]);
  });

  it('the operator may name the player by login; open questions come oldest first', async () => {
    const player = await newPlayer(h);
    const [row] = await h.db.query<{ login: string }>('SELECT login FROM app_user WHERE id = $1', [player.userId]);
    await ask({ login: row?.login ?? '' }, 'First?');
    await ask({ userId: player.userId }, 'Second?');
    expect((await openOf(player)).map((q) => q.text)).toEqual(['First?', 'Second?']);
  });

  it('a player answers their own question once; another player, a second answer and a wrong option are refused', async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    await ask({ userId: player.userId });
    const [question] = await openOf(player);
    const id = question?.id ?? 0;

    expect((await other.post(QUESTION_PATHS.answer, { questionId: id, option: 0 })).status).toBe(404);
    expect((await player.post(QUESTION_PATHS.answer, { questionId: id + 10_000, option: 0 })).status).toBe(404);
    expect((await player.post(QUESTION_PATHS.answer, { questionId: id, option: 3 })).status).toBe(400);
    expect((await player.post(QUESTION_PATHS.answer, { questionId: id, option: 'yes' })).status).toBe(400);
    const forged = await player.post(QUESTION_PATHS.answer, { questionId: id, option: 1 }, { 'x-requested-with': '' });
    expect(forged.status).toBe(403);

    const answered = await player.post(QUESTION_PATHS.answer, { questionId: id, option: 2 });
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({ data: { questionId: id, option: 2 } });
    const again = await player.post(QUESTION_PATHS.answer, { questionId: id, option: 0 });
    expect(again.status).toBe(409);
    expect(await openOf(player)).toEqual([]);

    const listed = adminQuestionsAnswerSchema.parse((await operator('GET', `${QUESTION_PATHS.admin}?userId=${player.userId}`)).body);
    expect(listed.data.questions.map((q) => [q.id, q.answer])).toEqual([[id, 2]]);
    const events = await h.db.query<{ payload: { change: string } }>(
      `SELECT payload FROM player_event WHERE type = 'question' AND user_id = $1 ORDER BY id`,
      [player.userId],
    );
    expect(events.map((e) => e.payload.change)).toEqual(['asked', 'answered']);
  });

  it('a guest has no questions; the operator needs the token and a valid question for a known player', async () => {
    const guest = await fetch(new URL(QUESTION_PATHS.open, h.url));
    expect(guest.status).toBe(401);
    expect((await operator('POST', QUESTION_PATHS.admin, { userId: 1, text: 'Q', options: ['a', 'b'] }, 'wrong')).status).toBe(401);
    expect((await operator('GET', QUESTION_PATHS.admin, undefined, 'wrong')).status).toBe(401);
    const player = await newPlayer(h);
    expect((await operator('POST', QUESTION_PATHS.admin, { userId: player.userId, text: 'Q', options: ['only one'] })).status).toBe(400);
    expect((await operator('POST', QUESTION_PATHS.admin, { text: 'Q', options: ['a', 'b'] })).status).toBe(400);
    expect((await operator('POST', QUESTION_PATHS.admin, { userId: 999_999, text: 'Q', options: ['a', 'b'] })).status).toBe(404);
    expect((await operator('GET', `${QUESTION_PATHS.admin}?userId=abc`)).status).toBe(400);
  });

  it('refuses a player id beyond int4 in the operator list and question as a typed 400, before the database sees it', async () => {
    for (const userId of ['4294967296', '2147483648', '9999999999']) {
      const reply = await operator('GET', `${QUESTION_PATHS.admin}?userId=${userId}`);
      expect(reply.status).toBe(400);
      expect((reply.body as { error: { code: string } }).error.code).toBe('invalid_query');
    }
    expect((await operator('GET', `${QUESTION_PATHS.admin}?userId=2147483647`)).status).toBe(200);
    for (const userId of [2 ** 31, Number.MAX_SAFE_INTEGER])
      expect((await operator('POST', QUESTION_PATHS.admin, { userId, text: 'Q', options: ['a', 'b'] })).status).toBe(400);
    expect(h.log.text('warn')).not.toContain('refused by the database');
  });

  it('without an operator token the operator routes do not exist', () => {
    const router = new Router();
    registerQuestionRoutes(router, { db: h.db, auth: {} as AuthContext, adminToken: null });
    expect(router.match('POST', QUESTION_PATHS.admin).kind).not.toBe('found');
    expect(router.match('GET', QUESTION_PATHS.admin).kind).not.toBe('found');
    expect(router.match('POST', QUESTION_PATHS.answer).kind).toBe('found');
  });
});
