import { PROTECTION_BASE_LEVEL, PROTECTION_MAX_LEVEL, PROTECTION_METHOD_POINTS } from '../../src/protocol/constants/protection';
import type { UserConfig } from '../../src/protocol/schemas/auth';
import type { UserRow } from './users';

const DAY_MS = 86_400_000;

/** SPEC 4 Protection level: 30 for a bare account, plus 14 for each protection method on (100 with all five). */
export function protectionLevel(user: UserRow): number {
  const methods = [
    user.is_changed_password,
    user.enable_two_factor_auth,
    user.enable_phone_binding,
    user.enable_security_question,
    user.enable_email_auth,
  ].filter(Boolean).length;
  return Math.min(PROTECTION_MAX_LEVEL, PROTECTION_BASE_LEVEL + methods * PROTECTION_METHOD_POINTS);
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : fallback;
}
function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
function bool(value: unknown): boolean {
  return value === true;
}
function ints(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
}

/** Every field of SPEC 3 User config, from the user row (operator-edited parts in its jsonb columns). */
export function userConfigOf(user: UserRow, now: number): UserConfig {
  const v = user.verification;
  const d = user.user_data;
  return {
    user_id: user.id,
    phone_number: user.phone_number,
    phone_code: user.phone_code,
    user_email: user.email,
    user_name: user.user_name,
    user_country_code: user.country_code,
    user_country_id: user.country_id,
    activation_type: user.activation_type,
    user_ref_id: user.ref_id,
    user_msg_count: num(v.user_msg_count, 0),
    user_hide_balance: user.hide_balance,
    changed_pass_day_count:
      user.password_changed_at === null ? null : Math.max(0, Math.floor((now - new Date(user.password_changed_at).getTime()) / DAY_MS)),
    protection_level: protectionLevel(user),
    protection_methods: {
      is_changed_password: user.is_changed_password,
      enable_two_factor_auth: user.enable_two_factor_auth,
      enable_phone_binding: user.enable_phone_binding,
      enable_security_question: user.enable_security_question,
      enable_email_auth: user.enable_email_auth,
    },
    ban_level: user.ban_level,
    ban_version: user.ban_version,
    user_status_id: user.user_status_id,
    verification_status: num(v.verification_status, 0),
    verification_types: ints(v.verification_types),
    verification_status_group_code: str(v.verification_status_group_code),
    internal_verification_status: num(v.internal_verification_status, 0),
    requested_additional_document: bool(v.requested_additional_document),
    has_deposit: bool(v.has_deposit),
    is_identification_bonus: bool(v.is_identification_bonus),
    show_verification_modal_on_deposit_page: bool(v.show_verification_modal_on_deposit_page),
    remaining_days_to_activate: typeof v.remaining_days_to_activate === 'number' ? v.remaining_days_to_activate : null,
    disallow_line_sport: ints(user.disallow_line_sport),
    disallow_live_sport: ints(user.disallow_live_sport),
    user_data: {
      date_birthday: str(d.date_birthday),
      document_type_id: typeof d.document_type_id === 'number' ? d.document_type_id : null,
      inn: str(d.inn),
      name: str(d.name),
      passport: str(d.passport),
      passport_date: str(d.passport_date),
      passport_end_date: str(d.passport_end_date),
      registration_address: str(d.registration_address),
      surname: str(d.surname),
    },
    convert_account: user.convert_account,
    bonus_choice: user.bonus_choice,
  };
}

/** Rights of the signed-in player: none but looking around while banned (SPEC 6). */
export function rightsOf(user: UserRow): string[] {
  if (user.ban_level > 0) return ['view'];
  return ['view', 'bet', 'deposit', 'withdraw', 'casino', 'change_settings'];
}
