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

const STREAM_RETRY_FIRST_MS = 1000;
const STREAM_RETRY_MAX_MS = 30_000;

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
    /**
     * The table's rounds as they happen. EventSource reconnects by itself with
     * the address it was given; once the launch token in it has expired the
     * server refuses it and EventSource gives up, so the stream is opened again
     * with the token of the moment, waiting longer after each refusal.
     */
    subscribe(onRound: (round: SharedRound) => void): () => void {
      let source: EventSource | undefined;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let wait = STREAM_RETRY_FIRST_MS;
      let ended = false;
      const open = () => {
        const opened = new EventSource(`${frameSharedPath(table, 'stream')}?${FRAME_STREAM_TOKEN_PARAM}=${encodeURIComponent(getToken())}`);
        source = opened;
        opened.addEventListener(SHARED_STREAM_EVENT, (event) => {
          const parsed = sharedRoundSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
          if (parsed.success) onRound(parsed.data);
        });
        opened.addEventListener('open', () => (wait = STREAM_RETRY_FIRST_MS));
        opened.addEventListener('error', () => {
          if (ended || opened.readyState !== EventSource.CLOSED) return;
          retry = setTimeout(open, wait);
          wait = Math.min(wait * 2, STREAM_RETRY_MAX_MS);
        });
      };
      open();
      return () => {
        ended = true;
        if (retry !== undefined) clearTimeout(retry);
        source?.close();
      };
    },
  };
}
export type SharedFrameApi = ReturnType<typeof createSharedFrameApi>;
