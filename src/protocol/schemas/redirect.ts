import { z } from 'zod';
import { API_PATH } from './siteConfig';

/**
 * The redirect service (SPEC 3 "Redirect result", SPEC 7): POST {url} to
 * REDIRECT_LIGHT_PATH; the answer says whether that URL has moved. The worker
 * calls it (src/worker/shell/redirectService.ts), the pure decision is
 * src/core/routing/redirectService.ts, the reference server answers from its
 * redirect table (server/shell/redirects.ts).
 */
export const REDIRECT_LIGHT_PATH = `${API_PATH}/redirects-api/api/v1/redirect-light`;

/** What a wrong answer shape is logged as (SPEC 8), word for word. */
export const REDIRECT_FORMAT_ERROR = 'Incorrect response format of the Redirect service';
/** What a suppressed loop is logged as (SPEC 5). */
export const CYCLIC_REDIRECT_ERROR = 'cyclic-redirect';

export const redirectLightRequestSchema = z.object({ url: z.string().min(1).max(4096) }).strict();
export type RedirectLightRequest = z.infer<typeof redirectLightRequestSchema>;

/** A same-site path with a single leading '/', or an absolute http(s) URL: never a protocol-relative or script URL. */
const REDIRECT_TARGET = /^(\/(?!\/)|https?:\/\/)/i;

export const redirectResultSchema = z
  .object({
    /** True when the URL moved. */
    redirect: z.boolean(),
    /** 301 or 302 when it moved; null otherwise. */
    code: z.union([z.literal(301), z.literal(302)]).nullable(),
    /** Where it moved to; null otherwise. */
    url: z.string().max(4096).regex(REDIRECT_TARGET, 'must be a path starting with one "/" or an http(s) URL').nullable(),
    /** Why it moved (rule names of the operator's table), for the log. */
    reasons: z.array(z.string()),
    /** The URLs the service followed from the asked URL to `url`, oldest first. */
    breadcrumbs: z.array(z.string()),
  })
  .superRefine((value, ctx) => {
    if (value.redirect && (value.code === null || value.url === null)) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'a redirect needs both code and url' });
    }
  });
export type RedirectResult = z.infer<typeof redirectResultSchema>;

export const redirectLightAnswerSchema = z.object({ data: redirectResultSchema });
export type RedirectLightAnswer = z.infer<typeof redirectLightAnswerSchema>;
