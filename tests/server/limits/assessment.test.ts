import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELF_ASSESSMENT, SELF_BLOCK_DAYS } from '../../../src/protocol/constants/limits';
import { LIMITS_PATHS, blockUserAnswerSchema, limitErrorBodySchema, testAnswersAnswerSchema } from '../../../src/protocol/schemas/limits';
import { newPlayer, type Player } from '../bets/harness';
import { walletHarnessForFile } from '../wallet/harness';
import { DAY, limitRowsOf, limitsOf, setLimits, signInAgain } from './helpers';

/**
 * The self-assessment before a looser limit (SPEC 7 questions, tokenGuid,
 * testanswers) where the site config asks it, and BlockUser, the self-block.
 */
const h = walletHarnessForFile();
const seconds = (ms: number) => Math.floor(ms / 1000);
const answers = (answerId: number) => SELF_ASSESSMENT.questions.map((q) => ({ questionId: q.id, answerId }));

async function testAnswers(player: Player, body: Record<string, unknown>) {
  const reply = await player.post(LIMITS_PATHS.testAnswers, body);
  if (reply.status === 200) return { status: 200, answer: testAnswersAnswerSchema.parse(reply.body) };
  return { status: reply.status, error: limitErrorBodySchema.parse(reply.body).error };
}

/** A player with a 10,000.00 deposit limit who asks to raise it: the token of the questions. */
async function askedRaise(): Promise<{ p: Awaited<ReturnType<typeof newPlayer>>; tokenGuid: string }> {
  const p = await newPlayer(h);
  await setLimits(p, [{ limitType: 20, limitValue: 1_000_000 }]);
  const raised = await setLimits(p, [{ limitType: 20, limitValue: 5_000_000 }]);
  return { p, tokenGuid: raised.answer?.data.tokenGuid as string };
}

let country = '';
beforeAll(async () => {
  const p = await newPlayer(h);
  const [user] = await h.db.query<{ country_code: string }>('SELECT country_code FROM app_user WHERE id = $1', [p.userId]);
  country = user?.country_code as string;
  await h.db.query(`INSERT INTO site_config_field (country_code, field, value) VALUES ($1, 'responsibleGaming', $2::text::jsonb)`, [
    country,
    JSON.stringify({ selfAssessmentBeforeRaise: true }),
  ]);
});
afterAll(async () => {
  await h.db.query("DELETE FROM site_config_field WHERE country_code = $1 AND field = 'responsibleGaming'", [country]);
});

