import { CASINO_CATEGORIES, CASINO_CATEGORY_IDS, type CasinoCategory } from '../../../protocol/casino/catalogue';

/** The category whose listing lives at this section of the address (slots, casino, keno...), if any. */
export const categoryOfSection = (section: string): CasinoCategory | null =>
  CASINO_CATEGORY_IDS.find((id) => CASINO_CATEGORIES[id].path === section) ?? null;

/** The section's lobby: the casino section the address names, or the casino lobby for any other. */
export const lobbyPath = (lang: string, section: string | undefined): string => {
  const category = section ? categoryOfSection(section) : null;
  return `/${lang}/${category ? CASINO_CATEGORIES[category].path : 'casino-lobby'}`;
};
