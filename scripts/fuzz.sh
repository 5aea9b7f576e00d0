#!/usr/bin/env bash
# Builds one coverage-guided fuzz target under Fuzz/NAME with libFuzzer and AddressSanitizer, and runs it.
#
#   scripts/fuzz.sh NAME SECONDS       e.g. scripts/fuzz.sh LinkHeader 20
#   scripts/fuzz.sh --list             the target names
#
# The package's modules a target needs are compiled straight from Sources/ (whole-module, instrumented, with
# -enable-testing so a harness may reach internal parsers through @testable import) into .build-fuzz/, then linked with the harness Fuzz/NAME/*.swift, which defines LLVMFuzzerTestOneInput. The run
# starts from the seeds in Fuzz/corpus/NAME, copied to a temporary folder so that the inputs libFuzzer adds
# never touch the repository. Exit status: 0 when the run ends clean, 1 when it found a crash, a leak or a
# timeout (the path of the saved input is printed), 2 for a usage error.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

targets=(LinkHeader RateLimit DTODecoding TerminalSanitizer TextLayout ImageDecoding JQProgram)

# The modules each target links, in build order.
modules_of() {
    case "$1" in
        LinkHeader | RateLimit) echo "AtomicCore AtomicLogger Networking" ;;
        DTODecoding) echo "AtomicCore Domain DataDTO" ;;
        TerminalSanitizer | TextLayout) echo "AtomicCore TerminalUI" ;;
        ImageDecoding) echo "AtomicCore ImageCodecs" ;;
        # The system libjq, linked through CJQ's module map (not instrumented: only our wrapper is).
        JQProgram) echo "AtomicJQ" ;;
        *) return 1 ;;
    esac
}

# The source files of a module. DataDTO is the DTOs of Data alone (each feature's `*DTO.swift`, their fast
# readers `*DTO+JSONBody.swift` over the simdjson shim CSimdJSONShim, and `LenientValue` with `PlainWebURL`, which
# it checks addresses with): the DTOs need only Domain and the shim, while the
# rest of Data would bring in SQLite and the HTTP client. ImageCodecs is the pixel types, decoders and
# downscaler of ImagePipeline alone (libpng and libjpeg-turbo), without the caches and the HTTP loading.
sources_of() {
    case "$1" in
        DataDTO) find Sources/Data \( -name '*DTO.swift' -o -name '*DTO+JSONBody.swift' \
            -o -name 'LenientValue.swift' -o -name 'PlainWebURL.swift' \) \
            | sort ;;
        ImageCodecs) find Sources/ImagePipeline/Core Sources/ImagePipeline/Decoding Sources/ImagePipeline/Processing \
            -name '*.swift' | sort ;;
        *) find "Sources/$1" -name '*.swift' | sort ;;
    esac
}

usage() {
    echo "usage: scripts/fuzz.sh NAME SECONDS   (NAME: ${targets[*]})" >&2
    exit 2
}

if [ "${1:-}" = "--list" ]; then
    printf '%s\n' "${targets[@]}"
    exit 0
