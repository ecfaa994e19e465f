/**
 * The pages of the betting app for links the worker makes (search results):
 * the same paths src/ui/live/paths.ts builds for the links it paints
 * (tests/core/live/paths.test.ts holds them together).
 */

/** A readable URL tail; names in other scripts give an empty slug and the caller's fallback. */
export const pathSlug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

/** What a link to a game needs to know of it. */
export interface GamePathFacts {
  readonly gameId: number;
  readonly sportId: number;
  readonly sportSlug: string;
  readonly isCyber: boolean;
  readonly champId: number;
  readonly champName: string;
  readonly opponent1: string;
  readonly opponent2: string;
  /** 1 line; anything else is under live. */
  readonly status: number;
}

/** `cyber` redirects to cyber/real (SPEC 2): the type links use. */
const CYBER_TYPE = 'real';

/** A game's page after the language: a cyber game under the cyber routes, the others under their section and sport. */
export function gamePageTail(game: GamePathFacts): string {
  const section = game.status === 1 ? 'line' : 'live';
  const tail = `${game.gameId}-${pathSlug(`${game.opponent1} ${game.opponent2}`) || 'game'}`;
  const champ = `${game.champId}-${pathSlug(game.champName) || 'champ'}`;
  if (game.isCyber) return `/cyber/${CYBER_TYPE}/${game.sportSlug}/${champ}/${section}/${tail}`;
  return `/${section}/sports/${game.sportId}-${game.sportSlug}/${champ}/${tail}`;
}

/** A game's page in a language. */
export const gamePagePath = (lang: string, game: GamePathFacts): string => `/${lang}${gamePageTail(game)}`;

/** champs/{champId}: a championship's games and table. */
export const champPagePath = (lang: string, champId: number, champName: string): string =>
  `/${lang}/champs/${champId}-${pathSlug(champName) || 'champ'}`;

/** team/{section}/{slug}: a team's games of a section. */
export const teamPagePath = (lang: string, section: 'live' | 'line', teamSlug: string): string => `/${lang}/team/${section}/${teamSlug}`;
