import * as z from './namespace';

/** The worker build's `zod` (scripts/zodDeferred.ts): zod's names, with schemas built on first use (standIn.ts). */
export { z };
