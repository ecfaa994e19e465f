#!/usr/bin/env bash
# The live video streams (server/media) are made once per game with Debian's ffmpeg: the server tests need it.
set -uo pipefail
if [ -n "${FFMPEG_PATH:-}" ]; then
  [ -x "$FFMPEG_PATH" ] && exit 0
  echo "FFMPEG_PATH is set to '$FFMPEG_PATH', which is not an executable file." >&2
  exit 1
fi
if command -v ffmpeg >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "ffmpeg is missing: installing Debian's ffmpeg package with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq && apt-get install -y -qq ffmpeg >/dev/null; then
    command -v ffmpeg >/dev/null 2>&1 && { echo "ffmpeg installed: $(ffmpeg -version | head -n 1)"; exit 0; }
  fi
  echo "apt-get could not install the ffmpeg package (see its output above: no network to the Debian mirror, or a held package?)." >&2
fi
cat >&2 <<'MSG'
The live video streams need ffmpeg, and it is not installed.
Install it as root, then run the command again:
    sudo apt-get update && sudo apt-get install -y ffmpeg
(or put any ffmpeg build with libx264 on the PATH as `ffmpeg`, or set FFMPEG_PATH to its executable).
MSG
exit 1
