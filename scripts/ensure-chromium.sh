#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium: a test tool's own browser download cannot work on these machines.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  command -v chromium >/dev/null 2>&1 && { echo "Chromium installed: $(chromium --version)"; exit 0; }
fi
cat >&2 <<'MSG'
The end-to-end tests need Chromium, and it is not installed.
Install it as root, then run npm test again:
    sudo apt-get update && sudo apt-get install -y chromium
(or put any Chromium build on the PATH as `chromium`, or set CHROMIUM_PATH).
MSG
exit 1
