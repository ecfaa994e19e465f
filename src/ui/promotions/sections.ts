import { PROMOTION_ITEM_ROUTES, type PromotionItemRouteId, type PromotionSection } from '../../protocol/constants/promotions';
import type { PageRouteId } from '../apps/contract';

/**
 * The list and page routes of the app: which section each shows (null: every
 * one, the promotions list) and where its promotions' pages are, so a bonus
 * list links to bonus pages and an offer list to offer pages.
 */
export interface PromotionPlace {
  readonly section: PromotionSection | null;
  /** The list's path after the language. */
  readonly list: string;
  /** A promotion's page path after the language. */
  readonly item: (slug: string) => string;
}

const place = (section: PromotionSection | null, list: string, item: string): PromotionPlace => ({
  section,
  list,
  item: (slug) => `${item}/${slug}`,
});

const PROMOTIONS = place(null, 'promotions', 'promotions');
const RULES = place('rules', 'bonus/rules', 'bonus/rules');
const GAMES = place('games', 'bonus/games', 'bonus/games');
const PARTNERS = place('partners', 'bonus/partners', 'bonus/partners');
const OFFERS = place('rules', 'bonuses-offers', 'bonus-offer');
const OFFER_GAMES = place('games', 'bonuses-offers-games', 'bonuses-offers-games');
const OFFER_PARTNERS = place('partners', 'bonus-offer-partner', 'bonus-offer-partner');

/** Each list route and its place. */
export const LIST_PLACES = {
  promotions: PROMOTIONS,
  bonusRules: RULES,
  bonusGames: GAMES,
  bonusPartners: PARTNERS,
  offers: OFFERS,
  offersGames: OFFER_GAMES,
  offerPartners: OFFER_PARTNERS,
} as const satisfies Partial<Record<PageRouteId, PromotionPlace>>;

/** Each promotion page route, its place and the route parameter holding the slug (PROMOTION_ITEM_ROUTES). */
export const ITEM_PLACES = {
  promotion: { ...PROMOTIONS, ...PROMOTION_ITEM_ROUTES.promotion },
  bonusRule: { ...RULES, ...PROMOTION_ITEM_ROUTES.bonusRule },
  bonusGamesItem: { ...GAMES, ...PROMOTION_ITEM_ROUTES.bonusGamesItem },
  bonusPartner: { ...PARTNERS, ...PROMOTION_ITEM_ROUTES.bonusPartner },
  offer: { ...OFFERS, ...PROMOTION_ITEM_ROUTES.offer },
  offersGamesItem: { ...OFFER_GAMES, ...PROMOTION_ITEM_ROUTES.offersGamesItem },
  offerPartner: { ...OFFER_PARTNERS, ...PROMOTION_ITEM_ROUTES.offerPartner },
} as const satisfies Record<PromotionItemRouteId, PromotionPlace & { param: string }>;
