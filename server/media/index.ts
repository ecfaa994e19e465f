/** Live video of the games (README.md beside this file). */
export { registerMediaRoutes, type MediaRouteDeps, type StreamedGame } from './routes';
export { StreamLibrary, checkedLoop, type StreamLoop, type StreamLibraryOptions } from './library';
export { ffmpegMaker, FfmpegMissingError, type StreamMaker } from './ffmpeg';
export { streamsDirFromEnv } from './config';
