import { z } from 'zod';
import { SECURITY_ANSWER_MAX_LENGTH } from '../constants/securityQuestion';
import { rowId } from './bounded';
import { FINGERPRINT_ERROR_CODE } from '../http';

/**
 * Sign-in, registration, session, token, captcha, accounts and user config
 * (SPEC sections 3, 4, 6, 7, 8). The reference server parses every request
 * with these schemas and builds every answer to them; the worker parses the
 * answers with the same schemas.
 */

// ---------------------------------------------------------------- paths

// The constants the UI reads live apart from the schemas (no schema library in the page's bundle).
export {
  AUTH_PATHS,
  MAILING_SETTINGS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SOCIAL_ERROR_QUERY,
  SOCIAL_TWO_STEP_QUERY,
} from '../constants/auth';

// ---------------------------------------------------------------- cookies and headers

/** httpOnly, SameSite=Lax: an opaque random id; the server keeps only its hash. */
export const SESSION_COOKIE = 'sid';
/** Readable by scripts: marks a signed-in visitor (SPEC 6). Its value means nothing. */
export const SIGNED_IN_COOKIE = 'ua';
/** httpOnly, a few minutes: the ticket between a correct password and the two-step code. */
export const TWO_STEP_COOKIE = 'two_step';
/** `id:answer` of a captcha challenge, on the call the server refused with code 100. */
export const CAPTCHA_ANSWER_HEADER = 'x-captcha-answer';

// ---------------------------------------------------------------- secrets on the wire

/**
 * SPEC 5: the login password and the two-step code are sent encoded: the
 * base64 of their UTF-8 bytes. This is not secrecy (TLS is), it keeps
 * passwords out of casual logs and form-encoding trouble.
 */
export const SECRET_ENCODING = 'base64-utf8';

