import { z } from 'zod';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_NAME_MAX,
  ATTACHMENT_TYPES,
  IDEA_CATEGORIES,
  OFFICE_TEXT_BOUNDS,
  REFERRAL_EVENTS,
  SUPPORT_CATEGORIES,
} from '../constants/officeSupport';
import { rowId } from './bounded';
import { API_PATH } from './siteConfig';

/**
 * The office's support pages on the wire (server/officeSupport/README.md):
 * support requests with a category, an attachment and the operator's
 * answers; the personal manager; ideas; the referral program; block appeals.
 */
export const OFFICE_SUPPORT_PATHS = {
  /** GET the player's office requests with their threads; POST a new one. */
  requests: `${API_PATH}/office/support/requests`,
  /** GET ?id=<attachment id>: the file, to its owner only. */
  attachment: `${API_PATH}/office/support/attachment`,
  manager: `${API_PATH}/office/manager`,
  /** GET the player's ideas; POST a new one. */
  ideas: `${API_PATH}/office/ideas`,
  referral: `${API_PATH}/office/referral`,
  /** GET the player's block appeals; POST a new one. */
  appeals: `${API_PATH}/office/appeals`,
} as const;

/** The operator's endpoints (Authorization: Bearer $ADMIN_TOKEN). */
export const OFFICE_SUPPORT_ADMIN_PATHS = {
  reply: `${API_PATH}/admin/office/support/replies`,
  manager: `${API_PATH}/admin/office/manager`,
  appealAnswer: `${API_PATH}/admin/office/appeals/answers`,
} as const;

const boundedText = (bounds: { readonly min: number; readonly max: number }) => z.string().trim().min(bounds.min).max(bounds.max);

/**
 * Base64 of at most ATTACHMENT_MAX_BYTES (4 characters per 3 bytes) and some
 * slack, so a file just over the size reaches the byte check and is refused
 * as too large rather than as a malformed body.
 */
export const ATTACHMENT_BASE64_MAX = Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4 + 4096;

export const newAttachmentSchema = z
  .object({
    name: z.string().trim().min(1).max(ATTACHMENT_NAME_MAX),
    /** The file's bytes in base64; its type is read from them, not from the name. */
    data: z.string().min(1).max(ATTACHMENT_BASE64_MAX),
  })
  .strict();

export const newSupportRequestSchema = z
  .object({
    category: z.enum(SUPPORT_CATEGORIES),
    text: boundedText(OFFICE_TEXT_BOUNDS.request),
    attachment: newAttachmentSchema.optional(),
  })
  .strict();
export type NewSupportRequest = z.infer<typeof newSupportRequestSchema>;

export const attachmentInfoSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  type: z.enum(ATTACHMENT_TYPES),
  size: z.number().int().nonnegative(),
});
export type AttachmentInfo = z.infer<typeof attachmentInfoSchema>;

export const threadMessageSchema = z.object({
  id: z.number().int().positive(),
  author: z.enum(['player', 'operator']),
  text: z.string(),
  /** ISO 8601. */
  at: z.string(),
});

export const officeRequestSchema = z.object({
  id: z.number().int().positive(),
  category: z.enum(SUPPORT_CATEGORIES),
  text: z.string(),
  createdAt: z.string(),
  status: z.enum(['open', 'answered']),
  attachment: attachmentInfoSchema.nullable(),
  /** The thread after the request itself, oldest first. */
  messages: z.array(threadMessageSchema),
});
export type OfficeRequest = z.infer<typeof officeRequestSchema>;

export const officeRequestsAnswerSchema = z.object({ requests: z.array(officeRequestSchema) });
export const officeRequestCreatedSchema = z.object({ request: officeRequestSchema });

export const attachmentQuerySchema = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/, 'must be an attachment id') });

export const managerSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().email().max(200).nullable(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{5,20}$/)
    .nullable(),
  /** When the manager answers, in the manager's words ("Mon–Fri 9:00–18:00 CET"). */
  hours: z.string().trim().max(100).nullable(),
});
export type Manager = z.infer<typeof managerSchema>;
export const managerAnswerSchema = z.object({ manager: managerSchema.nullable() });

export const newIdeaSchema = z.object({ category: z.enum(IDEA_CATEGORIES), text: boundedText(OFFICE_TEXT_BOUNDS.idea) }).strict();
export const ideaSchema = z.object({
  id: z.number().int().positive(),
  category: z.enum(IDEA_CATEGORIES),
  text: z.string(),
  createdAt: z.string(),
});
export type Idea = z.infer<typeof ideaSchema>;
export const ideasAnswerSchema = z.object({ ideas: z.array(ideaSchema) });
export const ideaCreatedSchema = z.object({ idea: ideaSchema });

export const referralFriendSchema = z.object({
  /** The friend's login with its middle hidden: the referrer learns who came, not their account. */
  name: z.string(),
  registeredAt: z.string(),
  status: z.enum(REFERRAL_EVENTS),
  /** Rewards paid for this friend so far, in the referrer's currency's minor units. */
  earned: z.number().int().nonnegative(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;
export const referralAnswerSchema = z.object({
  /** The code (SPEC 9 `ref`) and the site path that carries it. */
  code: z.string(),
  path: z.string(),
  currency: z.string().nullable(),
  /** Minor units per qualifying event, from the server's config. */
  rules: z.object({ registered: z.number().int().nonnegative(), deposited: z.number().int().nonnegative() }),
  friends: z.array(referralFriendSchema),
  earned: z.number().int().nonnegative(),
});
export type ReferralAnswer = z.infer<typeof referralAnswerSchema>;

export const newAppealSchema = z.object({ text: boundedText(OFFICE_TEXT_BOUNDS.appeal) }).strict();
export const appealSchema = z.object({
  id: z.number().int().positive(),
  text: z.string(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;
export const appealsAnswerSchema = z.object({ appeals: z.array(appealSchema) });
export const appealCreatedSchema = z.object({ appeal: appealSchema });

export const adminReplySchema = z.object({ requestId: rowId(), text: boundedText(OFFICE_TEXT_BOUNDS.reply) }).strict();
export const adminManagerSchema = z.object({ userId: rowId(), manager: managerSchema.nullable() }).strict();
export const adminAppealAnswerSchema = z.object({ appealId: rowId(), text: boundedText(OFFICE_TEXT_BOUNDS.reply) }).strict();

/** The refusals of these routes: `{error: {code, message}}` with the status here. */
export const OFFICE_SUPPORT_ERRORS = {
  invalid_request: 400,
  attachment_type: 400,
  attachment_too_large: 413,
  attachment_unsafe: 400,
  unauthorized: 401,
  admin_unauthorized: 401,
  not_found: 404,
  appeal_open: 409,
  rate_limited: 429,
} as const;
export type OfficeSupportErrorCode = keyof typeof OFFICE_SUPPORT_ERRORS;
