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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** SPEC 9: at most 3 shown at once, 1 each for maintenance and the shadow kind; auto-close after 10 s unless a kind has no timeout. */
export const NOTIFICATION_LIMITS = { shown: 3, maintenance: 1, shadow: 1, autoCloseMs: 10_000 } as const;
