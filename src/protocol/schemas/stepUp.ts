import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/auth';
import { RECOVERY_CODE_COUNT, STEP_UP_METHODS } from '../constants/stepUp';

/**
 * Step-up, the password change and the authenticator app (TOTP): the
 * server parses each request with these and builds each answer to them; the
 * worker parses the answers with the same. Secrets travel as the sign-in's
 * do: base64 of their UTF-8 text (encodeSecret in ./auth).
 */

export { STEP_UP_PATHS, STEP_UP_METHODS, STEP_UP_TTL_MS, type StepUpMethod } from '../constants/stepUp';

const encodedSecret = z
  .string()
  .min(1, 'must not be empty')
  .max(1024)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64 of the UTF-8 text');

/** Either the current password or a second-factor code (the app's, or one sent for the purpose). */
export const stepUpRequestSchema = z.union([z.object({ uPassword: encodedSecret }).strict(), z.object({ code: encodedSecret }).strict()]);
export type StepUpRequest = z.input<typeof stepUpRequestSchema>;

/** `until`: milliseconds since the epoch while this session is stepped-up, else null; `methods`: what the player may step up with. */
export const stepUpAnswerSchema = z.object({
  until: z.number().int().nullable(),
  methods: z.array(z.enum(STEP_UP_METHODS)).min(1),
});
export type StepUpAnswer = z.infer<typeof stepUpAnswerSchema>;

export const changePasswordRequestSchema = z.object({
  uPassword: encodedSecret,
  /** The new password, encoded the same way; its length is checked on the decoded text. */
  newPassword: encodedSecret,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export const NEW_PASSWORD_BOUNDS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const;

export const totpStatusAnswerSchema = z.object({
  enabled: z.boolean(),
  /** A secret was set up and waits for its first code. */
  pending: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0).max(RECOVERY_CODE_COUNT),
});
export type TotpStatusAnswer = z.infer<typeof totpStatusAnswerSchema>;

export const totpSetupAnswerSchema = z.object({
  /** otpauth://totp/... for the app to scan. */
  uri: z.string().startsWith('otpauth://totp/').max(1024),
  /** The same secret in base32, for typing in by hand. */
  secret: z.string().regex(/^[A-Z2-7]{16,128}$/),
  /** The URI as a QR code, an SVG drawn by the server (no script, no text a reader needs). */
  qrSvg: z
    .string()
    .startsWith('<svg')
    .max(64 * 1024),
});
export type TotpSetupAnswer = z.infer<typeof totpSetupAnswerSchema>;

export const totpConfirmRequestSchema = z.object({ code: encodedSecret });
export type TotpConfirmRequest = z.input<typeof totpConfirmRequestSchema>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesAnswerSchema = z.object({
  recoveryCodes: z.array(z.string().regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/)).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;

export const emptyRequestSchema = z.object({}).strict();
