import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The officeSupport area, one chunk per language, fetched by its pages only. */
const OFFICE_SUPPORT_TEXTS = import.meta.glob<Texts>('../../i18n/areas/officeSupport/*.json', { import: 'default' });

export const useOfficeSupportTexts = (): boolean => useLazyAreaTexts(OFFICE_SUPPORT_TEXTS, 'officeSupport.common.sign_in');
