import type { BettingSection } from '../../protocol/schemas/live';

/** The leading number of a path segment ("101-premier-league" -> 101). */
export function idOf(segment: string | undefined): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(segment ?? '');
  return match ? Number(match[1]) : null;
}

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

/** menuSection groups the sports: "sports" or "cyber". */
export type MenuSection = 'sports' | 'cyber';

export const sectionPath = (lang: string, section: BettingSection) => `/${lang}/${section}`;
export const menuPath = (lang: string, section: BettingSection, menu: MenuSection) => `${sectionPath(lang, section)}/${menu}`;
export const sportPath = (lang: string, section: BettingSection, menu: MenuSection, sportId: number, slug: string) =>
  `${menuPath(lang, section, menu)}/${sportId}-${slug}`;
export const champPath = (lang: string, section: BettingSection, menu: MenuSection, sportId: number, sportSlug: string, champId: number, champName: string) =>
  `${sportPath(lang, section, menu, sportId, sportSlug)}/${champId}-${slugify(champName) || 'champ'}`;
export const gamePath = (champUrl: string, gameId: number, name: string) => `${champUrl}/${gameId}-${slugify(name) || 'game'}`;

export const asSection = (text: string | undefined): BettingSection => (text === 'line' ? 'line' : 'live');