export function encodeSecret(plain: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(plain)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Null when the text is not base64 of valid UTF-8. */
export function decodeSecret(encoded: string): string | null {
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const encodedSecret = z
  .string()
  .min(1, 'must not be empty')
  .max(1024)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, `must be ${SECRET_ENCODING} (base64 of the UTF-8 text)`);

// ---------------------------------------------------------------- errors

/**
 * Every auth error: HTTP status, and the numeric body code the client acts
 * on where SPEC 8 gives one (400 code 100 = captcha, 451 exception_code 1 =
 * terms). Bodies: `{error: {code, message}}` plus `code` / `exception_code`
 * at the top level when the row has them.
 */
export const AUTH_ERRORS = {
  invalid_request: { status: 400 },
  invalid_credentials: { status: 401 },
  unauthorized: { status: 401 },
  session_idle: { status: 401 },
  captcha_required: { status: 400, code: 100 },
  captcha_invalid: { status: 400, code: 100 },
  rate_limited: { status: 429 },
  /** The hard cap of codes (SMS, recovery) for one phone, login or client address within the hour: wait, a captcha does not help. */
  too_many_codes: { status: 429 },
  registration_closed: { status: 403 },
  vip_domain: { status: 403 },
  not_activated: { status: 403 },
  banned: { status: 403 },
  wrong_code: { status: 400 },
  time_up: { status: 400 },
  invalid_token: { status: 400 },
  login_taken: { status: 409 },
  unknown_provider: { status: 404 },
  unknown_currency: { status: 400 },
  /** A change that lowers the account's protection (two-step sign-in off) without the current password. */
  password_required: { status: 403 },
  /** The current password given to confirm such a change is wrong (not 401: the session stays). */
  wrong_password: { status: 403 },
  /** The security question's answer is wrong or missing where the player set one (recovery); counts as a failed sign-in. */
  wrong_answer: { status: 403 },
  account_not_found: { status: 404 },
  account_not_removable: { status: 409 },
  /** A session handle that names none of the caller's sessions (another player's is the same answer). */
  session_not_found: { status: 404 },
  terms_required: { status: 451, exceptionCode: 1 },
  /** The session limit's daily budget is used (server/limits): no sign-in until the player's midnight (Retry-After). */
  session_limit_reached: { status: 403 },
  /**
   * A sensitive change on a session that has not re-proved the player within
   * STEP_UP_TTL_MS: step up (src/protocol/schemas/stepUp.ts) and call again.
   */
  step_up_required: { status: 403 },
  /** The authenticator app is already on: turn it off first to set up another. */
  totp_already_on: { status: 409 },
  /** The authenticator app is not on (or no secret waits for its first code). */
  totp_not_on: { status: 409 },
  /** The device fingerprint is missing, expired or not this request's: the client refreshes it and retries once (SPEC 8). */
  fingerprint_invalid: { status: 400, code: FINGERPRINT_ERROR_CODE },
  /** An auth POST without X-Requested-With (a cross-site form): refused (login CSRF). */
  csrf_rejected: { status: 403 },
  /** An auth POST whose body is not application/json. */
  unsupported_media_type: { status: 415 },
} as const satisfies Record<string, { status: number; code?: number; exceptionCode?: number }>;
export type AuthErrorCode = keyof typeof AUTH_ERRORS;
export const AUTH_ERROR_CODES = Object.keys(AUTH_ERRORS) as AuthErrorCode[];

export const CAPTCHA_REQUIRED_BODY_CODE = 100;
export const TERMS_EXCEPTION_CODE = 1;

/** Why a field was refused, in words the client translates (session.field_error.<code>). */
export const FIELD_ERROR_CODES = ['required', 'format', 'too_short', 'too_long', 'taken', 'not_offered', 'breached', 'invalid'] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string(), code: z.enum(FIELD_ERROR_CODES).optional() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const authErrorBodySchema = z.object({
  error: z.object({ code: z.enum(AUTH_ERROR_CODES as [AuthErrorCode, ...AuthErrorCode[]]), message: z.string() }),
  code: z.number().int().optional(),
  exception_code: z.number().int().optional(),
  /** invalid_request: which field, why (a code the client translates) and the server's own words. */
  fields: z.array(fieldErrorSchema).optional(),
});
export type AuthErrorBody = z.infer<typeof authErrorBodySchema>;

// ---------------------------------------------------------------- login

/**
 * Device fingerprint data (SPEC 7 "fingerprint data"): the components data of
 * the fingerprint whose token goes in X-Fingerprint. Optional in the shape;
 * the server answers `fingerprint_invalid` (400, code 120) when it is missing.
 */
const fingerprint = z.string().max(4096).optional();
const phoneCode = z.string().regex(/^\+?\d{1,4}$/, 'must be a country calling code such as 7 or +44');
const phoneNumber = z.string().regex(/^\d{4,14}$/, 'must be 4 to 14 digits');
const smsCode = z.string().regex(/^\d{4,8}$/, 'must be 4 to 8 digits');

export const loginByEmailRequestSchema = z.object({
  /** E-mail address or login. */
  uLogin: z.string().trim().min(1).max(254),
  uPassword: encodedSecret,
  save: z.boolean().default(false),
  fingerprint,
});
export type LoginByEmailRequest = z.input<typeof loginByEmailRequestSchema>;

export const loginByPhoneRequestSchema = z.object({
  phone_number: phoneNumber,
  country_code: phoneCode,
  uPassword: encodedSecret,
  save: z.boolean().default(false),
  fingerprint,
});
export type LoginByPhoneRequest = z.input<typeof loginByPhoneRequestSchema>;

/** method 1: a one-time login link issued by POST /user/login-link. */
export const LOGIN_TOKEN_METHOD_LINK = 1;
export const loginByTokenRequestSchema = z.object({
  method_id: z.number().int(),
  token: z.string().min(16).max(256),
  /** base64url HMAC-SHA256 of `${method_id}.${token}` under the server secret. */
  sign: z.string().min(16).max(256),
  lng: z.string().regex(/^[a-z]{2}$/),
});
export type LoginByTokenRequest = z.input<typeof loginByTokenRequestSchema>;

export const loginBySmsRequestSchema = z.object({
  phone_number: phoneNumber,
  country_code: phoneCode,
  'sms-code': smsCode,
  save: z.boolean().default(false),
});
export type LoginBySmsRequest = z.input<typeof loginBySmsRequestSchema>;

export const twoStepRequestSchema = z.object({
  /** The code from the message, encoded like the password. */
  code: encodedSecret,
  save: z.boolean().default(false),
  fingerprint,
});
export type TwoStepRequest = z.input<typeof twoStepRequestSchema>;

export const sendSmsRequestSchema = z.object({
  'phone-number': phoneNumber,
  'phone-code': phoneCode,
  fingerprint,
});
export type SendSmsRequest = z.input<typeof sendSmsRequestSchema>;

export const loginAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), user_id: z.number().int().positive(), login: z.string() }),
  z.object({
    status: z.literal('two_step_required'),
    /** Where the code comes from: sent by SMS or e-mail, or read off the player's authenticator app (a recovery code works too). */
    channel: z.enum(['sms', 'email', 'totp']),
    /** Milliseconds since the epoch. */
    expiresAt: z.number().int(),
  }),
]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** Same answer whether or not the phone belongs to someone (no enumeration). */
export const codeSentAnswerSchema = z.object({
  status: z.literal('code_sent'),
  /** Milliseconds since the epoch when the code stops working. */
  expiresAt: z.number().int(),
  /** Milliseconds since the epoch from which another code may be asked for the same target (absent: no known wait). */
  resendAt: z.number().int().optional(),
});
export type CodeSentAnswer = z.infer<typeof codeSentAnswerSchema>;

