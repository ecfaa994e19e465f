import type { AppState } from '../../core/app';
import type { SignInMethod } from '../../protocol/session';
import type { RaiseDraft } from './rules';

/**
 * The rules on the session's domain events (src/core/session keeps each fact
 * in its state, with the time that makes it unique): the controller hands
 * them the state before and after an event, and each rule answers only for a
 * fact that is new in `after`. The keys name the fact, so a replay, two
 * hosts or a second hearing raise nothing twice.
 */

/** Sign-ins that begin a new player's life on the site: registration, or the e-mail activation that completes it. */
const FIRST_SIGN_INS: ReadonlySet<SignInMethod> = new Set<SignInMethod>(['registration', 'activation']);

/**
 * Welcome: a player's first sign-in, the one registration (or its
 * activation) makes. A later sign-in is not a first one, and the key keeps a
 * second registration path (activation after registration) from welcoming twice.
 */
function welcome(before: AppState, after: AppState): readonly RaiseDraft[] {
  const { userId: player, signInMethod } = after.session;
  if (player === null || before.session.userId === player || signInMethod === undefined || !FIRST_SIGN_INS.has(signInMethod)) return [];
  return [{ key: `welcome:${player}`, kind: 'welcome', params: { login: after.session.login ?? '' }, link: null, player }];
}

/** autoLogOff: the worker logged the player off for inactivity. The browser's, not the player's: nobody is signed in to own it. */
function autoLogOff(before: AppState, after: AppState): readonly RaiseDraft[] {
  const at = after.session.inactivitySignOutAt;
  if (at === undefined || at === before.session.inactivitySignOutAt) return [];
  return [{ key: `autoLogOff:${at}`, kind: 'autoLogOff', params: {}, link: null, player: null }];
}

/** registrationRequestSent: a registration was answered "activation sent"; the visitor is not a player until they activate. */
function registrationRequestSent(before: AppState, after: AppState): readonly RaiseDraft[] {
  const at = after.session.activationSentAt;
  if (at === undefined || at === before.session.activationSentAt) return [];
  return [{ key: `registrationRequestSent:${at}`, kind: 'registrationRequestSent', params: {}, link: null, player: null }];
}

/** twoFactorSaveCode: the player switched two-step sign-in on; its action leads to the security page (the kind's default link). */
function twoFactorSaveCode(before: AppState, after: AppState): readonly RaiseDraft[] {
  const on = after.session.twoFactorOn;
  if (on === undefined || on === before.session.twoFactorOn) return [];
  return [{ key: `twoFactorSaveCode:${on.userId}:${on.at}`, kind: 'twoFactorSaveCode', params: {}, link: null, player: on.userId }];
}

/** Every notification the session's change from `before` to `after` raises. */
export function sessionRules(before: AppState, after: AppState): readonly RaiseDraft[] {
  if (before.session === after.session) return [];
  return [welcome, autoLogOff, registrationRequestSent, twoFactorSaveCode].flatMap((rule) => rule(before, after));
}
