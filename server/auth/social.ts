import { z } from 'zod';
import { WELL_KNOWN_PROVIDERS, type ClaimPaths } from './socialProviderTable';

/**
 * Social sign-in is OpenID Connect (or plain OAuth 2 with a user-info
 * endpoint) through openid-client (server/auth/socialClient.ts). A real
 * provider is one entry of configuration (AUTH_OAUTH_PROVIDERS, a JSON array
 * of this shape): a well-known key needs only its client id and secret, the
 * rest comes from WELL_KNOWN_PROVIDERS; any other key gives its issuer or its
 * endpoints. The built-in provider 'local' is an OpenID Connect provider this
 * server runs outside production (server/auth/localOidcProvider.ts).
 */
export const oauthProviderConfigSchema = z.object({
  /** Short lowercase key, as in the social buttons (SPEC 3), e.g. "google". */
  key: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/),
  /** The button's label (a brand name, not translated); the table's or the key when absent. */
  name: z.string().min(1).max(40).optional(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  /** OpenID Connect issuer: endpoints and keys by discovery. */
  issuer: z.url().optional(),
  /** OAuth 2 without discovery: all three. */
  authorizeUrl: z.url().optional(),
  tokenUrl: z.url().optional(),
  userinfoUrl: z.url().optional(),
  scope: z.string().min(1).optional(),
  claims: z.object({ subject: z.string(), name: z.string(), email: z.string(), emailVerified: z.string() }).partial().optional(),
  tokenAuth: z.enum(['basic', 'post']).optional(),
  /** The provider's one-tap script (Google Identity Services' API), for AUTH_ONE_TAP_PROVIDER; the table's when absent. */
  oneTapScriptUrl: z.url().startsWith('https://').optional(),
});
export type OAuthProviderConfig = z.input<typeof oauthProviderConfigSchema>;

/** A provider with everything the client needs: either an issuer to discover, or the three OAuth 2 endpoints. */
export interface ResolvedProvider {
  readonly key: string;
  readonly name: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scope: string;
  readonly claims: Required<ClaimPaths>;
  readonly tokenAuth: 'basic' | 'post';
  /** The one-tap script the page loads for this provider; null: it offers no one-tap. */
  readonly oneTapScriptUrl: string | null;
  readonly endpoints:
    { readonly issuer: string } | { readonly authorizeUrl: string; readonly tokenUrl: string; readonly userinfoUrl: string };
}

const OPENID_CLAIMS: Required<ClaimPaths> = { subject: 'sub', name: 'name', email: 'email', emailVerified: 'email_verified' };

/** The operator's entry over the table's: a configuration error (missing issuer and endpoints) stops the server at start. */
export function resolveProvider(entry: OAuthProviderConfig): ResolvedProvider {
  const own = oauthProviderConfigSchema.parse(entry);
  const known = WELL_KNOWN_PROVIDERS[own.key];
  const pick = <K extends 'issuer' | 'authorizeUrl' | 'tokenUrl' | 'userinfoUrl'>(field: K) => own[field] ?? known?.[field];
  const issuer = pick('issuer');
  const [authorizeUrl, tokenUrl, userinfoUrl] = [pick('authorizeUrl'), pick('tokenUrl'), pick('userinfoUrl')];
  // An operator's explicit endpoints win over the table's issuer (and the other way round).
  const explicitOAuth = own.authorizeUrl !== undefined && own.issuer === undefined;
  let endpoints: ResolvedProvider['endpoints'];
  if (issuer !== undefined && !explicitOAuth) endpoints = { issuer };
  else if (authorizeUrl && tokenUrl && userinfoUrl) endpoints = { authorizeUrl, tokenUrl, userinfoUrl };
  else throw new Error(`AUTH_OAUTH_PROVIDERS: "${own.key}" needs an issuer, or authorizeUrl, tokenUrl and userinfoUrl`);
  return {
    key: own.key,
    name: own.name ?? known?.name ?? own.key,
    clientId: own.clientId,
    clientSecret: own.clientSecret,
    scope: own.scope ?? known?.scope ?? 'openid email profile',
    claims: { ...OPENID_CLAIMS, ...known?.claims, ...own.claims },
    tokenAuth: own.tokenAuth ?? known?.tokenAuth ?? 'post',
    oneTapScriptUrl: own.oneTapScriptUrl ?? known?.oneTapScriptUrl ?? null,
    endpoints,
  };
}

/** The whole configuration: each key once, and never the built-in 'local'. */
export function resolveProviders(entries: readonly OAuthProviderConfig[]): ResolvedProvider[] {
  const resolved = entries.map(resolveProvider);
  const keys = resolved.map((p) => p.key);
  const clash = keys.find((key, i) => key === LOCAL_PROVIDER || keys.indexOf(key) !== i);
  if (clash !== undefined) throw new Error(`AUTH_OAUTH_PROVIDERS: the key "${clash}" is reserved or given twice`);
  return resolved;
}

export const LOCAL_PROVIDER = 'local';
export const LOCAL_PROVIDER_NAME = 'Local ID';

export interface SocialIdentity {
  readonly provider: string;
  readonly subject: string;
  readonly email: string | null;
  /** The provider vouches for the address (OpenID `email_verified`); an unverified one is never stored. */
  readonly emailVerified: boolean;
  readonly name: string;
}

/** Reads who signed in from the claims (id_token and user-info merged) by the provider's claim paths. */
export function identityFromClaims(provider: Pick<ResolvedProvider, 'key' | 'claims'>, claims: Record<string, unknown>): SocialIdentity {
  const at = (path: string): unknown =>
    path.split('.').reduce<unknown>((value, part) => (isRecord(value) ? value[part] : undefined), claims);
  const subject = at(provider.claims.subject);
  if ((typeof subject !== 'string' && typeof subject !== 'number') || subject === '')
    throw new Error(`${provider.key} answered no subject at "${provider.claims.subject}"`);
  const email = at(provider.claims.email);
  const verified = at(provider.claims.emailVerified);
  const name = at(provider.claims.name);
  return {
    provider: provider.key,
    subject: String(subject),
    email: typeof email === 'string' && email !== '' ? email : null,
    emailVerified: verified === true || verified === 'true',
    name: typeof name === 'string' ? name.slice(0, 100) : '',
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
