import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import type { Router } from '../../http/router';
import { exemptFromScriptCall } from '../../http/scriptCall';
import { originOf, type AuthContext } from '../context';
import { randomToken } from '../crypto';
import { readFormBody } from '../http';
import { escapeHtml, page, sendHtml } from '../localPages';
import { createLocalOidcProvider, LocalAccounts, LOCAL_SCOPE, newLocalSigningKey, type LocalSigningKey } from '../localOidcProvider';
import { serveLocalOneTap } from './localOneTap';
import { LOCAL_PROVIDER, LOCAL_PROVIDER_NAME, type ResolvedProvider } from '../social';

const ISSUER_PATH = AUTH_PATHS.localOidcIssuer;
const INTERACTION_PREFIX = `${ISSUER_PATH}/interaction/`;
const ONE_TAP_PATHS: readonly string[] = [AUTH_PATHS.localOneTapScript, AUTH_PATHS.localOneTapCredential];
/** The site's client id at its own local provider. */
export const LOCAL_CLIENT_ID = 'site';

const LOCAL_FORMS = exemptFromScriptCall(
  "the built-in OpenID Connect provider: its sign-in page's HTML form (which cannot set headers) and its token endpoint " +
    '(called by the site with the client secret); a code reaches only the registered callback, which takes it with the state cookie',
);
/** Everything below the issuer path: oidc-provider's endpoints and the interaction page, each parsing its own input. */
const folderInput = { params: z.object({ rest: z.string() }), body: z.record(z.string(), z.string()) };
/** The sign-in form (urlencoded): lenient like any form a browser follows, checked by the handler, which answers in HTML. */
const interactionFormSchema = z.object({
  email: z
    .string()
    .optional()
    .transform((email) => (email ?? '').trim().toLowerCase()),
  name: z
    .string()
    .optional()
    .transform((name) => (name ?? '').trim().slice(0, 100)),
  cancel: z.string().optional(),
});

export interface LocalOidc {
  /** The local provider as the site's client sees it, at the origin links are made with (the provider is started on first use). */
  providerFor(origin: string): Promise<ResolvedProvider>;
}

/**
 * Mounts the built-in OpenID Connect provider 'local' under
 * AUTH_PATHS.localOidcIssuer (only where ctx.localOauth says): oidc-provider
 * answers discovery, authorize, token, jwks and user-info; this file serves
 * its interaction page, which asks for a name and an e-mail (nobody verifies
 * them) or lets the player cancel (the provider then answers access_denied).
 */
export function registerLocalOidc(router: Router, ctx: AuthContext): LocalOidc {
  const accounts = new LocalAccounts();
  const clientSecret = randomToken(32);
  const providers = new Map<string, Promise<{ provider: Provider; key: LocalSigningKey }>>();

  const providerAt = (origin: string): Promise<{ provider: Provider; key: LocalSigningKey }> => {
    let made = providers.get(origin);
    if (!made) {
      made = newLocalSigningKey().then(async (key) => ({
        key,
        provider: await createLocalOidcProvider(
          {
            issuer: `${origin}${ISSUER_PATH}`,
            clientId: LOCAL_CLIENT_ID,
            clientSecret,
            redirectUris: [`${origin}${AUTH_PATHS.socialCallback}`],
            interactionUrl: (uid) => `${INTERACTION_PREFIX}${encodeURIComponent(uid)}`,
            trustProxy: ctx.trustProxy,
          },
          accounts,
          key,
        ),
      }));
      providers.set(origin, made);
    }
    return made;
  };

  router.under(
    `${ISSUER_PATH}/`,
    ['GET', 'POST'],
    async ({ req, res, url }) => {
      const origin = originOf(ctx, req);
      const { provider, key } = await providerAt(origin);
      if (url.pathname.startsWith(INTERACTION_PREFIX)) return serveInteraction(provider, accounts, req, res);
      if (ONE_TAP_PATHS.includes(url.pathname) && req.method === 'GET') {
        return serveLocalOneTap({ provider, key, accounts, issuer: `${origin}${ISSUER_PATH}`, clientId: LOCAL_CLIENT_ID }, req, res, url);
      }
      // Mounted like Express mounts it: oidc-provider reads its mount path from originalUrl minus url.
      const requestUrl = req.url ?? '/';
      Object.assign(req, { originalUrl: requestUrl, url: requestUrl.slice(ISSUER_PATH.length) || '/' });
      await provider.callback()(req, res);
    },
    { input: folderInput, guard: LOCAL_FORMS },
  );

  return {
    providerFor: async (origin) => {
      await providerAt(origin);
      return {
        key: LOCAL_PROVIDER,
        name: LOCAL_PROVIDER_NAME,
        clientId: LOCAL_CLIENT_ID,
        clientSecret,
        scope: LOCAL_SCOPE,
        claims: { subject: 'sub', name: 'name', email: 'email', emailVerified: 'email_verified' },
        tokenAuth: 'post',
        oneTapScriptUrl: AUTH_PATHS.localOneTapScript,
        endpoints: { issuer: `${origin}${ISSUER_PATH}` },
      };
    },
  };
}

/** The provider's sign-in page: GET shows the form, POST signs in as the typed e-mail or cancels (access_denied). */
export async function serveInteraction(
  provider: Provider,
  accounts: LocalAccounts,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    // The interaction this browser's cookie names, still open: a stale or foreign page is refused here.
    await provider.interactionDetails(req, res);
  } catch {
    return sendHtml(res, 400, page('Sign-in expired', '<p>This sign-in has expired. Go back to the site and start again.</p>'));
  }
  if (req.method !== 'POST') return sendHtml(res, 200, signInPage(''));
  const form = interactionFormSchema.parse(Object.fromEntries(await readFormBody(req)));
  if (form.cancel !== undefined) {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The player cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    );
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email) || form.email.length > 254) {
    return sendHtml(res, 400, signInPage('Enter a valid e-mail address.'));
  }
  const subject = LocalAccounts.subjectOf(form.email);
  accounts.remember(subject, form.name);
  // Not remembered: the next sign-in asks again, so one browser can try several local identities.
  await provider.interactionFinished(req, res, { login: { accountId: subject, remember: false } }, { mergeWithLastSubmission: false });
}

function signInPage(problem: string): string {
  return page(
    'Sign in with Local ID',
    `${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}<form method="post">
  <p><label>Name <input name="name" autocomplete="name" required maxlength="100"></label></p>
  <p><label>E-mail <input name="email" type="email" autocomplete="email" required maxlength="254"></label></p>
  <p><button type="submit">Continue</button> <button type="submit" name="cancel" value="1" formnovalidate>Cancel</button></p>
</form>`,
  );
}
