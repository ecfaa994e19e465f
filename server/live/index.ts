/** The live catalogue, simulator and feed of the reference server (README.md beside this file). */
export { createLiveService, type LiveService, type LiveServiceOptions } from './service';
export { seedLiveDemo } from './store';
export { FeedHub, type FeedSink } from './feed';
export { Simulator } from './simulator';
export { createDemoWorld } from './demoWorld';
