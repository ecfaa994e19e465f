/** Phone countries and masks offered by the forms (SPEC 3 Phone country, Phone mask). */
export interface PhoneCountry {
  readonly id: number;
  readonly countryCode: string;
  readonly telCode: string;
  readonly min: number;
  readonly max: number;
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { id: 1, countryCode: 'RU', telCode: '7', min: 10, max: 10 },
  { id: 2, countryCode: 'KZ', telCode: '7', min: 10, max: 10 },
  { id: 3, countryCode: 'UA', telCode: '380', min: 9, max: 9 },
  { id: 4, countryCode: 'GB', telCode: '44', min: 10, max: 10 },
  { id: 5, countryCode: 'TR', telCode: '90', min: 10, max: 10 },
  { id: 6, countryCode: 'IN', telCode: '91', min: 10, max: 10 },
  { id: 7, countryCode: 'AE', telCode: '971', min: 8, max: 9 },
];

/** SPEC 5: a phone code is shown with one leading plus. */
export function showTelCode(code: string): string {
  return `+${code.replace(/^\++/, '')}`;
}

/** Null when the number fits the country's mask, else the error key. */
export function phoneProblem(country: PhoneCountry, digits: string): string | null {
  if (digits.length === 0) return 'session.field.required';
  if (!/^\d+$/.test(digits)) return 'session.field.digits_only';
  if (digits.length < country.min || digits.length > country.max) return 'session.field.phone_length';
  return null;
}
