import { describe, expect, it } from 'vitest';
import { CASINO_TOURNAMENT_PATH, CASINO_TOURNAMENTS_PATH, type TournamentAnswer } from '../../../src/protocol/casino/tournaments';
import type { HttpFailure, HttpResult } from '../../../src/protocol/http';
import { CasinoTournamentsController } from '../../../src/worker/casinoTournaments/controller';
import type { HttpClient, RequestOptions } from '../../../src/worker/http';
import type { ControllerLink } from '../../../src/worker/runtime/controller';

/** The controller answers the pages' questions from the server's answers: a fake client stands in for the HTTP calls. */
const BOARD: TournamentAnswer = {
  tournament: {
    id: 1,
    name: 'Multiplier Week',
    prize: '',
    metric: 'multiplier',
    currencyIso: 'RUB',
    minStake: 0,
    startsAt: 0,
    endsAt: 10,
    status: 'finished',
  },
  leaders: [],
  own: null,
  players: 0,
  at: 5,
};

const httpError = (code: number): HttpFailure => ({
  request: 'GET x',
  status: 'http-error',
  code,
  notify: true,
  error: null,
  message: `status ${code}`,
});

function wired(answer: (path: string) => HttpResult<unknown>, session: 'signedIn' | 'guest' = 'guest') {
  const calls: { path: string; auth: boolean; query: unknown }[] = [];
  const warnings: string[] = [];
  const get = (path: string, options: RequestOptions<never>) => {
    calls.push({ path, auth: options.auth ?? false, query: options.query });
    return Promise.resolve(answer(path));
  };
  const http = { get } as unknown as HttpClient;
  const controller = new CasinoTournamentsController({ http, log: { warn: (message) => warnings.push(message) } });
  controller.attach({ projection: (name: string) => (name === 'session' ? { status: session } : undefined) } as unknown as ControllerLink);
  return { controller, calls, warnings };
}

describe('the casino tournaments controller', () => {
  it('answers the list and a board; a signed-in player asks with the token', async () => {
    const { controller, calls } = wired(
      (path) => ({ ok: true, value: path === CASINO_TOURNAMENTS_PATH ? { tournaments: [BOARD.tournament] } : BOARD }),
      'signedIn',
    );
    expect(await controller.queries.casinoTournaments()).toEqual({ status: 'ok', tournaments: [BOARD.tournament] });
    expect(await controller.queries.casinoTournament({ id: 1 })).toEqual({ status: 'ok', board: BOARD });
    expect(calls).toEqual([
      { path: CASINO_TOURNAMENTS_PATH, auth: false, query: undefined },
      { path: CASINO_TOURNAMENT_PATH, auth: true, query: { id: 1 } },
    ]);
  });

  it('asks without a token for a guest, says a missing tournament is not found, and reports other failures', async () => {
    const { controller, calls, warnings } = wired((path) => ({
      ok: false,
      failure: httpError(path === CASINO_TOURNAMENT_PATH ? 404 : 503),
    }));
    expect(await controller.queries.casinoTournament({ id: 9 })).toEqual({ status: 'notFound' });
    expect(calls[0]?.auth).toBe(false);
    expect(await controller.queries.casinoTournaments()).toEqual({ status: 'error', message: 'status 503' });
    expect(warnings).toEqual(['the casino tournaments could not be read']);
  });
});
