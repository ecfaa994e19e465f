import type { z } from 'zod';
import type { CatalogueData } from '../../protocol/live-client';
import {
  LIVE_CHAMPS_PATH,
  LIVE_GAMES_PATH,
  LIVE_MENU_PATH,
  LIVE_RESULTS_PATH,
  LIVE_SPORTS_PATH,
  LIVE_STATISTIC_PATH,
  LIVE_TEAM_PATH,
  champsAnswerSchema,
  gamesAnswerSchema,
  menuAnswerSchema,
  resultsAnswerSchema,
  sportsAnswerSchema,
  statisticAnswerSchema,
  teamAnswerSchema,
} from '../../protocol/schemas/live';
import type { HttpFailure } from '../../protocol/http';
import type { HttpClient } from '../http';
import { champGroups } from '../../core/live';

export type CatalogueResult = { readonly ok: true; readonly data: CatalogueData } | { readonly ok: false; readonly code: string };

function failureCode(failure: HttpFailure): string {
  if (failure.status === 'http-error') return failure.error ? String(failure.error.code) : `http_${failure.code}`;
  return failure.status;
}

const isSection = (text: string | undefined): text is 'live' | 'line' => text === 'live' || text === 'line';

/** Loads one catalogue list (keys: CATALOGUE_KEY_PATTERN) with its zod schema. */
export async function loadCatalogue(http: HttpClient, key: string, lang: string): Promise<CatalogueResult> {
  const get = <S extends z.ZodType>(path: string, schema: S, extra: Record<string, string>, shape: (value: z.output<S>) => CatalogueData) =>
    http
      .get(path, { schema, query: { lang, ...extra }, language: lang })
      .then((r): CatalogueResult => (r.ok ? { ok: true, data: shape(r.value) } : { ok: false, code: failureCode(r.failure) }));
  if (key === 'sports') {
    return get(LIVE_SPORTS_PATH, sportsAnswerSchema, {}, (v) => ({ kind: 'sports', sports: v.data }));
  }
  const [kind, a, b, c] = key.split(':');
  if (kind === 'menu' && isSection(a)) {
    // Loaded ungrouped: catalogueView groups by country when the player asks, without loading again.
    return get(LIVE_MENU_PATH, menuAnswerSchema, { section: a }, (v) => ({
      kind: 'menu',
      section: a,
      sports: v.data.map((s) => ({ ...s, groups: champGroups(s.champs, false, lang) })),
    }));
  }
  if (kind === 'champ' && a && isSection(b)) {
    return get(LIVE_GAMES_PATH, gamesAnswerSchema, { champId: a, section: b }, (v) => ({
      kind: 'champ',
      champ: v.data.champ,
      gameIds: v.data.games.map((g) => g.gameId),
    }));
  }
  if (kind === 'champs' && a) {
    return get(LIVE_CHAMPS_PATH, champsAnswerSchema, { sportId: a }, (v) => ({
      kind: 'champs',
      sportId: Number(a),
      champs: v.data,
      groups: champGroups(v.data, false, lang),
    }));
  }
  if (kind === 'results' && (a === 'live' || a === 'zone')) {
    return get(LIVE_RESULTS_PATH, resultsAnswerSchema, { section: a }, (v) => ({ kind: 'results', results: v.data }));
  }
  if (kind === 'statistic' && (a === 'game' || a === 'champ') && b) {
    return get(LIVE_STATISTIC_PATH, statisticAnswerSchema, a === 'game' ? { gameId: b } : { champId: b }, (v) => ({
      kind: 'statistic',
      statistic: v.data,
    }));
  }
  if (kind === 'team' && a && isSection(b) && c === undefined) {
    return get(LIVE_TEAM_PATH, teamAnswerSchema, { team: a, section: b }, (v) => ({
      kind: 'team',
      team: v.data.team,
      gameIds: v.data.games.map((g) => g.gameId),
      champIds: [...new Set(v.data.games.map((g) => g.champId))],
      results: v.data.results,
    }));
  }
  // accumulator:{section} is built from the catalogue index (catalogueIndex.ts), never loaded by itself.
  return { ok: false, code: 'unknown_catalogue' };
}
