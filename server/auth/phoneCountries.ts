import type { PhoneCountriesAnswer } from '../../src/protocol/schemas/auth';
import type { Queryable } from '../db/db';

/**
 * SPEC 3 Phone country and Phone mask, from the tables the operator edits
 * (migration 006). Only enabled countries, in menu order.
 */
export async function listPhoneCountries(db: Queryable): Promise<PhoneCountriesAnswer> {
  const countries = await db.query<{ id: number; name: string; country_code: string; tel_code: string }>(
    'SELECT id, name, country_code, tel_code FROM phone_country WHERE enabled ORDER BY position, id',
  );
  const masks = await db.query<{ country_id: number; mask: string; min_digits: number; max_digits: number }>(
    `SELECT m.country_id, m.mask, m.min_digits, m.max_digits FROM phone_mask m JOIN phone_country c ON c.id = m.country_id
     WHERE c.enabled ORDER BY c.position, c.id`,
  );
  return {
    countries: countries.map((c) => ({ id: c.id, name: c.name, country_code: c.country_code, tel_code: c.tel_code })),
    masks: masks.map((m) => ({ CountryId: m.country_id, Mask: m.mask, Min: m.min_digits, Max: m.max_digits })),
  };
}
