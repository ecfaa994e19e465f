import type { ComponentType } from 'react';
import { ActivitySection } from './ActivitySection';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './TwoStepSection';

/** What a section of office/security is given: the language and the visitor's clock come from the page. */
export interface SecuritySectionProps {
  readonly lang: string;
}

export interface SecuritySection {
  /** Its anchor and test id (`security-section-<id>`). */
  readonly id: string;
  /** The key of its heading. */
  readonly titleKey: string;
  readonly Component: ComponentType<SecuritySectionProps>;
}

/**
 * The page's sections, in the order a player reads them. A new one (an
 * authenticator app, recovery codes) is one more line here.
 */
export const SECURITY_SECTIONS: readonly SecuritySection[] = [
  { id: 'two-step', titleKey: 'security.two_step.title', Component: TwoStepSection },
  { id: 'sessions', titleKey: 'security.sessions.title', Component: SessionsSection },
  { id: 'activity', titleKey: 'security.activity.title', Component: ActivitySection },
];
