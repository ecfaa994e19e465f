// hls.js ships the light build (no subtitles, alternate audio or DRM, none of which a live match stream uses) without its own
// declarations: it has the full build's API.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
