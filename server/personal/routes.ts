import { decidePersonalChange } from '../../src/core/personal';
import {
  PERSONAL_PATHS,
  contactChangeAnswerSchema,
  contactChangeRequestSchema,
  contactConfirmRequestSchema,
  personalDataAnswerSchema,
  personalUpdateRequestSchema,
} from '../../src/protocol/schemas/personalData';
import { recordSecurityEvent, requestOrigin } from '../auth/audit';
import type { AuthContext } from '../auth/context';
import { answer, handle, readBody } from '../auth/http';
import { requireSession } from '../auth/sessions';
import { findUserById } from '../auth/users';
import { NO_INPUT, type Router, takesBody } from '../http/router';
import { confirmContactChange, startContactChange } from './contact';
import { PersonalError, withPersonalErrors } from './errors';
import { personalAnswerOf, personalRecordOf, rulesFor } from './record';

/** office/personal-data's calls (./README.md). Each acts on the signed-in player's own record only. */
export function registerPersonalRoutes(router: Router, deps: { readonly auth: AuthContext }): void {
  const ctx = deps.auth;
  const route = (fn: Parameters<typeof withPersonalErrors>[0]) => handle(withPersonalErrors(fn));

  router.get(
    PERSONAL_PATHS.data,
    route(async ({ req, res }) => {
      const { user } = await requireSession(ctx, req);
      answer(res, personalDataAnswerSchema, personalAnswerOf(user, await rulesFor(ctx, user)));
    }),
    NO_INPUT,
  );

  router.post(
    PERSONAL_PATHS.update,
    route(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, personalUpdateRequestSchema);
      const rules = await rulesFor(ctx, session.user);
      const decision = decidePersonalChange(personalRecordOf(session.user), body.values, rules);
      if (!decision.ok) {
        const locked = decision.errors.some((e) => e.code === 'locked_verified' || e.code === 'not_editable');
        throw locked
          ? new PersonalError('personal_data_locked', 'Some of these fields are not yours to change', decision.errors)
          : new PersonalError('invalid_personal_data', 'Some fields are not valid', decision.errors);
      }
      if (decision.changed.length > 0)
        await ctx.db.transaction(async (tx) => {
          // Only the changed keys, merged in the row: a parallel save of other fields (another tab) is not undone.
          const patch = Object.fromEntries(decision.changed.map((f) => [f, decision.record[f] ?? null]));
          await tx.query('UPDATE app_user SET user_data = user_data || $2::text::jsonb WHERE id = $1', [
            session.userId,
            JSON.stringify(patch),
          ]);
          await recordSecurityEvent(tx, {
            userId: session.userId,
            kind: 'personal_data_changed',
            at: ctx.now(),
            origin: requestOrigin(ctx, req, session.idHash),
            detail: { fields: decision.changed.join(',') },
          });
        });
      const user = (await findUserById(ctx.db, session.userId)) ?? session.user;
      answer(res, personalDataAnswerSchema, personalAnswerOf(user, rules));
    }),
    takesBody(personalUpdateRequestSchema),
  );

  router.post(
    PERSONAL_PATHS.contactChange,
    route(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, contactChangeRequestSchema);
      answer(res, contactChangeAnswerSchema, await startContactChange(ctx, req, session, body));
    }),
    takesBody(contactChangeRequestSchema),
  );

  router.post(
    PERSONAL_PATHS.contactConfirm,
    route(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, contactConfirmRequestSchema);
      await confirmContactChange(ctx, req, session, body);
      const user = (await findUserById(ctx.db, session.userId)) ?? session.user;
      answer(res, personalDataAnswerSchema, personalAnswerOf(user, await rulesFor(ctx, user)));
    }),
    takesBody(contactConfirmRequestSchema),
  );
}
