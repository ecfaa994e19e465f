export { verificationConfigFromEnv, type VerificationConfig } from './config';
export { registerVerificationRoutes, verificationState, type VerificationDeps } from './routes';
export { decideDocument, documentsForOperator } from './store';
