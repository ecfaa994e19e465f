import { z } from 'zod';

/**
 * Social sign-in is OAuth 2.0 authorization-code. The built-in provider
 * 'local' runs inside this server (an authorize page asking for a name and
 * an e-mail) so the whole flow works offline; a real provider is one entry of
 * configuration (AUTH_OAUTH_PROVIDERS, a JSON array of this shape).
 */
export const oauthProviderConfigSchema = z.object({
  /** Short lowercase key, as in the social buttons (SPEC 3), e.g. "google". */
  key: z.string().regex(/^[a-z][a-z0-9_]{1,31}$/),
  /** The button's label (a brand name, not translated); the key when absent. */
  name: z.string().min(1).max(40).optional(),
  authorizeUrl: z.url(),
  tokenUrl: z.url(),
  /** Answers JSON with `sub` (or `id`), and optionally `email` and `name`. */
  userinfoUrl: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scope: z.string().default('openid email profile'),
});
export type OAuthProviderConfig = z.input<typeof oauthProviderConfigSchema>;

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

/** Exchanges the code at a configured provider and reads who signed in. */
export async function exchangeWithProvider(
  provider: OAuthProviderConfig,
  code: string,
  redirectUri: string,
  fetchFn: typeof fetch = fetch,
): Promise<SocialIdentity> {
  const config = oauthProviderConfigSchema.parse(provider);
  const tokenResponse = await fetchFn(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!tokenResponse.ok) throw new Error(`${config.key} token endpoint answered ${tokenResponse.status}`);
  const { access_token: accessToken } = z.object({ access_token: z.string().min(1) }).parse(await tokenResponse.json());
  const infoResponse = await fetchFn(config.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!infoResponse.ok) throw new Error(`${config.key} userinfo endpoint answered ${infoResponse.status}`);
  const info = z
    .object({
      sub: z.union([z.string(), z.number()]).optional(),
      id: z.union([z.string(), z.number()]).optional(),
      email: z.string().optional(),
      email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
      name: z.string().optional(),
    })
    .parse(await infoResponse.json());
  const subject = info.sub ?? info.id;
  if (subject === undefined) throw new Error(`${config.key} userinfo has no sub or id`);
  const emailVerified = info.email_verified === true || info.email_verified === 'true';
  return { provider: config.key, subject: String(subject), email: info.email ?? null, emailVerified, name: info.name ?? '' };
}
