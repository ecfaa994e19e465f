/** The promotion catalogue: its store, the public and operator calls, the rewards of opting in. See README.md here. */
export { registerPromotionRoutes, type PromotionRouteDeps } from './routes';
export { seedPromotionsDemo } from './seed';
