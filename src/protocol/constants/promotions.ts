/**
 * The promotion catalogue's vocabulary (server/promotions/README.md): what a
 * promotion is for, which bonus/offer list shows it, what opting in does, and
 * why a player may not take it. The server, the worker and the pages read
 * these lists; nothing else spells them out.
 */

/** What a promotion is for; `all` in a list's filter means both. */
export const PROMOTION_PRODUCTS = ['sport', 'casino'] as const;
export type PromotionProduct = (typeof PROMOTION_PRODUCTS)[number];
export const PROMOTION_FILTERS = ['all', ...PROMOTION_PRODUCTS] as const;
export type PromotionFilter = (typeof PROMOTION_FILTERS)[number];

/** Which bonus list shows it: bonus/rules (bonuses-offers), bonus/games (bonuses-offers-games), bonus/partners (bonus-offer-partner). */
export const PROMOTION_SECTIONS = ['rules', 'games', 'partners'] as const;
export type PromotionSection = (typeof PROMOTION_SECTIONS)[number];

/**
 * What opting in does, each kind one handler of server/promotions/rewards:
 * `reload` opts the player in for the reload bonus of the promotion's product,
 * `freeSpins` grants the free spins its reward terms name, `participation`
 * only enrols them. A new kind is its name here, its handler file and one line
 * in the handlers' table.
 */
export const PROMOTION_REWARD_KINDS = ['reload', 'freeSpins', 'participation', 'bonusGameTries'] as const;
export type PromotionRewardKind = (typeof PROMOTION_REWARD_KINDS)[number];

/** Who may have it by their deposits: every player (`either`), only one yet to make the first deposit, or only one who has made it. */
export const PROMOTION_DEPOSIT_RULES = ['either', 'none_yet', 'made'] as const;
export type PromotionDepositRule = (typeof PROMOTION_DEPOSIT_RULES)[number];

/**
 * Why a player may not opt in now, as codes the pages translate
 * (`promotionPages.reason.<code>`), in the order they are told.
 */
export const PROMOTION_INELIGIBILITY = [
  'sign_in',
  'not_started',
  'ended',
  'play_blocked',
  'deposit_needed',
  'first_deposit_only',
  'currency',
  'opted_in',
] as const;
export type PromotionIneligibility = (typeof PROMOTION_INELIGIBILITY)[number];

/**
 * The routes that show one promotion, the route parameter holding its slug and the section it must be in (null:
 * every section): the pages and the server's served head read this.
 */
export const PROMOTION_ITEM_ROUTES = {
  promotion: { section: null, param: 'promotionId' },
  bonusRule: { section: 'rules', param: 'id' },
  bonusGamesItem: { section: 'games', param: 'id' },
  bonusPartner: { section: 'partners', param: 'id' },
  offer: { section: 'rules', param: 'id' },
  offersGamesItem: { section: 'games', param: 'id' },
  offerPartner: { section: 'partners', param: 'id' },
} as const satisfies Record<string, { readonly section: PromotionSection | null; readonly param: string }>;
export type PromotionItemRouteId = keyof typeof PROMOTION_ITEM_ROUTES;
export const isPromotionItemRoute = (routeId: string): routeId is PromotionItemRouteId => Object.hasOwn(PROMOTION_ITEM_ROUTES, routeId);

/** Promotions on one page of a list. */
export const PROMOTIONS_PAGE_SIZE = 12;

/**
 * What the operator awards the participants of a `participation` promotion
 * (POST /web-api/admin/promotions/award): bonus money with wagering, a free-bet
 * voucher, free spins of a slot, or club points.
 */
export const PROMOTION_AWARD_KINDS = ['bonus', 'freeBet', 'freeSpins', 'clubPoints'] as const;
export type PromotionAwardKind = (typeof PROMOTION_AWARD_KINDS)[number];

/**
 * Why one player of an award was not paid: not taking part now, on a time-out or
 * self-excluded (no marketing), no account in the award's currency, a bonus of
 * that currency still being wagered (stakes count one down at a time), or an
 * unexpected failure (not recorded: the same awardId tries that player again).
 */
export const PROMOTION_AWARD_REFUSALS = ['not_participant', 'play_blocked', 'currency_unavailable', 'bonus_running', 'failed'] as const;
export type PromotionAwardRefusal = (typeof PROMOTION_AWARD_REFUSALS)[number];

/** Players one award call may name, and the bound of a bonus award's terms. */
export const PROMOTION_AWARD_LIMITS = { maxPlayers: 1000, maxWagering: 100, maxConversion: 100, maxDays: 90 } as const;

/**
 * How long the worker waits after a deposit, a limit or an award heard on the
 * player's channel before it reads the promotions shown again: a burst of
 * events (a deposit's status, its balance, its first-deposit fact) is one read.
 */
export const PROMOTIONS_REREAD_DEBOUNCE_MS = 500;
