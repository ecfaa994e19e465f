import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import {
  QUESTION_PATHS,
  adminAskAnswerSchema,
  adminAskSchema,
  adminQuestionsQuerySchema,
  adminQuestionsAnswerSchema,
  openQuestionsAnswerSchema,
  questionAnswerRequestSchema,
  questionAnsweredSchema,
} from '../../src/protocol/schemas/questions';
import type { AuthContext } from '../auth/context';
import { AuthError, sendAuthError } from '../auth/http';
import { authenticate } from '../auth/sessions';
import type { Db } from '../db/db';
import { BodyError, readJsonBody, sendError, sendJson } from '../http/respond';
import { type Handler, NO_INPUT, type RequestContext, takesBody, takesQuery } from '../http/router';
import type { Router } from '../http/router';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest, operatorToken } from '../http/operator';
import { appliesGuard, OPERATOR_BEARER, SCRIPT_CALL, scriptCallRefusal, type RouteGuard } from '../http/scriptCall';
import { answerQuestion, askQuestion, openQuestions, recentQuestions, userExists, userIdOfLogin } from './store';

export { QUESTION_PATHS };

export interface QuestionDeps {
  readonly db: Db;
  readonly auth: AuthContext;
  /** Epoch ms; a manual clock in tests. */
  readonly now?: () => number;
  /** The operator's token; default ADMIN_TOKEN. Unset: the operator's endpoints do not exist (404). */
  readonly adminToken?: string | null;
}

/** A refusal with its status and code: the route answers `{error: {code, message}}`. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
}

function parse<S extends z.ZodType>(schema: S, value: unknown, code: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Refusal(400, code, issues(parsed.error));
  return parsed.data;
}

/** Typed refusals, bad bodies and the script-call rule (its guard) become their 4xx; anything else is the app's 500. */
function handle(fn: (ctx: RequestContext) => Promise<void>, options: { guard: RouteGuard }): Handler {
  const wrapped: Handler = async (ctx) => {
    try {
      const refusal = scriptCallRefusal(ctx.req, options.guard);
      if (refusal) throw new AuthError(refusal.code, refusal.message);
      await fn(ctx);
    } catch (error) {
      if (ctx.res.headersSent) throw error;
      if (error instanceof Refusal) return sendError(ctx.res, error.status, error.code, error.message);
      if (error instanceof AuthError) return sendAuthError(ctx.res, error);
      if (error instanceof BodyError) return sendError(ctx.res, error.status, error.code, error.message);
      throw error;
    }
  };
  return appliesGuard(wrapped, options.guard);
}

function requireOperator(req: IncomingMessage, token: string): void {
  if (!isOperatorRequest(req, token)) throw new Refusal(401, 'unauthorized', OPERATOR_REFUSED_MESSAGE);
}

/**
 * The operator's questions to players (server/questions/README.md): the
 * player's open questions and answer, and, only with an operator token, the
 * operator's ask and list.
 */
export function registerQuestionRoutes(router: Router, deps: QuestionDeps): void {
  const { db, auth } = deps;
  const now = deps.now ?? (() => Date.now());
  const adminToken = operatorToken(deps.adminToken);

  const player = async (ctx: RequestContext): Promise<number> => {
    const session = await authenticate(auth, ctx.req);
    if (!session) throw new Refusal(401, 'unauthorized', "Sign in first: questions are a signed-in player's");
    return session.userId;
  };

  router.get(
    QUESTION_PATHS.open,
    handle(
      async (ctx) => {
        const userId = await player(ctx);
        sendJson(ctx.res, 200, openQuestionsAnswerSchema.parse({ data: { questions: await openQuestions(db, userId) } }));
      },
      { guard: SCRIPT_CALL },
    ),
    NO_INPUT,
  );

  router.post(
    QUESTION_PATHS.answer,
    handle(
      async (ctx) => {
        const userId = await player(ctx);
        const body = parse(questionAnswerRequestSchema, await readJsonBody(ctx.req, 4 * 1024), 'invalid_answer');
        const outcome = await answerQuestion(db, userId, body.questionId, body.option, now());
        if (outcome.kind === 'not_found') throw new Refusal(404, 'question_not_found', `No question ${body.questionId} of yours`);
        if (outcome.kind === 'already_answered')
          throw new Refusal(409, 'question_already_answered', `Question ${body.questionId} is answered already (option ${outcome.option})`);
        if (outcome.kind === 'no_such_option')
          throw new Refusal(400, 'invalid_answer', `option: question ${body.questionId} has options 0 to ${outcome.options - 1}`);
        sendJson(ctx.res, 200, questionAnsweredSchema.parse({ data: { questionId: body.questionId, option: outcome.option } }));
      },
      { guard: SCRIPT_CALL },
    ),
    takesBody(questionAnswerRequestSchema),
  );

  if (!adminToken) return;
  // An operator's tool sends a bearer token, not a site cookie: no cross-site form can carry it, so JSON but no X-Requested-With.
  router.post(
    QUESTION_PATHS.admin,
    handle(
      async (ctx) => {
        requireOperator(ctx.req, adminToken);
        const body = parse(adminAskSchema, await readJsonBody(ctx.req, 16 * 1024), 'invalid_question');
        const userId = body.userId ?? (await userIdOfLogin(db, body.login ?? ''));
        if (userId === null || !(await userExists(db, userId)))
          throw new Refusal(404, 'player_not_found', `No player ${body.userId ?? `"${body.login ?? ''}"`}`);
        const question = await askQuestion(db, { userId, text: body.text, options: body.options }, now());
        sendJson(ctx.res, 201, adminAskAnswerSchema.parse({ data: { question } }));
      },
      { guard: OPERATOR_BEARER },
    ),
    takesBody(adminAskSchema),
  );
  router.get(
    QUESTION_PATHS.admin,
    handle(
      async (ctx) => {
        requireOperator(ctx.req, adminToken);
        const query = adminQuestionsQuerySchema.safeParse(Object.fromEntries(ctx.url.searchParams));
        if (!query.success) throw new Refusal(400, 'invalid_query', 'Expected ?userId=<positive integer within int4>');
        const questions = await recentQuestions(db, query.data.userId ?? null);
        sendJson(ctx.res, 200, adminQuestionsAnswerSchema.parse({ data: { questions } }));
      },
      { guard: OPERATOR_BEARER },
    ),
    takesQuery(adminQuestionsQuerySchema),
  );
}
