import { useTranslation } from 'react-i18next';
import { useProjectionSelector } from '../core-access/coreContext';
import { selectLanguages } from '../core-access/selectors';
import { useLastDefined } from '../core-access/useLastDefined';

/**
 * The text direction of `lang`: the site config says which of its languages
 * are right-to-left; i18next knows for languages the config does not list.
 */
export function useTextDirection(lang: string): 'ltr' | 'rtl' {
  const { i18n } = useTranslation();
  // Select the (structurally shared) list, not a value computed from `lang`: a selector must not close over props.
  const languages = useLastDefined(useProjectionSelector('siteConfig', selectLanguages));
  const configRtl = languages?.find((l) => l.code === lang)?.rtl;
  return configRtl === undefined ? i18n.dir(lang) : configRtl ? 'rtl' : 'ltr';
}
