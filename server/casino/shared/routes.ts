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
  type SharedCall,
  type SharedTableId,
} from '../../../src/protocol/casino/shared';
import type { AuthContext } from '../../auth/context';
import { AuthError } from '../../auth/http';
import type { Db } from '../../db/db';
import { findAccount } from '../../bets/store';
import { BodyError, readJsonBody } from '../../http/respond';
import { NO_INPUT, takesBody, type Handler, type RequestContext, type Router } from '../../http/router';
import { appliesGuard, scriptCallRefusal } from '../../http/scriptCall';
import { DEMO_CURRENCY } from '../demo';
import type { RoundPlayedHook } from '../rounds/play';
import { betsOf, betView } from './bets';
import { cashOut } from './cashOut';
import { SharedError, sendSharedError } from './errors';
import { placeBet } from './placement';
import { siteAccess, type SharedAccess, type SharedPlayer } from './player';
import { endedRounds, roundView } from './rounds';
import type { SharedTables } from './service';
import { parseRequest, sendChecked } from '../../http/validate';

const FROM_AUTH = {
  unauthorized: 'unauthorized',
  csrf_rejected: 'csrf_rejected',
  unsupported_media_type: 'unsupported_media_type',
} as const;

/** Typed refusals become their JSON error; POSTs pass the access's CSRF rule first (they move money). */
function handle(access: SharedAccess, fn: (rc: RequestContext) => Promise<void>): Handler {
  const wrapped: Handler = async (rc) => {
    try {
      const refusal = rc.req.method === 'POST' ? scriptCallRefusal(rc.req, access.guard) : null;
      if (refusal) throw new AuthError(refusal.code, refusal.message);
      await fn(rc);
    } catch (error) {
      if (rc.res.headersSent) throw error;
      if (error instanceof SharedError) return sendSharedError(rc.res, error, access.headers);
      if (error instanceof AuthError && error.code in FROM_AUTH)
        return sendSharedError(rc.res, new SharedError(FROM_AUTH[error.code as keyof typeof FROM_AUTH], error.message), access.headers);
      if (error instanceof BodyError) return sendSharedError(rc.res, new SharedError('invalid_request', error.message), access.headers);
      throw error;
    }
  };
  return appliesGuard(wrapped, access.guard);
}

function answer<S extends z.ZodType>(res: ServerResponse, schema: S, value: z.input<S>, headers: Readonly<Record<string, string>>): void {
  sendChecked(res, schema, value, 'Shared table', 200, headers);
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return parseRequest(schema, value, 'The request', (message) => new SharedError('invalid_request', message));
}

/** The currency the player's stakes are in: the account's, play money for a demo launch, none for a guest watching the site's table. */
async function currencyOf(db: Db, player: SharedPlayer | null): Promise<string | null> {
  if (player?.kind === 'demo') return DEMO_CURRENCY;
  return player ? ((await findAccount(db, player.userId, null))?.currencyIso ?? null) : null;
}

/** GET state, history and stream, POST bet and cash-out, for each table under /web-api/casino/shared/{table}/ (the site's cookie). */
export function registerSharedRoutes(router: Router, tables: SharedTables, auth: AuthContext): void {
  registerSharedTableRoutes(router, tables, siteAccess(auth), sharedPath);
}

/** The tables' routes at `path`, each resolving its player through `access` (the site's session or the frame's launch token). */
export function registerSharedTableRoutes(
  router: Router,
  tables: SharedTables,
  access: SharedAccess,
  path: (table: SharedTableId, call: SharedCall) => string,
  onPlayed: readonly RoundPlayedHook[] = [],
): void {
  const { headers } = access;
  const current = async (table: SharedTableId) => {
    const round = await tables.roundOf(table);
    if (!round) throw new Error(`The ${table} table has no round: the shared tables were not started`);
    return round;
  };

  for (const table of SHARED_TABLE_IDS) {
    const config = tables.config.tables[table];
    router.get(
      path(table, 'state'),
      handle(access, async ({ req, res }) => {
        const round = await current(table);
        const player = await access.playerOf(req, table);
        const myBets = player ? await betsOf(tables.db, player, [round.roundId]) : [];
        answer(
          res,
          sharedStateAnswerSchema,
          {
            round,
            myBets: myBets.map(betView),
            limits: { minBet: config.minBet, maxBet: config.maxBet, currency: await currencyOf(tables.db, player) },
          },
          headers,
        );
      }),
      NO_INPUT,
    );

    router.get(
      path(table, 'history'),
      handle(access, async ({ req, res }) => {
        const rounds = await endedRounds(tables.db, table, SHARED_HISTORY_ROUNDS);
        const player = await access.playerOf(req, table);
        const myBets = player
          ? await betsOf(
              tables.db,
              player,
              rounds.map((r) => r.id),
            )
          : [];
        answer(
          res,
          sharedHistoryAnswerSchema,
          { rounds: rounds.map((r) => roundView(r, tables.now())), myBets: myBets.map(betView) },
          headers,
        );
      }),
      NO_INPUT,
    );

    router.get(
      path(table, 'stream'),
      handle(access, async ({ req, res, url }) => {
        await access.checkStream(req, url, table);
        tables.streams.subscribe(table, res, await current(table), { headers });
      }),
      NO_INPUT,
    );

    router.post(
      path(table, 'bet'),
      handle(access, async ({ req, res }) => {
        const player = await access.requirePlayer(req, table);
        const request = parse(sharedBetRequestSchema, await readJsonBody(req));
        const placed = await placeBet(tables.db, { table, config, player, request, now: tables.now(), onPlayed });
        answer(res, sharedBetAnswerSchema, { bet: betView(placed.bet), balance: placed.balance, repeated: placed.repeated }, headers);
      }),
      takesBody(sharedBetRequestSchema, access.guard),
    );

    router.post(
      path(table, 'cash-out'),
      handle(access, async ({ req, res }) => {
        const player = await access.requirePlayer(req, table);
        const { betId } = parse(sharedCashOutRequestSchema, await readJsonBody(req));
        const taken = await cashOut(tables.db, { table, player, betId, now: tables.now() });
        answer(res, sharedCashOutAnswerSchema, { bet: betView(taken.bet), balance: taken.balance }, headers);
      }),
      takesBody(sharedCashOutRequestSchema, access.guard),
    );
  }
}
