/**
 * office/personal-data (SPEC 3 Personal data fields; User config user_data):
 * the fields a player's personal data holds, the errors a field can get and
 * which fields a player may edit unless the operator says otherwise. The
 * rules themselves are in src/core/personal; the server and the page read
 * these names.
 */

/** The editable personal data fields, as the wire and the store name them (user_data keys where SPEC has one). */
export const PERSONAL_FIELDS = [
  'surname',
  'name',
  'middle_name',
  'date_birthday',
  'birth_place',
  'country',
  'region',
  'city',
  'registration_address',
  'document_type_id',
  'passport_series',
  'passport',
  'passport_date',
  'passport_end_date',
  'passport_issued_by',
  'inn',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** The contacts a player changes only by a code sent to the new one (and a step-up). */
export const CONTACT_KINDS = ['email', 'phone'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * Why a field is refused; the page translates `officePersonal.error.<code>`.
 * format: not the country's format; check_digit: the right shape but its
 * control digit does not match (a typo).
 */
export const PERSONAL_ERROR_CODES = [
  'required',
  'too_long',
  'format',
  'check_digit',
  'not_a_date',
  'in_future',
  'too_young',
  'too_old',
  'before_birth',
  'before_issue',
  'digits_only',
  'phone_length',
  'not_editable',
  'locked_verified',
] as const;
export type PersonalErrorCode = (typeof PERSONAL_ERROR_CODES)[number];

/**
 * Which fields a player may change themselves (the operator overrides each of
 * them in table personal_field_policy). Names and the birthday are the
 * identity a verification checks: editable until verified, then locked.
 */
export const DEFAULT_EDITABLE_FIELDS: Readonly<Record<PersonalField, boolean>> = {
  surname: true,
  name: true,
  middle_name: true,
  date_birthday: true,
  birth_place: true,
  country: false,
  region: true,
  city: true,
  registration_address: true,
  document_type_id: true,
  passport_series: true,
  passport: true,
  passport_date: true,
  passport_end_date: true,
  passport_issued_by: true,
  inn: true,
};

/** Identity document types (user_data.document_type_id): 1 passport, 2 national ID card. */
export const DOCUMENT_TYPES = [1, 2] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** The longest free text a field takes (names, places, address, issued by). */
export const PERSONAL_TEXT_MAX = 120;

/** Nobody alive is older: a birthday further back is a typo. */
export const PERSONAL_MAX_AGE_YEARS = 120;

/** How long the code sent to a new e-mail or phone works, and how many wrong tries burn it (the server's code limits). */
export const CONTACT_CODE_TTL_MS = 10 * 60_000;
