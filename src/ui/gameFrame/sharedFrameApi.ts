import type { z } from 'zod';
import {
  FRAME_STREAM_TOKEN_PARAM,
  SHARED_STREAM_EVENT,
  frameSharedPath,
  sharedBetAnswerSchema,
  sharedCashOutAnswerSchema,
  sharedErrorBodySchema,
  sharedHistoryAnswerSchema,
  sharedRoundSchema,
  sharedStateAnswerSchema,
  type SharedCall,
  type SharedRound,
  type SharedTableId,
} from '../../protocol/casino/shared';

/** A shared table's refusal: the views show its message, which the server wrote for the player. */
export class SharedRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The frame's calls to a shared table on its own origin with the launch
 * token; the stream takes the token in its address because EventSource
 * cannot send a header.
 */
export function createSharedFrameApi(table: SharedTableId, getToken: () => string, networkMessage: string) {
  async function call<S extends z.ZodType>(call: SharedCall, schema: S, body?: unknown): Promise<z.output<S>> {
    let response: Response;
    try {
      response = await fetch(frameSharedPath(table, call), {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${getToken()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new SharedRefused('network', networkMessage);
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) return schema.parse(json);
    const refusal = sharedErrorBodySchema.safeParse(json);
    throw refusal.success
      ? new SharedRefused(refusal.data.error.code, refusal.data.error.message)
      : new SharedRefused('network', networkMessage);
  }
  return {
    state: () => call('state', sharedStateAnswerSchema),
    history: () => call('history', sharedHistoryAnswerSchema),
    bet: (clientRef: string, placement: unknown) => call('bet', sharedBetAnswerSchema, { clientRef, placement }),
    cashOut: (betId: number) => call('cash-out', sharedCashOutAnswerSchema, { betId }),
    subscribe(onRound: (round: SharedRound) => void): () => void {
      const address = `${frameSharedPath(table, 'stream')}?${FRAME_STREAM_TOKEN_PARAM}=${encodeURIComponent(getToken())}`;
      const source = new EventSource(address);
      source.addEventListener(SHARED_STREAM_EVENT, (event) => {
        const parsed = sharedRoundSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (parsed.success) onRound(parsed.data);
      });
      return () => source.close();
    },
  };
}
export type SharedFrameApi = ReturnType<typeof createSharedFrameApi>;
