/**
 * THE route table of SPEC section 2, as data. The UI (react-router), the
 * worker and the reference server all read this one file, so a route added
 * here exists everywhere at once. Decisions about a route (guards, 404 rules,
 * redirects) are made by src/core/routing from these fields; nothing here
 * runs logic beyond assembling the table.
 *
 * Paths are react-router style WITHOUT the language prefix, which every route
 * takes (`/{lng}/` + path). `:name?` is an optional segment, `*` a trailing
 * splat. A parameter may be constrained (`constraints`): a list of allowed
 * values or 'digits'. See docs/routing.md for how to add a route.
 */

export type Layout = 'main' | 'empty' | 'blocked' | 'maintenance';
export type PreloaderKind = 'none' | 'page' | 'line' | 'casino' | 'games' | 'office' | 'info' | 'promo' | 'cyber';
/**
 * How many placeholders each preloader skeleton draws. SPEC 9 fixes the games
 * preloader at 16; the others are this project's, sized to the pages they
 * stand in for (a grid of tiles, rows of events, a form).
 */
export const PRELOADER_PLACEHOLDERS: Readonly<Record<PreloaderKind, number>> = {
  none: 0,
  page: 4,
  line: 8,
  casino: 12,
  games: 16,
  office: 5,
  info: 6,
  promo: 6,
  cyber: 8,
};
export type HeaderTheme = 'default' | 'casino' | 'games' | 'office' | 'minimal';
export type FooterTheme = 'default' | 'casino' | 'minimal' | 'hidden';
/**
 * A route that sets one of these keeps the scroll position when navigated to;
 * any other route is scrolled to the top. The value names the scroll-to-top
 * control the page's remote application draws (the shell draws none).
 */
export type ScrollToTopType = 'angle' | 'arrow';

export interface RouteMeta {
  /** Name of the remotely hosted front-end application that fills the page; null when the shell draws it. */
  readonly remoteApp: string | null;
  readonly preloader: PreloaderKind;
  readonly headerTheme: HeaderTheme;
  readonly footerTheme: FooterTheme;
  readonly scrollToTopType?: ScrollToTopType;
  /**
   * The quick coupon (one-click betting's compact slip) may show on this page
   * (SPEC 5 "Quick coupon is hidden when the route does not allow it"): the
   * pages that list odds to click, home and the betting group, but not toto
   * and lotto, which take no one-click bets. Absent: hidden (information,
   * office, casino, registration, service pages).
   */
  readonly quickCoupon?: boolean;
}

/** The guard values the resolver knows; a route naming anything else resolves to the 500 page ("unknown middleware", SPEC 8). */
export const AUTH_REQUIREMENTS = ['required', 'guestOnly', 'any'] as const;
export type AuthRequirement = (typeof AUTH_REQUIREMENTS)[number];
export const ROUTE_REQUIREMENTS = ['registrationAllowed', 'identificationEnabled', 'paymentPage', 'rulesRoute', 'nonProduction'] as const;
export type RouteRequirement = (typeof ROUTE_REQUIREMENTS)[number];
export const BAN_LEVEL_RULES = ['deduce'] as const;

export interface RouteGuard {
  readonly auth: AuthRequirement;
  /** A banned player (ban_level above 0) may open it; otherwise they are sent to the blocked page. */
  readonly allowedWhenBanned: boolean;
  /** Deduce page: allowed to a banned player only at ban level 53 (ban version 1) or 45 (others). */
  readonly banLevelRule?: (typeof BAN_LEVEL_RULES)[number];
  /** The page exists only when the site's available-routes list holds this number (else 404). */
  readonly availableRoute?: number;
  readonly requires?: RouteRequirement;
  /** Not sent to a block page when a block reason is set (the verify route). */
  readonly blockExempt?: boolean;
  /** Reachable while terms confirmation or the VIP-domain sign-in is pending (information, links from e-mails, service pages). */
  readonly gateExempt?: boolean;
}

/** Allowed values of one path parameter: a list, digits, or anything but the listed words (a sibling route's static segment). */
export type ParamConstraint = readonly string[] | 'digits' | { readonly except: readonly string[] };

export type RouteGroup =
  | 'home'
  | 'betting'
  | 'casino'
  | 'information'
  | 'office'
  | 'games'
  | 'promotions'
  | 'other'
  | 'user'
  | 'service'
  | 'empty'
  | 'blocked'
  | 'maintenance';

export interface RouteDef<I extends string = string> {
  readonly id: I;
  readonly group: RouteGroup;
  readonly path: string;
  readonly layout: Layout;
  readonly meta: RouteMeta;
  readonly guard: RouteGuard;
  readonly constraints?: Readonly<Record<string, ParamConstraint>>;
  /** When the path has this route's shape but a parameter breaks its constraint, answer 404 (print-coupon with a non-digit id). */
  readonly invalidParamIsNotFound?: boolean;
  /** Error pages: the HTTP status the page stands for. */
  readonly errorStatus?: 404 | 500;
}

