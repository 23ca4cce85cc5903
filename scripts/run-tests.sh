#!/usr/bin/env bash
# `npm test`: every check and every test, arranged for a 2-core machine within CI's 30 minutes. Each step prints how
# long it took.
#  1. Lint beside the type check and the builds the tests use (the packages, the API and the web app).
#  2. The Storybook browser projects, alone: they keep both cores busy, and their keyboard journeys and screenshots wait
#     on bounded timers.
#  3. The e2e suite (its own server on the embedded database; alone it leaves a third of the machine idle) with the
#     packages' unit tests, beside, one after the other: the static Storybook's test (a build, then every docs page
#     read), the API's tests and the published packages as a consumer gets them.
# Measured on two cores (2026-11-27): the machine is busy throughout, so running more side by side gains little. The
# API's tests beside the Storybook browser projects took as long as the two one after the other, and failed on their
# bounds; beside the e2e suite's second half they fill what it leaves idle.
# A step that fails fails the run, after the commands beside it have finished.
set -uo pipefail
cd "$(dirname "$0")/.."

side_by_side() {
  local pids=() status=0 started=$SECONDS
  for command in "$@"; do
    bash -c "$command" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  echo "== $(($SECONDS - started)) s: $*"
  return "$status"
}

side_by_side 'npm run lint' 'npx turbo run typecheck @readyteams/api#build @readyteams/platform#build' || exit 1
side_by_side 'npm run test:browser -w @readyteams/storybook' || exit 1
# --only: built in step 1; no cached build is restored while the static Storybook builds from it.
side_by_side \
  "npx turbo run test --only --concurrency=2 --filter='!@readyteams/storybook' --filter='!@readyteams/api'" \
  'npm run test:site -w @readyteams/storybook && npm test -w @readyteams/api && npm run test:packages'
