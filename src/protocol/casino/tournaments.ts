import { z } from 'zod';
import { API_PATH } from '../constants/apiPath';

/**
 * Casino tournaments: a time window, a metric, a prize; the leaderboard is
 * read from the casino rounds the ledger holds (server/casino/tournaments).
 */
export const CASINO_TOURNAMENTS_PATH = `${API_PATH}/casino/tournaments`;
/** One tournament with its leaderboard: `?id=<id>`. */
export const CASINO_TOURNAMENT_PATH = `${API_PATH}/casino/tournament`;
export const ADMIN_TOURNAMENTS_PATH = `${API_PATH}/admin/casino/tournaments`;
export const ADMIN_TOURNAMENT_CLOSE_PATH = `${API_PATH}/admin/casino/tournaments/close`;

/** The leaderboard's length; the caller's own place is sent besides when it is lower. */
export const LEADERBOARD_TOP = 20;

/** How long the page waits between two reads of a running tournament's leaderboard. */
export const LEADERBOARD_POLL_MS = 15_000;

/** multiplier: a player's best round, win / stake; wagered: the sum of a player's stakes. */
export const TOURNAMENT_METRICS = ['multiplier', 'wagered'] as const;
export type TournamentMetric = (typeof TOURNAMENT_METRICS)[number];

export const TOURNAMENT_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

const iso = z.string().regex(/^[A-Z]{3}$/);
/** A moment up to the end of year 9999, which a JavaScript Date and the database both hold. */
const epochMs = z.number().int().nonnegative().max(253_402_300_799_999);
/** A row id: the database's integer. */
const rowId = z.number().int().positive().max(2_147_483_647);

export const tournamentSchema = z.object({
  id: rowId,
  name: z.string().min(1).max(120),
  /** The prizes, as the operator wrote them. */
  prize: z.string().max(500),
  metric: z.enum(TOURNAMENT_METRICS),
  /** Only rounds in this currency count (stakes of two currencies cannot be added). */
  currencyIso: iso,
  /** The smallest stake of a round that counts, minor units (a tiny stake must not win a multiplier race). */
  minStake: z.number().int().nonnegative(),
  /** The window: rounds from startsAt (included) to endsAt (excluded). */
  startsAt: epochMs,
  endsAt: epochMs,
  status: z.enum(TOURNAMENT_STATUSES),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const leaderboardRowSchema = z.object({
  place: z.number().int().positive(),
  /** The player's login, masked for everyone else's eyes. */
  player: z.string(),
  /** Multiplier (win / stake) or total wagered in minor units, per the tournament's metric. */
  score: z.number().nonnegative(),
  /** The caller's own row. */
  me: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const tournamentsAnswerSchema = z.object({ tournaments: z.array(tournamentSchema) });
export type TournamentsAnswer = z.infer<typeof tournamentsAnswerSchema>;

export const tournamentQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const tournamentAnswerSchema = z.object({
  tournament: tournamentSchema,
  /** The top of the board, best first. */
  leaders: z.array(leaderboardRowSchema).max(LEADERBOARD_TOP),
  /** The caller's row when signed in, has played in the window and is not among the leaders. */
  own: leaderboardRowSchema.nullable(),
  /** How many players have a score. */
  players: z.number().int().nonnegative(),
  /** When the board was read, epoch ms. */
  at: epochMs,
});
export type TournamentAnswer = z.infer<typeof tournamentAnswerSchema>;

export const createTournamentSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    prize: z.string().trim().max(500),
    metric: z.enum(TOURNAMENT_METRICS),
    currencyIso: iso,
    minStake: z.number().int().nonnegative().max(1_000_000_000_000).default(0),
    startsAt: epochMs,
    endsAt: epochMs,
  })
  .refine((t) => t.endsAt > t.startsAt, { message: 'endsAt must be after startsAt', path: ['endsAt'] });
export type CreateTournament = z.infer<typeof createTournamentSchema>;

export const closeTournamentSchema = z.object({ id: rowId });

export const adminTournamentAnswerSchema = z.object({ tournament: tournamentSchema });

/** The list for the pages: the worker's answer (a call never throws). */
export type TournamentsResult =
  { readonly status: 'ok'; readonly tournaments: readonly Tournament[] } | { readonly status: 'error'; readonly message: string };

/** One tournament and its board for the page. */
export type TournamentResult =
  | { readonly status: 'ok'; readonly board: TournamentAnswer }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly message: string };

declare module '../api' {
  interface QueryCatalogue {
    /** GET /web-api/casino/tournaments: running, upcoming and recently finished. */
    casinoTournaments: { input: Record<string, never>; output: TournamentsResult };
    /** GET /web-api/casino/tournament?id=: the board, with the caller's place when signed in. */
    casinoTournament: { input: { readonly id: number }; output: TournamentResult };
  }
}
