export { periodOf, previousPeriod, duePeriod, periodsToSettle, type PeriodSpan } from './period';
export { netLossOf, type KindTotal } from './netLoss';
export { cashbackDue, lossToMinimum, type CashbackDue } from './amount';
export { pointsExchange, type PointsExchange, type PointsRefusal } from './exchange';