export const okAnswerSchema = z.object({ status: z.literal('ok') });
export type OkAnswer = z.infer<typeof okAnswerSchema>;

export const rightsAnswerSchema = z.object({ rights: z.array(z.string()) });
export type RightsAnswer = z.infer<typeof rightsAnswerSchema>;

// ---------------------------------------------------------------- device fingerprint

/** What the client read about the device (language, cores, platform, time zone...): small flat values only. */
export const fingerprintComponentsSchema = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/),
    z.union([z.string().max(512), z.number().finite(), z.boolean(), z.null(), z.array(z.string().max(64)).max(16)]),
  )
  .refine((r) => Object.keys(r).length >= 1 && Object.keys(r).length <= 32, { message: 'must have 1 to 32 components' });
export const fingerprintRequestSchema = z.object({ components: fingerprintComponentsSchema });
export type FingerprintRequest = z.input<typeof fingerprintRequestSchema>;

/**
 * SPEC 7: token, expiresAt and data; SPEC 5: an answer without any of them
 * is an error; SPEC 9: the expiry is in seconds. `data` is the components
 * data the token was signed for: the login bodies carry it.
 */
export const fingerprintAnswerSchema = z.object({
  token: z.string().min(1),
  /** Seconds since the epoch. */
  expiresAt: z.number().int().positive(),
  data: z.string().min(2),
});
export type FingerprintAnswer = z.infer<typeof fingerprintAnswerSchema>;

// ---------------------------------------------------------------- social sign-in

export const socialProviderSchema = z.object({ key: z.string(), name: z.string() });
export type SocialProvider = z.infer<typeof socialProviderSchema>;
export const socialProvidersAnswerSchema = z.object({ providers: z.array(socialProviderSchema) });
export type SocialProvidersAnswer = z.infer<typeof socialProvidersAnswerSchema>;

export const socialTwoStepRequestSchema = z.object({ code: encodedSecret });

/**
 * SPEC 7 one-tap: the provider's client id the one-tap script is started with, and that script's address (the
 * provider's; this site's path for the built-in provider). The script speaks Google Identity Services' API.
 */
export const oneTapClientIdAnswerSchema = z.object({
  clientId: z.string().min(1),
  scriptUrl: z.string().regex(/^(https:\/\/|\/)/, 'an https URL or a path of this site'),
});
export type OneTapClientIdAnswer = z.infer<typeof oneTapClientIdAnswerSchema>;
/** SPEC 3/7 one-tap payload (multipart fields): the provider's credential (an id_token), language, currency, countryId. */
export const oneTapRequestSchema = z.object({
  credential: z.string().min(1).max(8192),
  language: z.string().max(8).optional(),
  currency: z.string().max(8).optional(),
  countryId: z.string().max(8).optional(),
});
export type OneTapRequest = z.infer<typeof oneTapRequestSchema>;
/** Where the browser goes next: return page signed in, the social two-step, or soc_reg registration. */
export const oneTapAnswerSchema = z.object({ redirectUrl: z.string().min(1) });
export type OneTapAnswer = z.infer<typeof oneTapAnswerSchema>;
export type SocialTwoStepRequest = z.input<typeof socialTwoStepRequestSchema>;

