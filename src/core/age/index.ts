export { ageContext } from './context';
export { decideAge, evolveAge, initialAgeState } from './decide';
export { ageNoticeStatus } from './notice';
