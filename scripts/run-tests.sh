#!/usr/bin/env bash
# `npm test`: every check and every test, arranged for two cores within CI's 30 minutes.
#  1. Lint beside the type check.
#  2. The Storybook browser projects alone: their screenshots and keyboard journeys wait on bounded timers, which a
#     machine busy with other suites breaks.
#  3. Side by side: the other packages' tests (the API's on the PostgreSQL and Redis servers, beside the e2e suite on
#     its own server and embedded database) and the static Storybook's test (a build, then every docs page read).
#  4. The published packages as a consumer gets them.
# A step that fails fails the run, after the steps beside it have finished.
set -uo pipefail
cd "$(dirname "$0")/.."

side_by_side() {
  local pids=() status=0
  for command in "$@"; do
    bash -c "$command" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  return "$status"
}

side_by_side 'npm run lint' 'npm run typecheck' || exit 1
npx turbo run test --concurrency=1 --filter=@readyteams/storybook || exit 1
side_by_side \
  "npx turbo run test --concurrency=3 --filter='!@readyteams/storybook'" \
  'npm run test:site -w @readyteams/storybook' || exit 1
npm run test:packages