// ---------------------------------------------------------------------------
// Numbers of the available-routes list (SPEC 5). 47 and 52 are the SPEC's;
// the others are this project's own numbering (docs/routing.md).
export const RULES_ROUTE_NUMBER = 47;
export const PAYMENT_ROUTE_NUMBER = 52;
export const AVAILABLE_ROUTE_NUMBERS = {
  rules: RULES_ROUTE_NUMBER,
  payment: PAYMENT_ROUTE_NUMBER,
  smsbets: 60,
  cashTerminals: 61,
  bettingCalculator: 62,
  bettingAwards: 63,
  toto: 64,
} as const;

/** Ban levels at which a banned player may still open the deduce page. */
export const DEDUCE_BAN_LEVEL_V1 = 53;
export const DEDUCE_BAN_LEVEL_OTHER = 45;

// ---------------------------------------------------------------------------
// Group presets: a route states only how it differs from its group.

interface Preset {
  readonly layout: Layout;
  readonly meta: RouteMeta;
  readonly guard: RouteGuard;
}

const PRESETS: Readonly<Record<RouteGroup, Preset>> = {
  home: {
    layout: 'main',
    meta: { remoteApp: 'line', preloader: 'line', headerTheme: 'default', footerTheme: 'default', quickCoupon: true },
    guard: { auth: 'any', allowedWhenBanned: false },
  },
  betting: {
    layout: 'main',
    meta: {
      remoteApp: 'line',
      preloader: 'line',
      headerTheme: 'default',
      footerTheme: 'default',
      scrollToTopType: 'arrow',
      quickCoupon: true,
    },
    guard: { auth: 'any', allowedWhenBanned: false },
  },
  casino: {
    layout: 'main',
    meta: { remoteApp: 'casino', preloader: 'casino', headerTheme: 'casino', footerTheme: 'casino', scrollToTopType: 'angle' },
    guard: { auth: 'any', allowedWhenBanned: false },
  },
  information: {
    layout: 'main',
    meta: { remoteApp: 'info', preloader: 'info', headerTheme: 'default', footerTheme: 'default' },
    guard: { auth: 'any', allowedWhenBanned: true, gateExempt: true },
  },
  office: {
    layout: 'main',
    meta: { remoteApp: 'office', preloader: 'office', headerTheme: 'office', footerTheme: 'minimal' },
    guard: { auth: 'required', allowedWhenBanned: false },
  },
  games: {
    layout: 'main',
    meta: { remoteApp: 'games', preloader: 'games', headerTheme: 'games', footerTheme: 'default' },
    guard: { auth: 'any', allowedWhenBanned: false },
  },
  promotions: {
    layout: 'main',
    meta: { remoteApp: 'promo', preloader: 'promo', headerTheme: 'default', footerTheme: 'default' },
    guard: { auth: 'any', allowedWhenBanned: false },
  },
  other: {
    layout: 'main',
    meta: { remoteApp: 'page-type', preloader: 'page', headerTheme: 'default', footerTheme: 'default' },
    guard: { auth: 'any', allowedWhenBanned: false },
  },
  user: {
    layout: 'main',
    meta: { remoteApp: 'auth', preloader: 'page', headerTheme: 'default', footerTheme: 'default' },
    guard: { auth: 'any', allowedWhenBanned: true, gateExempt: true },
  },
  service: {
    layout: 'main',
    meta: { remoteApp: null, preloader: 'none', headerTheme: 'default', footerTheme: 'default' },
    guard: { auth: 'any', allowedWhenBanned: true, gateExempt: true },
  },
  empty: {
    layout: 'empty',
    meta: { remoteApp: null, preloader: 'none', headerTheme: 'minimal', footerTheme: 'hidden' },
    guard: { auth: 'any', allowedWhenBanned: true, gateExempt: true },
  },
  blocked: {
    layout: 'blocked',
    meta: { remoteApp: 'office', preloader: 'office', headerTheme: 'minimal', footerTheme: 'minimal' },
    guard: { auth: 'required', allowedWhenBanned: true, gateExempt: true },
  },
  maintenance: {
    layout: 'maintenance',
    meta: { remoteApp: null, preloader: 'none', headerTheme: 'minimal', footerTheme: 'hidden' },
    guard: { auth: 'any', allowedWhenBanned: true, gateExempt: true },
  },
};

interface RouteExtra {
  readonly layout?: Layout;
  readonly meta?: Partial<RouteMeta>;
  readonly guard?: Partial<RouteGuard>;
  readonly constraints?: Readonly<Record<string, ParamConstraint>>;
  readonly invalidParamIsNotFound?: boolean;
  readonly errorStatus?: 404 | 500;
}

/**
 * Building a route has no side effect (the annotation says so to the bundler): a bundle that imports only this file's
 * constants (the tab's shell) drops the table it does not read.
 */
/* #__NO_SIDE_EFFECTS__ */
function route<I extends string>(group: RouteGroup, id: I, path: string, extra: RouteExtra = {}): RouteDef<I> {
  const preset = PRESETS[group];
  return {
    id,
    group,
    path,
    layout: extra.layout ?? preset.layout,
    meta: { ...preset.meta, ...extra.meta },
    guard: { ...preset.guard, ...extra.guard },
    ...(extra.constraints ? { constraints: extra.constraints } : {}),
    ...(extra.invalidParamIsNotFound ? { invalidParamIsNotFound: true } : {}),
    ...(extra.errorStatus ? { errorStatus: extra.errorStatus } : {}),
  };
}

