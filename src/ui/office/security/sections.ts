import { ActivitySection } from './ActivitySection';
import type { SecuritySection } from './sectionTypes';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './TwoStepSection';
import { ProtectionSection } from '../officeSecurity/ProtectionSection';
import { QuestionSection } from '../officeSecurity/QuestionSection';

/**
 * The page's sections, in the order a player reads them. A new one (an
 * authenticator app, recovery codes) is one more line here.
 */
export const SECURITY_SECTIONS: readonly SecuritySection[] = [
  { id: 'protection', titleKey: 'security.page.protection_title', Component: ProtectionSection },
  { id: 'two-step', titleKey: 'security.two_step.title', Component: TwoStepSection },
  { id: 'question', titleKey: 'security.page.question_title', Component: QuestionSection },
  { id: 'sessions', titleKey: 'security.sessions.title', Component: SessionsSection },
  { id: 'activity', titleKey: 'security.activity.title', Component: ActivitySection },
];
