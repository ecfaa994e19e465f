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
 * names to the apps this site builds. A name without an app here (toto,
 * lotto, news, landing pages, the page-type sections) gets the shell's "not
 * available right now" page until an app serves it.
 */
const BY_REMOTE_APP: Readonly<Record<string, AppName>> = {
  line: 'betting',
  cyber: 'betting',
  results: 'betting',
  statistics: 'betting',
  casino: 'casino',
  games: 'games',
  office: 'office',
  payments: 'wallet',
  promo: 'promotions',
  info: 'info',
  auth: 'sessionPages',
  registration: 'sessionPages',
};

/** Routes whose app is not the one their group names. */
const BY_ROUTE: Partial<Record<PageRouteId, AppName>> = {
  home: 'home',
  debugger: 'debugger',
  printCoupon: 'print',
  maintenance: 'statusPages',
  block: 'statusPages',
  blockUa: 'statusPages',
  blockIe: 'statusPages',
  siteUpdates: 'statusPages',
  comingSoon: 'statusPages',
  suspension: 'statusPages',
  oldBrowser: 'statusPages',
  ...Object.fromEntries(
    (
      [
        'officeRecharge',
        'officeWithdrawal',
        'officeWallets',
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
};

/**
 * The app that draws a route, or null when none does yet (or the shell draws
 * it): from the route and the remote app its metadata names, both of which
 * the route answer carries (the page never reads the route table itself).
 */
export function appOfRoute(routeId: PageRouteId, remoteApp: string | null): AppName | null {
  return BY_ROUTE[routeId] ?? (remoteApp === null ? null : (BY_REMOTE_APP[remoteApp] ?? null));
}
