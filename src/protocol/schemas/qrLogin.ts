import { z } from 'zod';
import { API_PATH } from '../constants/apiPath';

/**
 * QR sign-in: a signed-in device asks for a one-time token and shows it as a
 * QR code of a link to office/qr-login; the device that opens the link
 * confirms and is signed in as that player. The showing device reads the
 * token's state to say "signed in on another device".
 */
export const QR_LOGIN_PATHS = {
  start: `${API_PATH}/auth/qr-login/start`,
  status: `${API_PATH}/auth/qr-login/status`,
  confirm: `${API_PATH}/auth/qr-login/confirm`,
} as const;

/** 32 random bytes, base64url. */
const qrToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the code of a QR sign-in');

export const qrLoginStartRequestSchema = z.object({ lng: z.string().regex(/^[a-z]{2}$/, 'must be a language code') }).strict();

export const qrLoginStartAnswerSchema = z.object({
  token: qrToken,
  /** The link the QR code holds. */
  url: z.string(),
  qrSvg: z.string(),
  expiresAt: z.number().int(),
});
export type QrLoginStartAnswer = z.infer<typeof qrLoginStartAnswerSchema>;

export const qrLoginStatusQuerySchema = z.object({ token: qrToken }).strict();

export const QR_LOGIN_STATES = ['waiting', 'used', 'expired'] as const;
export type QrLoginState = (typeof QR_LOGIN_STATES)[number];

export const qrLoginStatusAnswerSchema = z.object({
  state: z.enum(QR_LOGIN_STATES),
  expiresAt: z.number().int(),
  /** Once used: the session it opened, as the sessions list names it (to end it from there), and that device. */
  session: z.object({ id: z.string(), device: z.string().nullable(), live: z.boolean() }).nullable(),
});
export type QrLoginStatusAnswer = z.infer<typeof qrLoginStatusAnswerSchema>;

export const qrLoginConfirmRequestSchema = z.object({ token: qrToken }).strict();

/** The confirming device is signed in at once: no two-step (the showing session passed it). */
export const qrLoginConfirmAnswerSchema = z.object({ status: z.literal('ok'), user_id: z.number().int().positive(), login: z.string() });
