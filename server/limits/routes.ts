import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import {
  assessmentQuestions,
  endsSessions,
  isInForce,
  isLoosening,
  scoreAssessment,
  sessionResults,
  type LimitAction,
} from '../../src/core/limits';
import {
  LIMIT_BOUNDS,
  LIMIT_KIND_OF,
  LIMIT_MEASURE,
  LIMIT_OPTIONS,
  LIMIT_TYPE,
  LIMIT_TYPES,
  SELF_BLOCK_DAYS,
  SELF_EXCLUDE_REASONS,
} from '../../src/protocol/constants/limits';
import {
  LIMITS_PATHS,
  availableLimitsAnswerSchema,
  deleteLimitQuerySchema,
  limitActionAnswerSchema,
  limitActionRequestSchema,
  limitHistoryAnswerSchema,
  limitsAnswerSchema,
  pingAnswerSchema,
  selfExcludeReasonsAnswerSchema,
  sessionSummaryAnswerSchema,
  setLimitsAnswerSchema,
  setLimitsRequestSchema,
  testAnswersAnswerSchema,
  testAnswersRequestSchema,
  blockUserAnswerSchema,
  blockUserRequestSchema,
  timeZoneAnswerSchema,
  timeZoneRequestSchema,
} from '../../src/protocol/schemas/limits';
import { isRejection } from '../../src/protocol/rejections';
import type { AuthContext } from '../auth/context';
import { requestOrigin } from '../auth/audit';
import { clearSessionCookies, endSession, requireSession, type CurrentSession } from '../auth/sessions';
import type { Db } from '../db/db';
import { readJsonBody } from '../http/respond';
import { NO_INPUT, type Router, takesBody, takesQuery } from '../http/router';
import { applyLimitActions, type AppliedChange } from './changes';
import { limitConfigFor, type JurisdictionLimits } from './config';
import { LimitError, fromRejection, handle, parseInput } from './errors';
import { closeAssessmentToken, createAssessmentToken, openAssessmentToken } from './assessment';
import { sessionFlowsOf } from './flows';
import { moveTimeZone, recordPing } from './session';
import type { LimitSwitches } from './testSwitch';
import { loadLimits, ownLimitKey } from './store';
import { clientLimit } from './view';
import { sendChecked } from '../http/validate';

export interface LimitRouteDeps {
  readonly db: Db;
  readonly auth: AuthContext;
  readonly now: () => number;
  readonly switches: LimitSwitches;
}

/** Every answer goes through its schema: a server bug is a 500, never a malformed answer. */
function answer<S extends z.ZodType>(res: ServerResponse, schema: S, value: z.input<S>): void {
  sendChecked(res, schema, value, 'Limits');
}

/** A request may name its player (SPEC's payloads do); it must be the one signed in: nobody changes another player's limits. */
function assertSelf(session: CurrentSession, userId: number | undefined): void {
  if (userId !== undefined && userId !== session.userId)
    throw new LimitError('limits.forbidden', 'userId is not the signed-in player', { fields: [{ field: 'userId', message: 'not you' }] });
}

/** The limit an action is about: by row id (it must be the player's), or by type and currency. */
async function targetOf(
  db: Db,
  session: CurrentSession,
  t: { limitId?: number; limitType?: number; currencyIso?: string },
): Promise<{ type: number; currencyIso: string | null }> {
  if (t.limitId !== undefined) {
    const key = await ownLimitKey(db, session.userId, t.limitId);
    if (!key) throw new LimitError('limits.limit_not_found', `No limit ${t.limitId} among yours`, { params: { limitId: t.limitId } });
    return key;
  }
  if (t.limitType === undefined)
    throw new LimitError('limits.invalid_request', 'Name the limit: limitId, or limitType (and currencyIso)', {
      fields: [{ field: 'limitType', message: 'required without limitId' }],
    });
  return { type: t.limitType, currencyIso: t.currencyIso ?? null };
}

