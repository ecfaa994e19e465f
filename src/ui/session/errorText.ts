import type { TFunction } from 'i18next';
import type { Rejection } from '../../protocol/rejections';
import { sessionErrorKey } from './useSession';

/** Every server error as a translated sentence (SPEC 8); a reason without its own text gets the generic one. */
export function sessionErrorText(t: TFunction, rejection: Rejection): string {
  return t(sessionErrorKey(rejection), { defaultValue: t('session.errors.generic') });
}
