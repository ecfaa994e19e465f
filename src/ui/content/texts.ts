import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The news, landing and mobile pages' texts, one chunk per language, fetched by those pages only (never a first load). */
const CONTENT_TEXTS = import.meta.glob<Texts>('../i18n/areas/contentPages/*.json', { import: 'default' });

/** Whether the texts of the language on screen are in place; fetches them when not. */
export const useContentTexts = (): boolean => useLazyAreaTexts(CONTENT_TEXTS, 'contentPages.news.title');
