export { registerFreeSpinAdminRoutes, type FreeSpinAdminDeps } from './adminRoutes';
export { creditGrantWins, endGrant, type GrantEnding } from './end';
export { expireDueGrants, type GrantPass } from './expiry';
export { FreeSpinGrantError, grantFreeSpins, type FreeSpinGrantInput, type FreeSpinGrantRefusal } from './grant';
export { frameFreeSpins, recordGrantSpin, takeGrantSpin, type TakenSpin } from './spin';
export { grantsToShow, grantView } from './store';
