export { registerTournamentRoutes } from './routes';
export { seedTournamentsDemo } from './seed';
