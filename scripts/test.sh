#!/usr/bin/env bash
# Every check, in the order that fails fastest: types, the rooms and the format, units and properties, then the browser.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"
npx tsc -p tsconfig.json --noEmit
echo "== lint: the rooms, import cycles, format, line length"
npm run --silent lint
echo "== unit, property and integration tests (the server ones on PGlite and on a throwaway PostgreSQL)"
bash scripts/ensure-postgres.sh
bash scripts/ensure-ffmpeg.sh
npx vitest run
echo "== build"
npx vite build --logLevel warn
echo "== end-to-end tests in Chromium"
bash scripts/ensure-chromium.sh
npx playwright test
