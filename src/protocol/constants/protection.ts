/** SPEC 4 Protection level: a bare account's level, and what each protection method on adds (100 with all five). */
export const PROTECTION_BASE_LEVEL = 30;
export const PROTECTION_METHOD_POINTS = 14;
export const PROTECTION_MAX_LEVEL = 100;
