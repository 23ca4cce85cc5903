#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: Chromium (the browser every browser test drives)
# and the npm packages from the lockfile. Browsers are never downloaded by npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

# The fonts too: the screenshot baselines are drawn with them, and the phones' reactions are colour emoji (as on any
# phone), which neither Liberation nor DejaVu has.
if ! command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1 || ! fc-list ':charset=1f44d' family 2>/dev/null | grep -q .; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium fonts-liberation fonts-noto-color-emoji >/dev/null
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# --prefer-offline: what the npm cache holds is not asked of the registry again.
npm ci --prefer-offline --no-audit --no-fund
