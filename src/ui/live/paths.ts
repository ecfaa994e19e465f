import type { BettingSection } from '../../protocol/schemas/live';
import type { AppPage } from '../apps/routeApps';

/** The leading number of a path segment ("101-premier-league" -> 101). */
export function idOf(segment: string | undefined): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(segment ?? '');
  return match ? Number(match[1]) : null;
}

/** A readable URL tail; names in other scripts give an empty slug and the caller's fallback. */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

/** menuSection groups the sports: "sports" or "cyber". */
export type MenuSection = 'sports' | 'cyber';

/** `cyber` redirects to cyber/real (SPEC 2): the type every cyber link uses unless a page names another. */
export const CYBER_DEFAULT_TYPE = 'real';

export const sectionPath = (lang: string, section: BettingSection) => `/${lang}/${section}`;
export const menuPath = (lang: string, section: BettingSection, menu: MenuSection) => `${sectionPath(lang, section)}/${menu}`;
export const sportPath = (lang: string, section: BettingSection, menu: MenuSection, sportId: number, slug: string) =>
  `${menuPath(lang, section, menu)}/${sportId}-${slug}`;
export const champPath = (
  lang: string,
  section: BettingSection,
  menu: MenuSection,
  sportId: number,
  sportSlug: string,
  champId: number,
  champName: string,
) => `${sportPath(lang, section, menu, sportId, sportSlug)}/${champId}-${slugify(champName) || 'champ'}`;
export const gamePath = (champUrl: string, gameId: number, name: string) => `${champUrl}/${gameId}-${slugify(name) || 'game'}`;

export const asSection = (text: string | undefined): BettingSection => (text === 'line' ? 'line' : 'live');

// --- Cyber (SPEC 2: cyber/{type}/main, all, {discipline}, {discipline}/champs, {discipline}/{section},
// {discipline}/{champ}, {discipline}/{champ}/{section}/{game})
export const cyberPath = (lang: string, type = CYBER_DEFAULT_TYPE) => `/${lang}/cyber/${type}`;
export const cyberAllPath = (lang: string, type = CYBER_DEFAULT_TYPE) => `${cyberPath(lang, type)}/all`;
export const cyberDisciplinePath = (lang: string, discipline: string, type = CYBER_DEFAULT_TYPE) =>
  `${cyberPath(lang, type)}/${discipline}`;
export const cyberChampsPath = (lang: string, discipline: string, type = CYBER_DEFAULT_TYPE) =>
  `${cyberDisciplinePath(lang, discipline, type)}/champs`;
export const cyberSectionPath = (lang: string, discipline: string, section: BettingSection, type = CYBER_DEFAULT_TYPE) =>
  `${cyberDisciplinePath(lang, discipline, type)}/${section}`;
export const cyberChampPath = (lang: string, discipline: string, champId: number, champName: string, type = CYBER_DEFAULT_TYPE) =>
  `${cyberDisciplinePath(lang, discipline, type)}/${champId}-${slugify(champName) || 'champ'}`;

/** What a link to a game needs to know of it. */
export interface GameLinkFacts {
  readonly gameId: number;
  readonly sportId: number;
  readonly sportSlug: string;
  readonly isCyber: boolean;
  readonly champId: number;
  readonly champName: string;
  readonly opponent1: string;
  readonly opponent2: string;
  /** 1 line; anything else is shown under live (a finished game stays where it was played). */
  readonly status: number;
}

/** Every game has one page: a cyber game under the cyber routes, the others under their section. */
/** The route a game link opens, as its answer will name it: which app to fetch when the link is pointed at. */
export function gamePage(game: Pick<GameLinkFacts, 'isCyber'>): AppPage {
  return game.isCyber ? { routeId: 'cyberGame', remoteApp: 'cyber' } : { routeId: 'bettingGame', remoteApp: 'line' };
}

export function gameHref(lang: string, game: GameLinkFacts, cyberType = CYBER_DEFAULT_TYPE): string {
  const section: BettingSection = game.status === 1 ? 'line' : 'live';
  const tail = `${game.gameId}-${slugify(`${game.opponent1} ${game.opponent2}`) || 'game'}`;
  if (game.isCyber) return `${cyberChampPath(lang, game.sportSlug, game.champId, game.champName, cyberType)}/${section}/${tail}`;
  return `${champPath(lang, section, 'sports', game.sportId, game.sportSlug, game.champId, game.champName)}/${tail}`;
}

export const teamPath = (lang: string, section: BettingSection, teamSlug: string) => `/${lang}/team/${section}/${teamSlug}`;
export const teamGamePath = (lang: string, section: BettingSection, teamSlug: string, gameId: number) =>
  `${teamPath(lang, section, teamSlug)}/${gameId}`;
export const statisticPath = (lang: string, gameId: number) => `/${lang}/statistic?gameId=${gameId}`;
export const statisticPopupPath = (lang: string, gameId: number) => `/${lang}/statisticpopup?gameId=${gameId}`;

/** multi?games=1,2,3: the games shown side by side, in the order picked. */
export const MULTI_MAX_GAMES = 4;
export const multiPath = (lang: string, gameIds: readonly number[]) =>
  gameIds.length ? `/${lang}/multi?games=${gameIds.join(',')}` : `/${lang}/multi`;
export function multiGames(query: string | undefined): number[] {
  const ids: number[] = [];
  for (const part of (query ?? '').split(',')) {
    const id = idOf(part.trim());
    if (id !== null && !ids.includes(id) && ids.length < MULTI_MAX_GAMES) ids.push(id);
  }
  return ids;
}

/** champs/{champId}: a championship's games in play and in the line, and its table. */
export const champsPath = (lang: string, champId?: number, champName = '') =>
  champId === undefined ? `/${lang}/champs` : `/${lang}/champs/${champId}-${slugify(champName) || 'champ'}`;
/** results/live (every finished game) or results/zone (the cyber zone's). */
export const resultsPath = (lang: string, kind: 'live' | 'zone' = 'live') => `/${lang}/results/${kind}`;
