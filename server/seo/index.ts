/** Search-engine metadata, information pages, robots.txt and the sitemap. See README.md. */
export { createPageRenderer, isNavigation, retryAfterSeconds, type PageRenderer, type PageRendererOptions } from './renderer';
export { registerSeoRoutes, type SeoRouteDeps } from './routes';
export { seedSeoDemo } from './seed';
