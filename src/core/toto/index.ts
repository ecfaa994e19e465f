export { combinationsOf, normalizePick } from './picks';
export { resultOf } from './results';
export { bestHits, hitsDistribution } from './hits';
export { payoutOf, poolOf, type CouponHits, type DrawPayout, type Pool, type PoolInput, type TierPayout } from './prizes';
