#!/usr/bin/env bash
# Runs the tests under the thread sanitizer, in their own build folder (.build-tsan) so that the normal
# build stays as it is. Extra arguments go to `swift test` (for example `--filter PersistenceTests`).
# The end-to-end suites (`EndToEnd*`: the built `atomic` run in a pseudo-terminal or tmux and judged by
# wall-clock waits and signals) are left out: the sanitizer slows those processes several-fold, so their waits
# time out, and the races they could show are in code the other suites run in-process.
# Exits non-zero when a test fails or the sanitizer reports a data race.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp "${TMPDIR:-/tmp}/atomic-tsan.XXXXXX")
status=0
TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1}" swift test --sanitize=thread --build-path .build-tsan --skip EndToEnd "$@" 2>&1 \
    | tee "$log" || status=$?
if grep -q 'WARNING: ThreadSanitizer' "$log"; then
    echo "tsan: the thread sanitizer reported data races (log: $log)"
    exit 1
fi
if [ "$status" -ne 0 ]; then
    echo "tsan: the tests failed under the thread sanitizer (log: $log)"
    exit "$status"
fi
rm -f "$log"
echo "tsan: clean"
