import { z } from 'zod';
import { API_PATH } from '../constants/apiPath';
import { PERSONAL_FIELDS, PERSONAL_TEXT_MAX, type PersonalField } from '../constants/personalData';

/**
 * office/personal-data: the player's personal data (SPEC 3 Personal data,
 * User config user_data), its change, and the e-mail or phone change by a
 * code sent to the new one. Signed-in only; every call reads and writes the
 * caller's own record, so there is no id to own. Rules: src/core/personal.
 */
export const PERSONAL_PATHS = {
  data: `${API_PATH}/user/personal-data`,
  update: `${API_PATH}/user/personal-data/update`,
  contactChange: `${API_PATH}/user/personal-data/contact/change`,
  contactConfirm: `${API_PATH}/user/personal-data/contact/confirm`,
} as const;

/** The wire's shape only (a bounded string, the document type's number); the meaning is checked by the core's rules. */
const fieldValue = z.union([z.string().max(PERSONAL_TEXT_MAX * 2), z.number().int().min(0).max(99), z.null()]);

export const personalValuesSchema = z
  .object(
    Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, fieldValue.optional()])) as Record<PersonalField, z.ZodOptional<typeof fieldValue>>,
  )
  .strict();
export type PersonalValues = z.infer<typeof personalValuesSchema>;

export const personalUpdateRequestSchema = z
  .object({ values: personalValuesSchema })
  .strict()
  .refine((r) => Object.keys(r.values).length > 0, { message: 'name at least one field to change', path: ['values'] });
export type PersonalUpdateRequest = z.input<typeof personalUpdateRequestSchema>;

export const FIELD_ACCESS = ['editable', 'not_editable', 'locked_verified'] as const;

export const personalDataAnswerSchema = z.object({
  values: z.record(z.enum(PERSONAL_FIELDS), z.union([z.string(), z.number(), z.null()])),
  access: z.record(z.enum(PERSONAL_FIELDS), z.enum(FIELD_ACCESS)),
  /** SPEC 4 Verified: every field is locked. */
  verified: z.boolean(),
  /** Whose document formats apply (ISO alpha-2), and an example of each for the hints. */
  country: z.string(),
  examples: z.object({ tax: z.string(), passport: z.string(), passportSeries: z.string().nullable() }),
  email: z.string().nullable(),
  phone: z.object({ code: z.string(), number: z.string() }).nullable(),
});
export type PersonalDataAnswer = z.infer<typeof personalDataAnswerSchema>;

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const contactChangeRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('email'), email }).strict(),
  z
    .object({
      kind: z.literal('phone'),
      phone_code: z.string().regex(/^\+?\d{1,4}$/, 'must be a country calling code such as 7 or +44'),
      phone_number: z.string().regex(/^\d{1,20}$/, 'must be digits'),
    })
    .strict(),
]);
export type ContactChangeRequest = z.input<typeof contactChangeRequestSchema>;

export const contactChangeAnswerSchema = z.object({
  status: z.literal('code_sent'),
  /** The new address or number, masked. */
  to: z.string(),
  expiresAt: z.number().int(),
  resendAt: z.number().int(),
});
export type ContactChangeAnswer = z.infer<typeof contactChangeAnswerSchema>;

export const contactConfirmRequestSchema = z
  .object({ kind: z.enum(['email', 'phone']), code: z.string().regex(/^\d{4,8}$/, 'must be 4 to 8 digits') })
  .strict();
export type ContactConfirmRequest = z.input<typeof contactConfirmRequestSchema>;

/**
 * The error codes these calls answer beyond the sign-in ones (AUTH_ERRORS:
 * unauthorized, step_up_required, rate limits, wrong_code, time_up).
 */
export const PERSONAL_ERRORS = {
  invalid_personal_data: 400,
  personal_data_locked: 403,
  /** The new e-mail or phone is another account's. */
  contact_taken: 409,
  /** The new e-mail or phone is the one the account has. */
  contact_unchanged: 400,
  /** A confirm without a code asked for that kind of contact. */
  no_contact_change: 409,
} as const;