const STREAM: ParamConstraint = ['line', 'live'];
/** A casino listing's subcategory is never "thankyou": slots/thankyou and casino/thankyou are the thank-you page's. */
const SUBCATEGORY: ParamConstraint = { except: ['thankyou'] };

/**
 * Every route of SPEC section 2. Order matters only between patterns of equal
 * specificity (the matcher ranks static segments above parameters).
 */
export const ROUTES = [
  // --- Main layout: home and betting ---------------------------------------
  route('home', 'home', ''),
  route('betting', 'bettingSection', ':section', { constraints: { section: STREAM } }),
  route('betting', 'bettingMenuSection', ':section/:menuSection', { constraints: { section: STREAM } }),
  route('betting', 'bettingSport', ':section/:menuSection/:sport', { constraints: { section: STREAM } }),
  route('betting', 'bettingChamp', ':section/:menuSection/:sport/:champ', { constraints: { section: STREAM } }),
  route('betting', 'bettingGame', ':section/:menuSection/:sport/:champ/:game', { constraints: { section: STREAM } }),
  route('betting', 'betsOnYour', 'betsonyour/*'),
  route('betting', 'topGame', 'topgame/*'),
  route('betting', 'marble', 'marble/*'),
  route('betting', 'ufc', 'ufc/*'),
  route('betting', 'politics', 'politics/*'),
  route('betting', 'team', 'team/:section/:team'),
  route('betting', 'teamGame', 'team/:section/:team/:game'),
  route('betting', 'champHome', 'champ'),
  route('betting', 'champGame', 'champ/game/:game'),
  route('betting', 'champFinal', 'champ/final'),
  route('betting', 'eplHome', 'epl'),
  route('betting', 'eplGame', 'epl/game/:game'),
  route('betting', 'eplFinal', 'epl/final'),
  route('betting', 'laligaHome', 'laliga'),
  route('betting', 'laligaGame', 'laliga/game/:game'),
  route('betting', 'laligaFinal', 'laliga/final'),
  route('betting', 'europaleagueHome', 'europaleague'),
  route('betting', 'europaleagueGame', 'europaleague/game/:game'),
  route('betting', 'europaleagueFinal', 'europaleague/final'),
  route('betting', 'iplHome', 'ipl'),
  route('betting', 'iplGame', 'ipl/game/:game'),
  route('betting', 'iplFinal', 'ipl/final'),
  route('betting', 'multi', 'multi'),
  route('betting', 'champs', 'champs/:champId?'),
  route('betting', 'toto', 'toto/:totoSection?', {
    meta: { remoteApp: 'toto', quickCoupon: false },
    guard: { availableRoute: AVAILABLE_ROUTE_NUMBERS.toto },
  }),
  route('betting', 'totoDraw', 'toto/:totoSection/draw', {
    meta: { remoteApp: 'toto', quickCoupon: false },
    guard: { availableRoute: AVAILABLE_ROUTE_NUMBERS.toto },
  }),
  route('betting', 'totoNext', 'toto/:totoSection/next', {
    meta: { remoteApp: 'toto', quickCoupon: false },
    guard: { availableRoute: AVAILABLE_ROUTE_NUMBERS.toto },
  }),
  route('betting', 'totoCoupons', 'toto/:totoSection/coupons', {
    meta: { remoteApp: 'toto', quickCoupon: false },
    guard: { availableRoute: AVAILABLE_ROUTE_NUMBERS.toto },
  }),
  route('betting', 'totoDraws', 'toto/:totoSection/draws', {
    meta: { remoteApp: 'toto', quickCoupon: false },
    guard: { availableRoute: AVAILABLE_ROUTE_NUMBERS.toto },
  }),
  route('betting', 'totoNominees', 'toto/:totoSection/nonimees', {
    meta: { remoteApp: 'toto', quickCoupon: false },
    guard: { availableRoute: AVAILABLE_ROUTE_NUMBERS.toto },
  }),
  route('betting', 'totoFrame', 'totoframe', {
    meta: { remoteApp: 'toto', quickCoupon: false },
    guard: { availableRoute: AVAILABLE_ROUTE_NUMBERS.toto },
  }),
  route('betting', 'lotto', 'lotto/:sectionName?', { meta: { remoteApp: 'lotto', quickCoupon: false } }),
  // Cyber: `cyber` redirects to cyber/real; the type segment carries the rest.
  route('betting', 'cyberType', 'cyber/:type', { meta: { remoteApp: 'cyber', preloader: 'cyber' } }),
  route('betting', 'cyberMain', 'cyber/:type/main', { meta: { remoteApp: 'cyber', preloader: 'cyber' } }),
  route('betting', 'cyberAll', 'cyber/:type/all', { meta: { remoteApp: 'cyber', preloader: 'cyber' } }),
  route('betting', 'cyberDiscipline', 'cyber/:type/:discipline', { meta: { remoteApp: 'cyber', preloader: 'cyber' } }),
  route('betting', 'cyberDisciplineChamps', 'cyber/:type/:discipline/champs', { meta: { remoteApp: 'cyber', preloader: 'cyber' } }),
  route('betting', 'cyberDisciplineSection', 'cyber/:type/:discipline/:section', {
    meta: { remoteApp: 'cyber', preloader: 'cyber' },
    constraints: { section: STREAM },
  }),
  route('betting', 'cyberChamp', 'cyber/:type/:discipline/:champ', { meta: { remoteApp: 'cyber', preloader: 'cyber' } }),
  route('betting', 'cyberGame', 'cyber/:type/:discipline/:champ/:section/:game', {
    meta: { remoteApp: 'cyber', preloader: 'cyber' },
    constraints: { section: STREAM },
  }),

  // --- Casino and other games ------------------------------------------------
  route('casino', 'bingo', 'bingo', { meta: { remoteApp: 'bingo' } }),
  route('casino', 'bonusCasino', 'bonus/casino'),
  route('casino', 'bonusCasinoPromotion', 'bonus/casino/promotions/:id'),
  route('casino', 'casinoBrand', 'casino/brand'),
  route('casino', 'fishingHunting', 'fishinghunting'),
  route('casino', 'poker', 'poker/:game?'),
  route('casino', 'scratchCards', 'scratchcards'),
  route('casino', 'keno', 'keno'),
  route('casino', 'slots', 'slots/:subcategory?', { constraints: { subcategory: SUBCATEGORY } }),
  route('casino', 'slotsGame', 'slots/:subcategory?/game/:gameId/:gameName'),
  route('casino', 'liveCasino', 'casino/:subcategory?', { constraints: { subcategory: SUBCATEGORY } }),
  route('casino', 'liveCasinoGame', 'casino/:subcategory?/game/:gameId/:gameName'),
  route('casino', 'slotFirstDeposit', 'casino/slot-first-deposit'),
  route('casino', 'tvGames', 'tvgames'),
  route('casino', 'virtualSports', 'virtualsports'),
  route('casino', 'fastGames', 'fast-games'),
  route('casino', 'fastBet', 'fast-bet'),
  route('casino', 'slotsVulkan', 'slots/vulkan'),
  route('casino', 'asianGames', 'asian-games'),
  route('casino', 'cardGames', 'card-games'),
  route('casino', 'crashGames', 'crash-games'),
  route('casino', 'skillGames', 'skill-games'),
  route('casino', 'myCasino', 'my-casino', { guard: { auth: 'required' } }),
  route('casino', 'myCasinoFavorites', 'my-casino/favorites', { guard: { auth: 'required' } }),
  route('casino', 'casinoLobby', 'casino-lobby'),
  route('casino', 'providers', 'providers'),
  route('casino', 'provider', 'providers/:provider'),
  route('casino', 'casinoSearch', 'casino-search'),
  route('casino', 'bonusCasinoPromo', 'bonus/casino/promo'),
  route('casino', 'bonusCasinoTournaments', 'bonus/casino/tournaments'),
  route('casino', 'bonusCasinoTournament', 'bonus/casino/tournaments/:id'),
  route('casino', 'bonusCasinoItem', 'bonus/casino/:id'),
  route('casino', 'otherGames', 'othergames'),
  route('casino', 'thankYou', ':section/thankyou'),

  // --- Information section ---------------------------------------------------
  route('information', 'rules', 'rules/:ruleGroup/:chapter?', { guard: { requires: 'rulesRoute' } }),
  route('information', 'contacts', 'contacts'),
  route('information', 'about', 'about'),
  route('information', 'howBet', 'howbet'),
  route('information', 'payment', 'payment', { guard: { requires: 'paymentPage' } }),
  route('information', 'cookies', 'cookies'),
  route('information', 'licenses', 'licenses'),
  route('information', 'taxation', 'taxation'),
  route('information', 'consent', 'consent'),
  route('information', 'simpleIdentification', 'simpleidentification'),
  route('information', 'amlKyc', 'amlkyc'),
  route('information', 'smsBets', 'smsbets', { guard: { availableRoute: AVAILABLE_ROUTE_NUMBERS.smsbets } }),
  route('information', 'amlPolicy', 'amlpolicy'),
  route('information', 'disputeResolution', 'disputeresolution'),
  route('information', 'kycPolicy', 'kycpolicy'),
  route('information', 'responsibleGaming', 'responsiblegaming'),
  route('information', 'cashTerminals', 'cash_terminals', { guard: { availableRoute: AVAILABLE_ROUTE_NUMBERS.cashTerminals } }),
  route('information', 'bettingCalculator', 'betting-calculator', { guard: { availableRoute: AVAILABLE_ROUTE_NUMBERS.bettingCalculator } }),
  route('information', 'bettingAwards', 'betting-awards', { guard: { availableRoute: AVAILABLE_ROUTE_NUMBERS.bettingAwards } }),

  // --- Office (player area, sign-in needed) -----------------------------------
  route('office', 'office', 'office'),
  route('office', 'officeAccount', 'office/account'),
  route('office', 'officePaycheck', 'office/paycheck'),
  route('office', 'officeHistory', 'office/history'),
  route('office', 'officeHistoryPay', 'office/historypay'),
  route('office', 'officeRecharge', 'office/recharge'),
  route('office', 'officeSecurity', 'office/security'),
  route('office', 'officeResponsible', 'office/responsible'),
  route('office', 'officeSettings', 'office/settings'),
  route('office', 'officeBonusesDeposit', 'office/bonuses/deposit'),
  route('office', 'officeBonusesWager', 'office/bonuses/wager'),
  route('office', 'officeVipCashback', 'office/casino/vipcashback'),
  route('office', 'officePremiumCashback', 'office/casino/premiumcashback'),
  route('office', 'officeDeduce', 'office/deduce', { guard: { banLevelRule: 'deduce' } }),
  route('office', 'officePromotion', 'office/promotion'),
  route('office', 'officeBringFriend', 'office/bringfriend'),
  route('office', 'officeSupport', 'office/support', { guard: { allowedWhenBanned: true } }),
  route('office', 'officeManager', 'office/manager'),
  route('office', 'officeRewards', 'office/rewards'),
  route('office', 'officeVerification', 'office/verification', { guard: { allowedWhenBanned: true } }),
  route('office', 'officeIdentification', 'office/identification', {
    guard: { allowedWhenBanned: true, requires: 'identificationEnabled' },
  }),
  route('office', 'officeShareIdea', 'office/share-idea'),
  route('office', 'officePaymentRequests', 'office/payment/requests'),
  route('office', 'officePaymentCreateRequest', 'office/payment/create-request'),
  route('office', 'officePaymentCreateRequestTopic', 'office/payment/create-request/:topicId'),
  route('office', 'officePaymentCreateRequestSubTopic', 'office/payment/create-request/:topicId/:subTopicId'),
  route('office', 'officePaymentTransactions', 'office/payment/requests/:topicId/transactions'),
  route('office', 'officePaymentTransaction', 'office/payment/requests/:topicId/transactions/:transactionId'),
  // Account areas SPEC names only through analytics; paths are this project's.
  route('office', 'officeBetsHistory', 'office/bets-history'),
  route('office', 'officeCasinoHistory', 'office/casino-history'),
  route('office', 'officeWithdrawal', 'office/withdrawal'),
  route('office', 'officeTransfers', 'office/transfers'),
  route('office', 'officePersonalData', 'office/personal-data'),
  route('office', 'officePartnerProgram', 'office/partner-program'),
  route('office', 'officeQrLogin', 'office/qr-login', { guard: { auth: 'any' } }), // the scanning device is not signed in yet
  route('office', 'officeMailing', 'office/mailing'),
  route('office', 'officePromoCode', 'office/promo-code'),
  route('office', 'officeCashback', 'office/cashback'),
  route('office', 'officeWallets', 'office/wallets'),
  // The player's messages from the operator (the inbox; user_msg_count is its unread count).
  route('office', 'officeMessages', 'office/messages', { guard: { allowedWhenBanned: true } }),
  // What a time-out or self-exclusion leaves open, and until when (PLAY_BLOCK_OPEN below).
  route('office', 'playPaused', 'play-paused'),

  // --- Games project ---------------------------------------------------------
  route('games', 'allGamesEntrance', 'allgamesentrance'),
  // One game, two addresses: the games list's own and the bonus games' (the games app draws both alike).
  route('games', 'allGamesEntranceGame', 'allgamesentrance/:gameRoute', {
    constraints: { gameRoute: ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus'] },
    invalidParamIsNotFound: true,
  }),
  route('games', 'bonusGame', 'bonus-games/:gameRoute', {
    constraints: { gameRoute: ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus'] },
    invalidParamIsNotFound: true,
  }),
  route('games', 'gamesLanding', 'games-landing/:landingRoute'),

  // --- Promotions and bonuses ------------------------------------------------
  route('promotions', 'bonusRules', 'bonus/rules'),
  route('promotions', 'bonusRule', 'bonus/rules/:id'),
  route('promotions', 'bonusGames', 'bonus/games'),
  route('promotions', 'bonusGamesItem', 'bonus/games/:id'),
  route('promotions', 'bonusPartners', 'bonus/partners'),
  route('promotions', 'bonusPartner', 'bonus/partners/:id'),
  route('promotions', 'offers', 'bonuses-offers'),
  route('promotions', 'offer', 'bonus-offer/:id'),
  route('promotions', 'offersGames', 'bonuses-offers-games'),
  route('promotions', 'offersGamesItem', 'bonuses-offers-games/:id'),
  route('promotions', 'offerPartners', 'bonus-offer-partner'),
  route('promotions', 'offerPartner', 'bonus-offer-partner/:id'),
  route('promotions', 'promotions', 'promotions'),
  route('promotions', 'promotion', 'promotions/:promotionId'),
  route('promotions', 'bonusLanding', 'bonus/landing/:landingId'),
  route('promotions', 'ourPartners', 'our-partners/:section'),
  route('promotions', 'partners', 'partners'),

  // --- Other -----------------------------------------------------------------
  route('other', 'registration', 'registration/:socialregistration?', {
    meta: { remoteApp: 'registration' },
    guard: { auth: 'guestOnly', requires: 'registrationAllowed' },
  }),
  route('other', 'statistic', 'statistic', { meta: { remoteApp: 'statistics' } }),
  route('other', 'statisticPopup', 'statisticpopup', { meta: { remoteApp: 'statistics' } }),
  route('other', 'results', 'results/:resultsType?', {
    meta: { remoteApp: 'results' },
    constraints: { resultsType: ['live', 'zone'] },
    invalidParamIsNotFound: true,
  }),
  route('other', 'mobile', 'mobile'),
  route('other', 'promo', 'promo', { meta: { remoteApp: 'promo' } }),
  route('other', 'bettingAlphabet', 'betting-alphabet/:block?/:category?/:slug?', { meta: { remoteApp: 'info' } }),
  route('other', 'news', 'news/:slug?', { meta: { remoteApp: 'news' } }),
  route('other', 'landingPage', 'landing-page/:landingId', { meta: { remoteApp: 'landing' } }),
  route('other', 'printCoupon', 'print-coupon/:couponId', {
    meta: { remoteApp: null, preloader: 'none' },
    constraints: { couponId: 'digits' },
    invalidParamIsNotFound: true,
  }),
  route('other', 'recharge', 'recharge', { meta: { remoteApp: 'payments' }, guard: { auth: 'required' } }),
  route('service', 'debugger', 'debugger', { guard: { requires: 'nonProduction' } }),
  // Shown before the app can run (index.html, src/ui/main.tsx): the bare page, no chrome.
  route('service', 'oldBrowser', 'oldbrowser', { layout: 'empty', meta: { headerTheme: 'minimal', footerTheme: 'hidden' } }),
  route('service', 'notFound', '404', { errorStatus: 404 }),
  route('service', 'serverError', '500', { errorStatus: 500 }),
  route('service', 'internalVpn', 'internal-vpn'),
  route('service', 'confirmTerms', 'confirm-terms', { meta: { remoteApp: 'auth' } }),

  // --- User routes (links from e-mails) --------------------------------------
  route('user', 'userAccountVerify', 'user/accountverify', { guard: { blockExempt: true } }),
  route('user', 'userActivate', 'user/:type', {
    constraints: { type: ['activatefast', 'activate'] },
    invalidParamIsNotFound: true,
  }),
  route('user', 'userPasswordReset', 'user/passwordreset', { guard: { auth: 'guestOnly' } }),
  route('user', 'userStopNewsletter', 'user/stopnewsletter'),

  // --- Empty layout ----------------------------------------------------------
  route('empty', 'block', 'block'),
  route('empty', 'blockIe', 'block-ie'),
  route('empty', 'blockUa', 'block-ua'),
  route('empty', 'siteUpdates', 'site-updates'),
  route('empty', 'comingSoon', 'coming-soon'),
  route('empty', 'suspension', 'suspension'),
  route('empty', 'onpaySuccess', 'onpay/success'),
  route('empty', 'onpayFail', 'onpay/fail'),
  route('empty', 'onpayPending', 'onpay/pending'),
  route('empty', 'onpayCancel', 'onpay/cancel'),
  route('empty', 'onpayWithdrawSuccess', 'onpay/withdraw/success'),
  route('empty', 'onpayWithdrawFail', 'onpay/withdraw/fail'),
  route('empty', 'onpayWithdrawPending', 'onpay/withdraw/pending'),
  route('empty', 'onpayWithdrawCancel', 'onpay/withdraw/cancel'),

  // --- Other layouts ---------------------------------------------------------
  route('blocked', 'blockAppealHistory', 'block-appeal-history'),
  route('maintenance', 'maintenance', 'maintenance'),
] as const;

export type RouteId = (typeof ROUTES)[number]['id'];

/**
 * DESIGN "Regulation": during a time-out or self-exclusion a player may sign
 * in only to view the account, see the history and withdraw. These groups and
 * routes stay open then; every other page goes to play-paused, which says why
 * and until when. The one list of what stays open.
 */
export const PLAY_BLOCK_OPEN = {
  groups: ['information', 'service', 'user', 'empty', 'blocked', 'maintenance'],
  routes: [
    'playPaused',
    'office',
    'officeAccount',
    'officePersonalData',
    'officeSecurity',
    'officeSettings',
    'officeMailing',
    'officeVerification',
    'officeIdentification',
    'officeSupport',
    'officeResponsible',
    'officeHistory',
    'officeHistoryPay',
    'officeBetsHistory',
    'officeCasinoHistory',
    'officeWallets',
    'officeWithdrawal',
    'officeDeduce',
    'officePaymentRequests',
    'officePaymentCreateRequest',
    'officePaymentCreateRequestTopic',
    'officePaymentCreateRequestSubTopic',
    'officePaymentTransactions',
    'officePaymentTransaction',
  ],
} as const satisfies { readonly groups: readonly RouteGroup[]; readonly routes: readonly RouteId[] };

/**
 * The page an unknown path resolves to: the page-type application picks the
 * content by stream and section (SPEC 2 "Unknown routes take the second path
 * segment as the section"; SPEC 9 path parts).
 */
export const SECTION_ROUTE_ID = 'section';
export const SECTION_ROUTE: RouteDef<typeof SECTION_ROUTE_ID> = route('other', SECTION_ROUTE_ID, '*');

/**
 * SPEC 9 "page parts by path index": in `'/en/line/football'.split('/')`,
 * index 1 is the language, 2 the stream, 3 the section.
 */
export const PATH_PART_INDEX = { language: 1, stream: 2, section: 3 } as const;

// ---------------------------------------------------------------------------
// Redirects as data.

/** A site setting a redirect depends on. */
export type RedirectCondition = 'promoBonusToOffer' | 'promoOfferToBonus' | 'slotFirstDepositRedirect';

export interface RedirectDef {
  readonly id: string;
  /** Pattern of the old path (same syntax as routes, no language prefix). */
  readonly from: string;
  /** Target pattern; `:name` and `*` take the matched values of `from`. */
  readonly to: string;
  readonly status: 301 | 302;
  /** Query parameters added to the kept query. */
  readonly addQuery?: Readonly<Record<string, string>>;
  readonly when?: RedirectCondition;
}

export const SHOW_FORGOT_PASSWORD_QUERY = 'showForgotPasswordModal';
export const REDIRECTED_FROM_QUERY = 'redirectedFrom';
export const PLATFORM_TYPE_QUERY = 'platform_type';
/** Outside production the redirect service runs only for a URL carrying this query parameter (SPEC 5). */
export const REDIRECT_SERVICE_QUERY = 'redirect-service';
export const RETURN_URL_QUERY = 'return_url';
/**
 * On the home page, opens the login modal for a guest (a page that needs
 * sign-in sent them here, site setting loginRequiredTarget 'login'); the page
 * to come back to rides along as return_url.
 */
export const SHOW_LOGIN_MODAL_QUERY = 'showLoginModal';

/**
 * Old promotion URLs and the promotions/{slug} each moved to. SPEC says only
 * "many old promotion URLs"; this list is this project's (docs/routing.md).
 */
export const OLD_PROMOTION_URLS: readonly { readonly from: string; readonly slug: string }[] = [
  { from: 'bonus/cashback', slug: 'cashback' },
  { from: 'bonus/birthday', slug: 'birthday-bonus' },
  { from: 'bonus/accumulator-of-the-day', slug: 'accumulator-of-the-day' },
  { from: 'bonus/first-deposit', slug: 'first-deposit-bonus' },
  { from: 'advancebet', slug: 'advancebet' },
  { from: 'luckyfriday', slug: 'lucky-friday' },
  { from: 'promo/welcome', slug: 'first-deposit-bonus' },
];

/**
 * Bonus pages and their offer twins: with promoBonusToOffer on, the bonus page
 * sends to the offer page; with it off, the offer page sends back.
 */
export const BONUS_OFFER_PAIRS: readonly { readonly bonus: string; readonly offer: string }[] = [
  { bonus: 'bonus/rules', offer: 'bonuses-offers' },
  { bonus: 'bonus/rules/:id', offer: 'bonus-offer/:id' },
  { bonus: 'bonus/games', offer: 'bonuses-offers-games' },
  { bonus: 'bonus/games/:id', offer: 'bonuses-offers-games/:id' },
  { bonus: 'bonus/partners', offer: 'bonus-offer-partner' },
  { bonus: 'bonus/partners/:id', offer: 'bonus-offer-partner/:id' },
];

export const SLOT_FIRST_DEPOSIT_BONUS_ID = 'slot_first_deposit';

export const REDIRECTS: readonly RedirectDef[] = [
  { id: 'cyber', from: 'cyber', to: 'cyber/real', status: 301 },
  { id: 'cyberDisciplines', from: 'cyber/:type/disciplines', to: 'cyber/:type/all', status: 301 },
  { id: 'tvgamesPoker', from: 'tvgames/view/poker', to: 'poker', status: 301 },
  { id: 'vulkan', from: 'vulkan', to: 'slots/vulkan', status: 301 },
  { id: 'rules', from: 'rules', to: 'rules/1', status: 301 },
  { id: 'lpage', from: 'lpage/:landingId', to: 'landing-page/:landingId', status: 301 },
  { id: 'forgotPassword', from: 'user/forgotpassword', to: '', status: 302, addQuery: { [SHOW_FORGOT_PASSWORD_QUERY]: '1' } },
  { id: 'userCoupon', from: 'user/coupon', to: '', status: 302 },
  // The home-type-prefixed variant: /{lng}/home/... is the main section without the prefix.
  { id: 'homePrefixed', from: 'home/*', to: '*', status: 301 },
  ...OLD_PROMOTION_URLS.map((o): RedirectDef => ({ id: `oldPromotion:${o.from}`, from: o.from, to: `promotions/${o.slug}`, status: 301 })),
  {
    id: 'slotFirstDeposit',
    from: `bonus/rules/${SLOT_FIRST_DEPOSIT_BONUS_ID}`,
    to: 'casino/slot-first-deposit',
    status: 301,
    when: 'slotFirstDepositRedirect',
  },
  {
    id: 'slotFirstDepositOffer',
    from: `bonus-offer/${SLOT_FIRST_DEPOSIT_BONUS_ID}`,
    to: 'casino/slot-first-deposit',
    status: 301,
    when: 'slotFirstDepositRedirect',
  },
  ...BONUS_OFFER_PAIRS.flatMap((p): RedirectDef[] => [
    { id: `bonusToOffer:${p.bonus}`, from: p.bonus, to: p.offer, status: 302, when: 'promoBonusToOffer' },
    { id: `offerToBonus:${p.offer}`, from: p.offer, to: p.bonus, status: 302, when: 'promoOfferToBonus' },
  ]),
];

// ---------------------------------------------------------------------------
// Languages, blocking, cookies.

/** A language path segment: two lowercase letters (SPEC 2, 5). */
export const SUPPORTED_LANGUAGE_PATTERN = /^[a-z]{2}$/;
export const DEFAULT_FALLBACK_LANGUAGE = 'en';
/** Right-to-left languages (SPEC leaves the list open; these are the usual four). */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

/** Block reason (templateTypeId) to the page it shows (SPEC 4 Blocking). */
export const BLOCK_REASON_ROUTES: Readonly<Record<number, RouteId>> = {
  4: 'siteUpdates',
  16: 'suspension',
  1: 'block',
  2: 'block',
  3: 'block',
  5: 'block',
  14: 'block',
  13: 'blockUa',
  17: 'blockIe',
  8: 'comingSoon',
};
/**
 * Pages a block page may link to, in this order (a ban appeal, the deduce
 * page, help, rules, contacts). Each is offered only when the route decision
 * for this visitor opens it: under a block reason every page but the verify
 * route leads back to the block page, so none shows; a banned player gets the
 * ones their ban allows (SPEC 6).
 */
export const BLOCK_PAGE_EXITS: readonly NavLink[] = [
  { label: 'blockAppealHistory', routeId: 'blockAppealHistory', path: 'block-appeal-history' },
  { label: 'officeDeduce', routeId: 'officeDeduce', path: 'office/deduce' },
  { label: 'responsibleGaming', routeId: 'responsibleGaming', path: 'responsiblegaming' },
  { label: 'rules', routeId: 'rules', path: 'rules/1' },
  { label: 'contacts', routeId: 'contacts', path: 'contacts' },
];
/**
 * A link of the site's navigation: the page it opens (a path of ROUTES, no
 * language prefix), the route that path must resolve to for the link to show,
 * and its text (`shell.nav.<label>`). The UI offers a link only when the route
 * decision for this visitor opens that page, so a section a site has switched
 * off (available routes), the office for a guest or a page a ban closes never
 * shows as a link to a 404, a sign-in prompt or the blocked page.
 */
export interface NavLink {
  readonly label: string;
  readonly routeId: RouteId;
  readonly path: string;
}
/** The header's main sections, in this order. */
export const HEADER_NAV: readonly NavLink[] = [
  { label: 'live', routeId: 'bettingSection', path: 'live' },
  { label: 'line', routeId: 'bettingSection', path: 'line' },
  { label: 'slots', routeId: 'slots', path: 'slots' },
  { label: 'live_casino', routeId: 'liveCasino', path: 'casino' },
  { label: 'promotions', routeId: 'promotions', path: 'promotions' },
  { label: 'office', routeId: 'office', path: 'office' },
];
/** The footer's information pages (SPEC 2 information section), in this order. */
export const FOOTER_INFO_NAV: readonly NavLink[] = [
  { label: 'about', routeId: 'about', path: 'about' },
  { label: 'contacts', routeId: 'contacts', path: 'contacts' },
  { label: 'rules', routeId: 'rules', path: 'rules/1' },
  { label: 'how_bet', routeId: 'howBet', path: 'howbet' },
  { label: 'payment', routeId: 'payment', path: 'payment' },
  { label: 'betting_calculator', routeId: 'bettingCalculator', path: 'betting-calculator' },
  { label: 'responsible_gaming', routeId: 'responsibleGaming', path: 'responsiblegaming' },
  { label: 'licenses', routeId: 'licenses', path: 'licenses' },
  { label: 'taxation', routeId: 'taxation', path: 'taxation' },
  { label: 'aml_policy', routeId: 'amlPolicy', path: 'amlpolicy' },
  { label: 'kyc_policy', routeId: 'kycPolicy', path: 'kycpolicy' },
  { label: 'dispute_resolution', routeId: 'disputeResolution', path: 'disputeresolution' },
  { label: 'cookies', routeId: 'cookies', path: 'cookies' },
];

/** The only reason whose page keeps the original page as the redirectedFrom query. */
export const BLOCK_REASON_KEEPS_ORIGIN = 4;
/** displayTypeId that means "blocked"; template 1 is the geo block the force_geo_off cookie lifts. */
export const BLOCK_DISPLAY_TYPE = 1;
export const GEO_BLOCK_TEMPLATE = 1;

/** Cookie names (SPEC 9). */
export const COOKIES = {
  userAuth: 'ua',
  language: 'lng',
  maintenance: 'maintenance',
  forceGeoOff: 'force_geo_off',
  is12h: 'is12h',
  seoHost: 'seo_host',
  timezoneOffset: 'tzo',
  hideLeft: 'hide_left',
  hideRight: 'hide_right',
  appViewType: 'app_view_type',
  cookiesAgreeType: 'cookies_agree_type',
  marketsNameType: 'markets_name_type',
  isChampsGroupedByCountry: 'isChampsGroupedByCountry',
} as const;
export type CookieName = (typeof COOKIES)[keyof typeof COOKIES];
