import type { OutboxMessage } from '../../src/protocol/schemas/auth';
import type { Queryable } from '../db/db';
import type { AuthContext } from './context';

export interface OutgoingMessage {
  readonly to: string;
  readonly channel: 'sms' | 'email';
  readonly subject: string;
  readonly body: string;
  readonly links?: readonly string[];
}

/**
 * What a real site hands to its SMS and e-mail gateways. Here it lands in the
 * outbox table, which the development debugger lists. The log names only the
 * channel and a masked address: bodies carry codes and credentials.
 */
export async function sendMessage(ctx: AuthContext, message: OutgoingMessage, db: Queryable = ctx.db): Promise<void> {
  await db.query(
    'INSERT INTO outbox (to_address, channel, subject, body, links, created_at) VALUES ($1, $2, $3, $4, $5::text::jsonb, $6)',
    [message.to, message.channel, message.subject, message.body, JSON.stringify(message.links ?? []), new Date(ctx.now())],
  );
  ctx.log.info(`Outbox: ${message.channel} "${message.subject}" to ${maskAddress(message.to)}`);
}

export function maskAddress(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to.slice(0, 1)}***${to.slice(at)}`;
  return to.length > 4 ? `***${to.slice(-4)}` : '***';
}

interface OutboxRow extends Record<string, unknown> {
  id: number;
  to_address: string;
  channel: 'sms' | 'email';
  subject: string;
  body: string;
  links: string[];
  created_at: Date;
}

export async function listOutbox(ctx: AuthContext, to: string | undefined, limit: number): Promise<OutboxMessage[]> {
  const rows = await ctx.db.query<OutboxRow>(
    `SELECT id, to_address, channel, subject, body, links, created_at FROM outbox
      WHERE ($1::text IS NULL OR lower(to_address) = lower($1::text))
      ORDER BY created_at DESC, id DESC LIMIT $2`,
    [to ?? null, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    channel: r.channel,
    subject: r.subject,
    body: r.body,
    links: r.links,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