export const SOCIAL_ERRORS = ['invalid_state', 'provider_failed', 'not_activated'] as const;

// ---------------------------------------------------------------- phone countries

/** SPEC 3 Phone country. */
export const phoneCountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country_code: z.string().regex(/^[A-Z]{2}$/),
  tel_code: z.string().regex(/^\+?\d{1,4}$/),
});
export type PhoneCountry = z.infer<typeof phoneCountrySchema>;
/** SPEC 3 Phone mask: `#` is a digit; Min and Max count the digits of the national number. */
export const phoneMaskSchema = z.object({
  CountryId: z.number().int(),
  Mask: z.string(),
  Min: z.number().int().positive(),
  Max: z.number().int().positive(),
});
export type PhoneMask = z.infer<typeof phoneMaskSchema>;
export const phoneCountriesAnswerSchema = z.object({ countries: z.array(phoneCountrySchema), masks: z.array(phoneMaskSchema) });
export type PhoneCountriesAnswer = z.infer<typeof phoneCountriesAnswerSchema>;

export const checkSessionAnswerSchema = z.object({ user_id: z.number().int().positive().nullable() });
export type CheckSessionAnswer = z.infer<typeof checkSessionAnswerSchema>;

export const sessionAnswerSchema = z.object({
  user_id: z.number().int().positive().nullable(),
  login: z.string().nullable(),
  ban_level: z.number().int().nonnegative(),
  ban_version: z.number().int(),
  /** Milliseconds since the epoch; null for a guest. */
  expiresAt: z.number().int().nullable(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const tokenAnswerSchema = z.object({
  /** A JWT (HS256) with sub = user id and exp. */
  token: z.string().min(1),
  /** Milliseconds since the epoch, the token's exp. */
  expiresAt: z.number().int(),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

export const loginLinkAnswerSchema = z.object({
  method_id: z.number().int(),
  token: z.string(),
  sign: z.string(),
  expiresAt: z.number().int(),
});
export type LoginLinkAnswer = z.infer<typeof loginLinkAnswerSchema>;

// ---------------------------------------------------------------- registration

export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
/** 0 decline, 1 sport bonus, 2 casino bonus. */
export const bonusChoiceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/** fast_reg: where the generated credentials go. 0 file, 1 picture (both on the client), 2 e-mail. */
export const saveOptionSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const currencyIso = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as RUB');
const email = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const registerRequestSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('fast_reg'),
      currency: currencyIso.optional(),
      bonus: bonusChoiceSchema.default(0),
      save_option: saveOptionSchema,
      email: email.optional(),
      lng: z
        .string()
        .regex(/^[a-z]{2}$/)
        .default('en'),
    })
    .refine((r) => r.save_option !== 2 || r.email !== undefined, {
      path: ['email'],
      message: 'is required when save_option is 2 (send by e-mail)',
      params: { fieldCode: 'required' },
    }),
  z.object({
    type: z.literal('phone_reg'),
    phone_number: phoneNumber,
    phone_code: phoneCode,
    currency: currencyIso.optional(),
    bonus: bonusChoiceSchema.default(0),
    lng: z
      .string()
      .regex(/^[a-z]{2}$/)
      .default('en'),
  }),
  z.object({
    type: z.literal('full_reg'),
    email,
    uPassword: encodedSecret,
    login: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/, '3 to 32 letters, digits, _ . -, starting with a letter')
      .optional(),
    name: z.string().trim().max(100).optional(),
    surname: z.string().trim().max(100).optional(),
    currency: currencyIso.optional(),
    bonus: bonusChoiceSchema.default(0),
    lng: z
      .string()
      .regex(/^[a-z]{2}$/)
      .default('en'),
  }),
  z.object({
    type: z.literal('soc_reg'),
    /** From the social callback redirect (query social_token). */
    social_token: z.string().min(16).max(256),
    currency: currencyIso.optional(),
    bonus: bonusChoiceSchema.default(0),
    lng: z
      .string()
      .regex(/^[a-z]{2}$/)
      .default('en'),
  }),
]);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registrationCurrencySchema = z.object({ iso: currencyIso, symbol: z.string() });
export type RegistrationCurrency = z.infer<typeof registrationCurrencySchema>;
/** GET registrationCurrencies: what the registration forms offer; `default` is one of `currencies`. */
export const registrationCurrenciesAnswerSchema = z
  .object({ currencies: z.array(registrationCurrencySchema).min(1), default: currencyIso })
  .refine((a) => a.currencies.some((c) => c.iso === a.default), { path: ['default'], message: 'must be one of the offered currencies' });
