#!/usr/bin/env bash
# The one test command: install test prerequisites, then build and run every test of every package.
# PostgreSQL/Redis-backed tests run too when DATABASE_URL / REDIS_URL are set.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-test-prereqs.sh
npm test
