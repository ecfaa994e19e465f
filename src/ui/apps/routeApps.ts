import type { RouteId } from '../../protocol/routes';
import type { AppName } from './catalogue';
import type { PageRouteId } from './contract';

/** Information pages of SPEC 2 whose content comes from the server's database: the info app's. */
export const INFO_ROUTE_IDS = [
  'rules',
  'contacts',
  'about',
  'howBet',
  'payment',
  'cookies',
  'licenses',
  'taxation',
  'consent',
  'simpleIdentification',
  'amlKyc',
  'smsBets',
  'amlPolicy',
  'disputeResolution',
  'kycPolicy',
  'responsibleGaming',
  'cashTerminals',
  'bettingCalculator',
  'bettingAwards',
] as const satisfies readonly RouteId[];

/**
 * Which app draws a route. The route table names each route's remote
 * application (`meta.remoteApp`, src/protocol/routes.ts); this maps those
 * names to the apps this site builds. A name without an app here (the
 * page-type sections) gets the shell's "not available right now" page until
 * an app serves it.
 */
const BY_REMOTE_APP: Readonly<Record<string, AppName>> = {
  line: 'betting',
  cyber: 'cyber',
  results: 'bettingPages',
  statistics: 'bettingPages',
  casino: 'casino',
  games: 'games',
  office: 'office',
  payments: 'wallet',
  promo: 'promotions',
  bingo: 'bingo',
  toto: 'toto',
  lotto: 'lotto',
  info: 'info',
  auth: 'sessionPages',
  registration: 'sessionPages',
  // The server's content pages are the info app's: a catalogue entry of their own would not fit the first load's budget.
  news: 'info',
  landing: 'info',
};

/**
 * The betting routes (the `line` application) that are not lists: each is
 * reached from a link, and their code stays out of what /live and /line load.
 */
const BETTING_PAGES = [
  'multi',
  'champs',
  'team',
  'teamGame',
  'betsOnYour',
  'topGame',
  'marble',
  'ufc',
  'politics',
  ...(['champ', 'epl', 'laliga', 'europaleague', 'ipl'] as const).flatMap((c) => [`${c}Home`, `${c}Game`, `${c}Final`] as const),
] as const satisfies readonly RouteId[];

/** Routes whose app is not the one their group names. */
const BY_ROUTE: Partial<Record<PageRouteId, AppName>> = {
  home: 'home',
  bettingGame: 'bettingGame',
  cyberGame: 'cyberGame',
  ...Object.fromEntries(BETTING_PAGES.map((id) => [id, 'bettingPages'])),
  debugger: 'debugger',
  printCoupon: 'print',
  virtualSports: 'virtualSports',
  officeMessages: 'inbox',
  maintenance: 'statusPages',
  block: 'statusPages',
  blockUa: 'statusPages',
  blockIe: 'statusPages',
  siteUpdates: 'statusPages',
  comingSoon: 'statusPages',
  suspension: 'statusPages',
  oldBrowser: 'statusPages',
  // Server content pages beside the landing pages (the route table names these the promotions' app, 'promo', or 'games').
  promo: 'info',
  mobile: 'info',
  partners: 'info',
  ourPartners: 'info',
  bonusLanding: 'info',
  gamesLanding: 'info',
  ...Object.fromEntries(
    (
      [
        'officeRecharge',
        'officeDeduce',
        'officeWithdrawal',
        'officeHistoryPay',
        'officePaymentRequests',
        'officePaymentCreateRequest',
        'officePaymentCreateRequestTopic',
        'officePaymentCreateRequestSubTopic',
        'officePaymentTransactions',
        'officePaymentTransaction',
        'onpaySuccess',
        'onpayFail',
        'onpayPending',
        'onpayCancel',
        'onpayWithdrawSuccess',
        'onpayWithdrawFail',
        'onpayWithdrawPending',
        'onpayWithdrawCancel',
      ] as const satisfies readonly RouteId[]
    ).map((id) => [id, 'wallet']),
  ),
  // The casino group's TV draw shows: an app of their own (the group's app is the lobby).
  tvGames: 'tvGames',
};

/** A page as a route answer (or a link's) names it: its route and the remote application the route table gives it. */
export interface AppPage {
  readonly routeId: PageRouteId;
  readonly remoteApp: string | null;
}

/**
 * The app that draws a page, or null when none does yet (or the shell draws it). It reads the route's
 * application from the route answer, not from the route table: the table stays out of the tab's first load.
 */
export function appOfPage({ routeId, remoteApp }: AppPage): AppName | null {
  return BY_ROUTE[routeId] ?? (remoteApp !== null && Object.hasOwn(BY_REMOTE_APP, remoteApp) ? (BY_REMOTE_APP[remoteApp] ?? null) : null);
}
