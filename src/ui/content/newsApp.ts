import type { AppModule, PageTable } from '../apps/contract';
import { NewsPage } from './NewsPage';
import './content.css';

/** The news: a server-paged list and article pages, their content from the server's content store. */
export const app: AppModule = { pages: { news: NewsPage } as PageTable };
