/** The variable naming the migrated data folder each e2e server copies (e2e/support/databaseTemplate.ts). */
export const DATABASE_TEMPLATE_ENV = 'E2E_DATABASE_TEMPLATE';
