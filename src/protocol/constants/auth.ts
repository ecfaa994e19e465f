import type { MailingSettings } from '../schemas/auth';
import { API_PATH } from './apiPath';

/**
 * Sign-in constants the page reads as well as the worker and the server. They
 * live apart from the schemas of src/protocol/schemas/auth.ts (which re-exports
 * them) so the page's bundle does not carry the schema library for a few
 * strings.
 */

export const AUTH_PATHS = {
  login: `${API_PATH}/auth/login`,
  loginPhone: `${API_PATH}/auth/login/phone`,
  loginToken: `${API_PATH}/auth/login/token`,
  loginSms: `${API_PATH}/auth/login/sms`,
  twoStep: `${API_PATH}/auth/login/two-step`,
  sendSms: `${API_PATH}/auth/send-sms`,
  logout: `${API_PATH}/auth/disconnect`,
  rights: `${API_PATH}/auth/rights`,
  checkSession: `${API_PATH}/auth/check-session`,
  /** GET ?provider=local&return_url=/en/: redirects to the provider's authorize page. */
  socialStart: `${API_PATH}/auth/social/start`,
  /** GET ?code=&state=&iss= (or ?error=): every provider sends the browser back here; the state names the provider. */
  socialCallback: `${API_PATH}/auth/social/callback`,
  /** The built-in OpenID Connect provider 'local' (outside production): its issuer, discovery and endpoints below it. */
  localOidcIssuer: `${API_PATH}/auth/oauth/local`,
  /** The built-in provider's one-tap script (Google Identity Services' `google.accounts.id` API) and the credential it reads. */
  localOneTapScript: `${API_PATH}/auth/oauth/local/one-tap/client.js`,
  localOneTapCredential: `${API_PATH}/auth/oauth/local/one-tap/credential`,
  /** GET: the one-tap provider's client id and script (SPEC 7), or 404 when one-tap is not configured. */
  oneTapClientId: `${API_PATH}/social-api/oauth/one-tap/client-id`,
  /** POST multipart {credential, language, currency, countryId}: signs in with the provider's id_token; answers redirectUrl. */
  oneTap: `${API_PATH}/social-api/oauth/one-tap`,
  /** GET: the social providers this site offers (the sign-in buttons). */
  socialProviders: `${API_PATH}/auth/social/providers`,
  /** POST {code}: the two-step code after a social sign-in (SPEC 7 Social two-step). */
  socialTwoStep: `${API_PATH}/auth/social/two-step`,
  /** POST {components}: a signed device fingerprint for the components the client read (SPEC 3, 7). */
  fingerprint: `${API_PATH}/auth/fingerprint`,
  /** GET: phone countries and phone masks for the phone forms (SPEC 3). */
  phoneCountries: `${API_PATH}/auth/phone-countries`,
  register: `${API_PATH}/auth/register`,
  registerPhoneApprove: `${API_PATH}/auth/register/phone/approve`,
  /** GET: the currencies a new main account can be opened in, and the visitor's default (the geo currency). */
  registrationCurrencies: `${API_PATH}/auth/register/currencies`,
  /** GET ?token=&lng=: the link of the activation e-mail; POST {token} for the client page. */
  activate: `${API_PATH}/user/activate`,
  recoveryRequest: `${API_PATH}/auth/recovery/request`,
  recoveryCheck: `${API_PATH}/auth/recovery/check`,
  recoverySet: `${API_PATH}/auth/recovery/set`,
  session: `${API_PATH}/session`,
  getToken: `${API_PATH}/user/gettoken`,
  updateToken: `${API_PATH}/user/updatetoken`,
  /** POST: a one-time login link (method_id, token, sign) for the signed-in user, for login by token elsewhere. */
  loginLink: `${API_PATH}/user/login-link`,
  termsStatus: `${API_PATH}/api-v3/v2/user/agreement-rules/status`,
  termsConfirm: `${API_PATH}/api-v3/v2/user/agreement-rules/confirm`,
  accounts: `${API_PATH}/user/accounts`,
  changeActiveAccount: `${API_PATH}/user/accounts/active`,
  addCurrency: `${API_PATH}/user/accounts/add-currency`,
  removeCurrency: `${API_PATH}/user/accounts/remove-currency`,
  userConfig: `${API_PATH}/user/config`,
  userConfigUpdate: `${API_PATH}/user/config/update`,
  captchaValidate: `${API_PATH}/captcha/validate`,
  captchaUpdate: `${API_PATH}/captcha/update`,
  captchaGetTime: `${API_PATH}/captcha/gettime`,
  /** GET: the signed-in player's mailing settings (SPEC 3 Mailing settings). */
  mailing: `${API_PATH}/user/mailing`,
  /** POST: change some of them. */
  mailingUpdate: `${API_PATH}/user/mailing/update`,
  /** POST {token}: the stop link of a newsletter (user/stopnewsletter), no sign-in needed. */
  stopNewsletter: `${API_PATH}/user/stopnewsletter`,
  /** POST {lng}: mail the signed-in player a link that verifies their e-mail address. */
  verifyEmailSend: `${API_PATH}/user/accountverify/send`,
  /** POST {token}: the token of that link (user/accountverify). */
  verifyEmail: `${API_PATH}/user/accountverify`,
  /** Development only (absent when NODE_ENV is production). */
  devOutbox: `${API_PATH}/dev/outbox`,
  /** Development only: GET ?id= the answer of a captcha challenge, so e2e tests can pass it. */
  devCaptcha: `${API_PATH}/dev/captcha`,
  /** Development only: POST {login, lng} puts a newsletter with its stop link in the outbox. */
  devNewsletter: `${API_PATH}/dev/newsletter`,
} as const;

export { SOCIAL_ERROR_QUERY, SOCIAL_TWO_STEP_QUERY } from './socialQueries';

/** New password rules: 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** SPEC 3 Mailing settings, in the order the forms show them. */
export const MAILING_SETTINGS = [
  'enable_mail_news',
  'enable_mail_deposit',
  'enable_mail_bets',
  'enable_sms_news',
] as const satisfies readonly (keyof MailingSettings)[];
