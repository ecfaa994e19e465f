export { registerReferralRoutes, referralCookiesOf } from './routes';
export { DEMO_PARTNERS, readAttribution, recordAttribution, seedReferralDemo } from './store';
