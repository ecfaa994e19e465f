import { API_PATH } from './siteConfig';

/** The limit service's base (SPEC 7), apart from its schemas: a call of it needs the path, not every answer's shape. */
export const LIMITS_API_PATH = `${API_PATH}/limit-service-api/api/external/web/v3`;
