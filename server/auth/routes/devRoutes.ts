import { AUTH_PATHS, outboxAnswerSchema } from '../../../src/protocol/schemas/auth';
import type { Router } from '../../http/router';
import type { AuthContext } from '../context';
import { answer, handle } from '../http';
import { listOutbox } from '../outbox';

/** GET /web-api/dev/outbox?to=&limit=: the messages a real site would have sent, newest first. Not in production. */
export function registerDevRoutes(router: Router, ctx: AuthContext): void {
  router.get(
    AUTH_PATHS.devOutbox,
    handle(async ({ res, url }) => {
      const to = url.searchParams.get('to') || undefined;
      const limit = Math.min(200, Math.max(1, Number(url.searchParams.get('limit')) || 50));
      answer(res, outboxAnswerSchema, { messages: await listOutbox(ctx, to, limit) });
    }),
  );
}
