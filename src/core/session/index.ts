export { decide } from './decide';
export { evolve } from './evolve';
export { initialSessionState, type SessionState } from './state';
export {
  protectionBand,
  isVerified,
  isBanned,
  convertAccountKind,
  deduceBanLevel,
  allowedWhileBanned,
  mayVisitWhenBanned,
  isVipHost,
  playBlockOf,
} from './facts';
export {
  FINGERPRINT_TIMER_KEY,
  initialFingerprintState,
  usableFingerprint,
  mayFetchFingerprint,
  fingerprintFetched,
  fingerprintFailed,
  fingerprintAppReady,
  nextFingerprintFetch,
  fingerprintTimerIntents,
  type FingerprintState,
} from './fingerprint';
export {
  NO_RETURN,
  REDIRECT_URL_QUERY,
  FROM_URL_QUERY,
  keptFromQuery,
  keptForPage,
  isReturnTargetPage,
  RETURN_TARGET_PAGES,
  returnFromRoute,
  returnTarget,
  type ReturnInput,
  type ReturnDecision,
} from './returns';
export { startInactivity, noteActivity, pauseInactivity, resumeInactivity, inactivityDeadline, type InactivityClock } from './inactivity';
export { sessionTimerIntents, SESSION_TIMER_KEYS, type SessionTimerInput, type SessionTimerKey } from './timers';
export {
  accountRefreshAfterChange,
  accountRefreshAfterCurrency,
  accountRefreshStep,
  activeAccountOf,
  type AccountRefresh,
} from './accounts';
