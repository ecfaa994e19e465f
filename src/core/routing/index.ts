/**
 * Routing context: pure calculators only. Route decisions hold no state of
 * their own (they read the site config, the visitor and the URL), so this
 * context has no decide/evolve pair; the facts it reads live in the session
 * and settings contexts.
 */
export {
  resolveRoute,
  createResolver,
  type RouteResolver,
  type Resolution,
  type PageResolution,
  type Visitor,
  type RoutingEnv,
  type RouteUrl,
  type NotFoundReason,
  type RedirectReason,
} from './resolve';
export {
  chooseLanguage,
  isLanguageAllowed,
  offeredLanguages,
  languagePrefixRedirect,
  classifyFirstSegment,
  textDirection,
  type TextDirection,
  type LanguageChoiceInput,
} from './language';
export { blockReasonFrom, blockPageFor, isBlockPage, type BlockAnswer } from './block';
export {
  isMaintenanceActive,
  maintenanceTextLanguage,
  maintenanceNoticeAt,
  nextNoticeChange,
  epochMs,
  type MaintenanceNotice,
} from './maintenance';
export { chooseDevice, deviceChoiceOf, type Device } from './device';
export { httpAnswerOf } from './httpAnswer';
export { isRedirectServiceOn, decideServiceRedirect, type RedirectServiceFacts, type RedirectServiceDecision } from './redirectService';
export { safeReturnPath } from './safePath';
export { callbackOffered, chatOffered } from './support';
export { routeMetaOf, routeOfPath, routeShapeOf } from './meta';
export { loginRequiredAnswer } from './signIn';
export { isRegistrationOpen } from './registration';
