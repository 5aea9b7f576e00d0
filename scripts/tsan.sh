#!/usr/bin/env bash
# Runs the tests under the thread sanitizer, in their own build folder (.build-tsan) so that the normal
# build stays as it is. Extra arguments go to `swift test` (for example `--filter PersistenceTests`).
# The end-to-end suites (`EndToEnd*`: the built `atomic` run in a pseudo-terminal or tmux and judged by
# wall-clock waits and signals) are left out: the sanitizer slows those processes several-fold, so their waits
# time out, and the races they could show are in code the other suites run in-process.
# So are the three tests that cancel a request a loopback server holds and then wait for the
# server to see the request and the disconnect. On a loaded 2-core machine the sanitized suite has held the
# cancelled task back longer than their patience; they run, unsanitized, in the normal suite, and the sanitizer
# still sees an in-flight libcurl transfer cancelled in the image pipeline's loading tests.
# Exits non-zero when a test fails or the sanitizer reports a data race.
set -euo pipefail
cd "$(dirname "$0")/.."
cancellation_waits='(HTTPClientIntegrationTests|TransportContractTests)/cancellation\(|TestHTTPServerTests/cancelledClientCountedAsDisconnect\('
log=$(mktemp "${TMPDIR:-/tmp}/atomic-tsan.XXXXXX")
status=0
# handle_segv, handle_sigbus and handle_sigfpe off: the signal tests send those signals to a probe and check that
# it ends by them; the sanitizer's own handler for them would end it with its exit code instead.
TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:handle_segv=0:handle_sigbus=0:handle_sigfpe=0}" swift test --sanitize=thread --build-path .build-tsan --skip EndToEnd \
    --skip "$cancellation_waits" "$@" 2>&1 \
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
