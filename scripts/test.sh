#!/usr/bin/env bash
# `npm test`: everything CI checks, strongest last. Installs Debian's Chromium and its headless
# shell when missing (Playwright cannot download its own browser on these machines; most e2e files
# run in the lighter shell, those needing web notifications in the full browser: docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${CHROMIUM_PATH:-}" ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; }; then
  echo "Installing Debian's Chromium and its headless shell for the browser tests…"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi

echo "── type-check"; npx tsc -p tsconfig.json
echo "── lint";       npx biome check .
echo "── unit, model and server tests"; npx vitest run
echo "── build";      npx vite build --logLevel warn
echo "── end-to-end tests"; npx playwright test
