/** News articles and content pages: the store, the public reads, the operator's API. See server/seo/README.md, "Content store". */
export { registerContentRoutes, type ContentRouteDeps } from './routes';
export { seedContentDemo } from './seed';
