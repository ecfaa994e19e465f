import { MESSAGE_BODY_MAX, MESSAGE_BODY_PARAM, type NotificationKind } from '../../protocol/constants/notifications';
import type { NotificationParams } from '../../protocol/notifications';
import type { PlayerEvent } from '../../protocol/schemas/wallet';

/** A notification a rule asks for: `key` names the fact, so the queue raises it at most once (per player where the key says so). */
export interface RaiseDraft {
  readonly key: string;
  readonly kind: NotificationKind;
  readonly params: NotificationParams;
  readonly link: string | null;
  readonly player: number | null;
}

/**
 * The notification rules: each turns a DOMAIN event into a notification,
 * never a page (a page that is not open cannot miss one, two open pages
 * cannot raise two). What the queue then shows, keeps waiting, or closes is
 * the core's (src/core/notifications). The session's rules are in
 * ./sessionRules.ts.
 */

/**
 * The player's channel:
 * - `first_deposit` raises registrationFirstDeposit, whose action leads to
 *   office/responsible (its kind's default link). It is THE notification of
 *   that fact: the set-deposit-limit prompt (LimitPrompts, kind setLimits)
 *   belongs to the time before the first deposit and goes with it, so no
 *   separate setLimits is raised for the same fact.
 * - `message` with a kind raises that kind with the message's parameters
 *   and link: how kinds whose source is the server (banker, teamCash,
 *   insights, ...) are raised.
 */
export function channelRules(event: PlayerEvent, player: number): readonly RaiseDraft[] {
  const payload = event.event;
  if (payload.type === 'first_deposit')
    return [{ key: `firstDeposit:${player}`, kind: 'registrationFirstDeposit', params: {}, link: null, player }];
  if (payload.type === 'message' && payload.message.kind !== null)
    return [
      {
        key: `message:${player}:${payload.message.id}`,
        kind: payload.message.kind,
        // What a person wrote (an operator's notice) is the notification's text; the kind's own text stands in without it.
        params: payload.message.body
          ? { ...payload.message.params, [MESSAGE_BODY_PARAM]: payload.message.body.slice(0, MESSAGE_BODY_MAX) }
          : payload.message.params,
        link: payload.message.link,
        player,
      },
    ];
  return [];
}
