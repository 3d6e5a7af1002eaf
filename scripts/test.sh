#!/usr/bin/env bash
# `npm test`: everything CI checks, strongest last. Installs Debian's Chromium when it is missing
# (Playwright cannot download its own browser on these machines).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's Chromium for the browser tests…"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi

echo "── type-check"; npx tsc -p tsconfig.json
echo "── lint";       npx biome check .
echo "── unit, model and server tests"; npx vitest run
echo "── build";      npx vite build --logLevel warn
echo "── end-to-end tests"; npx playwright test
