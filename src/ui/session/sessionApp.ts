import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { HeaderSession } from './HeaderSession';

/**
 * The header's session controls, the header's remote component of
 * SPEC 9: sign-in and registration buttons for guests, the account for
 * players (its own app), the session's dialogs (their own app) and the
 * session's page-wide duties (presence, return rules, login-by-token links).
 */
export const app: AppModule<PartProps['session']> = { Part: HeaderSession };
