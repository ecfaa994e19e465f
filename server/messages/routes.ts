import {
  MESSAGES_PATHS,
  deleteMessageRequestSchema,
  markReadRequestSchema,
  messagesAnswerSchema,
  messagesQuerySchema,
  pushAnswerSchema,
  pushKeyAnswerSchema,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
  unreadAnswerSchema,
} from '../../src/protocol/schemas/messages';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import type { Db } from '../db/db';
import { readJsonBody } from '../http/respond';
import { NO_INPUT, type Router, takesBody, takesQuery } from '../http/router';
import { MessageError, answer, handle, parseInput } from './errors';
import { deleteMessage, listMessages, markRead, ownsAll, publishUnread, unreadCount } from './store';
import { removeSubscription, saveSubscription } from './subscriptions';
import { pushEndpointRefusal } from './pushHosts';
import type { VapidKeys } from './vapid';

export interface MessageRouteDeps {
  readonly db: Db;
  readonly auth: AuthContext;
  readonly now: () => number;
  readonly keys: () => Promise<VapidKeys>;
  /** Plain-http push endpoints (a test's stand-in push service); real push services are https. */
  /** The push services endpoints may name; null: any (outside production). */
  readonly pushHosts: readonly string[] | null;
}

/** The player's inbox: list, mark read, delete, and the web push subscription of this browser. */
export function registerMessageRoutes(router: Router, deps: MessageRouteDeps): void {
  const { db, auth, now } = deps;

  router.get(
    MESSAGES_PATHS.list,
    handle(async ({ req, res, url }) => {
      const session = await requireSession(auth, req);
      const query = parseInput(messagesQuerySchema, Object.fromEntries(url.searchParams), 'Query');
      const page = await listMessages(db, session.userId, query);
      answer(res, messagesAnswerSchema, { ...page, unread: await unreadCount(db, session.userId) });
    }),
    takesQuery(messagesQuerySchema),
  );

  router.post(
    MESSAGES_PATHS.read,
    handle(async ({ req, res }) => {
      const session = await requireSession(auth, req);
      const body = parseInput(markReadRequestSchema, await readJsonBody(req), 'Mark read');
      const unread = await db.transaction(async (tx) => {
        const ids = 'ids' in body ? body.ids : 'all';
        if (ids !== 'all' && !(await ownsAll(tx, session.userId, ids)))
          throw new MessageError('messages.not_found', 'Some of these messages are not yours');
        const { changed } = await markRead(tx, session.userId, ids, now());
        return changed > 0 ? publishUnread(tx, session.userId, now()) : unreadCount(tx, session.userId);
      });
      answer(res, unreadAnswerSchema, { unread });
    }),
    takesBody(markReadRequestSchema),
  );

  router.post(
    MESSAGES_PATHS.remove,
    handle(async ({ req, res }) => {
      const session = await requireSession(auth, req);
      const body = parseInput(deleteMessageRequestSchema, await readJsonBody(req), 'Delete');
      const unread = await db.transaction(async (tx) => {
        if (!(await deleteMessage(tx, session.userId, body.id)))
          throw new MessageError('messages.not_found', `No message ${body.id} of yours`);
        return publishUnread(tx, session.userId, now());
      });
      answer(res, unreadAnswerSchema, { unread });
    }),
    takesBody(deleteMessageRequestSchema),
  );

  router.get(
    MESSAGES_PATHS.pushKey,
    handle(async ({ res }) => {
      answer(res, pushKeyAnswerSchema, { publicKey: (await deps.keys()).publicKey });
    }),
    NO_INPUT,
  );

  router.post(
    MESSAGES_PATHS.pushSubscription,
    handle(async ({ req, res }) => {
      const session = await requireSession(auth, req);
      const body = parseInput(pushSubscribeRequestSchema, await readJsonBody(req), 'Subscription');
      const refusal = pushEndpointRefusal(body.subscription.endpoint, deps.pushHosts);
      if (refusal !== null)
        throw new MessageError('messages.invalid_request', `Subscription is invalid: ${refusal}`, [
          { field: 'subscription.endpoint', message: refusal },
        ]);
      await saveSubscription(db, session.userId, body, now());
      answer(res, pushAnswerSchema, { subscribed: true });
    }),
    takesBody(pushSubscribeRequestSchema),
  );

  const unsubscribe = handle(async ({ req, res, url }) => {
    const session = await requireSession(auth, req);
    const body = parseInput(
      pushUnsubscribeRequestSchema,
      // The same object as a DELETE query (`?endpoint=`) or as the POST body (browsers without a DELETE-capable beacon).
      req.method === 'DELETE' ? Object.fromEntries(url.searchParams) : await readJsonBody(req),
      'Unsubscribe',
    );
    await removeSubscription(db, session.userId, body.endpoint);
    answer(res, pushAnswerSchema, { subscribed: false });
  });
  router.add('DELETE', MESSAGES_PATHS.pushSubscription, unsubscribe, takesQuery(pushUnsubscribeRequestSchema));
  router.post(MESSAGES_PATHS.pushUnsubscribe, unsubscribe, takesBody(pushUnsubscribeRequestSchema));
}
