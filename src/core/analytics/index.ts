export { analyticsGate, doNotTrackOn, type PrivacySignals } from './gate';
export { EMPTY_QUEUE, enqueue, outcomeOfStatus, retryDelayMs, takeBatch, type AnalyticsQueue, type SendOutcome } from './queue';
export { pageOf, toEvent, type AnalyticsDraft, type ParamValue } from './event';
export { analyticsFacts } from './facts';
export { funnelStep, NO_ATTEMPTS, type AttemptTimes, type RequestResult } from './funnel';
