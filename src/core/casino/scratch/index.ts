export { scratchEngine, scratchWins } from './engine';
export { scratchRtp } from './rtp';
export { SCRATCH_TABLES } from './tables';
