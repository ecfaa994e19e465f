/**
 * The office pages these parts link to, as the route table spells them
 * (src/protocol/routes.ts: officeSecurity, officePersonalData): the UI may
 * not read the table itself (tests/ui/structure.test.ts). When the office
 * frame's link helper lands, this file gives way to it.
 */
const OFFICE_PATHS = {
  security: 'office/security',
  personalData: 'office/personal-data',
} as const;

export type OfficePage = keyof typeof OFFICE_PATHS;

export function officePath(lang: string, page: OfficePage): string {
  return `/${lang}/${OFFICE_PATHS[page]}`;
}
