#!/usr/bin/env bash
# Checks that the site scripts/docs.sh built really renders: serves .build/docs on 127.0.0.1, loads the index
# and one article in headless Chromium (--dump-dom runs the page's JavaScript) and looks for the titles that
# must appear. Not part of CI (Chromium is heavy); run it after changing the hosting flags of scripts/docs.sh.
#
#   scripts/docs.sh && scripts/docs-check.sh
#
# Needs python3 and chromium (Debian: apt-get install chromium). PORT defaults to a free port.
set -euo pipefail
cd "$(dirname "$0")/.."

port=${PORT:-$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}
browser=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}
[ -n "$browser" ] || { echo "docs-check: chromium not found (set CHROMIUM=/path/to/it)" >&2; exit 1; }
[ -f .build/docs/index.html ] || { echo "docs-check: run scripts/docs.sh first" >&2; exit 1; }

python3 -m http.server "$port" --bind 127.0.0.1 --directory .build/docs >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
# Wait until our server (not another program on the port) serves our index.
ready=""
for _ in $(seq 50); do
    kill -0 "$server" 2>/dev/null || break
    if python3 -c "import urllib.request, sys; sys.exit(b'AtomicArch documentation' not in
        urllib.request.urlopen('http://127.0.0.1:$port/').read())" 2>/dev/null; then
        ready=yes
        break
    fi
    sleep 0.1
done
[ -n "$ready" ] || { echo "docs-check: could not serve .build/docs on 127.0.0.1:$port" >&2; exit 1; }

failures=0
# check URL TEXT... : every TEXT must appear in the rendered DOM of URL.
check() {
    local url=$1
    shift
    local dom
    dom=$("$browser" --headless --no-sandbox --disable-gpu --virtual-time-budget=10000 --dump-dom \
        "http://127.0.0.1:$port/$url" 2>/dev/null | sed 's/<wbr>//g')
    for text in "$@"; do
        if grep -qF -- "$text" <<<"$dom"; then
            echo "docs-check: /$url shows \"$text\""
        else
            echo "docs-check: /$url does not show \"$text\"" >&2
            failures=$((failures + 1))
        fi
    done
}

check "" "AtomicArch documentation" "Presentation" "TerminalUI"
check "Domain/documentation/domain/" "Essentials" "Repositories" "Use cases" "ListPostsUseCase"
check "Networking/documentation/networking/describinganapiwithendpoints" \
    "Describing an API with endpoints" "Conditional requests" "HTTPRequest"
check "DemoServer/documentation/demoserver/" "DemoDataset" "DemoTransport"
check "Persistence/documentation/persistence/thecachepolicy" "The cache policy" "revalidated" "offline mode"
check "Presentation/documentation/presentation/coordinatorsroutesanddeeplinks" \
    "Coordinators, routes and deep links" "DeepLinkParser"

if [ "$failures" -gt 0 ]; then
    echo "docs-check: $failures missing" >&2
    exit 1
fi
echo "docs-check: every page rendered"
