export { FeedClient, type FeedChange, type FeedClientDeps, type FeedState, type SubscribeResult } from './feedClient';
export { fetchTransport, type FeedStream, type FeedTransport } from './transport';
export { createSseParser, type SseEvent } from './sse';
export { backoffCeiling, backoffDelay } from './backoff';
export { TopicCounts } from './refCount';
