export { periodOf, previousPeriod, duePeriod, type PeriodSpan } from './period';
export { netLossOf, type KindTotal } from './netLoss';
export { cashbackDue, lossToMinimum, type CashbackDue } from './amount';