export type RegistrationCurrenciesAnswer = z.infer<typeof registrationCurrenciesAnswerSchema>;

export const phoneApproveRequestSchema = z.object({
  phone_number: phoneNumber,
  phone_code: phoneCode,
  code: smsCode,
  uPassword: encodedSecret,
});
export type PhoneApproveRequest = z.input<typeof phoneApproveRequestSchema>;

export const registerAnswerSchema = z.discriminatedUnion('status', [
  /** Signed in. fast_reg carries the generated credentials, shown once and never again. */
  z.object({
    status: z.literal('ok'),
    user_id: z.number().int().positive(),
    login: z.string(),
    password: z.string().optional(),
    /** fast_reg with save_option 2: the address the credentials went to. */
    sent_to: z.string().optional(),
  }),
  /** phone_reg step one. */
  z.object({ status: z.literal('code_sent'), expiresAt: z.number().int(), resendAt: z.number().int().optional() }),
  /** full_reg: the account waits for the e-mail link (also answered when the address is taken). */
  z.object({ status: z.literal('activation_sent') }),
]);
export type RegisterAnswer = z.infer<typeof registerAnswerSchema>;

export const activateRequestSchema = z.object({ token: z.string().min(16).max(256) });
export type ActivateRequest = z.input<typeof activateRequestSchema>;
export const activateAnswerSchema = z.object({ status: z.literal('ok'), user_id: z.number().int().positive(), login: z.string() });
export type ActivateAnswer = z.infer<typeof activateAnswerSchema>;

// ---------------------------------------------------------------- recovery

/** An e-mail, a login or a phone: exactly one way to reach the player. */
export const recoveryTargetSchema = z.union([
  z.object({ login: z.string().trim().min(1).max(254) }),
  z.object({ phone_number: phoneNumber, phone_code: phoneCode }),
]);
export type RecoveryTarget = z.input<typeof recoveryTargetSchema>;

export const recoveryRequestSchema = z.object({ target: recoveryTargetSchema });
export type RecoveryRequest = z.input<typeof recoveryRequestSchema>;
export const recoveryCheckRequestSchema = z.object({ target: recoveryTargetSchema, code: smsCode });
export type RecoveryCheckRequest = z.input<typeof recoveryCheckRequestSchema>;
export const recoveryCheckAnswerSchema = z.object({
  status: z.literal('ok'),
  /** One use, for POST recovery/set. */
  reset_token: z.string(),
  expiresAt: z.number().int(),
  /** The id of the player's security question (SECURITY_QUESTION_IDS): recovery/set then needs its answer. */
  security_question: z.number().int().optional(),
});
export type RecoveryCheckAnswer = z.infer<typeof recoveryCheckAnswerSchema>;
export const recoverySetRequestSchema = z.object({
  reset_token: z.string().min(16).max(256),
  uPassword: encodedSecret,
  /** The answer to the security question, when recovery/check named one. */
  security_answer: z.string().min(1).max(SECURITY_ANSWER_MAX_LENGTH).optional(),
});
export type RecoverySetRequest = z.input<typeof recoverySetRequestSchema>;

// ---------------------------------------------------------------- terms

export const termsStatusAnswerSchema = z.object({
  /** 'accepted': nothing to confirm. A change is answered 451 with exception_code 1 instead. */
  result: z.literal('accepted'),
  /** ISO date of the terms version in force. */
  updatedAt: z.string(),
});
export type TermsStatusAnswer = z.infer<typeof termsStatusAnswerSchema>;

// ---------------------------------------------------------------- captcha

