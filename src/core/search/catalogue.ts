import { GAME_STATUS, type CatalogueIndex } from '../../protocol/schemas/live';
import { MAX_SEARCH_LIMIT, type CatalogueSearchResult, type SearchChamp, type SearchGame, type SearchTeam } from '../../protocol/search';
import { champPagePath, gamePagePath, teamPagePath } from '../live/paths';
import { isLiveStatus } from '../live/topics';
import { foldText, matchRange } from './fold';
import { bestTier, matchTier, type MatchTier } from './match';

/** A result without where the text is in it: that depends on the search, the rest is made once. */
type Found<R> = Omit<R, 'match'>;

interface Prepared<R> {
  /** The answer for it, made when it is first found: paths cost more to build than the whole search. */
  readonly result: () => Found<R>;
  /** Sorts equal matches. */
  readonly name: string;
  /** Folded names it is found by. */
  readonly names: readonly string[];
  readonly live: boolean;
  readonly startTime: number;
}

/** The catalogue of one language, folded once, so a search is a scan of prepared strings. */
export interface SearchIndex {
  readonly lang: string;
  readonly games: readonly Prepared<SearchGame>[];
  readonly champs: readonly Prepared<SearchChamp>[];
  readonly teams: readonly Prepared<SearchTeam>[];
}

export function buildSearchIndex(index: CatalogueIndex, lang: string): SearchIndex {
  const sports = new Map(index.sports.map((s) => [s.sportId, s]));
  const champs = new Map(index.champs.map((c) => [c.champId, c]));
  const games: Prepared<SearchGame>[] = [];
  const teams = new Map<string, { name: string; sportId: number; slug: string; live: boolean; startTime: number }>();
  const liveChamps = new Set<number>();
  for (const g of index.games) {
    if (g.status === GAME_STATUS.finished) continue;
    const sport = sports.get(g.sportId);
    const sportFacts = factsOf(sport);
    const champName = champs.get(g.champId)?.name ?? '';
    const live = isLiveStatus(g.status);
    if (live) liveChamps.add(g.champId);
    const name = `${g.opponent1} — ${g.opponent2}`;
    const path = () =>
      gamePagePath(lang, {
        gameId: g.gameId,
        sportId: g.sportId,
        sportSlug: sport?.slug ?? 'sport',
        isCyber: sport?.isCyber ?? false,
        champId: g.champId,
        champName,
        opponent1: g.opponent1,
        opponent2: g.opponent2,
        status: g.status,
      });
    games.push({
      result: once(() => ({
        id: g.gameId,
        name,
        sportId: g.sportId,
        ...sportFacts,
        champName,
        startTime: g.startTime,
        isLive: live,
        path: path(),
      })),
      name,
      names: foldedNames(g.opponent1, g.opponent2),
      live,
      startTime: g.startTime,
    });
    for (const [team, slug] of [
      [g.opponent1, g.team1Slug],
      [g.opponent2, g.team2Slug],
    ] as const) {
      if (slug === '') continue;
      const key = `${g.sportId}|${slug}`;
      const known = teams.get(key);
      if (!known) teams.set(key, { name: team, sportId: g.sportId, slug, live, startTime: g.startTime });
      else if (live && !known.live) teams.set(key, { ...known, live });
    }
  }
  return {
    lang,
    games,
    champs: index.champs
      .filter((c) => c.gamesCount > 0)
      .map((c) => ({
        result: once(() => ({
          id: c.champId,
          name: c.name,
          sportId: c.sportId,
          ...factsOf(sports.get(c.sportId)),
          path: champPagePath(lang, c.champId, c.nameEng),
        })),
        name: c.name,
        names: [foldText(c.name), foldText(c.nameEng)],
        live: liveChamps.has(c.champId),
        startTime: 0,
      })),
    teams: [...teams.values()].map((t) => ({
      result: once(() => ({
        name: t.name,
        sportId: t.sportId,
        slug: t.slug,
        ...factsOf(sports.get(t.sportId)),
        path: teamPagePath(lang, t.live ? 'live' : 'line', t.slug),
      })),
      name: t.name,
      names: [foldText(t.name)],
      live: t.live,
      startTime: t.startTime,
    })),
  };
}

/** The sport facts a result carries; a sport missing from the catalogue draws the default icon. */
function factsOf(sport: { readonly slug: string; readonly isCyber: boolean } | undefined): { sportSlug: string; isCyber: boolean } {
  return { sportSlug: sport?.slug ?? 'sport', isCyber: sport?.isCyber ?? false };
}

function once<R>(make: () => R): () => R {
  let made: R | undefined;
  return () => (made ??= make());
}

/** Each team's folded name, and both together ("arsenal chelsea" finds the game too). */
function foldedNames(a: string, b: string): string[] {
  const one = foldText(a);
  const two = foldText(b);
  return [one, two, one === '' || two === '' ? one + two : `${one} ${two}`];
}

/** The best `limit` of a kind: the better match first, then live before line, then the earlier start, then the name. */
function best<R extends { readonly name: string; readonly match: readonly [number, number] | null }>(
  items: readonly Prepared<R>[],
  text: string,
  limit: number,
): R[] {
  const found: { item: Prepared<R>; tier: MatchTier }[] = [];
  for (const item of items) {
    let tier: MatchTier | null = null;
    for (const name of item.names) {
      tier = bestTier(tier, matchTier(name, text));
      if (tier === 0) break;
    }
    if (tier !== null) found.push({ item, tier });
  }
  found.sort(
    (a, b) =>
      a.tier - b.tier ||
      Number(b.item.live) - Number(a.item.live) ||
      a.item.startTime - b.item.startTime ||
      (a.item.name < b.item.name ? -1 : a.item.name > b.item.name ? 1 : 0),
  );
  return found.slice(0, limit).map((f) => {
    const result = f.item.result();
    // The found items only (at most `limit`): the range is worked out for what is shown, not for every name scanned.
    return { ...result, match: matchRange(result.name, text) } as R;
  });
}

/**
 * Games, championships and teams whose names hold the text, without regard
 * to case or diacritics, in the index's language; at most `limit` of each
 * (1 to MAX_SEARCH_LIMIT). An empty text finds nothing.
 */
export function searchCatalogue(index: SearchIndex, text: string, limit: number): CatalogueSearchResult {
  const folded = foldText(text);
  const count = Math.max(1, Math.min(MAX_SEARCH_LIMIT, Math.floor(Number.isFinite(limit) ? limit : 1)));
  if (folded === '') return { games: [], champs: [], teams: [] };
  return { games: best(index.games, folded, count), champs: best(index.champs, folded, count), teams: best(index.teams, folded, count) };
}
