#!/usr/bin/env bash
# Every test: typecheck, unit + component tests (Vitest), build, real-browser tests (Chromium).
# Ends with one line "N passed, N failed" counting every test that ran.
set -u
cd "$(dirname "$0")/.."
mkdir -p test-results
status=0
passed=0
failed=0

echo "== WebAssembly search (built from its sources when they changed)"
if ! node scripts/build-wasm.mjs; then echo "build-wasm FAILED"; status=1; fi

echo "== typecheck"
if ! npx --no-install tsc --noEmit -p .; then echo "typecheck FAILED"; status=1; fi

echo "== unit and component tests"
rm -f test-results/vitest.json test-results/e2e.log
npx --no-install vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1
not_passed=""
if [ -f test-results/vitest.json ]; then
  tally=$(node scripts/vitest-tally.mjs test-results/vitest.json)
  not_passed=$(echo "$tally" | sed '$d')
  read -r p f < <(echo "$tally" | tail -1)
  passed=$((passed + p)); failed=$((failed + f))
else
  echo "vitest wrote no report"; failed=$((failed + 1)); status=1
fi

echo "== build"
if ! npx --no-install vite build; then echo "build FAILED"; status=1; fi

echo "== real-browser tests"
if [ -d dist ]; then
  node tests/e2e/run.mjs | tee test-results/e2e.log
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
  line=$(grep -E '^e2e: [0-9]+ passed, [0-9]+ failed' test-results/e2e.log | tail -1)
  if [ -n "$line" ]; then
    p=$(echo "$line" | sed -E 's/^e2e: ([0-9]+) passed.*/\1/'); f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed.*/\1/')
    passed=$((passed + p)); failed=$((failed + f))
  else
    echo "the browser tests printed no summary"; failed=$((failed + 1)); status=1
  fi
else
  echo "no build, so no browser tests"; failed=$((failed + 1)); status=1
fi

[ "$failed" -eq 0 ] || status=1
# (CI keeps only the tail of this output: what did not pass is named again here, above the count)
if [ -n "$not_passed" ]; then echo "== unit and component tests not passed"; echo "$not_passed"; fi
if [ -f test-results/e2e.log ] && grep -q '^FAIL' test-results/e2e.log; then echo "== real-browser tests not passed"; grep '^FAIL' test-results/e2e.log | cut -c1-400; fi
echo "$passed passed, $failed failed"
exit $status