export const captchaChallengeAnswerSchema = z.object({
  id: z.string(),
  /**
   * A distorted SVG picture of the question (data: URL) drawn with paths, not
   * text: the answer is never in the answer as characters.
   */
  image: z.string().startsWith('data:image/svg+xml'),
  /** Milliseconds since the epoch when the challenge expires. */
  time: z.number().int(),
});
export type CaptchaChallengeAnswer = z.infer<typeof captchaChallengeAnswerSchema>;

export const captchaTimeAnswerSchema = z.object({ time: z.number().int() });
export type CaptchaTimeAnswer = z.infer<typeof captchaTimeAnswerSchema>;

export const captchaValidateRequestSchema = z.object({
  /** `id:answer`, the same text the X-Captcha-Answer header carries. */
  captcha: z.string().min(3).max(200),
});
export type CaptchaValidateRequest = z.input<typeof captchaValidateRequestSchema>;

/** type: 1 carry on; 2 the signed-in user is logged out (too many wrong answers). */
export const captchaValidateAnswerSchema = z.object({
  success: z.boolean(),
  type: z.union([z.literal(1), z.literal(2)]),
  time: z.number().int(),
  error_message: z.string(),
});
export type CaptchaValidateAnswer = z.infer<typeof captchaValidateAnswerSchema>;

// ---------------------------------------------------------------- accounts

