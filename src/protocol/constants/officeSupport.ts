/**
 * The numbers and lists of the office's support pages (office/support,
 * share-idea, bringfriend, partner-program, block-appeal-history), in one
 * place for the server, the worker and the forms.
 */

/** What a support request from the office is about; the operator sorts by it. */
export const SUPPORT_CATEGORIES = ['account', 'deposit', 'withdrawal', 'bets', 'bonus', 'verification', 'technical', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** What an idea is about. */
export const IDEA_CATEGORIES = ['betting', 'casino', 'payments', 'site', 'mobile', 'other'] as const;
export type IdeaCategory = (typeof IDEA_CATEGORIES)[number];

/** Bounds of the texts a player writes (characters, after trimming). */
export const OFFICE_TEXT_BOUNDS = {
  request: { min: 10, max: 2000 },
  idea: { min: 10, max: 2000 },
  appeal: { min: 10, max: 2000 },
  reply: { min: 1, max: 2000 },
} as const;

/** The one attachment a request may carry: a photo or a scan, checked by its bytes, never by its name. */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const ATTACHMENT_NAME_MAX = 120;

/** How many ideas and appeals one player may file in a window: enough for a person, too few for a script. */
export const OFFICE_FILING_LIMITS = {
  ideas: { max: 3, windowMs: 60 * 60_000 },
  appeals: { max: 3, windowMs: 24 * 60 * 60_000 },
  requests: { max: 10, windowMs: 60 * 60_000 },
} as const;

/** The qualifying events of an invited friend, in the order they happen. */
export const REFERRAL_EVENTS = ['registered', 'deposited'] as const;
export type ReferralEvent = (typeof REFERRAL_EVENTS)[number];
