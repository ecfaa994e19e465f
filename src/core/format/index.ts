/**
 * Pure display helpers: the one way to write a coefficient, an amount of
 * money and a clock, shared by the UI, the worker, the server and the
 * scripts. The only part of src/core the UI may import (the rooms linter).
 */
export { clockText, twelveHourByGeo, twelveHourClock } from './clock';
export { amountText, currencyDigits, formatMoney, MAX_TYPED_MINOR, parseAmount, type ParsedAmount } from './money';
export { oddsText } from './odds';
export { maintenanceTextLanguage } from './maintenanceLanguage';
export {
  apiErrorNotices,
  MAX_ERROR_NOTICES,
  NOTICE_KEYS,
  rejectionNotice,
  successNotice,
  textErrorNotice,
  type PageNotice,
} from './errorNotices';
