import type { TFunction } from 'i18next';
import type { Rejection } from '../../protocol/rejections';
import { clockText } from '../../core/format';
import { retryAfterOf } from './CodeTimer';
import { sessionErrorKey } from './useSession';

/**
 * Every server error as a translated sentence (SPEC 8); a reason without its
 * own text gets the generic one. A rate limit that said how long to wait
 * (Retry-After) says it too, instead of only "later".
 */
export function sessionErrorText(t: TFunction, rejection: Rejection): string {
  const text = t(sessionErrorKey(rejection), { defaultValue: t('session.errors.generic') });
  const wait = retryAfterOf(rejection);
  return wait === null || wait === 0 ? text : `${text} ${t('session.errors.retry_in', { wait: clockText(wait) })}`;
}

/** Rejection params `field.<name>: <code>` (src/worker/session/failures.ts), as the forms name their fields. */
const FIELD_PREFIX = 'field.';

/**
 * The fields the server refused, each with its translated reason, to show
 * next to its input (SPEC 8). `known` lists the form's fields: a refusal of
 * a field the form does not show goes to `form` instead, so nothing is lost.
 */
export function serverFieldErrors(
  t: TFunction,
  rejection: Rejection,
  known: readonly string[],
): { fields: Record<string, string>; form: string | null } {
  const fields: Record<string, string> = {};
  let unplaced = false;
  for (const [key, value] of Object.entries(rejection.params ?? {})) {
    if (!key.startsWith(FIELD_PREFIX)) continue;
    const name = key.slice(FIELD_PREFIX.length);
    const text = t(`session.field_error.${String(value)}`, { defaultValue: t('session.field_error.invalid') });
    if (known.includes(name)) fields[name] ??= text;
    else unplaced = true;
  }
  const placed = Object.keys(fields).length > 0;
  // A refusal without fields, or with some the form cannot place, also says what went wrong as a whole.
  return { fields, form: !placed || unplaced ? sessionErrorText(t, rejection) : null };
}
