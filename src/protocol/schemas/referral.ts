import { z } from 'zod';
import { queryRowId } from './bounded';
import { API_PATH } from './siteConfig';

/**
 * The calls of referral tracking and of the cookies the server grants (SPEC 7):
 * the light block call carries the landing's referral parameters; the
 * secure-data request and the cookies-agreement time go after sign-in; the
 * operator reads a player's attribution. docs/referral.md.
 */

/** GET, query: stage, auth, referralParams, referralWHNMobile, mainVipDomainAuthNeed. */
export const BLOCK_LIGHT_PATH = `${API_PATH}/blocks-api/api/v1/block/light`;
/** POST {}: sets the ggru and _grant_{id} cookies for SECURE_GRANT_SECONDS. */
export const SECURE_DATA_PATH = `${API_PATH}/user/secure-data`;
/** POST {agreeType, agreedAt}: when the signed-in player answered the cookie question. */
export const COOKIES_AGREE_TIME_PATH = `${API_PATH}/user/cookies-agree-time`;
/** GET ?userId=: the operator's read of a player's attribution (only with ADMIN_TOKEN). */
export const ADMIN_ATTRIBUTION_PATH = `${API_PATH}/admin/referral/attribution`;

/** Where in the page's life the light block call is made. */
export const BLOCK_LIGHT_STAGES = ['start', 'recheck'] as const;

const flag = z.enum(['0', '1']);

export const blockLightQuerySchema = z
  .object({
    stage: z.enum(BLOCK_LIGHT_STAGES),
    auth: flag,
    /** The stored referral link (reflinkid): recognised tags as a query string; empty without one. */
    referralParams: z.string().max(2048).default(''),
    referralWHNMobile: flag.default('0'),
    mainVipDomainAuthNeed: flag.default('0'),
  })
  .strict();
export type BlockLightQuery = z.input<typeof blockLightQuerySchema>;

export const blockLightAnswerSchema = z.object({
  data: z.object({
    displayTypeId: z.number().int(),
    templateTypeId: z.number().int().nullable(),
    /** Whether the server recognised a referral in referralParams. */
    referral: z.boolean(),
  }),
});
export type BlockLightAnswer = z.infer<typeof blockLightAnswerSchema>;

export const secureDataAnswerSchema = z.object({
  data: z.object({ grantId: z.string().regex(/^[A-Za-z0-9]+$/), expiresIn: z.number().int().positive() }),
});

export const cookiesAgreeTimeRequestSchema = z
  .object({
    agreeType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    /** Epoch ms of the answer; null when it was given before the worker that sends this started (the store keeps no time). */
    agreedAt: z.number().int().nonnegative().nullable(),
  })
  .strict();
export type CookiesAgreeTimeRequest = z.infer<typeof cookiesAgreeTimeRequestSchema>;
export const okAnswerSchema = z.object({ ok: z.literal(true) });

export const attributionSchema = z.object({
  userId: z.number().int().positive(),
  referrerId: z.number().int().positive().nullable(),
  partnerCode: z.string().nullable(),
  subId: z.string().nullable(),
  link: z.string().nullable(),
  createdAt: z.number().int(),
});
export type Attribution = z.infer<typeof attributionSchema>;
/** The operator's look-up of a player's referral credit: `?userId=`, an id within int4. */
export const adminAttributionQuerySchema = z.object({ userId: queryRowId() });

export const adminAttributionAnswerSchema = z.object({ attribution: attributionSchema.nullable() });
