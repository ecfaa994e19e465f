import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The notifications' texts, one chunk per language, fetched with the stack (the first load carries none). */
const NOTIFICATION_TEXTS = import.meta.glob<Texts>('../i18n/areas/notifications/*.json', { import: 'default' });

/** Whether the notifications' texts of the language on screen are in place; fetches them when not. */
export const useNotificationTexts = (): boolean => useLazyAreaTexts(NOTIFICATION_TEXTS, 'notifications.region');
