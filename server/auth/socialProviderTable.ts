/**
 * The well-known sign-in providers, by the short lowercase key the operator
 * configures (AUTH_OAUTH_PROVIDERS) and the button shows: where each one's
 * OpenID Connect issuer is (discovery), or, for a provider without OpenID
 * Connect, its OAuth 2 endpoints and where its user-info answer keeps the
 * subject, name and e-mail. An operator's entry may override any field
 * (another Microsoft tenant, a newer Graph API version).
 *
 * Left out on purpose (server/auth/README.md "Social sign-in"): Steam
 * (OpenID 2.0 only), Telegram (a login widget signed with the bot token, not
 * OAuth), OK (every API call signed with an MD5 of the app key), VK (VK ID's
 * token exchange needs a device id outside OAuth 2) and Mail.ru (its user-info
 * takes the token in the query string, not as a bearer token).
 */
export interface WellKnownProvider {
  /** The button's label: a brand name, never translated. */
  readonly name: string;
  /** OpenID Connect: discovery at {issuer}/.well-known/openid-configuration; an id_token with our nonce is required. */
  readonly issuer?: string;
  /** OAuth 2 without OpenID Connect: the three endpoints, the identity read from the user-info answer. */
  readonly authorizeUrl?: string;
  readonly tokenUrl?: string;
  readonly userinfoUrl?: string;
  readonly scope: string;
  /** Where the user-info answer keeps each field (dotted paths); OpenID's names when absent. */
  readonly claims?: ClaimPaths;
  /** 'basic': client id and secret in the Authorization header (X requires it); else in the form. */
  readonly tokenAuth?: 'basic' | 'post';
  /** The one-tap script (Google Identity Services' `google.accounts.id` API) the page loads for this provider. */
  readonly oneTapScriptUrl?: string;
}

export interface ClaimPaths {
  readonly subject?: string;
  readonly name?: string;
  readonly email?: string;
  readonly emailVerified?: string;
}

export const WELL_KNOWN_PROVIDERS: Readonly<Record<string, WellKnownProvider>> = {
  google: {
    name: 'Google',
    issuer: 'https://accounts.google.com',
    scope: 'openid email profile',
    oneTapScriptUrl: 'https://accounts.google.com/gsi/client',
  },
  // Apple answers with a form POST when name or e-mail are asked for; the GET callback asks for the subject only.
  apple: { name: 'Apple', issuer: 'https://appleid.apple.com', scope: 'openid' },
  // The "consumers" tenant (personal Microsoft accounts) has one fixed issuer; a work tenant is an override.
  microsoft: {
    name: 'Microsoft',
    issuer: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
    scope: 'openid email profile',
  },
  twitch: { name: 'Twitch', issuer: 'https://id.twitch.tv/oauth2', scope: 'openid user:read:email' },
  linkedin: { name: 'LinkedIn', issuer: 'https://www.linkedin.com/oauth', scope: 'openid email profile' },
  facebook: {
    name: 'Facebook',
    authorizeUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
    scope: 'email public_profile',
    claims: { subject: 'id' },
  },
  x: {
    name: 'X',
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userinfoUrl: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    claims: { subject: 'data.id', name: 'data.name' },
    tokenAuth: 'basic',
  },
  github: {
    name: 'GitHub',
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
    scope: 'read:user user:email',
    claims: { subject: 'id' },
  },
  discord: {
    name: 'Discord',
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
    scope: 'identify email',
    claims: { subject: 'id', name: 'global_name', emailVerified: 'verified' },
  },
  yandex: {
    name: 'Yandex ID',
    authorizeUrl: 'https://oauth.yandex.com/authorize',
    tokenUrl: 'https://oauth.yandex.com/token',
    userinfoUrl: 'https://login.yandex.ru/info?format=json',
    scope: 'login:info login:email',
    claims: { subject: 'id', name: 'real_name', email: 'default_email' },
  },
};
