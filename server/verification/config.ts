import { resolve } from 'node:path';
import { DOCUMENT_MAX_BYTES_DEFAULT } from '../../src/protocol/constants/verification';

export interface VerificationConfig {
  /** The folder of the stored files: outside the web root (the build output), served by no static route. */
  readonly dir: string;
  /** The largest upload in bytes. */
  readonly maxBytes: number;
}

/**
 * VERIFICATION_DIR (default: beside the database folder, `<DATA_DIR>-documents`,
 * so a throwaway database has throwaway documents) and VERIFICATION_MAX_BYTES
 * (default 10 MB).
 */
export function verificationConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
  dataDir = resolve(root, '.data/pglite'),
): VerificationConfig {
  const max = Number(env.VERIFICATION_MAX_BYTES);
  return {
    dir: resolve(root, env.VERIFICATION_DIR || `${dataDir}-documents`),
    maxBytes: Number.isInteger(max) && max > 0 ? max : DOCUMENT_MAX_BYTES_DEFAULT,
  };
}
