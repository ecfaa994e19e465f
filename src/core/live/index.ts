/** Pure helpers of the live feed, used by the reference server and the worker's feed client. */
export { conflate, conflateBatches, deltaKey } from './conflate';
export { applyDeltas, gamesFromSnapshot, shareGames, type LiveGames } from './apply';
export { detailFor, isLiveStatus, parseTopic, parseTopics, topicMatches, type Detail, type GameFacts, type Topic } from './topics';
export { checkBatch, parseResumeToken, planResume, type BatchCheck, type ResumePlan, type RetainedWindow } from './resume';
export { slugOf } from './slug';
export { bestRank, champGroups, compareGames, periodScoresOf, rowMarketIds, type OrderFacts, type RowLayout } from './display';
export { champPagePath, gamePagePath, gamePageTail, pathSlug, teamPagePath, type GamePathFacts } from './paths';
export { sameEvents, withMatchEvent } from './events';
