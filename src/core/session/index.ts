export { decide } from './decide';
export { evolve } from './evolve';
export { initialSessionState, type SessionState } from './state';
export { protectionBand, isVerified, isBanned, convertAccountKind, deduceBanLevel, mayVisitWhenBanned, type ConvertAccount } from './facts';
export { startInactivity, noteActivity, pauseInactivity, resumeInactivity, inactivityDeadline, type InactivityClock } from './inactivity';
export { sessionTimerIntents, SESSION_TIMER_KEYS, type SessionTimerInput, type SessionTimerKey } from './timers';
export { accountRefreshAfterChange, accountRefreshAfterCurrency, accountRefreshStep, activeAccountOf, type AccountRefresh } from './accounts';
