#!/usr/bin/env bash
# Prints, for each library target, its documentation comment lines (`///`), its code lines (not blank, not a
# comment) and their ratio: a rough measure of how much of a target is explained.
#
#   scripts/doc-ratio.sh             every library target
#   scripts/doc-ratio.sh Domain Data the targets named
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(AtomicCore AtomicLogger Networking Persistence ImagePipeline Domain Data DemoServer Presentation TerminalUI)
if [ "$#" -gt 0 ]; then targets=("$@"); fi

printf '%-14s %8s %8s %7s\n' target doc code ratio
total_doc=0
total_code=0
for target in "${targets[@]}"; do
    read -r doc code < <(find "Sources/$target" -name '*.swift' -print0 | xargs -0 cat | awk '
        /^[[:space:]]*\/\/\// { doc++; next }
        /^[[:space:]]*\/\// { next }
        /^[[:space:]]*$/ { next }
        { code++ }
        END { print doc + 0, code + 0 }')
    total_doc=$((total_doc + doc))
    total_code=$((total_code + code))
    printf '%-14s %8d %8d %7s\n' "$target" "$doc" "$code" "$(awk -v d="$doc" -v c="$code" 'BEGIN { printf "%.2f", c ? d / c : 0 }')"
done
printf '%-14s %8d %8d %7s\n' all "$total_doc" "$total_code" \
    "$(awk -v d="$total_doc" -v c="$total_code" 'BEGIN { printf "%.2f", c ? d / c : 0 }')"
