export { BLOCK_PATH, BlockingChecks, NOT_BLOCKED, blockAnswerSchema, checkBlocking, type BlockFacts, type BlockQuery } from './blocking';
export { loadInfoPage, loadPageSeo } from './pages';
export { SUPPORT_REQUEST_PATH, sendSupportRequest } from './support';
