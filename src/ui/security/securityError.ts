import type { TFunction } from 'i18next';
import type { Rejection } from '../../protocol/rejections';
import { sessionErrorText } from '../session/errorText';

/** The refusals this area names itself; every other one reads as the session's (session.errors.<code>). */
const OWN = ['step_up_required', 'totp_already_on', 'totp_not_on', 'wrong_code', 'wrong_password', 'rate_limited'] as const;

export function securityErrorText(t: TFunction, rejection: Rejection): string {
  const reason = rejection.code.replace(/^(session|wallet)\./, '');
  const own = OWN.find((code) => code === reason);
  return own ? t(`security.errors.${own}`) : sessionErrorText(t, rejection);
}

/** A call refused because this session has not stepped up (the auth area's or the wallet's code). */
export function isStepUpRequired(rejection: { readonly code: string }): boolean {
  return rejection.code === 'session.step_up_required' || rejection.code === 'wallet.step_up_required';
}
