import { DOCUMENT_TYPES, type PersonalField } from '../../../protocol/constants/personalData';
import type { PersonalDataAnswer, PersonalValues } from '../../../protocol/schemas/personalData';

/** How the form shows a field: a line of text, a date, or the document type's choice. */
export type FieldInput = 'text' | 'date' | 'documentType';

export interface FieldGroup {
  readonly id: 'identity' | 'address' | 'document';
  readonly fields: readonly { readonly name: PersonalField; readonly input: FieldInput; readonly autoComplete?: string }[];
}

/** The page's sections in order (SPEC 3 Personal data fields). */
export const FIELD_GROUPS: readonly FieldGroup[] = [
  {
    id: 'identity',
    fields: [
      { name: 'surname', input: 'text', autoComplete: 'family-name' },
      { name: 'name', input: 'text', autoComplete: 'given-name' },
      { name: 'middle_name', input: 'text', autoComplete: 'additional-name' },
      { name: 'date_birthday', input: 'date', autoComplete: 'bday' },
      { name: 'birth_place', input: 'text' },
    ],
  },
  {
    id: 'address',
    fields: [
      { name: 'country', input: 'text', autoComplete: 'country' },
      { name: 'region', input: 'text', autoComplete: 'address-level1' },
      { name: 'city', input: 'text', autoComplete: 'address-level2' },
      { name: 'registration_address', input: 'text', autoComplete: 'street-address' },
    ],
  },
  {
    id: 'document',
    fields: [
      { name: 'document_type_id', input: 'documentType' },
      { name: 'passport_series', input: 'text' },
      { name: 'passport', input: 'text' },
      { name: 'passport_date', input: 'date' },
      { name: 'passport_end_date', input: 'date' },
      { name: 'passport_issued_by', input: 'text' },
      { name: 'inn', input: 'text' },
    ],
  },
];

export const DOCUMENT_TYPE_OPTIONS = DOCUMENT_TYPES;

/** The form's text for each field: what the server holds, as typed text. */
export type Draft = Readonly<Record<PersonalField, string>>;

export function draftOf(data: PersonalDataAnswer): Draft {
  return Object.fromEntries(Object.entries(data.values).map(([k, v]) => [k, v === null ? '' : String(v)])) as Draft;
}

/**
 * The draft once newer data arrives (a save's answer, a change from another
 * tab): a field the player left as it was takes the new value, a field being
 * edited keeps the player's text.
 */
export function rebasedDraft(draft: Draft, from: PersonalDataAnswer, to: PersonalDataAnswer): Draft {
  const before = draftOf(from);
  const after = draftOf(to);
  return Object.fromEntries(
    Object.entries(after).map(([k, v]) => [k, draft[k as PersonalField] === before[k as PersonalField] ? v : draft[k as PersonalField]]),
  ) as Draft;
}

/** Only what the player changed, of the fields they may change, as the save takes it; the server normalises and judges. */
export function changesOf(data: PersonalDataAnswer, draft: Draft): PersonalValues {
  const before = draftOf(data);
  const out: Record<string, string | number | null> = {};
  for (const group of FIELD_GROUPS)
    for (const { name, input } of group.fields) {
      if (data.access[name] !== 'editable' || draft[name] === before[name]) continue;
      out[name] = input === 'documentType' ? (draft[name] === '' ? null : Number(draft[name])) : draft[name];
    }
  return out as PersonalValues;
}

/** The example a number field's hint shows for the player's country, or none. */
export function exampleOf(data: PersonalDataAnswer, field: PersonalField): string | null {
  const example =
    field === 'inn'
      ? data.examples.tax
      : field === 'passport'
        ? data.examples.passport
        : field === 'passport_series'
          ? data.examples.passportSeries
          : null;
  return example ? example : null;
}
