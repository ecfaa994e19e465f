export { registerBonusGameRoutes, type BonusGameRouteDeps } from './routes';
export { playTry, type TryInput } from './play';
export { revokeUnlock, unlockTries, unlockUsed, type UnlockInput } from './unlock';
