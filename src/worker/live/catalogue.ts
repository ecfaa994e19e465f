import type { CatalogueData } from '../../protocol/live-client';
import {
  LIVE_GAMES_PATH,
  LIVE_MENU_PATH,
  LIVE_RESULTS_PATH,
  LIVE_SPORTS_PATH,
  gamesAnswerSchema,
  menuAnswerSchema,
  resultsAnswerSchema,
  sportsAnswerSchema,
} from '../../protocol/schemas/live';
import type { HttpFailure } from '../../protocol/http';
import type { HttpClient } from '../http';

export type CatalogueResult = { readonly ok: true; readonly data: CatalogueData } | { readonly ok: false; readonly code: string };

function failureCode(failure: HttpFailure): string {
  if (failure.status === 'http-error') return failure.error ? String(failure.error.code) : `http_${failure.code}`;
  return failure.status;
}

/** Loads one catalogue list (keys: CATALOGUE_KEY_PATTERN) with its zod schema. */
export async function loadCatalogue(http: HttpClient, key: string, lang: string): Promise<CatalogueResult> {
  const query = { lang };
  if (key === 'sports') {
    const r = await http.get(LIVE_SPORTS_PATH, { schema: sportsAnswerSchema, query, language: lang });
    return r.ok ? { ok: true, data: { kind: 'sports', sports: r.value.data } } : { ok: false, code: failureCode(r.failure) };
  }
  const [kind, a, b] = key.split(':');
  if (kind === 'menu' && (a === 'live' || a === 'line')) {
    const r = await http.get(LIVE_MENU_PATH, { schema: menuAnswerSchema, query: { ...query, section: a }, language: lang });
    return r.ok ? { ok: true, data: { kind: 'menu', section: a, sports: r.value.data } } : { ok: false, code: failureCode(r.failure) };
  }
  if (kind === 'champ' && a && (b === 'live' || b === 'line')) {
    const r = await http.get(LIVE_GAMES_PATH, { schema: gamesAnswerSchema, query: { ...query, champId: a, section: b }, language: lang });
    return r.ok
      ? { ok: true, data: { kind: 'champ', champ: r.value.data.champ, gameIds: r.value.data.games.map((g) => g.gameId) } }
      : { ok: false, code: failureCode(r.failure) };
  }
  if (kind === 'results' && (a === 'live' || a === 'zone')) {
    const r = await http.get(LIVE_RESULTS_PATH, { schema: resultsAnswerSchema, query: { ...query, section: a }, language: lang });
    return r.ok ? { ok: true, data: { kind: 'results', results: r.value.data } } : { ok: false, code: failureCode(r.failure) };
  }
  return { ok: false, code: 'unknown_catalogue' };
}
