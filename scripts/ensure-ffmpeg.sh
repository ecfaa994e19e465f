#!/usr/bin/env bash
# The live video streams (server/media) are made once per game with Debian's ffmpeg: the server tests need it.
exec bash "$(dirname "$0")/ensure-debian-tool.sh" ffmpeg ffmpeg FFMPEG_PATH 'The live video streams need' \
  'put any ffmpeg build with libx264 on the PATH as `ffmpeg`'