fi
[ $# -eq 2 ] || usage
name=$1
seconds=$2
modules=$(modules_of "$name") || usage
[[ "$seconds" =~ ^[0-9]+$ ]] && [ "$seconds" -gt 0 ] || usage

# -package-name: Networking shares `package` declarations with NetworkingURLSession, as SwiftPM builds it.
flags=(-sanitize=fuzzer,address -O -g -parse-as-library -use-ld=lld -package-name AtomicArch)
for library in CSQLite CPNG CJPEG CEventPoll CJQ; do
    flags+=(-I "$root/Sources/$library")
done
flags+=(-I "$root/Sources/CCurlLoader/include" -I "$root/Sources/CSimdJSONShim/include")
build="$root/.build-fuzz"
mkdir -p "$build/modules" "$build/bin"

# Compile each module unless its object is newer than every one of its sources.
objects=()
# Networking calls libcurl through the C loader of CCurlLoader (which opens libcurl on the first request).
if [[ " $modules " == *" Networking "* ]]; then
    object="$build/modules/CCurlLoader.o"
    if [ ! -f "$object" ] || [ -n "$(find Sources/CCurlLoader -newer "$object" | head -1)" ]; then
        echo "fuzz: compiling CCurlLoader"
        clang -O -g -fsanitize=address -I Sources/CCurlLoader/include -c Sources/CCurlLoader/CCurlLoader.c -o "$object"
    fi
    objects+=("$object")
fi
# DataDTO reads pages of users through the C++ shim over the system simdjson, compiled with the toolchain's clang++
# for libFuzzer's coverage and AddressSanitizer (simdjson itself is not instrumented) and linked with it and libstdc++.
if [[ " $modules " == *" DataDTO "* ]]; then
    object="$build/modules/CSimdJSONShim.o"
    if [ ! -f "$object" ] || [ -n "$(find Sources/CSimdJSONShim -newer "$object" | head -1)" ]; then
        echo "fuzz: compiling CSimdJSONShim"
        /opt/swift/usr/bin/clang++ -std=c++17 -O -g -fsanitize=fuzzer-no-link,address \
            -I Sources/CSimdJSONShim/include $(pkg-config --cflags simdjson) \
            -c Sources/CSimdJSONShim/shim.cpp -o "$object"
    fi
    objects+=("$object" $(pkg-config --libs simdjson) -lstdc++)
fi
for module in $modules; do
    object="$build/modules/$module.o"
    sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(sources_of "$module")
    if [ ! -f "$object" ] || [ -n "$(find "${sources[@]}" -newer "$object" | head -1)" ]; then
        echo "fuzz: compiling $module (${#sources[@]} files)"
        swiftc "${flags[@]}" -enable-testing -module-name "$module" -wmo -c "${sources[@]}" -o "$object" \
            -emit-module -emit-module-path "$build/modules/$module.swiftmodule" -I "$build/modules"
    fi
    objects+=("$object")
done

binary="$build/bin/$name"
echo "fuzz: linking $name"
swiftc "${flags[@]}" -I "$build/modules" Fuzz/"$name"/*.swift "${objects[@]}" -o "$binary"

work=$(mktemp -d "${TMPDIR:-/tmp}/atomic-fuzz-$name.XXXXXX")
mkdir -p "$work/corpus" "$work/artifacts"
cp Fuzz/corpus/"$name"/* "$work/corpus/" 2>/dev/null || true

echo "fuzz: running $name for $seconds s (corpus and findings in $work)"
status=0
# Swift's own crash handler would race AddressSanitizer's report; libFuzzer prints the stack instead. Leak
# detection is off: Foundation and ICU keep caches (date formatters, locales) that LeakSanitizer reports as
# leaks; memory that grows without bound is still caught by -rss_limit_mb.
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" "$binary" "$work/corpus" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
    -print_final_stats=1 -artifact_prefix="$work/artifacts/" >"$work/fuzz.log" 2>&1 || status=$?
tail -n 12 "$work/fuzz.log"
if [ "$status" -ne 0 ] || [ -n "$(ls -A "$work/artifacts")" ]; then
    echo "fuzz: $name FAILED (exit $status)"
    grep -m 3 -E 'Swift runtime failure|Fatal error|ERROR: (AddressSanitizer|libFuzzer)' "$work/fuzz.log" || true
    grep -m 4 -E '#[0-9]+ .* in .*/(Sources|Fuzz)/' "$work/fuzz.log" || true
    echo "fuzz: the input that broke it:"
    for artifact in "$work/artifacts"/*; do
        [ -e "$artifact" ] && echo "  $artifact"
    done
    echo "fuzz: reproduce with: SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 $binary INPUT; full log: $work/fuzz.log"
    exit 1
fi
echo "fuzz: $name ran clean for $seconds s"
rm -rf "$work"
