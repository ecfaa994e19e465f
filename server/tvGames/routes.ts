import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { colourOf, offersOf, sumLineOf } from '../../src/core/tvGames';
import {
  TV_PATHS,
  tvBetAnswerSchema,
  tvBetRequestSchema,
  tvShowAnswerSchema,
  tvShowsAnswerSchema,
  type TvBet,
  type TvShow,
} from '../../src/protocol/tvGames';
import type { AuthContext } from '../auth/context';
import { authenticate } from '../auth/sessions';
import type { TvShowConfig } from '../config/tvGames';
import type { Queryable } from '../db/db';
import { readJsonBody } from '../http/respond';
import { NO_INPUT, takesBody, takesQuery, type Router } from '../http/router';
import { SCRIPT_CALL } from '../http/scriptCall';
import { sendChecked } from '../http/validate';
import { BET_COLUMNS, betOf, placeBet } from './bet';
import { drawView, endedDraws } from './draws';
import { TvError, TV_REFUSALS } from './errors';
import type { TvStudio } from './studio';

const showQuerySchema = z.object({ show: z.string().min(1).max(40) });
/** The ended draws a show lists, and how many of the player's bets. */
const DRAWS_SHOWN = 10;
const BETS_SHOWN = 20;

const { handle, parse } = TV_REFUSALS;

async function playerOf(auth: AuthContext, req: IncomingMessage): Promise<{ userId: number; banned: boolean } | null> {
  const session = await authenticate(auth, req);
  return session ? { userId: session.userId, banned: session.user.ban_level > 0 } : null;
}

async function showView(studio: TvStudio, show: TvShowConfig): Promise<TvShow> {
  return {
    id: show.id,
    rules: show.rules,
    currency: show.currency,
    minStake: show.minStake,
    maxStake: show.maxStake,
    bettingMs: show.bettingMs,
    ballMs: show.ballMs,
    sumLine: sumLineOf(show.rules),
    ballColours: Array.from({ length: show.rules.balls }, (_, i) => colourOf(show.rules, i + 1)),
    offers: offersOf(show.rules),
    draw: await studio.drawOf(show.id),
  };
}

/** The caller's latest bets in the show (their own only). */
async function myBets(q: Queryable, userId: number, show: string): Promise<TvBet[]> {
  const rows = await q.query<Parameters<typeof betOf>[0]>(
    `SELECT ${BET_COLUMNS} FROM tv_bet WHERE user_id = $1 AND draw_id IN (SELECT id FROM tv_draw WHERE show_id = $2)
      ORDER BY id DESC LIMIT ${BETS_SHOWN}`,
    [userId, show],
  );
  return rows.map(betOf);
}

/** GET shows, show and stream (public; the show adds the caller's bets when signed in), POST bet (signed in). */
export function registerTvGamesRoutes(router: Router, studio: TvStudio, auth: AuthContext): void {
  const showOf = (id: string): TvShowConfig => {
    const show = studio.show(id);
    if (!show) throw new TvError('show_not_found', `No TV show ${id}`);
    return show;
  };

  router.get(
    TV_PATHS.shows,
    handle(async ({ res }) => {
      const shows = await Promise.all(studio.config.shows.map((show) => showView(studio, show)));
      sendChecked(res, tvShowsAnswerSchema, { shows }, 'TV games');
    }),
    NO_INPUT,
  );

  router.get(
    TV_PATHS.show,
    handle(async ({ req, res, url }) => {
      const show = showOf(parse(showQuerySchema, Object.fromEntries(url.searchParams)).show);
      const player = await playerOf(auth, req);
      const now = studio.now();
      const lastDraws = (await endedDraws(studio.db, show.id, DRAWS_SHOWN)).map((draw) => drawView(draw, show, now));
      const bets = player ? await myBets(studio.db, player.userId, show.id) : [];
      sendChecked(res, tvShowAnswerSchema, { show: await showView(studio, show), lastDraws, myBets: bets }, 'TV games');
    }),
    takesQuery(showQuerySchema),
  );

  router.get(
    TV_PATHS.stream,
    handle(async ({ res, url }) => {
      const show = showOf(parse(showQuerySchema, Object.fromEntries(url.searchParams)).show);
      // The first viewer opens the show's draw: a show runs only while someone watches or bets.
      studio.streams.subscribe(show.id, res, null, { onClose: () => void studio.wake(show.id) });
      await studio.wake(show.id);
      await studio.publish(show.id);
    }),
    takesQuery(showQuerySchema),
  );

  router.post(
    TV_PATHS.bet,
    handle(async ({ req, res }) => {
      const player = await playerOf(auth, req);
      if (!player) throw new TvError('unauthorized', 'Sign in to bet on TV games');
      if (player.banned) throw new TvError('player_banned', 'A banned player cannot play');
      const request = parse(tvBetRequestSchema, await readJsonBody(req));
      const placed = await placeBet(studio.db, { show: showOf(request.show), userId: player.userId, request, now: studio.now() });
      await studio.wake(request.show);
      sendChecked(res, tvBetAnswerSchema, placed, 'TV games');
    }),
    takesBody(tvBetRequestSchema, SCRIPT_CALL),
  );
}
