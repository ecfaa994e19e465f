export {
  attributionClaims,
  blockLightReferral,
  isReferralValue,
  lifetimeOf,
  planReferralCookies,
  readReferralTags,
  referralLink,
  type AttributionClaims,
  type ReferralTags,
} from './plan';
