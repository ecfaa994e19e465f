import {
  DOCUMENT_TYPES,
  PERSONAL_FIELDS,
  PERSONAL_TEXT_MAX,
  type PersonalErrorCode,
  type PersonalField,
} from '../../protocol/constants/personalData';
import { birthdayProblem, expiryDateProblem, issueDateProblem, parseCalendarDate, type CalendarDate } from './dates';
import { documentsOf, normaliseNumber, numberProblem } from './documents';

/** A stored value of a field: text (dates as YYYY-MM-DD), the document type's number, or nothing yet. */
export type PersonalValue = string | number | null;
export type PersonalRecord = Readonly<Partial<Record<PersonalField, PersonalValue>>>;

export interface PersonalFieldError {
  readonly field: PersonalField;
  readonly code: PersonalErrorCode;
}

/** How a field stands for this player: changeable, refused by the operator's config, or frozen by a passed verification. */
export type FieldAccess = 'editable' | 'not_editable' | 'locked_verified';

export interface PersonalRules {
  /** The player's country (ISO alpha-2) when the record names none: whose document formats apply. */
  readonly homeCountry: string;
  readonly today: CalendarDate;
  /** The site's minimum age (site config `minAge`). */
  readonly minAge: number;
  /** The operator's config: which fields a player may change. */
  readonly editable: Readonly<Record<PersonalField, boolean>>;
  /** SPEC 4 Verified (src/core/session isVerified): every field is then locked. */
  readonly verified: boolean;
}

export function fieldAccess(field: PersonalField, rules: Pick<PersonalRules, 'editable' | 'verified'>): FieldAccess {
  if (rules.verified) return 'locked_verified';
  return rules.editable[field] ? 'editable' : 'not_editable';
}

/** Whether the page shows each field as editable, and why not. */
export function personalFieldAccess(rules: Pick<PersonalRules, 'editable' | 'verified'>): Record<PersonalField, FieldAccess> {
  return Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, fieldAccess(f, rules)])) as Record<PersonalField, FieldAccess>;
}

/** A field's rule re-runs when one it depends on changes: an issue date against a new birthday, numbers against a new country. */
const DEPENDS_ON: Readonly<Partial<Record<PersonalField, readonly PersonalField[]>>> = {
  passport_date: ['date_birthday'],
  passport_end_date: ['passport_date'],
  passport: ['country'],
  passport_series: ['country'],
  inn: ['country'],
};

const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
const FREE_TEXT = /^[^\p{Cc}\p{Cf}]*$/u;
const COUNTRY = /^[A-Z]{2}$/;
const NAME_FIELDS: readonly PersonalField[] = ['surname', 'name', 'middle_name'];
const TEXT_FIELDS: readonly PersonalField[] = ['birth_place', 'region', 'city', 'registration_address', 'passport_issued_by'];
const NUMBER_FIELDS: readonly PersonalField[] = ['passport', 'passport_series', 'inn'];

/**
 * The value as it is stored: text trimmed, numbers normalised (spaces and
 * dashes out, upper-case), the country upper-case, empty as null.
 */
export function normaliseValue(field: PersonalField, value: PersonalValue): PersonalValue {
  if (value === null || typeof value === 'number') return value;
  const text = value.trim().replace(/\s+/g, ' ');
  if (text.length === 0) return null;
  if (NUMBER_FIELDS.includes(field)) return normaliseNumber(text);
  if (field === 'country') return text.toUpperCase();
  return text;
}

/** One field's problem against the whole record (null: fine). An empty value clears the field and is never refused. */
export function fieldProblem(field: PersonalField, record: PersonalRecord, rules: PersonalRules): PersonalErrorCode | null {
  const value = record[field] ?? null;
  if (value === null) return null;
  if (field === 'document_type_id')
    return typeof value === 'number' && (DOCUMENT_TYPES as readonly number[]).includes(value) ? null : 'format';
  if (typeof value !== 'string') return 'format';
  if (value.length > PERSONAL_TEXT_MAX) return 'too_long';
  if (NAME_FIELDS.includes(field)) return NAME.test(value) ? null : 'format';
  if (TEXT_FIELDS.includes(field)) return FREE_TEXT.test(value) ? null : 'format';
  if (field === 'country') return COUNTRY.test(value) ? null : 'format';
  const birth = typeof record.date_birthday === 'string' ? parseCalendarDate(record.date_birthday) : null;
  const issued = typeof record.passport_date === 'string' ? parseCalendarDate(record.passport_date) : null;
  if (field === 'date_birthday') return birthdayProblem(value, rules.today, rules.minAge);
  if (field === 'passport_date') return issueDateProblem(value, rules.today, birth);
  if (field === 'passport_end_date') return expiryDateProblem(value, issued);
  const country = typeof record.country === 'string' ? record.country : rules.homeCountry;
  const formats = documentsOf(country);
  if (field === 'inn') return numberProblem(formats.tax, value);
  if (field === 'passport') return numberProblem(formats.passport, value);
  // passport_series: a country whose passports have none takes none.
  return formats.passportSeries ? numberProblem(formats.passportSeries, value) : 'format';
}

export type PersonalChangeResult =
  | { readonly ok: true; readonly record: PersonalRecord; readonly changed: readonly PersonalField[] }
  | { readonly ok: false; readonly errors: readonly PersonalFieldError[] };

/**
 * THE rule of a player's change to their personal data, run by the server
 * on every save: each changed field must be the player's to change (the
 * operator's config; nothing once verified), and the record after the
 * change must pass the field rules for every changed field and every field
 * whose rule reads one that changed. Answers the normalised record to
 * store and what changed, or every refused field with its reason.
 */
export function decidePersonalChange(current: PersonalRecord, change: PersonalRecord, rules: PersonalRules): PersonalChangeResult {
  const next: Partial<Record<PersonalField, PersonalValue>> = { ...current };
  const changed: PersonalField[] = [];
  const errors: PersonalFieldError[] = [];
  for (const field of PERSONAL_FIELDS) {
    if (!(field in change)) continue;
    const value = normaliseValue(field, change[field] ?? null);
    if (value === (current[field] ?? null)) continue;
    const access = fieldAccess(field, rules);
    if (access !== 'editable') errors.push({ field, code: access });
    else {
      next[field] = value;
      changed.push(field);
    }
  }
  for (const field of PERSONAL_FIELDS) {
    const touched = changed.includes(field) || (DEPENDS_ON[field] ?? []).some((d) => changed.includes(d));
    if (!touched || errors.some((e) => e.field === field)) continue;
    const code = fieldProblem(field, next, rules);
    if (code) errors.push({ field, code });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, record: next, changed };
}
