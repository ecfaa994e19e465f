import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The virtual sports area's texts, one chunk per language, fetched by its page only. */
const VIRTUAL_TEXTS = import.meta.glob<Texts>('../i18n/areas/virtualSports/*.json', { import: 'default' });

export const useVirtualSportsTexts = (): boolean => useLazyAreaTexts(VIRTUAL_TEXTS, 'virtualSports.title');
