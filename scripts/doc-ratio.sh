#!/usr/bin/env bash
# Prints, for each target, its documentation comment lines (`///`), its code lines (not blank, not a comment)
# and their ratio (a rough measure of how much of a target is explained), then its number of Swift files and
# their median and largest length in lines.
#
#   scripts/doc-ratio.sh             every library target
#   scripts/doc-ratio.sh Domain Data the targets named
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(AtomicCore AtomicLogger Networking Persistence ImagePipeline Domain Data DemoServer Presentation TerminalUI AtomicCommandLine AtomicOutput AtomicShell AtomicApp)
if [ "$#" -gt 0 ]; then targets=("$@"); fi

printf '%-14s %8s %8s %7s %6s %7s %5s\n' target doc code ratio files median max
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
    read -r files median largest < <(find "Sources/$target" -name '*.swift' -print0 | xargs -0 wc -l |
        awk '$2 != "total" { print $1 }' | sort -n | awk '{ v[NR] = $1 } END { print NR, v[int((NR + 1) / 2)], v[NR] }')
    printf '%-14s %8d %8d %7s %6d %7d %5d\n' "$target" "$doc" "$code" \
        "$(awk -v d="$doc" -v c="$code" 'BEGIN { printf "%.2f", c ? d / c : 0 }')" "$files" "$median" "$largest"
done
printf '%-14s %8d %8d %7s\n' all "$total_doc" "$total_code" \
    "$(awk -v d="$total_doc" -v c="$total_code" 'BEGIN { printf "%.2f", c ? d / c : 0 }')"