describe('the self-assessment before a looser limit', () => {
  it('a stricter change applies at once without questions', async () => {
    const p = await newPlayer(h);
    const set = await setLimits(p, [{ limitType: 20, limitValue: 1_000_000 }]);
    expect(set.answer).toMatchObject({ changes: [{ change: 'set', effect: 'applied' }], data: { questions: [], tokenGuid: null } });
  });

  it('a raise answers the questions and a token, and changes nothing yet', async () => {
    const p = await newPlayer(h);
    await setLimits(p, [{ limitType: 20, limitValue: 1_000_000 }]);
    const before = await limitRowsOf(h.db, p.userId);
    const raised = await setLimits(p, [{ limitType: 20, limitValue: 5_000_000 }]);
    expect(raised.answer?.changes).toEqual([]);
    expect(raised.answer?.data.tokenGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(raised.answer?.data.questions.map((q) => q.id)).toEqual(SELF_ASSESSMENT.questions.map((q) => q.id));
    expect(raised.answer?.data.questions[0]?.answers.map((a) => a.id)).toEqual(SELF_ASSESSMENT.answers.map((a) => a.id));
    expect(await limitRowsOf(h.db, p.userId)).toEqual(before);
  });

  it('a passed test lets the raise go on as the table says: pending its cooling-off, then the confirmation', async () => {
    const { p, tokenGuid } = await askedRaise();
    const asked = h.clock.now();
    const passed = await testAnswers(p, { tokenGuid, answers: answers(0) });
    expect(passed.answer).toMatchObject({
      success: true,
      questionsResult: { score: 0, passMaxScore: SELF_ASSESSMENT.passMaxScore },
      changes: [{ limitType: 20, change: 'raise', effect: 'pending' }],
    });
    expect((await limitsOf(p))[0]).toMatchObject({
      limitValue: 1_000_000,
      limitState: 'PENDING',
      pending: { value: 5_000_000, effectiveAt: seconds(asked + DAY) },
    });
  });

  it('a failed test refuses the raise with its score; the limit stays', async () => {
    const { p, tokenGuid } = await askedRaise();
    const failed = await testAnswers(p, { tokenGuid, answers: answers(3) });
    expect(failed).toMatchObject({
      status: 403,
      error: { code: 'limits.assessment_failed', params: { score: 12, passMaxScore: SELF_ASSESSMENT.passMaxScore } },
    });
    expect((await limitsOf(p))[0]).toMatchObject({ limitValue: 1_000_000, limitState: 'ACTIVE', pending: null });
  });

  it('a token answers once, passed or failed', async () => {
    const { p, tokenGuid } = await askedRaise();
    await testAnswers(p, { tokenGuid, answers: answers(3) });
    expect(await testAnswers(p, { tokenGuid, answers: answers(0) })).toMatchObject({
      status: 409,
      error: { code: 'limits.assessment_token_used' },
    });
    expect((await limitsOf(p))[0]).toMatchObject({ limitValue: 1_000_000, pending: null });
  });

  it("an unknown token and another player's token are refused alike, and the owner's stays open", async () => {
    const { p, tokenGuid } = await askedRaise();
    const other = await newPlayer(h);
    const unknown = await testAnswers(p, { tokenGuid: '00000000-0000-0000-0000-000000000000', answers: answers(0) });
    const stolen = await testAnswers(other, { tokenGuid, answers: answers(0) });
    expect(unknown).toMatchObject({ status: 404, error: { code: 'limits.assessment_token_invalid' } });
    expect(stolen).toMatchObject({ status: 404, error: { code: 'limits.assessment_token_invalid' } });
    expect(await limitsOf(other)).toEqual([]);
    expect((await testAnswers(p, { tokenGuid, answers: answers(0) })).status).toBe(200);
  });

  it('missing or unknown answers are refused by question, and the token stays open', async () => {
    const { p, tokenGuid } = await askedRaise();
    expect(await testAnswers(p, { tokenGuid, answers: answers(0).slice(1) })).toMatchObject({
      status: 422,
      error: { code: 'limits.assessment_incomplete', params: { questionId: 1, reason: 'missing' } },
    });
    expect(await testAnswers(p, { tokenGuid, answers: [...answers(0).slice(1), { questionId: 1, answerId: 42 }] })).toMatchObject({
      status: 422,
      error: { code: 'limits.assessment_incomplete', params: { questionId: 1, reason: 'unknown_answer' } },
    });
    expect((await testAnswers(p, { tokenGuid })).error).toMatchObject({ code: 'limits.invalid_request' });
    expect((await testAnswers(p, { answers: answers(0) })).error).toMatchObject({ code: 'limits.invalid_request' });
    expect((await testAnswers(p, { tokenGuid, answers: answers(0) })).status).toBe(200);
  });

  it('a token expires', async () => {
    const { p, tokenGuid } = await askedRaise();
    h.clock.advance(SELF_ASSESSMENT.tokenTtlMs);
    expect(await testAnswers(p, { tokenGuid, answers: answers(0) })).toMatchObject({
      status: 410,
      error: { code: 'limits.assessment_token_expired' },
    });
  });

  it('a userId that is not the caller is refused', async () => {
    const { p, tokenGuid } = await askedRaise();
    expect((await testAnswers(p, { tokenGuid, answers: answers(0), userId: p.userId + 1 })).error?.code).toBe('limits.forbidden');
  });
});

describe('BlockUser', () => {
  it('blocks the player: the longest self-exclusion, every session ends, and it cannot be ended', async () => {
    const p = await newPlayer(h);
    const at = h.clock.now();
    const reply = await p.post(LIMITS_PATHS.blockUser, { reasonId: 2 });
    expect(reply.status).toBe(200);
    expect(blockUserAnswerSchema.parse(reply.body)).toEqual({ success: true, endsAt: seconds(at + SELF_BLOCK_DAYS * DAY) });
    // As any self-exclusion that starts: the session is gone; signing in again is allowed, to view and withdraw.
    expect((await p.get(LIMITS_PATHS.limits)).status).toBe(401);
    const back = await signInAgain(h, p);
    expect((await limitsOf(back)).find((l) => l.limitType === 30)).toMatchObject({
      limitValue: SELF_BLOCK_DAYS,
      limitState: 'ACTIVE',
      selfExcludeReason: { id: 2 },
    });
    expect((await back.post(LIMITS_PATHS.blockUser, {})).status).toBe(409);
    const removal = await back.browser.request('DELETE', `${LIMITS_PATHS.limit}?limitType=30`);
    expect(limitErrorBodySchema.parse(removal.body).error.code).toBe('limits.not_cancellable');
  });

  it("refuses another player's id", async () => {
    const p = await newPlayer(h);
    const reply = await p.post(LIMITS_PATHS.blockUser, { userId: p.userId + 1 });
    expect(reply.status).toBe(403);
    expect(limitErrorBodySchema.parse(reply.body).error.code).toBe('limits.forbidden');
    expect(await limitsOf(p)).toEqual([]);
  });
});
