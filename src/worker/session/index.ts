export { SessionController, NO_SESSION, type SessionControllerOptions } from './controller';
export { DeviceFingerprintSource, collectComponents, type FingerprintComponents } from './fingerprint';
export { createTokenSource, type SessionTokenSource } from './tokenSource';
export { checkSession, SESSION_CHECK_POLICY } from './sessionCheck';
export { CaptchaBridge } from './captchaBridge';
export { rejectFailure } from './failures';
