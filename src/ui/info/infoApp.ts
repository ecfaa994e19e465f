import type { AppModule, PageTable } from '../apps/contract';
import { INFO_ROUTE_IDS } from '../apps/routeApps';
import { InfoPage } from './InfoPage';

/** The information pages of SPEC 2 (rules, contacts, about, ...), their content from the server; the HTML sanitiser comes with them. */
export const app: AppModule = { pages: Object.fromEntries(INFO_ROUTE_IDS.map((id) => [id, InfoPage])) as PageTable };
