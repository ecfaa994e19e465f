/**
 * The notification kinds of SPEC 2 ("Modals and notifications") and the
 * queue's limits of SPEC 9, read by the core's queue, the worker's rules, the
 * reference server's messages and the UI alike. docs/notifications.md says
 * what raises each kind and who owns it.
 */
export const NOTIFICATION_KINDS = [
  'default',
  'maintenance',
  'alert',
  'permanentAlert',
  'snackbar',
  'welcome',
  'registrationFirstDeposit',
  'registrationRequestSent',
  'twoFactorSaveCode',
  'alertWithLink',
  'defaultWithControls',
  'cookiesAgreementMobile',
  'realityCheck',
  'payBillsOutOfService',
  'autoLogOff',
  'banker',
  'convertMainAccount',
  'convertAdditionalAccount',
  'insights',
  'newSiteInfo',
  'authBonus',
  'setLimits',
  'teamCash',
  'updateAvailable',
  'adBlocker',
  'offline',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** SPEC 9: at most 3 shown at once, 1 each for maintenance and the shadow kind; auto-close after 10 s unless a kind has no timeout. */
export const NOTIFICATION_LIMITS = { shown: 3, maintenance: 1, shadow: 1, autoCloseMs: 10_000 } as const;

/**
 * The queue's lanes: every shown notification counts towards `shown`; the
 * maintenance and shadow lanes have their own cap on top. A shadow
 * notification takes its place in the list without popping up (no
 * announcement, no timeout): the player finds it there or in the inbox.
 */
export const NOTIFICATION_LANES = ['regular', 'maintenance', 'shadow'] as const;
export type NotificationLane = (typeof NOTIFICATION_LANES)[number];

/**
 * Who shows a kind. 'queue': the notifications stack (src/ui/notifications)
 * from the shared queue. Any other value names the component that already
 * showed that fact before the queue existed and still does, so one fact is
 * never painted twice; the queue never raises those kinds itself (a server
 * message of such a kind still reaches the stack).
 */
export type NotificationSurface = 'queue' | 'RealityCheck' | 'CookieConsent' | 'LimitPrompts';

/**
 * Who raises a kind today. 'rules': the worker's notification rules
 * (src/worker/notifications/) from a domain event, a config flag or a tab's
 * reported fact; 'message': only a server message of that kind (the inbox);
 * 'component': the surface above.
 */
export type NotificationSource = 'rules' | 'message' | 'component';

export interface NotificationKindSpec {
  readonly lane: NotificationLane;
  /** Auto-close after this many ms once shown; null: stays until the player closes it. */
  readonly timeoutMs: number | null;
  readonly surface: NotificationSurface;
  readonly source: NotificationSource;
  /**
   * The text keys under `notifications.kind.<kind>.` (area src/ui/i18n/areas/notifications):
   * title and body always, action when it has a link.
   */
  readonly texts: readonly ('title' | 'body' | 'action')[];
  /** The path (after /{lng}) its action leads to when the raiser gives none. */
  readonly defaultLink: string | null;
  /** An alert is announced assertively (role=alert); the rest politely (role=status). */
  readonly tone: 'info' | 'success' | 'warning' | 'error';
  /**
   * What its action button does: 'link' leads to its link (shown only when it has one); 'reload' reloads the page
   * (a tab whose build is gone needs the new one, there is nowhere to lead it).
   */
  readonly action: 'link' | 'reload';
}

const AUTO = NOTIFICATION_LIMITS.autoCloseMs;
const TB = ['title', 'body'] as const;
const TBA = ['title', 'body', 'action'] as const;
const q = (
  source: NotificationSource,
  timeoutMs: number | null,
  tone: NotificationKindSpec['tone'],
  texts: NotificationKindSpec['texts'] = TB,
  defaultLink: string | null = null,
  lane: NotificationLane = 'regular',
): NotificationKindSpec => ({ lane, timeoutMs, surface: 'queue', source, texts, defaultLink, tone, action: 'link' });

/** Each kind's properties, as data: the core's queue, the worker's rules, the UI and docs/notifications.md read them here. */
export const NOTIFICATION_KIND_SPECS: { readonly [K in NotificationKind]: NotificationKindSpec } = {
  default: q('message', AUTO, 'info'),
  maintenance: q('rules', null, 'warning', TB, null, 'maintenance'),
  alert: q('message', AUTO, 'error'),
  permanentAlert: q('message', null, 'error'),
  snackbar: q('message', AUTO, 'info'),
  welcome: q('rules', AUTO, 'success'),
  registrationFirstDeposit: q('rules', null, 'success', TBA, '/office/responsible'),
  registrationRequestSent: q('rules', null, 'info'),
  twoFactorSaveCode: q('rules', null, 'warning', TBA, '/office/security'),
  alertWithLink: q('message', null, 'warning', TBA),
  defaultWithControls: q('message', null, 'info', TBA),
  cookiesAgreementMobile: { ...q('component', null, 'info'), surface: 'CookieConsent' },
  realityCheck: { ...q('component', null, 'warning'), surface: 'RealityCheck' },
  payBillsOutOfService: q('message', AUTO, 'warning'),
  autoLogOff: q('rules', null, 'info'),
  banker: q('message', AUTO, 'info', TBA),
  convertMainAccount: q('message', null, 'info', TBA, '/office/account'),
  convertAdditionalAccount: q('message', null, 'info', TBA, '/office/account'),
  insights: q('message', null, 'info', TBA, null, 'shadow'),
  newSiteInfo: q('message', null, 'info', TB, null, 'shadow'),
  authBonus: q('message', AUTO, 'success', TBA, '/office/promotion'),
  setLimits: { ...q('component', null, 'info', TBA, '/office/responsible'), surface: 'LimitPrompts' },
  teamCash: q('message', AUTO, 'info', TBA),
  updateAvailable: { ...q('rules', null, 'warning', TBA), action: 'reload' },
  adBlocker: q('rules', null, 'warning'),
  offline: q('rules', null, 'warning'),
};

/** How many closed notifications' dedupe keys the queue remembers (oldest forgotten first): enough for years of one player's facts. */
export const NOTIFICATION_KEYS_KEPT = 500;

/**
 * The parameter a server message's free text rides in (shown as the notification's text, never as HTML), and how
 * much of it: a notification is a glimpse, the inbox has the whole message.
 */
export const MESSAGE_BODY_PARAM = 'messageBody';
export const MESSAGE_BODY_MAX = 200;
