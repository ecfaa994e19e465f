import { ActivitySection } from './ActivitySection';
import type { SecuritySection } from './sectionTypes';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './TwoStepSection';

/**
 * The page's sections, in the order a player reads them. A new one (an
 * authenticator app, recovery codes) is one more line here.
 */
export const SECURITY_SECTIONS: readonly SecuritySection[] = [
  { id: 'two-step', titleKey: 'security.two_step.title', Component: TwoStepSection },
  { id: 'sessions', titleKey: 'security.sessions.title', Component: SessionsSection },
  { id: 'activity', titleKey: 'security.activity.title', Component: ActivitySection },
];
