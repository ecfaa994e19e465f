#!/usr/bin/env bash
# Every check, in the order that fails fastest: types, units and properties, then the browser.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"
npx tsc -p tsconfig.json --noEmit
echo "== unit, property and integration tests"
npx vitest run
echo "== build"
npx vite build --logLevel warn
echo "== end-to-end tests in Chromium"
bash scripts/ensure-chromium.sh
npx playwright test
