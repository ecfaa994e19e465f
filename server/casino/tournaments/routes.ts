import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import {
  ADMIN_TOURNAMENT_CLOSE_PATH,
  ADMIN_TOURNAMENTS_PATH,
  CASINO_TOURNAMENT_PATH,
  CASINO_TOURNAMENTS_PATH,
  adminTournamentAnswerSchema,
  closeTournamentSchema,
  createTournamentSchema,
  tournamentAnswerSchema,
  tournamentQuerySchema,
  tournamentsAnswerSchema,
} from '../../../src/protocol/casino/tournaments';
import type { AuthContext } from '../../auth/context';
import { authenticate } from '../../auth/sessions';
import type { Db } from '../../db/db';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest, operatorToken } from '../../http/operator';
import { BodyError, readJsonBody, sendError } from '../../http/respond';
import { NO_INPUT, type RequestContext, type Router, takesBody, takesQuery } from '../../http/router';
import { invalidFields, invalidMessage, sendChecked } from '../../http/validate';
import { OPERATOR_BEARER } from '../../http/scriptCall';
import { readLeaderboard } from './leaderboard';
import { closeTournament, createTournament, listTournaments, tournamentById } from './store';

/** Every answer is checked against its protocol schema: a server bug is a 500, never a malformed answer. */
function answer<S extends z.ZodType>(res: ServerResponse, schema: S, value: z.input<S>, status = 200): void {
  sendChecked(res, schema, value, 'Tournaments', status);
}

/**
 * The casino tournaments: the list and one tournament's board for anyone (a
 * signed-in caller also gets their own place), and, with ADMIN_TOKEN, the
 * operator's create and close. Time is the server's clock (`now`).
 */
export function registerTournamentRoutes(
  router: Router,
  deps: { readonly db: Db; readonly auth: AuthContext; readonly now: () => number; readonly adminToken?: string | null },
): void {
  const { db, auth, now } = deps;

  router.get(
    CASINO_TOURNAMENTS_PATH,
    async ({ res }) => answer(res, tournamentsAnswerSchema, { tournaments: await listTournaments(db, now()) }),
    NO_INPUT,
  );

  router.get(
    CASINO_TOURNAMENT_PATH,
    async ({ req, res, url }) => {
      const query = tournamentQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return sendError(res, 400, 'invalid_request', 'Give the tournament as ?id=<positive whole number>');
      const at = now();
      const tournament = await tournamentById(db, query.data.id, at);
      if (!tournament) return sendError(res, 404, 'tournament_not_found', `No tournament ${query.data.id}`);
      const session = await authenticate(auth, req);
      const board = await readLeaderboard(db, tournament, session?.userId ?? null);
      answer(res, tournamentAnswerSchema, { tournament, ...board, at });
    },
    takesQuery(tournamentQuerySchema),
  );

  const token = operatorToken(deps.adminToken);
  if (!token) return;

  /** An operator call: the token, then a body its schema takes, else a typed 4xx. */
  const operator =
    <S extends z.ZodType>(schema: S, fn: (body: z.output<S>, rc: RequestContext) => Promise<void>) =>
    async (rc: RequestContext): Promise<void> => {
      if (!isOperatorRequest(rc.req, token)) return sendError(rc.res, 401, 'admin_unauthorized', OPERATOR_REFUSED_MESSAGE);
      let raw: unknown;
      try {
        raw = await readJsonBody(rc.req, 16 * 1024);
      } catch (error) {
        if (error instanceof BodyError) return sendError(rc.res, error.status, error.code, error.message);
        throw error;
      }
      const body = schema.safeParse(raw);
      if (!body.success) return sendError(rc.res, 400, 'invalid_request', invalidMessage('Request body', invalidFields(body.error.issues)));
      await fn(body.data, rc);
    };

  router.post(
    ADMIN_TOURNAMENTS_PATH,
    operator(createTournamentSchema, async (body, { res }) => {
      const tournament = await createTournament(db, body, now());
      if (!tournament) return sendError(res, 400, 'unknown_currency', `No currency ${body.currencyIso}`);
      answer(res, adminTournamentAnswerSchema, { tournament }, 201);
    }),
    takesBody(createTournamentSchema, OPERATOR_BEARER),
  );

  router.post(
    ADMIN_TOURNAMENT_CLOSE_PATH,
    operator(closeTournamentSchema, async (body, { res }) => {
      const tournament = await closeTournament(db, body.id, now());
      if (!tournament) return sendError(res, 404, 'tournament_not_found', `No tournament ${body.id}`);
      answer(res, adminTournamentAnswerSchema, { tournament });
    }),
    takesBody(closeTournamentSchema, OPERATOR_BEARER),
  );
}
