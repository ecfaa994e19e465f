import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_FORMATS, innControl, innValid, numberProblem, steuerIdControl, steuerIdValid } from '../../../src/core/personal';

const digit = fc.integer({ min: 0, max: 9 });
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n });
const str = (d: readonly number[]) => d.join('');

/** Valid 10-digit INNs: nine digits and their control. */
const inn10 = digits(9).map((d) => str([...d, innControl(d, [2, 4, 10, 3, 5, 9, 4, 6, 8])]));
/** Valid 12-digit INNs: ten digits and their two controls. */
const inn12 = digits(10).map((d) => {
  const eleventh = innControl(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  const withEleventh = [...d, eleventh];
  return str([...withEleventh, innControl(withEleventh, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])]);
});

/** Valid Steuer-IdNr: nine distinct digits plus one of them again (never first as 0), then the control digit. */
const steuerId = fc
  .tuple(fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }), fc.nat(8), fc.nat(9))
  .map(([nine, which, at]) => {
    const first10 = [...nine];
    first10.splice(at, 0, nine[which] ?? 0);
    return first10;
  })
  .filter((d) => d[0] !== 0)
  .map((d) => str([...d, steuerIdControl(d)]));

describe('RU INN control digits', () => {
  it('accepts known numbers and refuses their typos', () => {
    expect(innValid('7707083893')).toBe(true);
    expect(innValid('500100732259')).toBe(true);
    expect(innValid('7707083894')).toBe(false);
    expect(innValid('500100732258')).toBe(false);
    expect(innValid('12345')).toBe(false);
  });

  it('accepts every generated 10- and 12-digit number', () => {
    fc.assert(fc.property(fc.oneof(inn10, inn12), (inn) => innValid(inn) && numberProblem(DOCUMENT_FORMATS.RU!.tax, inn) === null));
  });

  it('refuses a generated number whose control digit is changed', () => {
    fc.assert(
      fc.property(fc.oneof(inn10, inn12), fc.nat(), (inn, seed) => {
        const last = Number(inn.at(-1));
        const changed = inn.slice(0, -1) + String((last + 1 + (seed % 9)) % 10);
        return !innValid(changed) && numberProblem(DOCUMENT_FORMATS.RU!.tax, changed) === 'check_digit';
      }),
    );
  });

  it('refuses the 12-digit number when its first control digit is changed', () => {
    fc.assert(
      fc.property(inn12, fc.integer({ min: 1, max: 9 }), (inn, k) => {
        const changed = inn.slice(0, 10) + String((Number(inn[10]) + k) % 10) + inn.slice(11);
        return !innValid(changed);
      }),
    );
  });
});

describe('DE Steuer-IdNr', () => {
  it('accepts a known number and refuses its typo', () => {
    expect(steuerIdValid('86095742719')).toBe(true);
    expect(steuerIdValid('86095742718')).toBe(false);
    expect(steuerIdValid('06095742719')).toBe(false);
    // Every digit once: the rule wants exactly one repeated.
    expect(steuerIdValid('1234567890' + String(steuerIdControl([1, 2, 3, 4, 5, 6, 7, 8, 9, 0])))).toBe(false);
  });

  it('accepts every generated number', () => {
    fc.assert(fc.property(steuerId, (id) => steuerIdValid(id) && numberProblem(DOCUMENT_FORMATS.DE!.tax, id) === null));
  });

  it('refuses a generated number whose control digit is changed', () => {
    fc.assert(
      fc.property(steuerId, fc.integer({ min: 1, max: 9 }), (id, k) => {
        const changed = id.slice(0, 10) + String((Number(id[10]) + k) % 10);
        return numberProblem(DOCUMENT_FORMATS.DE!.tax, changed) === 'check_digit';
      }),
    );
  });

  it('refuses a single changed digit anywhere (MOD 11,10 catches every one)', () => {
    fc.assert(
      fc.property(steuerId, fc.nat(10), fc.integer({ min: 1, max: 9 }), (id, at, k) => {
        const changed = id.slice(0, at) + String((Number(id[at]) + k) % 10) + id.slice(at + 1);
        return !steuerIdValid(changed);
      }),
    );
  });
});

describe('GB numbers', () => {
  const gb = DOCUMENT_FORMATS.GB!;
  const prefix = fc
    .tuple(fc.constantFrom(...'ABCEGHJKLMNOPRSTWXYZ'), fc.constantFrom(...'ABCEGHJKLMNPRSTWXYZ'))
    .map(([a, b]) => a + b)
    .filter((p) => !['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(p) && p[0] !== 'O');
  const nino = fc.tuple(prefix, digits(6), fc.constantFrom('A', 'B', 'C', 'D')).map(([p, d, s]) => p + str(d) + s);

  it('accepts every well-formed NINO, spaced or not', () => {
    fc.assert(
      fc.property(
        nino,
        (n) =>
          numberProblem(gb.tax, n) === null &&
          numberProblem(gb.tax, `${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)}`.toLowerCase()) === null,
      ),
    );
  });

  it('refuses the never-issued prefixes, a wrong suffix and a short number', () => {
    for (const bad of ['GB123456A', 'QQ123456E', 'DA123456A', 'AB12345A', 'AO123456A']) expect(numberProblem(gb.tax, bad)).toBe('format');
  });

  it('takes a passport of exactly nine digits', () => {
    fc.assert(fc.property(digits(9), (d) => numberProblem(gb.passport, str(d)) === null));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15 }).filter((n) => n !== 9),
        (n) => numberProblem(gb.passport, '1'.repeat(n)) === 'format',
      ),
    );
  });
});

describe('RU passport and DE passport', () => {
  it('RU: series of 4 digits and number of 6', () => {
    const ru = DOCUMENT_FORMATS.RU!;
    fc.assert(
      fc.property(
        digits(4),
        digits(6),
        (s, n) => numberProblem(ru.passportSeries!, str(s)) === null && numberProblem(ru.passport, str(n)) === null,
      ),
    );
    expect(numberProblem(ru.passport, '12345')).toBe('format');
    expect(numberProblem(ru.passportSeries!, '45 09')).toBeNull();
    expect(numberProblem(ru.passportSeries!, '450')).toBe('format');
    expect(numberProblem(ru.passport, 'AB1234')).toBe('format');
  });

  it('DE: nine characters, the first one of C F G H J K, no vowels', () => {
    const de = DOCUMENT_FORMATS.DE!;
    expect(numberProblem(de.passport, 'C01X00T47')).toBeNull();
    expect(numberProblem(de.passport, 'c01x00t47')).toBeNull();
    expect(numberProblem(de.passport, 'A01X00T47')).toBe('format');
    expect(numberProblem(de.passport, 'C01X00T4')).toBe('format');
    expect(numberProblem(de.passport, 'C01A00T47')).toBe('format');
  });

  it('an empty number is required, not malformed', () => {
    expect(numberProblem(DOCUMENT_FORMATS.RU!.passport, '  ')).toBe('required');
  });
});
