import { CASINO_CATEGORIES, type CasinoCategory, type CasinoGame } from '../../../protocol/casino/catalogue';

/**
 * A game's page: slots under slots/game, every other category under
 * casino/game (routes slotsGame and liveCasinoGame), the id then the slug.
 */
export const gamePath = (lang: string, game: CasinoGame): string =>
  `/${lang}/${game.category === 'slots' ? 'slots' : 'casino'}/game/${game.id}/${game.slug}`;

export const categoryPath = (lang: string, category: CasinoCategory): string => `/${lang}/${CASINO_CATEGORIES[category].path}`;

export const providerPath = (lang: string, provider: string): string => `/${lang}/providers/${provider}`;