/** The limit service of SPEC 7 (server/limits/README.md). */
export function registerLimitRoutes(router: Router, deps: LimitRouteDeps): void {
  const { db, auth, now } = deps;
  const signedIn = (req: IncomingMessage) => requireSession(auth, req);

  async function listOf(userId: number, at: number) {
    const stored = await db.transaction((tx) => loadLimits(tx, userId, at, { lock: true }));
    return Promise.all(stored.map((s) => clientLimit(db, userId, s, at)));
  }

  /** A time-out or self-exclusion that starts has ended every session (applyLimitActions): this browser forgets its own too. */
  function forgetSessionOnBreak(res: ServerResponse, changes: readonly AppliedChange[]): void {
    if (changes.some((c) => endsSessions(c.limitType, c.effect))) clearSessionCookies(auth, res);
  }

  /** The player's jurisdiction's rules, with the cooling-off a test switch may shorten. */
  async function configOf(session: CurrentSession): Promise<JurisdictionLimits> {
    const config = await limitConfigFor(db, session.user.country_code);
    return deps.switches.coolingOffMs === null ? config : { ...config, coolingOffMs: deps.switches.coolingOffMs };
  }

  async function act(
    req: IncomingMessage,
    session: CurrentSession,
    actions: LimitAction[],
  ): Promise<{ at: number; changes: AppliedChange[] }> {
    const config = await configOf(session);
    const at = now();
    const origin = requestOrigin(auth, req, session.idHash);
    return { at, changes: await applyLimitActions(db, { userId: session.userId, actions, config, now: at, origin }) };
  }

  router.get(
    LIMITS_PATHS.limits,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      answer(res, limitsAnswerSchema, { data: await listOf(session.userId, now()) });
    }),
    NO_INPUT,
  );

  router.post(
    LIMITS_PATHS.limits,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(setLimitsRequestSchema, await readJsonBody(req), 'Limits request');
      assertSelf(session, body.userId);
      const actions: LimitAction[] = body.limits.map((l) => ({
        kind: 'set',
        type: l.limitType,
        value: l.limitValue,
        currencyIso: l.currencyIso ?? null,
        reasonId: l.selfExcludeReasonId ?? null,
      }));
      const config = await configOf(session);
      if (config.selfAssessmentBeforeRaise) {
        // A looser limit waits for a passed self-assessment: refusals come first, then the questions; nothing changes yet.
        const at = now();
        const would = await applyLimitActions(db, { userId: session.userId, actions, config, now: at, dryRun: true });
        if (would.some(isLoosening)) {
          const tokenGuid = await createAssessmentToken(db, session.userId, actions, at);
          return answer(res, setLimitsAnswerSchema, {
            status: 'ok',
            changes: [],
            data: { questions: assessmentQuestions(), tokenGuid, limitsData: await listOf(session.userId, at) },
          });
        }
      }
      const { at, changes } = await act(req, session, actions);
      const limitsData = await listOf(session.userId, at);
      forgetSessionOnBreak(res, changes);
      answer(res, setLimitsAnswerSchema, {
        status: 'ok',
        changes,
        data: { questions: [], tokenGuid: null, limitsData },
      });
    }),
    takesBody(setLimitsRequestSchema),
  );

  router.post(
    LIMITS_PATHS.limitAction,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(limitActionRequestSchema, await readJsonBody(req), 'Limit action');
      assertSelf(session, body.userId);
      const target = await targetOf(db, session, body);
      const kind = body.action === 'confirm' ? 'confirm' : 'cancel';
      const { at, changes } = await act(req, session, [{ kind, ...target }]);
      answer(res, limitActionAnswerSchema, {
        status: 'ok',
        title: kind === 'confirm' ? 'responsible_gaming_confirm_limit_success' : 'responsible_gaming_cancel_limit_success',
        change: changes[0] as AppliedChange,
        data: await listOf(session.userId, at),
      });
    }),
    takesBody(limitActionRequestSchema),
  );

  // SPEC 7: with limitCancelMethod other than 1 the site cancels a pending change by DELETE; without one pending it removes the limit.
  router.add(
    'DELETE',
    LIMITS_PATHS.limit,
    handle(async ({ req, res, url }) => {
      const session = await signedIn(req);
      const query = parseInput(deleteLimitQuerySchema, Object.fromEntries(url.searchParams), 'Limit query');
      assertSelf(session, query.userId);
      const target = await targetOf(db, session, query);
      const stored = await listOf(session.userId, now());
      const pending = stored.some((l) => l.limitType === target.type && l.currencyIso === target.currencyIso && l.pending !== null);
      const { at, changes } = await act(req, session, [{ kind: pending ? 'cancel' : 'remove', ...target }]);
      answer(res, limitActionAnswerSchema, {
        status: 'ok',
        title: 'responsible_gaming_cancel_limit_success',
        change: changes[0] as AppliedChange,
        data: await listOf(session.userId, at),
      });
    }),
    takesQuery(deleteLimitQuerySchema),
  );

  router.post(
    LIMITS_PATHS.testAnswers,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(testAnswersRequestSchema, await readJsonBody(req), 'Test answers');
      assertSelf(session, body.userId);
      const at = now();
      const actions = await openAssessmentToken(db, session.userId, body.tokenGuid, at);
      // Incomplete answers leave the token open: the player may answer again.
      const result = scoreAssessment(body.answers);
      if (isRejection(result)) throw fromRejection(result, 'Answer every question once with one of its answers');
      if (!(await closeAssessmentToken(db, session.userId, body.tokenGuid, result, at)))
        throw new LimitError('limits.assessment_token_used', 'This self-assessment was answered already');
      if (!result.passed)
        throw new LimitError('limits.assessment_failed', 'The answers say a looser limit is not safe now: it is not changed', {
          params: { score: result.score, passMaxScore: result.passMaxScore },
        });
      const { changes } = await act(req, session, [...actions]);
      const limitsData = await listOf(session.userId, at);
      forgetSessionOnBreak(res, changes);
      answer(res, testAnswersAnswerSchema, {
        status: 'ok',
        success: true,
        questionsResult: { score: result.score, passMaxScore: result.passMaxScore },
        changes,
        limitsData,
      });
    }),
    takesBody(testAnswersRequestSchema),
  );

  // SPEC 7 BlockUser: a self-block, taken as the longest self-exclusion (SELF_BLOCK_DAYS) with the same enforcement.
  router.post(
    LIMITS_PATHS.blockUser,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(blockUserRequestSchema, await readJsonBody(req), 'Block request');
      assertSelf(session, body.userId);
      const block: LimitAction = {
        kind: 'set',
        type: LIMIT_TYPE.selfExclusion,
        value: SELF_BLOCK_DAYS,
        currencyIso: null,
        reasonId: body.reasonId ?? null,
      };
      const { at, changes } = await act(req, session, [block]);
      const running = (await listOf(session.userId, at)).find((l) => l.limitType === LIMIT_TYPE.selfExclusion);
      forgetSessionOnBreak(res, changes);
      answer(res, blockUserAnswerSchema, { success: true, endsAt: running?.endsAt ?? Math.floor(at / 1000) });
    }),
    takesBody(blockUserRequestSchema),
  );

  router.get(
    LIMITS_PATHS.availableLimits,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const config = await configOf(session);
      const types = LIMIT_TYPES.filter((t) => t !== 37 || config.extraLimitsEnabled);
      answer(res, availableLimitsAnswerSchema, {
        data: types.map((type) => {
          const kind = LIMIT_KIND_OF[type];
          return {
            type,
            availableValues: [...LIMIT_OPTIONS[kind]],
            measure: LIMIT_MEASURE[kind],
            custom: config.customValueLimitTypes.includes(type),
            ...LIMIT_BOUNDS[kind],
          };
        }),
      });
    }),
    NO_INPUT,
  );

  router.get(
    LIMITS_PATHS.selfExcludeReasons,
    handle(async ({ req, res }) => {
      await signedIn(req);
      answer(res, selfExcludeReasonsAnswerSchema, { data: SELF_EXCLUDE_REASONS.map((r) => ({ ...r })) });
    }),
    NO_INPUT,
  );

  router.post(
    LIMITS_PATHS.ping,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const left = await db.transaction((tx) => recordPing(tx, session.userId, now(), deps.switches.hourMs));
      // The day's budget is used: the server ends the session itself; the worker's timer only says so sooner.
      if (left === 0) await endSession(auth, req, res);
      answer(res, pingAnswerSchema, { status: 'ok', sessionSecondsLeft: left });
    }),
    NO_INPUT,
  );

  // The player's zone places their local day for the session limit (server/limits/session.ts).
  router.post(
    LIMITS_PATHS.timeZone,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(timeZoneRequestSchema, await readJsonBody(req), 'Time zone');
      await db.transaction((tx) => moveTimeZone(tx, session.userId, now(), body.timeZoneMinutes));
      answer(res, timeZoneAnswerSchema, { status: 'ok', timeZoneMinutes: body.timeZoneMinutes });
    }),
    takesBody(timeZoneRequestSchema),
  );

  router.get(
    LIMITS_PATHS.session,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const at = now();
      const [row] = await db.query<{ created_at: unknown }>('SELECT created_at FROM user_session WHERE id_hash = $1', [session.idHash]);
      // requireSession found the row a moment ago; a row gone since is a session ended in between.
      if (!row) throw new LimitError('limits.unauthorized', 'The session has ended');
      const startedAt = Math.min(new Date(row.created_at as string | Date).getTime(), at);
      const limits = await db.transaction((tx) => loadLimits(tx, session.userId, at, { readOnly: true }));
      const check = limits.find((s) => s.record.type === LIMIT_TYPE.realityCheck && isInForce(s.record, at));
      const minutes = check?.record.value ?? null;
      answer(res, sessionSummaryAnswerSchema, {
        status: 'ok',
        data: {
          startedAt: Math.floor(startedAt / 1000),
          realityCheckEverySeconds: minutes === null ? null : Math.max(1, Math.round((minutes * deps.switches.minuteMs) / 1000)),
          results: sessionResults(await sessionFlowsOf(db, session.userId, startedAt)),
        },
      });
    }),
    NO_INPUT,
  );

  router.get(
    LIMITS_PATHS.history,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const rows = await db.query<{
        at: unknown;
        limit_type: number;
        currency_iso: string;
        actor: 'player' | 'system';
        action: string;
        old_value: number | null;
        new_value: number | null;
        state: 'ACTIVE' | 'PENDING' | 'INACTIVE';
      }>(
        `SELECT at, limit_type, currency_iso, actor, action, old_value, new_value, state FROM player_limit_audit
          WHERE user_id = $1 ORDER BY id DESC LIMIT 200`,
        [session.userId],
      );
      answer(res, limitHistoryAnswerSchema, {
        data: rows.map((r) => ({
          at: Math.floor(new Date(r.at as string | Date).getTime() / 1000),
          limitType: r.limit_type,
          currencyIso: r.currency_iso === '*' ? null : r.currency_iso,
          actor: r.actor,
          action: r.action,
          oldValue: r.old_value,
          newValue: r.new_value,
          state: r.state,
        })),
      });
    }),
    NO_INPUT,
  );
}
