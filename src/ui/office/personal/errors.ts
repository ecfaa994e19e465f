import type { TFunction } from 'i18next';
import type { Rejection } from '../../../protocol/rejections';
import { PERSONAL_ERRORS } from '../../../protocol/schemas/personalData';
import { sessionErrorText } from '../../session/errorText';

const FIELD_PREFIX = 'field.';
const OWN_REFUSALS = Object.keys(PERSONAL_ERRORS);

/** A field's refusal in the player's words (`officePersonal.error.<code>`: the core's reasons and the auth forms'). */
export function fieldErrorText(t: TFunction, code: string): string {
  return t(`officePersonal.error.${code}`, { defaultValue: t('officePersonal.error.format') });
}

/** Each refused field of a rejection (params `field.<name>: <code>`), translated. */
export function refusedFields(t: TFunction, rejection: Rejection): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(rejection.params ?? {}))
    if (key.startsWith(FIELD_PREFIX)) out[key.slice(FIELD_PREFIX.length)] = fieldErrorText(t, String(value));
  return out;
}

/** The refusal as a whole: this page's own codes, else the session's words (step-up, rate limits, wrong code...). */
export function refusalText(t: TFunction, rejection: Rejection): string {
  const reason = rejection.code.startsWith('session.') ? rejection.code.slice('session.'.length) : '';
  if (OWN_REFUSALS.includes(reason)) return t(`officePersonal.refusal.${reason}`);
  return sessionErrorText(t, rejection);
}
