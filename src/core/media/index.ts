export { mediaContext } from './context';
export { decideMedia, mediaOf, placement } from './decide';
export { evolveMedia } from './evolve';
export { endedGames, gameTopic, mediaGameFacts, mediaTopics, recommendedStream, type LiveFacts } from './review';
export { initialMediaState } from './state';
