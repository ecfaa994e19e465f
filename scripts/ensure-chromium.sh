#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium: a test tool's own browser download cannot work on these machines.
set -uo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', which is not an executable file." >&2
  exit 1
fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq && apt-get install -y -qq chromium >/dev/null; then
    command -v chromium >/dev/null 2>&1 && { echo "Chromium installed: $(chromium --version)"; exit 0; }
  fi
  echo "apt-get could not install the chromium package (see its output above: no network to the Debian mirror, or a held package?)." >&2
fi
cat >&2 <<'MSG'
The end-to-end tests need Chromium, and it is not installed.
Install it as root, then run npm test again:
    sudo apt-get update && sudo apt-get install -y chromium
(or put any Chromium build on the PATH as `chromium`, or set CHROMIUM_PATH to its executable).
MSG
exit 1
