#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium.
exec bash "$(dirname "$0")/ensure-debian-tool.sh" chromium chromium CHROMIUM_PATH 'The end-to-end tests need' \
  'put any Chromium build on the PATH as `chromium`'
