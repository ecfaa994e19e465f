export { LiveService, type LiveServiceDeps, type LivePlayer } from './liveService';
export { couponFacts, factKey, scoreText, type LiveFactCommand } from './couponFacts';
export { loadCatalogue } from './catalogue';
export { createLiveController, type LiveController } from './controller';
