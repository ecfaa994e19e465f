import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The prompts' texts, one chunk per language, fetched by the prompts themselves. */
const PROMPT_TEXTS = import.meta.glob<Texts>('../i18n/areas/limitPrompts/*.json', { import: 'default' });

/** Whether the prompts' texts of the language on screen are in place; fetches them when not. */
export const useLimitPromptTexts = (): boolean => useLazyAreaTexts(PROMPT_TEXTS, 'limitPrompts.region');
