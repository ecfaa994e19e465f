import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  birthdayProblem,
  calendarDateOf,
  decidePersonalChange,
  issueDateProblem,
  parseCalendarDate,
  personalFieldAccess,
  phoneMaskOf,
  phoneNumberProblem,
  type PersonalRules,
} from '../../../src/core/personal';
import { DEFAULT_EDITABLE_FIELDS } from '../../../src/protocol/constants/personalData';

const today = { year: 2026, month: 11, day: 29 };
const rules: PersonalRules = { homeCountry: 'RU', today, minAge: 18, editable: DEFAULT_EDITABLE_FIELDS, verified: false };

describe('dates', () => {
  it('knows real dates from impossible ones', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2025-02-29', '2025-13-01', '2025-04-31', '2025-00-10', '25-01-01', '2025-1-1', '1900-02-29'])
      expect(parseCalendarDate(bad)).toBeNull();
  });

  it('counts full years, a 29 February birthday from 1 March', () => {
    expect(ageInYears({ year: 2008, month: 11, day: 29 }, today)).toBe(18);
    expect(ageInYears({ year: 2008, month: 11, day: 30 }, today)).toBe(17);
    expect(ageInYears({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageInYears({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(18);
  });

  it('a birthday is real, past, and at least the site minimum age ago', () => {
    expect(birthdayProblem('2008-11-29', today, 18)).toBeNull();
    expect(birthdayProblem('2008-11-30', today, 18)).toBe('too_young');
    expect(birthdayProblem('2008-11-30', today, 17)).toBeNull();
    expect(birthdayProblem('2027-01-01', today, 18)).toBe('in_future');
    expect(birthdayProblem('1990-02-30', today, 18)).toBe('not_a_date');
    expect(birthdayProblem('1890-01-01', today, 18)).toBe('too_old');
  });

  it('for every birthday, too_young exactly while the age is under minAge', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1910-01-01'), max: new Date('2026-11-29'), noInvalidDate: true }),
        fc.integer({ min: 16, max: 21 }),
        (d, minAge) => {
          const birth = calendarDateOf(d.getTime());
          const text = `${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`;
          return (birthdayProblem(text, today, minAge) === 'too_young') === ageInYears(birth, today) < minAge;
        },
      ),
    );
  });

  it('an issue date is not in the future and after the birthday', () => {
    const birth = { year: 1990, month: 5, day: 1 };
    expect(issueDateProblem('2010-05-02', today, birth)).toBeNull();
    expect(issueDateProblem('1990-05-01', today, birth)).toBe('before_birth');
    expect(issueDateProblem('2026-11-30', today, birth)).toBe('in_future');
    expect(issueDateProblem('2010-02-30', today, birth)).toBe('not_a_date');
  });
});

describe('phone masks', () => {
  const masks = [{ CountryId: 1, Mask: '(###) ###-##-##', Min: 10, Max: 10 }];
  it('takes the country mask digit counts, or 4 to 14 without one', () => {
    const ru = phoneMaskOf(1, masks);
    expect(phoneNumberProblem(ru, '9161234567')).toBeNull();
    expect(phoneNumberProblem(ru, '916123456')).toBe('phone_length');
    expect(phoneNumberProblem(ru, '91612345a7')).toBe('digits_only');
    expect(phoneNumberProblem(phoneMaskOf(2, masks), '1234')).toBeNull();
    expect(phoneNumberProblem(null, '')).toBe('required');
  });
});

describe('a change to the personal data', () => {
  it('stores normalised values and names what changed', () => {
    const result = decidePersonalChange(
      {},
      { surname: '  Ivanova ', inn: '5001 0073 2259', passport_series: '45 09', passport: '123456' },
      rules,
    );
    expect(result).toEqual({
      ok: true,
      record: { surname: 'Ivanova', inn: '500100732259', passport_series: '4509', passport: '123456' },
      changed: ['surname', 'passport_series', 'passport', 'inn'],
    });
  });

  it('refuses each bad field with its reason', () => {
    const result = decidePersonalChange(
      {},
      { name: 'J0hn', inn: '500100732258', passport: '12345', date_birthday: '2010-01-01', document_type_id: 7 },
      rules,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { field: 'name', code: 'format' },
      { field: 'date_birthday', code: 'too_young' },
      { field: 'document_type_id', code: 'format' },
      { field: 'passport', code: 'format' },
      { field: 'inn', code: 'check_digit' },
    ]);
  });

  it('reads the numbers by the record country, else the player home country', () => {
    expect(decidePersonalChange({}, { inn: 'AB123456C' }, { ...rules, homeCountry: 'GB' }).ok).toBe(true);
    expect(decidePersonalChange({ country: 'DE' }, { inn: '86095742719', passport: 'C01X00T47' }, rules).ok).toBe(true);
    expect(decidePersonalChange({}, { passport_series: '1234' }, { ...rules, homeCountry: 'GB' })).toEqual({
      ok: false,
      errors: [{ field: 'passport_series', code: 'format' }],
    });
  });

  it('re-checks an issue date against a new birthday', () => {
    const result = decidePersonalChange({ passport_date: '2000-01-01' }, { date_birthday: '2001-01-01' }, rules);
    expect(result).toEqual({ ok: false, errors: [{ field: 'passport_date', code: 'before_birth' }] });
  });

  it('lets a player clear a field and ignores values that did not change', () => {
    expect(decidePersonalChange({ city: 'Kazan', country: 'XX' }, { city: '', country: 'XX' }, rules)).toEqual({
      ok: true,
      record: { city: null, country: 'XX' },
      changed: ['city'],
    });
  });

  it('refuses a field the operator keeps, and every field once verified', () => {
    expect(decidePersonalChange({}, { country: 'DE' }, rules)).toEqual({ ok: false, errors: [{ field: 'country', code: 'not_editable' }] });
    expect(decidePersonalChange({}, { city: 'Kazan' }, { ...rules, verified: true })).toEqual({
      ok: false,
      errors: [{ field: 'city', code: 'locked_verified' }],
    });
    expect(Object.values(personalFieldAccess({ ...rules, verified: true })).every((a) => a === 'locked_verified')).toBe(true);
    expect(personalFieldAccess(rules).country).toBe('not_editable');
    expect(personalFieldAccess(rules).city).toBe('editable');
  });

  it('refuses text past the length limit and control characters', () => {
    expect(decidePersonalChange({}, { city: 'x'.repeat(121) }, rules)).toEqual({
      ok: false,
      errors: [{ field: 'city', code: 'too_long' }],
    });
    expect(decidePersonalChange({}, { city: 'Ka\u0000zan' }, rules)).toEqual({ ok: false, errors: [{ field: 'city', code: 'format' }] });
  });
});
