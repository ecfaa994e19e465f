import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { PLAYER_CHANNEL } from '../../src/protocol/constants/wallet';
import { PLAYER_CHANNEL_EVENTS, playerEventPayloadSchema, type PlayerEvent } from '../../src/protocol/schemas/wallet';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import type { Db } from '../db/db';
import { ms } from './answer';
import type { PlayerEventHub } from './hub';

export interface ChannelDeps {
  readonly db: Db;
  readonly auth: AuthContext;
  readonly hub: PlayerEventHub;
  readonly heartbeatMs?: number;
}

/** Open channels, so a stopping server ends them instead of waiting for them. */
export type OpenChannels = Set<ServerResponse>;

function frame(res: ServerResponse, event: string, data: unknown, id?: number): void {
  res.write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** An event id to resume after; anything else reads as none (the channel then starts with a plain hello). */
const resumeId = z
  .string()
  .optional()
  .transform((value) => (value !== undefined && /^\d{1,12}$/.test(value) ? Number(value) : null));

/**
 * The channel's query: only ?lastEventId=, for a client that cannot set the Last-Event-ID header. Lenient like the
 * header: a stream the browser reopens by itself must not turn into an error for a stale or odd value.
 */
export const playerChannelQuerySchema = z.object({ lastEventId: resumeId });

function lastEventIdOf(req: IncomingMessage, url: URL): number | null {
  const header = req.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined) return resumeId.parse(value);
  return playerChannelQuerySchema.parse(Object.fromEntries(url.searchParams)).lastEventId;
}

/**
 * GET /web-api/player/events: the signed-in player's server-sent events.
 * `hello` first; then, with Last-Event-ID (header, or ?lastEventId= for a
 * client that cannot set it), the events missed since (or `reset` when more
 * than PLAYER_CHANNEL.resumeLimit were missed: reload what you show); then
 * every new event of the player as it is committed, and a `heartbeat` every
 * heartbeatMs so a silent dead connection is noticed. The SSE id of each
 * event is its player_event id.
 */
export async function openChannel(
  deps: ChannelDeps,
  open: OpenChannels,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const session = await requireSession(deps.auth, req);
  const heartbeatMs = deps.heartbeatMs ?? PLAYER_CHANNEL.heartbeatMs;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  open.add(res);
  const sent = new Set<number>();
  let highest = 0;
  /** What the hello covers: events at or below it were in the backlog, or came before this channel. */
  let baseline = Number.POSITIVE_INFINITY;
  const send = (event: PlayerEvent): void => {
    if (sent.has(event.id) || res.writableEnded) return;
    sent.add(event.id);
    if (sent.size > 2000) for (const id of [...sent].slice(0, 1000)) sent.delete(id);
    highest = Math.max(highest, event.id);
    frame(res, event.event.type, event, event.id);
  };
  // Live events are held until the backlog is out, so they go in order after it.
  let held: PlayerEvent[] | null = [];
  let deliver: (event: PlayerEvent) => void = () => undefined;
  const unsubscribe = deps.hub.subscribe(session.userId, (event) => (held ? held.push(event) : deliver(event)));
  const heartbeat = setInterval(() => frame(res, PLAYER_CHANNEL_EVENTS.heartbeat, { at: Date.now() }), heartbeatMs);
  heartbeat.unref?.();
  const close = (): void => {
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(res);
  };
  res.once('close', close);

  const resumeFrom = lastEventIdOf(req, url);
  if (resumeFrom === null) {
    const [row] = await deps.db.query<{ max: number | null }>('SELECT max(id) AS max FROM player_event WHERE user_id = $1', [
      session.userId,
    ]);
    highest = row?.max ?? 0;
    baseline = highest;
    frame(res, PLAYER_CHANNEL_EVENTS.hello, { lastEventId: highest, heartbeatMs });
  } else {
    highest = resumeFrom;
    frame(res, PLAYER_CHANNEL_EVENTS.hello, { lastEventId: resumeFrom, heartbeatMs });
    const missed = await deps.db.query<{ id: number; payload: unknown; created_at: unknown }>(
      `SELECT id, payload, created_at FROM player_event WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT ${PLAYER_CHANNEL.resumeLimit + 1}`,
      [session.userId, resumeFrom],
    );
    if (missed.length > PLAYER_CHANNEL.resumeLimit) {
      const [row] = await deps.db.query<{ max: number | null }>('SELECT max(id) AS max FROM player_event WHERE user_id = $1', [
        session.userId,
      ]);
      highest = row?.max ?? resumeFrom;
      frame(res, PLAYER_CHANNEL_EVENTS.reset, { lastEventId: highest });
    } else {
      for (const row of missed) {
        const parsed = playerEventPayloadSchema.safeParse(row.payload);
        if (parsed.success) send({ id: row.id, at: ms(row.created_at), event: parsed.data });
      }
    }
    baseline = highest;
  }
  const backlog = held;
  held = null;
  // Live events from here on; the hub may also hand on older ones it catches up on, which the hello already covered.
  deliver = (event) => {
    if (event.id > baseline) send(event);
  };
  for (const event of backlog) deliver(event);
}
