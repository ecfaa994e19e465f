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
 * it, in the language on screen) and its retry policy. Parts that open only
 * on demand (a dialog, the slip's bets or settings) are apps of their own, so
 * a first visit fetches what it shows and nothing more.
 */
export const REMOTE_APPS = {
  home: app(() => import('../home/homeApp'), ['live', 'slip']),
  // The betting pages as five apps: what /live and /line show (the lists) downloads no game, cyber or statistics code.
  betting: app(() => import('../live/bettingApp'), ['live', 'slip']),
  bettingGame: app(() => import('../live/bettingGameApp'), ['live', 'slip']),
  cyber: app(() => import('../live/cyberApp'), ['live', 'slip']),
  cyberGame: app(() => import('../live/cyberGameApp'), ['live', 'slip']),
  bettingPages: app(() => import('../live/bettingPagesApp'), ['live', 'slip']),
  sportsMenu: app(() => import('../live/sportsMenuApp'), ['live']),
  slip: app(() => import('../coupon/slipApp'), ['slip']),
  // Fetched once a video or tracker is open (src/ui/media/MediaSlots.tsx); hls.js is a chunk of its own below it.
  media: app(() => import('../media/mediaApp'), ['media']),
  // Its own texts are the coupon area's (not the slip frame's, which every first load fetches).
  quickCoupon: app(() => import('../coupon/quickCouponApp'), ['slip', 'coupon']),
  couponBets: app(() => import('../coupon/couponBetsApp'), ['slip', 'coupon', 'limits']),
  placementOutcome: app(() => import('../coupon/placementOutcomeApp'), ['slip', 'coupon', 'limits']),
  slipSettings: app(() => import('../coupon/slipSettingsApp'), ['slip', 'coupon', 'sessionHeader']),
  myBets: app(() => import('../coupon/myBets/myBetsApp'), ['myBets', 'slip', 'coupon']),
  print: app(() => import('../coupon/print/printApp'), ['slip', 'coupon', 'myBets']),
  // SPEC 9: the header's remote component is retried 5 times, 1000 ms apart.
  session: app(() => import('../session/sessionApp'), ['sessionHeader'], HEADER_REMOTE_RETRY),
  sessionAccount: app(() => import('../session/sessionAccountApp'), ['sessionHeader', 'session', 'inbox'], HEADER_REMOTE_RETRY),
  sessionDialogs: app(() => import('../session/sessionDialogsApp'), ['sessionHeader', 'session', 'limits']),
  sessionPages: app(() => import('../session/sessionPagesApp'), ['sessionHeader', 'session']),
  info: app(() => import('../info/infoApp'), ['info', 'errorPage']),
  debugger: app(() => import('../debugger/debuggerApp'), ['debugger', 'sessionHeader', 'session', 'analytics']),
  footer: app(() => import('../footer/footerApp')),
  headerSocial: app(() => import('../footer/headerSocialApp')),
  support: app(() => import('../support/supportApp')),
  supportPanel: app(() => import('../support/supportPanelApp'), ['support']),
  supportChat: app(() => import('../support/supportChatApp'), ['support']),
  errorPage: app(() => import('../shell/pages/errorPageApp'), ['errorPage']),
  statusPages: app(() => import('../shell/pages/statusPagesApp'), ['status']),
  displaySettings: app(() => import('../preferences/displaySettingsApp'), ['preferences']),
  dialog: app(() => import('../design/dialogApp')),
  toaster: app(() => import('../design/toasterApp'), ['notifications']),
  casino: app(() => import('../casino/casinoApp')),
  games: app(() => import('../games/gamesApp'), ['games']),
  office: app(() => import('../office/officeApp'), ['office', 'limits', 'breaks', 'session', 'sessionHeader']),
  wallet: app(() => import('../wallet/walletApp'), ['wallet', 'limits', 'session', 'sessionHeader']),
  inbox: app(() => import('../inbox/inboxApp'), ['inbox']),
  promotions: app(() => import('../promotions/promotionsApp'), []),
  bingo: app(() => import('../bingo/bingoApp')),
  toto: app(() => import('../toto/totoApp')),
  virtualSports: app(() => import('../virtualSports/virtualSportsApp')),
  tvGames: app(() => import('../tvGames/tvGamesApp')),
  lotto: app(() => import('../lotto/lottoApp')),
} satisfies Record<string, AppDefinition>;

export type AppName = keyof typeof REMOTE_APPS;
