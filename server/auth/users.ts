import type { RegistrationType } from '../../src/protocol/schemas/auth';
import type { Queryable } from '../db/db';
import { generateLogin } from './crypto';

export interface UserRow extends Record<string, unknown> {
  id: number;
  login: string;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  password_hash: string;
  is_active: boolean;
  registration_type: string;
  bonus_choice: 0 | 1 | 2;
  user_name: string;
  country_code: string;
  country_id: number;
  activation_type: 0 | 1 | 2 | 3;
  ref_id: number;
  hide_balance: boolean;
  password_changed_at: Date | null;
  is_changed_password: boolean;
  enable_two_factor_auth: boolean;
  enable_phone_binding: boolean;
  enable_security_question: boolean;
  security_question_id: number | null;
  security_answer_hash: string | null;
  enable_email_auth: boolean;
  ban_level: number;
  ban_version: number;
  user_status_id: number;
  verification: Record<string, unknown>;
  user_data: Record<string, unknown>;
  disallow_line_sport: number[];
  disallow_live_sport: number[];
  convert_account: 0 | 1 | 2;
  accepted_terms_version: number;
  created_at: Date;
  enable_mail_news: boolean;
  enable_mail_deposit: boolean;
  enable_mail_bets: boolean;
  enable_sms_news: boolean;
  email_verified_at: Date | null;
}

/** Phone codes are kept without the plus: "+7" and "7" are one country. */
export function normalizePhoneCode(code: string): string {
  return code.replace(/^\+/, '');
}

export function phoneTarget(code: string, number: string): string {
  return `${normalizePhoneCode(code)}:${number}`;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM app_user WHERE id = $1', [id]);
  return row;
}

/** A login or an e-mail address, case-insensitive. */
export async function findUserByLogin(db: Queryable, loginOrEmail: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    'SELECT * FROM app_user WHERE lower(login) = lower($1) OR lower(email) = lower($1) ORDER BY (lower(login) = lower($1)) DESC LIMIT 1',
    [loginOrEmail.trim()],
  );
  return row;
}

export async function findUserByPhone(db: Queryable, code: string, number: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM app_user WHERE phone_code = $1 AND phone_number = $2', [
    normalizePhoneCode(code),
    number,
  ]);
  return row;
}

export interface CurrencyRow extends Record<string, unknown> {
  id: number;
  iso: string;
  symbol: string;
}

export async function findCurrency(db: Queryable, iso: string): Promise<CurrencyRow | undefined> {
  const [row] = await db.query<CurrencyRow>('SELECT id, iso, symbol FROM currency WHERE iso = $1 AND enabled', [iso]);
  return row;
}

/** Every currency an account may be opened in, in the order they are offered. */
export async function enabledCurrencies(db: Queryable): Promise<CurrencyRow[]> {
  return db.query<CurrencyRow>('SELECT id, iso, symbol FROM currency WHERE enabled ORDER BY id');
}

export interface NewUser {
  readonly login?: string;
  readonly email?: string | null;
  readonly phoneCode?: string | null;
  readonly phoneNumber?: string | null;
  readonly passwordHash: string;
  readonly isActive: boolean;
  readonly registrationType: RegistrationType | 'demo';
  readonly bonusChoice: 0 | 1 | 2;
  readonly currencyId: number;
  readonly userName?: string;
  readonly activationType: 0 | 1 | 2 | 3;
  readonly enablePhoneBinding?: boolean;
  readonly enableEmailAuth?: boolean;
  readonly termsVersion: number;
  readonly now: number;
}

/**
 * The user with a main account in the chosen currency (active), and a bonus
 * account when a bonus was chosen. A generated login is retried on the rare
 * collision; a chosen one that is taken returns undefined.
 */
export async function insertUser(tx: Queryable, user: NewUser): Promise<UserRow | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const login = user.login ?? generateLogin();
    const [row] = await tx.query<UserRow>(
      `INSERT INTO app_user (login, email, phone_code, phone_number, password_hash, is_active, registration_type,
         bonus_choice, user_name, activation_type, enable_phone_binding, enable_email_auth,
         accepted_terms_version, accepted_terms_at, created_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14
        WHERE NOT EXISTS (SELECT 1 FROM app_user WHERE lower(login) = lower($1))
       RETURNING *`,
      [
        login,
        user.email ?? null,
        user.phoneCode ? normalizePhoneCode(user.phoneCode) : null,
        user.phoneNumber ?? null,
        user.passwordHash,
        user.isActive,
        user.registrationType,
        user.bonusChoice,
        user.userName ?? '',
        user.activationType,
        user.enablePhoneBinding ?? false,
        user.enableEmailAuth ?? false,
        user.termsVersion,
        new Date(user.now),
      ],
    );
    if (row) {
      await tx.query('INSERT INTO account (user_id, type, currency_id, label, is_active, created_at) VALUES ($1, 0, $2, $3, true, $4)', [
        row.id,
        user.currencyId,
        'main',
        new Date(user.now),
      ]);
      if (user.bonusChoice !== 0) {
        await tx.query(
          'INSERT INTO account (user_id, type, currency_id, label, is_points_type_balance, created_at) VALUES ($1, 4, $2, $3, $4, $5)',
          [row.id, user.currencyId, user.bonusChoice === 1 ? 'sport bonus' : 'casino bonus', false, new Date(user.now)],
        );
      }
      return row;
    }
    if (user.login !== undefined) return undefined;
  }
  throw new Error('Could not generate a free login in 5 tries');
}

export async function currentTermsVersion(db: Queryable): Promise<{ version: number; updatedAt: Date }> {
  const [row] = await db.query<{ version: number; updated_at: Date }>(
    'SELECT version, updated_at FROM terms_version ORDER BY version DESC LIMIT 1',
  );
  return row ? { version: row.version, updatedAt: new Date(row.updated_at) } : { version: 0, updatedAt: new Date(0) };
}
