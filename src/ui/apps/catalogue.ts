import { DEFAULT_REMOTE_RETRY, HEADER_REMOTE_RETRY } from '../../protocol/remoteApps';
import type { AppDefinition } from './appStore';

const app = (load: AppDefinition['load'], texts: AppDefinition['texts'] = [], retry = DEFAULT_REMOTE_RETRY): AppDefinition => ({
  load,
  texts,
  retry,
});

/**
 * Every app of the site: its chunk (a dynamic import, one chunk per app, so
 * nothing of it is in the first load), the text areas it brings (fetched with
 * it, in the language on screen) and its retry policy. The live pages'
 * notices and the slip show coupon rejections, hence their coupon texts.
 */
export const REMOTE_APPS = {
  home: app(() => import('../home/homeApp'), ['live', 'coupon']),
  betting: app(() => import('../live/bettingApp'), ['live', 'coupon']),
  sportsMenu: app(() => import('../live/sportsMenuApp'), ['live']),
  slip: app(() => import('../coupon/slipApp'), ['coupon', 'myBets', 'session']),
  print: app(() => import('../coupon/print/printApp'), ['coupon', 'myBets']),
  // SPEC 9: the header's remote component is retried 5 times, 1000 ms apart.
  session: app(() => import('../session/sessionApp'), ['session'], HEADER_REMOTE_RETRY),
  info: app(() => import('../info/infoApp')),
  debugger: app(() => import('../debugger/debuggerApp'), ['session']),
  footer: app(() => import('../footer/footerApp')),
  support: app(() => import('../support/supportApp')),
  errorPage: app(() => import('../shell/pages/errorPageApp')),
  casino: app(() => import('../casino/casinoApp'), ['casino']),
  games: app(() => import('../games/gamesApp'), ['games']),
  office: app(() => import('../office/officeApp'), ['office']),
  wallet: app(() => import('../wallet/walletApp'), ['wallet']),
  promotions: app(() => import('../promotions/promotionsApp'), ['promotions']),
} satisfies Record<string, AppDefinition>;

export type AppName = keyof typeof REMOTE_APPS;
