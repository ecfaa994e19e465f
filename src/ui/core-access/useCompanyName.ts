import { useProjectionSelector } from './coreContext';
import { selectCompanyName } from './selectors';
import { useLastDefined } from './useLastDefined';

/** The operator's name from the site config; kept while the config reloads (a language switch) so the brand never blinks. */
export function useCompanyName(): string | undefined {
  return useLastDefined(useProjectionSelector('siteConfig', selectCompanyName));
}
