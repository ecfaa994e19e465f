import type { z } from 'zod';
import {
  FRAME_PATHS,
  casinoErrorBodySchema,
  frameGameAnswerSchema,
  playAnswerSchema,
  rotateAnswerSchema,
  seedsSchema,
  verifyAnswerSchema,
  type CasinoErrorCode,
} from '../../protocol/casino/play';
import {
  FRAME_STEPPED_PATHS,
  steppedAnswerSchema,
  steppedHintAnswerSchema,
  steppedOpenAnswerSchema,
  steppedVerifyAnswerSchema,
} from '../../protocol/casino/stepped';

/** A refusal of the games origin, by its code (casinoPlay.errors.<code>), with what the server said for the params. */
export class PlayRefused extends Error {
  constructor(
    readonly code: CasinoErrorCode | 'network',
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(code);
  }
}

/**
 * The frame's calls to its own origin's API with the launch token. The frame
 * is its own small app inside a sandboxed iframe (no worker, no session, no
 * storage): these few calls are all it does.
 */
export function createFrameApi(getToken: () => string) {
  async function call<S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown): Promise<z.output<S>> {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${getToken()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new PlayRefused('network');
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) return schema.parse(json);
    const refusal = casinoErrorBodySchema.safeParse(json);
    throw refusal.success ? new PlayRefused(refusal.data.error.code, refusal.data.error.params) : new PlayRefused('network');
  }
  return {
    game: () => call('GET', FRAME_PATHS.game, frameGameAnswerSchema),
    play: (bet: unknown, idempotencyKey: string, freeSpin: boolean) =>
      call('POST', FRAME_PATHS.play, playAnswerSchema, { bet, idempotencyKey, ...(freeSpin ? { freeSpin } : {}) }),
    changeClientSeed: (clientSeed: string) => call('PUT', FRAME_PATHS.seeds, seedsSchema, { clientSeed }),
    rotate: () => call('POST', FRAME_PATHS.rotate, rotateAnswerSchema, {}),
    verify: (input: { serverSeed: string; clientSeed: string; nonce: number; gameId: string; bet: unknown }) =>
      call('POST', FRAME_PATHS.verify, verifyAnswerSchema, input),
    // Stepped rounds (video poker): server/casino/stepped.
    steppedOpen: () => call('GET', FRAME_STEPPED_PATHS.open, steppedOpenAnswerSchema),
    steppedStart: (bet: unknown, idempotencyKey: string) =>
      call('POST', FRAME_STEPPED_PATHS.start, steppedAnswerSchema, { bet, idempotencyKey }),
    steppedAct: (roundId: string, action: unknown, idempotencyKey: string) =>
      call('POST', FRAME_STEPPED_PATHS.act, steppedAnswerSchema, { roundId, action, idempotencyKey }),
    steppedHint: (roundId: string) => call('POST', FRAME_STEPPED_PATHS.hint, steppedHintAnswerSchema, { roundId }),
    steppedVerify: (input: { serverSeed: string; clientSeed: string; nonce: number; gameId: string; bet: unknown; actions: unknown[] }) =>
      call('POST', FRAME_STEPPED_PATHS.verify, steppedVerifyAnswerSchema, input),
  };
}
export type FrameApi = ReturnType<typeof createFrameApi>;
