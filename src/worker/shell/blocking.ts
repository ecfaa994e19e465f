import { z } from 'zod';
import { blockReasonFrom } from '../../core/routing';
import { COOKIES } from '../../protocol/routes';
import { API_PATH } from '../../protocol/schemas/siteConfig';
import type { HttpClient } from '../http/client';
import type { Logger } from '../http/logger';

/** POST /blocks-api/api/v2/block (SPEC 7): body {auth, url}; the first attempt and 2 retries, 100 ms apart (policy 'blocking'). */
export const BLOCK_PATH = `${API_PATH}/blocks-api/api/v2/block`;

export const blockAnswerSchema = z.object({
  data: z.object({
    displayTypeId: z.number().int(),
    templateTypeId: z.number().int().nullable().optional(),
  }),
});
export type BlockCallAnswer = z.infer<typeof blockAnswerSchema>;

/** What the route decision needs from the blocking call. */
export interface BlockFacts {
  /** templateTypeId when the visitor is blocked (SPEC 4), else null. */
  readonly blockReason: number | null;
  /** The call failed: maintenance is forced on until a later check succeeds (SPEC 4). */
  readonly forceMaintenance: boolean;
}

export const NOT_BLOCKED: BlockFacts = { blockReason: null, forceMaintenance: false };

export interface BlockQuery {
  readonly auth: boolean;
  readonly url: string;
  readonly forceGeoOffCookie: string | null;
}

/** One blocking call: the reason, or maintenance forced on when every attempt failed. */
export async function checkBlocking(http: HttpClient, query: BlockQuery, log: Logger): Promise<BlockFacts> {
  const result = await http.post(BLOCK_PATH, { auth: query.auth, url: query.url }, { schema: blockAnswerSchema, policy: 'blocking' });
  if (!result.ok) {
    if (result.failure.status !== 'closed') log.warn('blocking check failed; maintenance forced on', result.failure);
    return { blockReason: null, forceMaintenance: true };
  }
  return { blockReason: blockReasonFrom(result.value.data, query.forceGeoOffCookie), forceMaintenance: false };
}

/**
 * The blocking check runs when a tab starts (its first route question), as the
 * page load of a classic site would: one host serves every tab, so each new
 * tab checks again and the newest answer holds for all. Calls for the same
 * tab are shared while in flight.
 */
export class BlockingChecks {
  private facts: BlockFacts = NOT_BLOCKED;
  private readonly checked = new Map<string, Promise<BlockFacts>>();

  constructor(private readonly run: (query: BlockQuery) => Promise<BlockFacts>) {}

  /** Facts for this tab, checking once per tab. */
  async forTab(tabId: string, query: { readonly pathname: string; readonly search: string; readonly cookies: Readonly<Record<string, string>> }): Promise<BlockFacts> {
    let pending = this.checked.get(tabId);
    if (!pending) {
      pending = this.run({
        auth: Boolean(query.cookies[COOKIES.userAuth]),
        url: `${query.pathname}${query.search}`,
        forceGeoOffCookie: query.cookies[COOKIES.forceGeoOff] ?? null,
      }).then((facts) => (this.facts = facts));
      this.checked.set(tabId, pending);
    }
    await pending;
    return this.facts;
  }

  /** A tab that is gone checks again if it ever comes back (a reload gets a new id anyway). */
  forget(tabId: string): void {
    this.checked.delete(tabId);
  }

  current(): BlockFacts {
    return this.facts;
  }
}
