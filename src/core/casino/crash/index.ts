export { crashPointOf, crashPointOfIndex, DRAW_RESOLUTION } from './crashPoint';
export { multiplierAt, msToReach } from './curve';
export { manualCashOut, autoCashOutFilled, flightMs, payoutOf, type CashOutRefusal } from './cashOut';
export { crashRtpExact } from './rtp';
export { CRASH_RULES } from './rules';
