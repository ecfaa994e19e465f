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
import { operatorToken } from '../../http/operator';
import { operatorCall } from '../../http/operatorCall';
import { sendError } from '../../http/respond';
import { NO_INPUT, type Router, takesBody, takesQuery } from '../../http/router';
import { sendChecked } from '../../http/validate';
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

  const operator = operatorCall(token);

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
