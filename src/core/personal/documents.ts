import type { PersonalErrorCode } from '../../protocol/constants/personalData';
import { innValid, steuerIdValid } from './checkDigits';

/**
 * THE table of per-country document formats (tax number, passport number and
 * series). One row per country; a country without a row takes GENERIC. Each
 * rule normalises what the player typed (spaces and dashes out, letters
 * upper-case) before its pattern and, where the number has one, its control
 * digit check. Add a country by adding a row.
 */
export interface NumberRule {
  /** The shape after normalising. */
  readonly pattern: RegExp;
  /** The control digit(s), checked only once the shape fits. */
  readonly check?: (normalised: string) => boolean;
  /** A format hint for the page, e.g. "1234 567890"; shown translated with its example. */
  readonly example: string;
}

export interface CountryDocuments {
  readonly tax: NumberRule;
  readonly passport: NumberRule;
  /** Passport series as its own field (RU: 4 digits); null when the country's passport has none. */
  readonly passportSeries: NumberRule | null;
}

/** GB NINO: two prefix letters (not D F I Q U V, the second not O either, and not the never-issued pairs), six digits, A to D. */
const NINO = /^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/;

export const DOCUMENT_FORMATS: Readonly<Record<string, CountryDocuments>> = {
  RU: {
    tax: { pattern: /^(\d{10}|\d{12})$/, check: innValid, example: '500100732259' },
    passport: { pattern: /^\d{6}$/, example: '123456' },
    passportSeries: { pattern: /^\d{4}$/, example: '4509' },
  },
  GB: {
    tax: { pattern: NINO, example: 'AB123456C' },
    passport: { pattern: /^\d{9}$/, example: '123456789' },
    passportSeries: null,
  },
  DE: {
    tax: { pattern: /^[1-9]\d{10}$/, check: steuerIdValid, example: '86095742719' },
    // The 9-character number: C F G H J K first, then digits and the consonants the Bundesdruckerei uses.
    passport: { pattern: /^[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}$/, example: 'C01X00T47' },
    passportSeries: null,
  },
};

/** Every other country: letters and digits of a sane length, so at least typos of length and stray signs are caught. */
export const GENERIC_DOCUMENTS: CountryDocuments = {
  tax: { pattern: /^[A-Z0-9]{4,20}$/, example: '' },
  passport: { pattern: /^[A-Z0-9]{4,20}$/, example: '' },
  passportSeries: { pattern: /^[A-Z0-9]{1,10}$/, example: '' },
};

export function documentsOf(countryCode: string): CountryDocuments {
  return DOCUMENT_FORMATS[countryCode.toUpperCase()] ?? GENERIC_DOCUMENTS;
}

/** What the player typed as a number: spaces, dashes and dots out, letters upper-case. */
export function normaliseNumber(raw: string): string {
  return raw.replace(/[\s\-.]/g, '').toUpperCase();
}

/** Null when `raw` is a valid number under `rule`, else why not. */
export function numberProblem(rule: NumberRule, raw: string): PersonalErrorCode | null {
  const value = normaliseNumber(raw);
  if (value.length === 0) return 'required';
  if (!rule.pattern.test(value)) return 'format';
  if (rule.check && !rule.check(value)) return 'check_digit';
  return null;
}
