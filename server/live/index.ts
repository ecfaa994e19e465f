/** The live catalogue, simulator and feed of the reference server (README.md beside this file). */
export {
  createLiveService,
  LIVE_LEADER_LOCK_KEY,
  NotLeaderError,
  type LiveRole,
  type LiveService,
  type LiveServiceOptions,
  type LiveStatus,
} from './service';
export { seedLiveDemo } from './store';
export { FeedHub, type FeedSink } from './feed';
export { Simulator } from './simulator';
export { createDemoWorld } from './demoWorld';
