export {
  BLOCK_PATH,
  BLOCK_RECHECK_MS,
  BLOCK_RETRY_AFTER_FAILURE_MS,
  BlockingChecks,
  NOT_BLOCKED,
  blockAnswerSchema,
  checkBlocking,
  type BlockFacts,
  type BlockQuery,
  type RedirectCheck,
  type StartupFacts,
} from './blocking';
export { RedirectServiceChecks, checkRedirectService, REDIRECT_ANSWER_TTL_MS, REDIRECT_SERVICE_PAUSE_MS } from './redirectService';
export { loadInfoPage, loadPageSeo } from './pages';
