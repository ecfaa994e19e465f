import type { IncomingMessage } from 'node:http';
import { LIMIT_KIND_OF } from '../../src/protocol/constants/limits';
import {
  LIMIT_PROMPT_PATHS,
  limitPromptActionRequestSchema,
  limitPromptFactsAnswerSchema,
  type LimitPromptFacts,
} from '../../src/protocol/schemas/limitPrompts';
import { requireSession } from '../auth/sessions';
import type { Queryable } from '../db/db';
import { readJsonBody, sendJson } from '../http/respond';
import { NO_INPUT, type Router, takesBody } from '../http/router';
import { handle, parseInput } from './errors';
import type { LimitRouteDeps } from './routes';

const DEPOSIT_TYPES = Object.entries(LIMIT_KIND_OF)
  .filter(([, kind]) => kind === 'deposit')
  .map(([type]) => Number(type));

const ms = (value: unknown): number | null => (value === null || value === undefined ? null : new Date(value as string | Date).getTime());

/** The facts the prompts are decided from (src/core/limits/prompts.ts), for one player. */
export async function promptFacts(db: Queryable, userId: number): Promise<LimitPromptFacts> {
  const [row] = await db.query<{
    has_deposit: boolean | null;
    deposit_limits: number;
    last_change: unknown;
    reviewed_at: unknown;
    dismissed_at: unknown;
  }>(
    `SELECT (u.verification ->> 'has_deposit')::boolean AS has_deposit,
       (SELECT count(*)::int FROM player_limit l WHERE l.user_id = u.id AND l.limit_type = ANY($2::int[])) AS deposit_limits,
       (SELECT max(a.at) FROM player_limit_audit a WHERE a.user_id = u.id AND a.actor = 'player') AS last_change,
       p.reviewed_at, p.deposit_prompt_dismissed_at AS dismissed_at
     FROM app_user u LEFT JOIN player_limit_prompt p ON p.user_id = u.id WHERE u.id = $1`,
    [userId, DEPOSIT_TYPES],
  );
  const change = ms(row?.last_change);
  const reviewed = ms(row?.reviewed_at);
  return {
    hasDeposited: row?.has_deposit === true,
    depositLimitSet: (row?.deposit_limits ?? 0) > 0,
    lastReviewAt: change === null ? reviewed : reviewed === null ? change : Math.max(change, reviewed),
    depositPromptDismissedAt: ms(row?.dismissed_at),
  };
}

/** GET the facts; POST {action}: a review, or "not now" to the deposit-limit prompt. Both answer the facts as they now stand. */
export function registerPromptRoutes(router: Router, deps: LimitRouteDeps): void {
  const { db, auth, now } = deps;
  const signedIn = (req: IncomingMessage) => requireSession(auth, req);
  const send = async (res: Parameters<typeof sendJson>[0], userId: number) =>
    sendJson(res, 200, limitPromptFactsAnswerSchema.parse({ data: await promptFacts(db, userId) }));

  router.get(
    LIMIT_PROMPT_PATHS.prompts,
    handle(async ({ req, res }) => send(res, (await signedIn(req)).userId)),
    NO_INPUT,
  );

  router.post(
    LIMIT_PROMPT_PATHS.prompts,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const { action } = parseInput(limitPromptActionRequestSchema, await readJsonBody(req), 'Prompt action');
      const column = action === 'reviewed' ? 'reviewed_at' : 'deposit_prompt_dismissed_at';
      await db.query(
        `INSERT INTO player_limit_prompt (user_id, ${column}) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET ${column} = $2`,
        [session.userId, new Date(now())],
      );
      await send(res, session.userId);
    }),
    takesBody(limitPromptActionRequestSchema),
  );
}
