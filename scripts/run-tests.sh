#!/usr/bin/env bash
# `npm test`: every check and every test, arranged for a 2-core machine (docs/testing.md has each step's time and what
# each suite is for). After each step it prints its wall time and how busy the machine's cores were.
#  1. Lint beside the type check and the builds the tests use (the packages, the API and the web app).
#  2. The Storybook browser projects (two pages each).
#  3. Two lanes side by side: the packages' and the app's unit tests, the e2e suite (its own server, two files at a
#     time), the API's tests, then the published packages as a consumer gets them (rebuilt last, after every test that
#     reads their builds); the static Storybook's test (from the sources).
# A step that fails fails the run, after the commands beside it have finished.
set -uo pipefail
cd "$(dirname "$0")/.."

# Busy and total CPU time of the machine so far (jiffies), from /proc/stat.
cpu_now() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9, $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }' /proc/stat; }

side_by_side() {
  local pids=() status=0 started=$SECONDS
  local before
  before=$(cpu_now)
  for command in "$@"; do
    bash -c "$command" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  local busy
  busy=$(echo "$before $(cpu_now)" | awk '{ if ($4 > $2) printf "%d", 100 * ($3 - $1) / ($4 - $2); else print 0 }')
  echo "== $(($SECONDS - started)) s, cores ${busy}% busy: $*"
  return "$status"
}

side_by_side 'npm run lint' 'npx turbo run typecheck @readyteams/api#build @readyteams/platform#build' || exit 1
side_by_side 'npm run test:browser -w @readyteams/storybook' || exit 1
# --only: built in step 1.
side_by_side \
  "npx turbo run test --only --concurrency=1 --filter='./packages/*' && npm run test:unit -w @readyteams/platform && npm run test:e2e -w @readyteams/platform && npm test -w @readyteams/api && npm run test:packages" \
  'npm run test:site -w @readyteams/storybook'
