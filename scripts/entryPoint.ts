import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** True when the module at `moduleUrl` is the file Node was asked to run (not imported by a test or another script). */
export function isEntryPoint(moduleUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return moduleUrl === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}
