import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import {
  SHARED_HISTORY_ROUNDS,
  SHARED_TABLE_IDS,
  sharedBetAnswerSchema,
  sharedBetRequestSchema,
  sharedCashOutAnswerSchema,
  sharedCashOutRequestSchema,
  sharedHistoryAnswerSchema,
  sharedPath,
  sharedStateAnswerSchema,
  type SharedTableId,
} from '../../../src/protocol/casino/shared';
import type { AuthContext } from '../../auth/context';
import { AuthError, assertScriptPost } from '../../auth/http';
import { findAccount } from '../../bets/store';
import { BodyError, readJsonBody, sendJson } from '../../http/respond';
import { NO_INPUT, takesBody, type Handler, type RequestContext, type Router } from '../../http/router';
import { betsOf, betView } from './bets';
import { cashOut } from './cashOut';
import { SharedError, sendSharedError } from './errors';
import { placeBet } from './placement';
import { playerOf, requirePlayer } from './player';
import { endedRounds, roundView } from './rounds';
import type { SharedTables } from './service';

const FROM_AUTH = {
  unauthorized: 'unauthorized',
  csrf_rejected: 'csrf_rejected',
  unsupported_media_type: 'unsupported_media_type',
} as const;

/** Typed refusals become their JSON error; POSTs must be the site's script with JSON (they move money on a cookie session). */
function handle(fn: (rc: RequestContext) => Promise<void>): Handler {
  return async (rc) => {
    try {
      if (rc.req.method === 'POST') assertScriptPost(rc.req);
      await fn(rc);
    } catch (error) {
      if (rc.res.headersSent) throw error;
      if (error instanceof SharedError) return sendSharedError(rc.res, error);
      if (error instanceof AuthError && error.code in FROM_AUTH)
        return sendSharedError(rc.res, new SharedError(FROM_AUTH[error.code as keyof typeof FROM_AUTH], error.message));
      if (error instanceof BodyError) return sendSharedError(rc.res, new SharedError('invalid_request', error.message));
      throw error;
    }
  };
}

function answer<S extends z.ZodType>(res: ServerResponse, schema: S, value: z.input<S>): void {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`Shared table answer failed its protocol schema: ${parsed.error.message}`);
  sendJson(res, 200, parsed.data);
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues.map((i) => `${i.path.map(String).join('.') || '(body)'} ${i.message}`).join('; ');
  throw new SharedError('invalid_request', `The request is invalid: ${where}`);
}

/** GET state, history and stream, POST bet and cash-out, for each table under /web-api/casino/shared/{table}/. */
export function registerSharedRoutes(router: Router, tables: SharedTables, auth: AuthContext): void {
  const current = async (table: SharedTableId) => {
    const round = await tables.roundOf(table);
    if (!round) throw new Error(`The ${table} table has no round: the shared tables were not started`);
    return round;
  };

  for (const table of SHARED_TABLE_IDS) {
    const config = tables.config.tables[table];
    router.get(
      sharedPath(table, 'state'),
      handle(async ({ req, res }) => {
        const round = await current(table);
        const player = await playerOf(auth, req);
        const account = player ? await findAccount(tables.db, player.userId, null) : undefined;
        const myBets = player ? await betsOf(tables.db, player.userId, [round.roundId]) : [];
        answer(res, sharedStateAnswerSchema, {
          round,
          myBets: myBets.map(betView),
          limits: { minBet: config.minBet, maxBet: config.maxBet, currency: account?.currencyIso ?? null },
        });
      }),
      NO_INPUT,
    );

    router.get(
      sharedPath(table, 'history'),
      handle(async ({ req, res }) => {
        const rounds = await endedRounds(tables.db, table, SHARED_HISTORY_ROUNDS);
        const player = await playerOf(auth, req);
        const myBets = player
          ? await betsOf(
              tables.db,
              player.userId,
              rounds.map((r) => r.id),
            )
          : [];
        answer(res, sharedHistoryAnswerSchema, { rounds: rounds.map((r) => roundView(r, tables.now())), myBets: myBets.map(betView) });
      }),
      NO_INPUT,
    );

    router.get(
      sharedPath(table, 'stream'),
      handle(async ({ res }) => tables.streams.subscribe(table, res, await current(table))),
      NO_INPUT,
    );

    router.post(
      sharedPath(table, 'bet'),
      handle(async ({ req, res }) => {
        const player = await requirePlayer(auth, req);
        const request = parse(sharedBetRequestSchema, await readJsonBody(req));
        const placed = await placeBet(tables.db, { table, config, userId: player.userId, request, now: tables.now() });
        answer(res, sharedBetAnswerSchema, { bet: betView(placed.bet), balance: placed.balance, repeated: placed.repeated });
      }),
      takesBody(sharedBetRequestSchema),
    );

    router.post(
      sharedPath(table, 'cash-out'),
      handle(async ({ req, res }) => {
        const player = await requirePlayer(auth, req);
        const { betId } = parse(sharedCashOutRequestSchema, await readJsonBody(req));
        const taken = await cashOut(tables.db, { table, userId: player.userId, betId, now: tables.now() });
        answer(res, sharedCashOutAnswerSchema, { bet: betView(taken.bet), balance: taken.balance });
      }),
      takesBody(sharedCashOutRequestSchema),
    );
  }
}
