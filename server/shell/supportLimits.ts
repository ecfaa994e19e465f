import type { AuthContext } from '../auth/context';
import { secondsUntilCapLifts, takeRateEvents, type RateScope } from '../auth/rateLimit';

/**
 * How many support requests one caller and one client address may send
 * (numbers in DEFAULT_LIMITS, server/auth/context.ts): call backs and
 * e-mails reach a person and are few; chat messages are a conversation and
 * get a wider window. The caller is the signed-in player, else the guest's
 * chat conversation (the handle the guest holds), else only the address
 * counts. Counted, decided and recorded in one step under the keys' locks
 * (takeRateEvents), so 50 parallel requests pass exactly as many as allowed.
 */
export type SupportLimitOutcome = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

export class SupportLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('support limit reached');
  }
}

export async function takeSupportPlace(
  ctx: AuthContext,
  input: { kind: 'callback' | 'email' | 'chat'; caller: string | null; ip: string },
): Promise<SupportLimitOutcome> {
  const chat = input.kind === 'chat';
  const l = ctx.limits;
  const windowMs = chat ? l.chatMessageWindowMs : l.supportRequestWindowMs;
  const scopeName = chat ? 'support_chat' : 'support_request';
  const caps: { scope: RateScope; max: number }[] = [
    {
      scope: { scope: `${scopeName}:ip`, key: input.ip, windowMs },
      max: chat ? l.chatMessagesPerIpPerWindow : l.supportRequestsPerIpPerWindow,
    },
  ];
  if (input.caller !== null)
    caps.push({
      scope: { scope: `${scopeName}:caller`, key: input.caller, windowMs },
      max: chat ? l.chatMessagesPerCallerPerWindow : l.supportRequestsPerCallerPerWindow,
    });
  try {
    await takeRateEvents(
      ctx,
      caps.map((c) => c.scope),
      async (events) => {
        const now = ctx.now();
        const waits = caps.flatMap((c, i) => {
          const seen = events[i];
          return seen && seen.count >= c.max ? [secondsUntilCapLifts(seen, windowMs, now)] : [];
        });
        if (waits.length > 0) throw new SupportLimited(Math.max(...waits));
      },
    );
    return { ok: true };
  } catch (error) {
    if (error instanceof SupportLimited) return { ok: false, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}
