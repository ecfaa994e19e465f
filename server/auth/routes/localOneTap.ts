import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { AUTH_PATHS, localOneTapCredentialAnswerSchema, localOneTapCredentialQuerySchema } from '../../../src/protocol/schemas/auth';
import { AuthError, answer, parseWith, sendAuthError } from '../http';
import { LocalAccounts, signOneTapCredential, type LocalSigningKey } from '../localOidcProvider';

/** Read once: the script is part of the server, not of the site's build. */
const SCRIPT = readFileSync(new URL('../public/local-one-tap.js', import.meta.url));

export interface LocalOneTap {
  readonly provider: Provider;
  readonly key: LocalSigningKey;
  readonly accounts: LocalAccounts;
  readonly issuer: string;
  readonly clientId: string;
}

/**
 * The built-in provider's one-tap (GET only): its script and the credential
 * the script reads: an id_token for the
 * player this browser last signed in with at this provider (its session),
 * or none. Only this site's own pages can read the answer (no CORS), and the
 * site sends it back to its one-tap call, which checks it like Google's.
 */
export async function serveLocalOneTap(local: LocalOneTap, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  try {
    if (url.pathname === AUTH_PATHS.localOneTapScript) return sendScript(res);
    const query = parseWith(localOneTapCredentialQuerySchema, Object.fromEntries(url.searchParams), 'Query');
    if (query.client_id !== local.clientId) throw new AuthError('invalid_request', `Unknown client_id "${query.client_id}"`);
    const session = await local.provider.Session.get(local.provider.app.createContext(req, res) as unknown as KoaContextWithOIDC);
    res.setHeader('cache-control', 'no-store');
    if (!session.accountId) return answer(res, localOneTapCredentialAnswerSchema, { credential: null });
    const claims = local.accounts.claimsOf(session.accountId);
    const credential = await signOneTapCredential(local.key, claims, {
      issuer: local.issuer,
      clientId: local.clientId,
      nonce: query.nonce ?? null,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    answer(res, localOneTapCredentialAnswerSchema, { credential, name: claims.name, email: claims.email });
  } catch (error) {
    if (error instanceof AuthError && !res.headersSent) return sendAuthError(res, error);
    throw error;
  }
}

function sendScript(res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'content-length': SCRIPT.byteLength,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  res.end(SCRIPT);
}
