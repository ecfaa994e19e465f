import type { ComponentType } from 'react';

/** What a section of office/security is given by the page. */
export interface SecuritySectionProps {
  readonly lang: string;
}

export interface SecuritySection {
  /** Its test id (`security-section-<id>`). */
  readonly id: string;
  /** The key of its heading. */
  readonly titleKey: string;
  readonly Component: ComponentType<SecuritySectionProps>;
}
