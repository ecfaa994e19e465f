import type { IncomingMessage } from 'node:http';
import {
  AUTH_PATHS,
  oneTapAnswerSchema,
  oneTapClientIdAnswerSchema,
  oneTapRequestSchema,
  type OneTapRequest,
} from '../../../src/protocol/schemas/auth';
import { NO_INPUT, type Router, takesBody } from '../../http/router';
import { scriptUpload } from '../../http/scriptCall';
import { originOf, type AuthContext } from '../context';
import { AuthError, answer, handle, parseWith } from '../http';
import type { SocialClient } from '../socialClient';
import { describeFailure } from '../socialClient';
import { languageOf, signInOrRegister } from '../socialLanding';

/** A one-tap credential older than this is refused: it is a bearer proof, so its replay window is kept short. */
const CREDENTIAL_MAX_AGE_SECONDS = 5 * 60;
const MAX_BODY_BYTES = 16 * 1024;
/** The multipart post of SPEC 7, from the site's script only (X-Requested-With); no other body type. */
const ONE_TAP_POST = scriptUpload(['multipart/form-data']);

/**
 * One-tap sign-in (SPEC 3, 7, 8) with the provider AUTH_ONE_TAP_PROVIDER
 * names (an OpenID Connect one, e.g. google): the client id the provider's
 * script starts with, and the credential it hands the page (an id_token for
 * that client id), posted here and answered with where the browser goes
 * next, like the redirect callback would send it.
 */
export function registerOneTapRoutes(
  router: Router,
  ctx: AuthContext,
  provider: string,
  clientFor: (provider: string, origin: string) => Promise<SocialClient> | undefined,
): void {
  router.get(
    AUTH_PATHS.oneTapClientId,
    handle(async ({ req, res }) => {
      const client = await clientFor(provider, originOf(ctx, req));
      const scriptUrl = client?.provider.oneTapScriptUrl;
      if (!client || !scriptUrl) throw new AuthError('unknown_provider', 'One-tap sign-in is not configured');
      answer(res, oneTapClientIdAnswerSchema, { clientId: client.provider.clientId, scriptUrl });
    }),
    NO_INPUT,
  );

  router.post(
    AUTH_PATHS.oneTap,
    handle(async ({ req, res }) => {
      const body = await readMultipart(req);
      const client = await clientFor(provider, originOf(ctx, req));
      if (!client) throw new AuthError('unknown_provider', 'One-tap sign-in is not configured');
      const lng = languageOf(body.language ?? null);
      let identity;
      try {
        identity = await client.identityFromIdToken(body.credential, CREDENTIAL_MAX_AGE_SECONDS);
      } catch (error) {
        ctx.log.warn(`Auth: one-tap credential of ${provider} refused: ${describeFailure(error)}`);
        throw new AuthError('invalid_token', 'The sign-in credential is not valid: sign in again');
      }
      answer(res, oneTapAnswerSchema, { redirectUrl: await signInOrRegister(ctx, res, identity, `/${lng}/`, lng) });
    }, ONE_TAP_POST),
    takesBody(oneTapRequestSchema, ONE_TAP_POST),
  );
}

/** The multipart fields, parsed by the platform's own parser (undici), at most 16 KiB. */
async function readMultipart(req: IncomingMessage): Promise<OneTapRequest> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new AuthError('invalid_request', 'The one-tap body is over 16 KiB');
    chunks.push(chunk as Buffer);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
  } catch {
    throw new AuthError('invalid_request', 'The one-tap body is not valid multipart/form-data');
  }
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return parseWith(oneTapRequestSchema, fields);
}
