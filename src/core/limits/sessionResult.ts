import type { SessionResult } from '../../protocol/schemas/limits';

/** One ledger amount of the player's play, from the player's side: above zero staked, below zero returned. */
export interface SessionFlow {
  readonly currencyIso: string;
  readonly amount: number;
}

/**
 * The session's net result per currency (the reality check's "what you
 * played"): the same signs the loss limit counts by (server/limits/flows.ts),
 * so a stake is money staked, and a win, refund or cash-out money returned.
 */
export function sessionResults(flows: readonly SessionFlow[]): SessionResult[] {
  const by = new Map<string, { staked: number; returned: number }>();
  for (const flow of flows) {
    const sum = by.get(flow.currencyIso) ?? { staked: 0, returned: 0 };
    if (flow.amount > 0) sum.staked += flow.amount;
    else sum.returned -= flow.amount;
    by.set(flow.currencyIso, sum);
  }
  return [...by.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currencyIso, { staked, returned }]) => ({ currencyIso, staked, returned, net: returned - staked }));
}