export const accountSchema = z.object({
  id: z.number().int().positive(),
  type: z.union([z.literal(0), z.literal(4), z.literal(9)]),
  iso: z.string(),
  symbol: z.string(),
  currencyId: z.number().int(),
  /** Integer minor units of the account currency. */
  money: z.number().int(),
  points: z.number().int(),
  label: z.string(),
  isActive: z.boolean(),
  isPointsTypeBalance: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountsAnswerSchema = z.object({
  all_accounts: z.array(accountSchema),
  activeAccount: z.number().int().positive().nullable(),
  mainAccount: z.number().int().positive().nullable(),
  bonuses: z.array(z.object({ idBonus: z.number().int(), money: z.number().int() })),
  isFirstDepositBonusAvailable: z.boolean(),
  isAccountFrozen: z.boolean(),
  /** Currencies a currency account can still be opened in. */
  available_currencies: z.array(z.object({ id: z.number().int(), iso: z.string(), symbol: z.string() })),
});
export type AccountsAnswer = z.infer<typeof accountsAnswerSchema>;

export const changeActiveAccountRequestSchema = z.object({ id: rowId() });
export type ChangeActiveAccountRequest = z.input<typeof changeActiveAccountRequestSchema>;
export const addCurrencyRequestSchema = z.object({ iso: currencyIso });
export type AddCurrencyRequest = z.input<typeof addCurrencyRequestSchema>;
export const removeCurrencyRequestSchema = z.object({ id: rowId() });
export type RemoveCurrencyRequest = z.input<typeof removeCurrencyRequestSchema>;

// ---------------------------------------------------------------- user config

export const protectionMethodsSchema = z.object({
  is_changed_password: z.boolean(),
  enable_two_factor_auth: z.boolean(),
  enable_phone_binding: z.boolean(),
  enable_security_question: z.boolean(),
  enable_email_auth: z.boolean(),
});
export type ProtectionMethods = z.infer<typeof protectionMethodsSchema>;

export const userDataSchema = z.object({
  date_birthday: z.string().nullable(),
  document_type_id: z.number().int().nullable(),
  inn: z.string().nullable(),
  name: z.string().nullable(),
  passport: z.string().nullable(),
  passport_date: z.string().nullable(),
  passport_end_date: z.string().nullable(),
  registration_address: z.string().nullable(),
  surname: z.string().nullable(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** SPEC 3 User config, every field. */
export const userConfigSchema = z.object({
  user_id: z.number().int().positive(),
  phone_number: z.string().nullable(),
  phone_code: z.string().nullable(),
  user_email: z.string().nullable(),
  user_name: z.string(),
  user_country_code: z.string(),
  user_country_id: z.number().int(),
  /** 0 none, 1 email, 2 email and phone, 3 phone only. */
  activation_type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  user_ref_id: z.number().int(),
  user_msg_count: z.number().int().nonnegative(),
  user_hide_balance: z.boolean(),
  changed_pass_day_count: z.number().int().nonnegative().nullable(),
  /** 0 to 100; bands in SPEC 4 Protection level. */
  protection_level: z.number().int().min(0).max(100),
  protection_methods: protectionMethodsSchema,
  ban_level: z.number().int().nonnegative(),
  ban_version: z.number().int(),
  user_status_id: z.number().int(),
  verification_status: z.number().int(),
  verification_types: z.array(z.number().int()),
  verification_status_group_code: z.string().nullable(),
  internal_verification_status: z.number().int(),
  requested_additional_document: z.boolean(),
  has_deposit: z.boolean(),
  is_identification_bonus: z.boolean(),
  show_verification_modal_on_deposit_page: z.boolean(),
  remaining_days_to_activate: z.number().int().nullable(),
  disallow_line_sport: z.array(z.number().int()),
  disallow_live_sport: z.array(z.number().int()),
  user_data: userDataSchema,
  /** 0 not allowed, 1 main account, 2 additional account. */
  convert_account: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The registration bonus choice: 0 decline, 1 sport, 2 casino. */
  bonus_choice: bonusChoiceSchema,
  /** A running time-out (33) or self-exclusion (30), the later ending one; ends_at in epoch ms. Absent or null: none. */
  play_block: z
    .object({ limit_type: z.union([z.literal(30), z.literal(33)]), ends_at: z.number().int().nonnegative() })
    .nullable()
    .optional(),
});
export type UserConfig = z.infer<typeof userConfigSchema>;

export const userConfigUpdateRequestSchema = z
  .object({
    user_hide_balance: z.boolean().optional(),
    enable_two_factor_auth: z.boolean().optional(),
    /** The current password: required to turn two-step sign-in off (a stolen session must not lower the protection). */
    uPassword: encodedSecret.optional(),
  })
  .refine((r) => r.user_hide_balance !== undefined || r.enable_two_factor_auth !== undefined, { message: 'at least one field to change' });
export type UserConfigUpdateRequest = z.input<typeof userConfigUpdateRequestSchema>;

// ---------------------------------------------------------------- mailing, newsletter, e-mail verification

/** SPEC 3 Mailing settings. */
export const mailingSettingsSchema = z.object({
  enable_mail_news: z.boolean(),
  enable_mail_deposit: z.boolean(),
  enable_mail_bets: z.boolean(),
  enable_sms_news: z.boolean(),
});
export type MailingSettings = z.infer<typeof mailingSettingsSchema>;
export const mailingUpdateRequestSchema = mailingSettingsSchema
  .partial()
  .strict()
  .refine((r) => Object.values(r).some((v) => v !== undefined), { message: 'at least one setting to change' });
export type MailingUpdateRequest = z.input<typeof mailingUpdateRequestSchema>;

export const stopNewsletterRequestSchema = z.object({ token: z.string().min(16).max(1024) });
export type StopNewsletterRequest = z.input<typeof stopNewsletterRequestSchema>;

export const verifyEmailSendRequestSchema = z.object({
  lng: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('en'),
});
export const verificationSentAnswerSchema = z.object({ status: z.literal('sent'), to: z.string() });
export type VerificationSentAnswer = z.infer<typeof verificationSentAnswerSchema>;
export const verifyEmailRequestSchema = z.object({ token: z.string().min(16).max(256) });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

// ---------------------------------------------------------------- dev outbox

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  channel: z.enum(['sms', 'email']),
  subject: z.string(),
  body: z.string(),
  links: z.array(z.string()),
  /** ISO date. */
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxAnswerSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxAnswer = z.infer<typeof outboxAnswerSchema>;

/** Development only: the answer of a captcha challenge (GET /dev/captcha?id=). */
export const devCaptchaAnswerSchema = z.object({ answer: z.string() });
export type DevCaptchaAnswer = z.infer<typeof devCaptchaAnswerSchema>;

/**
 * The built-in provider's one-tap credential for the visitor it knows (its own session), or `credential: null`
 * when it knows nobody in this browser; `name` and `email` are what its card shows.
 */
export const localOneTapCredentialAnswerSchema = z.union([
  z.object({ credential: z.string().min(1), name: z.string(), email: z.string() }),
  z.object({ credential: z.null() }),
]);
export const localOneTapCredentialQuerySchema = z.object({ client_id: z.string().min(1).max(100), nonce: z.string().max(200).optional() });
