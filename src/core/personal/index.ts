export { innControl, innValid, steuerIdControl, steuerIdShapeValid, steuerIdValid } from './checkDigits';
export {
  ageInYears,
  birthdayProblem,
  calendarDateOf,
  compareDates,
  expiryDateProblem,
  issueDateProblem,
  parseCalendarDate,
  type CalendarDate,
} from './dates';
export {
  DOCUMENT_FORMATS,
  GENERIC_DOCUMENTS,
  documentsOf,
  normaliseNumber,
  numberProblem,
  type CountryDocuments,
  type NumberRule,
} from './documents';
export { PHONE_DIGITS_WITHOUT_MASK, phoneMaskOf, phoneNumberProblem, type PhoneMaskRule } from './phone';
export {
  decidePersonalChange,
  fieldAccess,
  fieldProblem,
  normaliseValue,
  personalFieldAccess,
  type FieldAccess,
  type PersonalChangeResult,
  type PersonalFieldError,
  type PersonalRecord,
  type PersonalRules,
  type PersonalValue,
} from './validate';
