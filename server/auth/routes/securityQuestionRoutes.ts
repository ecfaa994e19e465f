import {
  SECURITY_QUESTION_PATHS,
  securityQuestionAnswerSchema,
  setSecurityQuestionRequestSchema,
} from '../../../src/protocol/schemas/securityQuestion';
import { NO_INPUT, takesBody, type Router } from '../../http/router';
import type { AuthContext } from '../context';
import { answer, handle, readBody } from '../http';
import { questionOf, setSecurityQuestion } from '../securityQuestion';
import { requireSession } from '../sessions';
import { requireStepUp } from '../stepUp';
import { findUserById } from '../users';

/** The security question of office/security: read it, or set it behind a step-up (it guards recovery, so it is a secret's change). */
export function registerSecurityQuestionRoutes(router: Router, ctx: AuthContext): void {
  router.get(
    SECURITY_QUESTION_PATHS.question,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      answer(res, securityQuestionAnswerSchema, { questionId: questionOf(session.user) });
    }),
    NO_INPUT,
  );

  router.post(
    SECURITY_QUESTION_PATHS.question,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, setSecurityQuestionRequestSchema);
      await requireStepUp(ctx, session);
      await setSecurityQuestion(ctx, req, session, body);
      const user = await findUserById(ctx.db, session.userId);
      answer(res, securityQuestionAnswerSchema, { questionId: user ? questionOf(user) : null });
    }),
    takesBody(setSecurityQuestionRequestSchema),
  );
}
