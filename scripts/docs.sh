#!/usr/bin/env bash
# Builds the DocC documentation of every library target into .build/docs, with the toolchain's own docc.
#
#   scripts/docs.sh            all library targets
#   scripts/docs.sh Domain     only the targets named
#
# Symbol graphs come from `swift package dump-symbol-graph` (it extracts them from the built modules, so a
# current build costs seconds, not a recompile). Each target's catalogue, Sources/<Target>/<Target>.docc, is
# converted with only that module's own symbol graph files, with warnings treated as errors: a broken link in
# an article or a doc comment fails the script. (DocC's check that every parameter has a `- Parameter` line is
# off: the doc comments here name parameters in their sentences, as in "dating records by `clock`".) The output is a static site: serve .build/docs with
#   python3 -m http.server --bind 127.0.0.1 --directory .build/docs 8000
# and open http://127.0.0.1:8000/ (DocC pages load their content with JavaScript, so they need a server).
set -euo pipefail
cd "$(dirname "$0")/.."

all_targets=(AtomicCore AtomicLogger Networking NetworkingURLSession Persistence ImagePipeline Domain Data DemoServer Presentation TerminalUI AtomicCommandLine AtomicOutput AtomicShell AtomicLineShell AtomicJQ AtomicChafa FeatureGenerator)
targets=("${all_targets[@]}")
if [ "$#" -gt 0 ]; then
    for wanted in "$@"; do
        [[ " ${all_targets[*]} " == *" $wanted "* ]] || { echo "docs: $wanted is not a library target" >&2; exit 2; }
    done
    targets=("$@")
fi


docc=${DOCC:-}
if [ -z "$docc" ]; then
    docc=$(command -v docc || true)
    if [ -z "$docc" ]; then
        swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
        docc="$swift_bin/docc"
    fi
fi
[ -x "$docc" ] || { echo "docs: docc not found (set DOCC=/path/to/docc)" >&2; exit 1; }

start=$SECONDS
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# 1. Symbol graphs of every module, public symbols only. dump-symbol-graph also loads the test modules, so
#    they are built first (a no-op when `swift build --build-tests` already ran).
if ! swift build --build-tests >"$log" 2>&1; then
    cat "$log" >&2
    echo "docs: swift build --build-tests failed" >&2
    exit 1
fi
if ! swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members >"$log" 2>&1; then
    cat "$log" >&2
    echo "docs: swift package dump-symbol-graph failed" >&2
    exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -1)
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
    graphs=$(swift build --show-bin-path)/symbolgraph
fi
[ -d "$graphs" ] || { cat "$log" >&2; echo "docs: no symbol graphs in $graphs" >&2; exit 1; }

out=.build/docs
work=.build/docs-symbolgraphs
rm -rf "$work"
mkdir -p "$out" "$work"

failed=()
for target in "${targets[@]}"; do
    catalog="Sources/$target/$target.docc"
    [ -d "$catalog" ] || { echo "docs: $catalog is missing" >&2; failed+=("$target"); continue; }
    # Only this module's graphs: Target.symbols.json and its extensions of other modules, Target@Other.symbols.json.
    mkdir -p "$work/$target"
    shopt -s nullglob
    files=("$graphs/$target.symbols.json" "$graphs/$target"@*.symbols.json)
    shopt -u nullglob
    [ -f "${files[0]}" ] || { echo "docs: no symbol graph for $target in $graphs" >&2; failed+=("$target"); continue; }
    cp "${files[@]}" "$work/$target/"
    lower=$(echo "$target" | tr '[:upper:]' '[:lower:]')
    rm -rf "${out:?}/$target"
    if ! "$docc" convert "$catalog" \
        --additional-symbol-graph-dir "$work/$target" \
        --fallback-display-name "$target" \
        --fallback-bundle-identifier "dev.atomicarch.$lower" \
        --output-path "$out/$target" \
        --transform-for-static-hosting \
        --hosting-base-path "$target" \
        --disable-parameters-and-returns-validation \
        --warnings-as-errors >"$log" 2>&1; then
        cat "$log" >&2
        echo "docs: $target has documentation warnings or errors" >&2
        failed+=("$target")
        continue
    fi
    # Any diagnostic docc printed without failing still fails the build.
    if grep -E '(warning|error):' "$log" >/dev/null; then
        cat "$log" >&2
        echo "docs: $target printed diagnostics" >&2
        failed+=("$target")
        continue
    fi
    echo "docs: $target -> $out/$target/documentation/$lower/"
done

# 2. An index page linking every module.
{
    echo '<!doctype html>'
    echo '<html lang="en"><head><meta charset="utf-8"><title>AtomicArch documentation</title>'
    echo '<style>body{font:16px/1.5 -apple-system,system-ui,sans-serif;max-width:46rem;margin:3rem auto;padding:0 1rem}'
    echo 'li{margin:.4rem 0}code{font-size:.95em}</style></head><body>'
    echo '<h1>AtomicArch documentation</h1>'
    echo '<p>One DocC catalogue per library target; start with <a href="Domain/documentation/domain/">Domain</a>'
    echo 'for the layers and the dependency rule.</p><ul>'
    for target in "${all_targets[@]}"; do
        [ -d "$out/$target" ] || continue
        lower=$(echo "$target" | tr '[:upper:]' '[:lower:]')
        # The landing page's summary: the paragraph after the title.
        summary=$(awk 'NR > 2 { if ($0 == "") exit; printf "%s%s", sep, $0; sep = " " }' \
            "Sources/$target/$target.docc/$target.md" | sed 's/``//g; s/&/\&amp;/g; s/</\&lt;/g')
        echo "<li><a href=\"$target/documentation/$lower/\"><code>$target</code></a> — $summary</li>"
    done
    echo '</ul><p>Built by <code>scripts/docs.sh</code>.</p></body></html>'
} >"$out/index.html"

echo "docs: ${#targets[@]} targets in $((SECONDS - start)) s; open $out/index.html through a local server"
if [ "${#failed[@]}" -gt 0 ]; then
    echo "docs: failed: ${failed[*]}" >&2
    exit 1
fi
