import {
  LIMITS_PATHS,
  limitActionAnswerSchema,
  limitErrorBodySchema,
  limitHistoryAnswerSchema,
  limitsAnswerSchema,
  setLimitsAnswerSchema,
  type ClientLimit,
  type LimitActionAnswer,
  type LimitErrorBody,
  type SetLimitsAnswer,
} from '../../../src/protocol/schemas/limits';
import type { Db } from '../../../server/db/db';
import { signIn, type BetsHarness, type Player } from '../bets/harness';

export type LimitRefusal = LimitErrorBody['error'] & { status: number };

const refusalOf = (reply: { status: number; body: unknown }): LimitRefusal => ({
  ...limitErrorBodySchema.parse(reply.body).error,
  status: reply.status,
});

export async function limitsOf(player: Player): Promise<ClientLimit[]> {
  const reply = await player.get(LIMITS_PATHS.limits);
  if (reply.status !== 200) throw new Error(`limits: ${reply.status} ${JSON.stringify(reply.body)}`);
  return limitsAnswerSchema.parse(reply.body).data;
}

export async function setLimits(
  player: Player,
  limits: readonly { limitType: number; limitValue: unknown; currencyIso?: string; selfExcludeReasonId?: number }[],
  extra: Record<string, unknown> = {},
): Promise<{ status: number; answer?: SetLimitsAnswer; error?: LimitRefusal }> {
  const reply = await player.post(LIMITS_PATHS.limits, { limits, ...extra });
  if (reply.status === 200) return { status: 200, answer: setLimitsAnswerSchema.parse(reply.body) };
  return { status: reply.status, error: refusalOf(reply) };
}

export async function limitAction(
  player: Player,
  body: { action: 'confirm' | 'reject'; limitType?: number; limitId?: number; currencyIso?: string; userId?: number },
): Promise<{ status: number; answer?: LimitActionAnswer; error?: LimitRefusal }> {
  const reply = await player.post(LIMITS_PATHS.limitAction, body);
  if (reply.status === 200) return { status: 200, answer: limitActionAnswerSchema.parse(reply.body) };
  return { status: reply.status, error: refusalOf(reply) };
}

export async function deleteLimit(
  player: Player,
  query: string,
): Promise<{ status: number; answer?: LimitActionAnswer; error?: LimitRefusal }> {
  const reply = await player.browser.request('DELETE', `${LIMITS_PATHS.limit}?${query}`);
  if (reply.status === 200) return { status: 200, answer: limitActionAnswerSchema.parse(reply.body) };
  return { status: reply.status, error: refusalOf(reply) };
}

export async function historyOf(player: Player) {
  const reply = await player.get(LIMITS_PATHS.history);
  if (reply.status !== 200) throw new Error(`history: ${reply.status}`);
  return limitHistoryAnswerSchema.parse(reply.body).data;
}

/** Everything the database holds of a player's limits: a refused request must leave it as it was. */
export async function limitRowsOf(db: Db, userId: number): Promise<unknown[]> {
  const limits = await db.query('SELECT * FROM player_limit WHERE user_id = $1 ORDER BY id', [userId]);
  const audit = await db.query('SELECT * FROM player_limit_audit WHERE user_id = $1 ORDER BY id', [userId]);
  return [limits, audit];
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/**
 * A time-out or self-exclusion ends every session of the player: they sign
 * in again (allowed: to view the account and withdraw) with a new browser.
 */
export async function signInAgain<P extends Player>(h: BetsHarness, player: P & { password: string }): Promise<P> {
  const [row] = await h.db.query<{ login: string }>('SELECT login FROM app_user WHERE id = $1', [player.userId]);
  const again = await signIn(h, row?.login as string, player.password);
  return Object.assign(Object.create(Object.getPrototypeOf(player) as object) as P, player, { browser: again.browser });
}
