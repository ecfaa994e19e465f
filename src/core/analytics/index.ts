export { analyticsGate, doNotTrackOn, type PrivacySignals } from './gate';
export { EMPTY_QUEUE, enqueue, outcomeOfStatus, retryDelayMs, takeBatch, type AnalyticsQueue, type SendOutcome } from './queue';
export { pageOf, toEvent, type AnalyticsDraft, type ParamValue } from './event';
export { analyticsFacts } from './facts';
export { fieldErrors, funnelStep, isSocialRequest, NO_ATTEMPTS, type AttemptTimes, type RequestResult } from './funnel';
export { funnelReport, pageView, registrationFinished } from './pageFacts';
export { keptMetrics, metricsEmpty, metricsWrite, NO_METRICS, SOCIAL_COUNTRY_PARAM, socialSignIn, withMetrics } from './metrics';
