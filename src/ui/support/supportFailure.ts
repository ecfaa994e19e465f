import type { TFunction } from 'i18next';
import type { SupportRequestResult } from '../../protocol/api';
import { SUPPORT_RATE_LIMITED } from '../../protocol/constants/support';

/** The refusal the player reads: a limiter's says how long to wait (the form keeps the text); anything else, try again. */
export function supportFailureText(t: TFunction, result: SupportRequestResult, fallbackKey: string): string {
  if (result.status === 'error' && result.code === SUPPORT_RATE_LIMITED) {
    const minutes = Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60));
    return t('shell.support.rate_limited', { minutes });
  }
  return t(fallbackKey);
}
