import { PERSONAL_MAX_AGE_YEARS, type PersonalErrorCode } from '../../protocol/constants/personalData';

/** A calendar date without a time or zone, as the forms and user_data keep it ("YYYY-MM-DD"). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The date `text` names, or null when it is not a real one (2025-02-30, 2025-13-01, a different shape). */
export function parseCalendarDate(text: string): CalendarDate | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The UTC calendar date of an instant: the server and the worker pass their clock's `now`. */
export function calendarDateOf(epochMs: number): CalendarDate {
  const d = new Date(epochMs);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Full years from `birth` to `on`: a birthday on 29 February counts from 1 March in other years. */
export function ageInYears(birth: CalendarDate, on: CalendarDate): number {
  const before = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (before ? 1 : 0);
}

/** The birthday rule: a real date, not after today, at least the site's `minAge` (site config) and at most a lifetime ago. */
export function birthdayProblem(text: string, today: CalendarDate, minAge: number): PersonalErrorCode | null {
  if (text.length === 0) return 'required';
  const birth = parseCalendarDate(text);
  if (!birth) return 'not_a_date';
  if (compareDates(birth, today) > 0) return 'in_future';
  const age = ageInYears(birth, today);
  if (age < minAge) return 'too_young';
  if (age > PERSONAL_MAX_AGE_YEARS) return 'too_old';
  return null;
}

/** A document's issue date: a real date, not after today, and after the holder was born (when the birthday is known). */
export function issueDateProblem(text: string, today: CalendarDate, birth: CalendarDate | null): PersonalErrorCode | null {
  if (text.length === 0) return 'required';
  const issued = parseCalendarDate(text);
  if (!issued) return 'not_a_date';
  if (compareDates(issued, today) > 0) return 'in_future';
  if (birth && compareDates(issued, birth) <= 0) return 'before_birth';
  return null;
}

/** A document's expiry: a real date after its issue date (it may have passed: the page shows it, verification judges it). */
export function expiryDateProblem(text: string, issued: CalendarDate | null): PersonalErrorCode | null {
  if (text.length === 0) return 'required';
  const ends = parseCalendarDate(text);
  if (!ends) return 'not_a_date';
  if (issued && compareDates(ends, issued) <= 0) return 'before_issue';
  return null;
}
