import {
  CASINO_TOURNAMENT_PATH,
  CASINO_TOURNAMENTS_PATH,
  tournamentAnswerSchema,
  tournamentsAnswerSchema,
  type TournamentResult,
  type TournamentsResult,
} from '../../protocol/casino/tournaments';
import type { HttpFailure } from '../../protocol/http';
import type { HttpClient } from '../http';

type Log = { warn(message: string, data?: unknown): void };

const messageOf = (f: HttpFailure): string => ('message' in f ? f.message : f.status);

export async function loadTournaments(http: HttpClient, log: Log): Promise<TournamentsResult> {
  const answer = await http.get(CASINO_TOURNAMENTS_PATH, { schema: tournamentsAnswerSchema });
  if (answer.ok) return { status: 'ok', tournaments: answer.value.tournaments };
  log.warn('the casino tournaments could not be read', answer.failure);
  return { status: 'error', message: messageOf(answer.failure) };
}

/** One board; a signed-in call carries the token so the server adds the player's own place. */
export async function loadTournament(http: HttpClient, id: number, signedIn: boolean, log: Log): Promise<TournamentResult> {
  const answer = await http.get(CASINO_TOURNAMENT_PATH, { schema: tournamentAnswerSchema, query: { id }, auth: signedIn });
  if (answer.ok) return { status: 'ok', board: answer.value };
  const f = answer.failure;
  if (f.status === 'http-error' && (f.code === 404 || f.code === 400)) return { status: 'notFound' };
  log.warn('a casino tournament could not be read', f);
  return { status: 'error', message: messageOf(f) };
}
