import {
  calendarDateOf,
  documentsOf,
  personalFieldAccess,
  type PersonalRecord,
  type PersonalRules,
  type PersonalValue,
} from '../../src/core/personal';
import { isVerified } from '../../src/core/session/facts';
import { DEFAULT_EDITABLE_FIELDS, PERSONAL_FIELDS, type PersonalField } from '../../src/protocol/constants/personalData';
import type { PersonalDataAnswer } from '../../src/protocol/schemas/personalData';
import type { AuthContext } from '../auth/context';
import { userConfigOf } from '../auth/userConfig';
import type { UserRow } from '../auth/users';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Queryable } from '../db/db';

/**
 * When the site configuration cannot be read the birthday rule still needs an
 * age: the legal minimum of every market the demo data serves.
 */
const MIN_AGE_WITHOUT_CONFIG = 18;

/** The player's personal data as stored (app_user.user_data: SPEC's keys plus the office's others). */
export function personalRecordOf(user: UserRow): PersonalRecord {
  const stored = user.user_data;
  const record: Partial<Record<PersonalField, PersonalValue>> = {};
  for (const field of PERSONAL_FIELDS) {
    const value = stored[field];
    record[field] = typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value)) ? value : null;
  }
  return record;
}

/** The operator's config of editable fields: the protocol's defaults with table personal_field_policy on top. */
export async function editableFields(db: Queryable): Promise<Record<PersonalField, boolean>> {
  const rows = await db.query<{ field: string; editable: boolean }>('SELECT field, editable FROM personal_field_policy');
  const editable: Record<PersonalField, boolean> = { ...DEFAULT_EDITABLE_FIELDS };
  for (const row of rows)
    if ((PERSONAL_FIELDS as readonly string[]).includes(row.field)) editable[row.field as PersonalField] = row.editable;
  return editable;
}

/** The rules for this player now: their country's formats, the site's minimum age, the operator's config, verified or not. */
export async function rulesFor(ctx: AuthContext, user: UserRow): Promise<PersonalRules> {
  const now = ctx.now();
  const site = await readSiteConfig(ctx.db, { country: user.country_code.toLowerCase(), lang: undefined });
  return {
    homeCountry: user.country_code.toUpperCase(),
    today: calendarDateOf(now),
    minAge: site.ok ? site.config.minAge : MIN_AGE_WITHOUT_CONFIG,
    editable: await editableFields(ctx.db),
    verified: isVerified(userConfigOf(user, now)),
  };
}

export function personalAnswerOf(user: UserRow, rules: PersonalRules): PersonalDataAnswer {
  const values = personalRecordOf(user);
  const country = typeof values.country === 'string' ? values.country : rules.homeCountry;
  const formats = documentsOf(country);
  return {
    values: Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, values[f] ?? null])) as PersonalDataAnswer['values'],
    access: personalFieldAccess(rules),
    verified: rules.verified,
    country,
    examples: { tax: formats.tax.example, passport: formats.passport.example, passportSeries: formats.passportSeries?.example ?? null },
    email: user.email,
    phone: user.phone_number !== null ? { code: user.phone_code ?? '', number: user.phone_number } : null,
  };
}
