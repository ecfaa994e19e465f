import {
  AUTH_PATHS,
  captchaChallengeAnswerSchema,
  captchaTimeAnswerSchema,
  captchaValidateAnswerSchema,
  captchaValidateRequestSchema,
} from '../../../src/protocol/schemas/auth';
import { NO_INPUT, type Router, takesBody } from '../../http/router';
import { checkAnswer, createChallenge } from '../captcha';
import type { AuthContext } from '../context';
import { answer, handle, readBody } from '../http';
import { endSession, sessionOf } from '../sessions';

const MESSAGES = {
  wrong: 'Wrong answer: try again',
  expired: 'The challenge has expired: take a new one',
  unknown: 'Unknown or used challenge: take a new one',
  burnt: 'Too many wrong answers: take a new challenge',
} as const;

export function registerCaptchaRoutes(router: Router, ctx: AuthContext): void {
  /** A new challenge; `time` is when it expires. */
  router.get(
    AUTH_PATHS.captchaUpdate,
    handle(async ({ res }) => {
      answer(res, captchaChallengeAnswerSchema, await createChallenge(ctx));
    }),
    NO_INPUT,
  );

  router.get(
    AUTH_PATHS.captchaGetTime,
    handle(async ({ res }) => {
      answer(res, captchaTimeAnswerSchema, { time: ctx.now() });
    }),
    NO_INPUT,
  );

  /**
   * Checks an answer without using it up: the client then repeats the refused
   * call with the same `id:answer` in X-Captcha-Answer. A signed-in player
   * who burns a challenge with wrong answers is signed out (type 2).
   */
  router.post(
    AUTH_PATHS.captchaValidate,
    handle(async ({ req, res }) => {
      const body = await readBody(req, captchaValidateRequestSchema);
      const outcome = await checkAnswer(ctx, body.captcha, false);
      let type: 1 | 2 = 1;
      if (outcome === 'burnt' && (await sessionOf(ctx, req))) {
        await endSession(ctx, req, res);
        type = 2;
      }
      answer(res, captchaValidateAnswerSchema, {
        success: outcome === 'ok',
        type,
        time: ctx.now(),
        error_message: outcome === 'ok' ? '' : MESSAGES[outcome],
      });
    }),
    takesBody(captchaValidateRequestSchema),
  );
}
