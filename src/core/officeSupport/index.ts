export { checkAttachment, pdfHasActiveParts, type AttachmentVerdict } from './attachment';
export { friendStatus, maskLogin, reachedEvents, referralRewardKey, rewardsDue, type ReferralRules, type RewardDue } from './referral';
