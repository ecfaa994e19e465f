export { TopEvents } from './TopEvents';
export { SectionPage, SportPage, ChampPage, GamePage, ResultsPage } from './pages';
export { FeedBanner } from './FeedBanner';
export { SideSportsMenu } from './SideSportsMenu';
export { useLiveWatch } from './useLiveWatch';
