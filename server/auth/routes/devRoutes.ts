import { z } from 'zod';
import { AUTH_PATHS, devCaptchaAnswerSchema, outboxAnswerSchema } from '../../../src/protocol/schemas/auth';
import { type Router, takesBody, takesQuery } from '../../http/router';
import { devAnswerOf } from '../captcha';
import { originOf, type AuthContext } from '../context';
import { AuthError, answer, handle, parseWith, readBody } from '../http';
import { listOutbox, sendMessage } from '../outbox';
import { findUserByLogin } from '../users';
import { mayReceiveMarketing } from '../../limits/playBlock';
import { newsletterStopLink } from './mailingRoutes';

const devNewsletterSchema = z.object({
  login: z.string().min(1).max(254),
  lng: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('en'),
});

/** The outbox query: lenient by design (a dev tool), but every limit it passes on is a whole number of 1 to 200. */
const devOutboxQuerySchema = z.object({
  to: z
    .string()
    .optional()
    .transform((to) => to || undefined),
  limit: z
    .string()
    .optional()
    .transform((limit) => Math.min(200, Math.max(1, Math.trunc(Number(limit)) || 50))),
});

/** The captcha query: a missing or blank id finds no challenge, answered as an invalid token like before. */
const devCaptchaQuerySchema = z.object({ id: z.string().max(256).optional().default('') });

/**
 * Development helpers, never registered in production (ctx.devOutbox):
 * - GET /web-api/dev/outbox?to=&limit=: the messages a real site would have sent, newest first;
 * - GET /web-api/dev/captcha?id=: the answer of a live captcha challenge (end-to-end tests);
 * - POST /web-api/dev/newsletter {login, lng}: a newsletter with its stop link, into the outbox (none to a player
 *   on a time-out or self-exclusion: `messages` is then empty).
 */
export function registerDevRoutes(router: Router, ctx: AuthContext): void {
  router.get(
    AUTH_PATHS.devOutbox,
    handle(async ({ res, url }) => {
      const { to, limit } = devOutboxQuerySchema.parse(Object.fromEntries(url.searchParams));
      answer(res, outboxAnswerSchema, { messages: await listOutbox(ctx, to, limit) });
    }),
    takesQuery(devOutboxQuerySchema),
  );

  router.get(
    AUTH_PATHS.devCaptcha,
    handle(async ({ res, url }) => {
      const { id } = parseWith(devCaptchaQuerySchema, Object.fromEntries(url.searchParams), 'Query');
      const found = await devAnswerOf(ctx, id);
      if (found === null) throw new AuthError('invalid_token', 'No live challenge with that id');
      answer(res, devCaptchaAnswerSchema, { answer: found });
    }),
    takesQuery(devCaptchaQuerySchema),
  );

  router.post(
    AUTH_PATHS.devNewsletter,
    handle(async ({ req, res }) => {
      const body = await readBody(req, devNewsletterSchema);
      const user = await findUserByLogin(ctx.db, body.login);
      if (!user || user.email === null) throw new AuthError('invalid_request', 'No player with that login and an e-mail address');
      // Marketing skips a player on a time-out or self-exclusion: nothing lands in the outbox.
      if (!(await mayReceiveMarketing(ctx.db, user.id, ctx.now()))) return answer(res, outboxAnswerSchema, { messages: [] });
      const link = await newsletterStopLink(ctx, user.id, originOf(ctx, req), body.lng);
      await sendMessage(ctx, {
        to: user.email,
        channel: 'email',
        subject: 'This week at BetHouse',
        body: `Our news of the week. To stop receiving the newsletter, follow: ${link}`,
        links: [link],
      });
      answer(res, outboxAnswerSchema, { messages: await listOutbox(ctx, user.email, 1) });
    }),
    takesBody(devNewsletterSchema),
  );
}
