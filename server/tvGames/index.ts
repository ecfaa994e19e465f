export { TvStudio, type TvStudioOptions } from './studio';
export { registerTvGamesRoutes } from './routes';
export { TV_GAMES_TEST_PATH, registerTvGamesTestRoutes } from './testSwitch';
