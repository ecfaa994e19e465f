import { z } from 'zod';
import { API_PATH } from '../constants/apiPath';
import { CASHBACK_MODES } from '../constants/office';
import { rowId } from './bounded';
import { idempotencyKeySchema } from './wallet';

/**
 * The office's server calls (server/office, README there): the office
 * settings with the menu (SPEC 3 Office settings, "Office menu"), transfers
 * between the player's own accounts, the saved payment methods (wallets) and
 * the promo-code check. The server builds every answer to these schemas and
 * the worker parses them with the same ones. Money is integer minor units;
 * times epoch milliseconds.
 */

export const OFFICE_API_PATH = `${API_PATH}/office`;
export const OFFICE_PATHS = {
  /** GET: the office settings, the menu and the player's menu data. */
  settings: `${OFFICE_API_PATH}/settings`,
  /** GET: the player's transfers, newest first. POST TransferRequest (Idempotency-Key): move money between two own accounts. */
  transfers: `${OFFICE_API_PATH}/transfers`,
  /** GET: the payment methods the player used (deposits, withdrawals) and has not removed. */
  wallets: `${OFFICE_API_PATH}/wallets`,
  /** POST {methodId}: the player removes one from the list. */
  removeWallet: `${OFFICE_API_PATH}/wallets/remove`,
  /** POST {code}: what a promo code of the player's is worth, if anything. */
  promoCheck: `${OFFICE_API_PATH}/promo-code/check`,
} as const;

export const OFFICE_ERRORS = {
  'office.invalid_request': { status: 400 },
  'office.unauthorized': { status: 401 },
  'office.csrf_rejected': { status: 403 },
  'office.unsupported_media_type': { status: 415 },
  /** Another player's account answers exactly like a missing one. params.accountId. */
  'office.account_not_found': { status: 404 },
  'office.same_account': { status: 422 },
  'office.bonus_account': { status: 422 },
  /** The player's convert setting does not let money leave this account into another currency. */
  'office.convert_not_allowed': { status: 403 },
  /** No configured rate for the pair. params.from, params.to. */
  'office.no_rate': { status: 422 },
  /** The amount converts to less than one minor unit. */
  'office.amount_too_small': { status: 422 },
  /** Self-excluded or on a time-out: no money moves into play. */
  'office.play_blocked': { status: 403 },
  'office.promo_check_unavailable': { status: 404 },
  'office.wallet_not_found': { status: 404 },
} as const;
export type OfficeErrorCode = keyof typeof OFFICE_ERRORS | `wallet.${string}`;

export const officeErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
});

const iso = z.string().regex(/^[A-Z]{3}$/);
const minor = z.number().int().nonnegative();
const epochMs = z.number().int().nonnegative();
const flatSettings = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
const sportRef = z.object({ sportId: z.number().int(), name: z.string() });

export const officeMenuSchema = z.array(
  z.object({
    id: z.string().min(1),
    /** Each page's route id and its path after the language segment. */
    items: z.array(z.object({ routeId: z.string().min(1), path: z.string().regex(/^office(\/[a-z0-9-]+)*$/) })),
  }),
);
export type OfficeMenu = z.infer<typeof officeMenuSchema>;

/** SPEC "menuUserData": who the office belongs to, shown above the menu. */
export const menuUserDataSchema = z.object({
  id: z.number().int().positive(),
  login: z.string(),
  name: z.string(),
  email: z.string(),
});
export type MenuUserData = z.infer<typeof menuUserDataSchema>;

/** SPEC 3 Office settings, with the menu. `convertAccount` and `exchangeRates` are what a transfer's rules need. */
export const officeSettingsSchema = z.object({
  commonSettings: flatSettings,
  otherSettings: flatSettings,
  notificationSettings: z.record(z.string(), z.boolean()),
  cashbackSetting: z.object({ mode: z.enum(CASHBACK_MODES), percent: z.number().min(0).max(100) }),
  bonusSetting: z.object({ choice: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
  firstDepositBonusSetting: z.object({ available: z.boolean(), percent: z.number().int().nullable() }),
  pointsAccumulated: z.number().int().nonnegative(),
  availableCurrencies: z.array(z.object({ id: z.number().int(), iso, symbol: z.string() })),
  sports: z.array(sportRef),
  lineSports: z.array(sportRef),
  liveSports: z.array(sportRef),
  lineDisallowSports: z.array(z.number().int()),
  liveDisallowSports: z.array(z.number().int()),
  showFavoriteTeams: z.boolean(),
  showPromoCodeCheck: z.boolean(),
  showWallets: z.boolean(),
  clubPoints: z.number().int().nonnegative(),
  showClubPoints: z.boolean(),
  walletAttributes: z.object({ titleKey: z.string() }),
  promoSetting: z.object({ promoCodeCheckSection: z.object({ isAvailable: z.boolean() }) }),
  menuCategories: officeMenuSchema,
  menuUserData: menuUserDataSchema,
  convertAccount: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  exchangeRates: z.record(z.string().regex(/^[A-Z]{3}:[A-Z]{3}$/), z.number().int().positive()),
});
export type OfficeSettings = z.infer<typeof officeSettingsSchema>;

// ---------------------------------------------------------------- transfers

export const transferRequestSchema = z.object({
  fromAccountId: rowId(),
  toAccountId: rowId(),
  /** Minor units of the source account; checked by the core's amount rule (so NaN or text gets its own code). */
  amount: z.unknown(),
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type TransferRequest = z.input<typeof transferRequestSchema>;

export const transferViewSchema = z.object({
  /** The ledger movement. */
  id: z.number().int().positive(),
  at: epochMs,
  fromAccountId: z.number().int(),
  toAccountId: z.number().int(),
  fromIso: iso,
  toIso: iso,
  amount: minor,
  credited: minor,
});
export type TransferView = z.infer<typeof transferViewSchema>;

export const transferAnswerSchema = z.object({
  transfer: transferViewSchema,
  /** The key was seen before: nothing moved again. */
  repeated: z.boolean(),
  balances: z.array(z.object({ accountId: z.number().int(), money: minor, currencyIso: iso })),
});
export type TransferAnswer = z.infer<typeof transferAnswerSchema>;

export const transfersAnswerSchema = z.object({ transfers: z.array(transferViewSchema) });
export type TransfersAnswer = z.infer<typeof transfersAnswerSchema>;

// ---------------------------------------------------------------- wallets, promo codes

export const savedWalletSchema = z.object({
  methodId: z.string(),
  name: z.string(),
  currencyIso: iso,
  /** Used to pay in, to take out, or both. */
  deposits: z.number().int().nonnegative(),
  withdrawals: z.number().int().nonnegative(),
  lastUsedAt: epochMs,
});
export type SavedWallet = z.infer<typeof savedWalletSchema>;
export const walletsAnswerSchema = z.object({ wallets: z.array(savedWalletSchema) });
export type WalletsAnswer = z.infer<typeof walletsAnswerSchema>;
export const removeWalletRequestSchema = z.object({ methodId: z.string().regex(/^[a-z0-9_]{2,32}$/) });

export const promoCheckRequestSchema = z.object({ code: z.string().min(1).max(64) });
export const promoCheckAnswerSchema = z.object({
  status: z.enum(['valid', 'used', 'expired', 'unknown']),
  amount: minor.nullable(),
  currencyIso: iso.nullable(),
  expiresAt: epochMs.nullable(),
});
export type PromoCheckAnswer = z.infer<typeof promoCheckAnswerSchema>;
