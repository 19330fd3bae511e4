#!/usr/bin/env bash
# libFuzzer campaigns over the parsers and the invariants of ContextBudget, outside `swift test`.
#
#   bash Scripts/reliability/fuzz.sh build                      build every target into .build/fuzz/bin
#   bash Scripts/reliability/fuzz.sh smoke                      build without optimization (into .build/fuzz-smoke),
#                                                   then 2,000 executions per target (CI)
#   bash Scripts/reliability/fuzz.sh run [--runs N] [--seconds S] [--jobs J] [TARGET…]
#                                                   build, then N executions (default 1,000,000)
#                                                   or S seconds per target, one target at a time;
#                                                   with J > 1, J fuzzer processes per target over
#                                                   one corpus, N/J executions each (or S seconds
#                                                   each), their executions summed in the report
#   bash Scripts/reliability/fuzz.sh list                       the targets
#
# Every run ends with a table: executions, crashes (crash, leak, timeout and out-of-memory
# artifacts written; libFuzzer's slow-unit files are inputs slower than -report_slow_units,
# not failures, and are counted in the note instead),
# coverage (libFuzzer's `cov:` edges and `ft:` features), wall time, and the load average and
# time when the target ended. A crash leaves its input in
# .build/fuzz/artifacts/TARGET/; reproduce it with `.build/fuzz/bin/BINARY FILE` (set the
# target's environment as the table's last column says), then add it as a regression test in
# the component's suite.
#
# How it builds: plain `swiftc`, no SwiftPM and no change to Package.swift, so `swift build` and
# `swift test` are untouched. Each library module is compiled once (whole-module, -O (smoke: -Onone),
# -enable-testing for the internal parsers) with `-sanitize=fuzzer,address` into
# .build/fuzz/modules/NAME.o + NAME.swiftmodule, in dependency order; each target is one file in
# Tests/Fuzz/Targets plus Tests/Fuzz/Support, linked against those objects. The CLI target
# compiles Sources/ctx (all but main.swift) into itself, since an executable cannot be imported.
# A module is rebuilt only when one of its sources is newer than its object.
#
# Seeds come from Tests/Fixtures, Corpora and the cached vocabularies, generated into
# .build/fuzz/seeds (small pieces, so mutations stay cheap); corpora that grow during a run stay
# in .build/fuzz/corpus and are reused by the next run.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$PWD"
# The smoke builds at -Onone into its own folder: about a tenth of the compile time of -O (7 s
# against 79 s of CPU for Tokenizers) for runs about 5x slower, the right trade for 2,000 inputs.
if [ "${1:-}" = smoke ]; then
    OUT="$ROOT/.build/fuzz-smoke"
    OPTIMIZATION="${FUZZ_OPTIMIZATION:--Onone}"
else
    OUT="$ROOT/.build/fuzz"
    OPTIMIZATION="${FUZZ_OPTIMIZATION:--O}"
fi
MODULES="$OUT/modules"
BIN="$OUT/bin"
SEEDS="$OUT/seeds"
CORPUS="$OUT/corpus"
ARTIFACTS="$OUT/artifacts"
LOGS="$OUT/logs"
export CONTEXTBUDGET_CACHE="${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}"
SANITIZE="-sanitize=fuzzer,address"
SWIFTC="${SWIFTC:-swiftc}"
CLANG="${CLANG:-$(dirname "$(command -v "$SWIFTC")")/clang}"

# Library modules in dependency order (mirrors Package.swift): name, then the modules it imports.
# C modules (a folder with include/NAME.h, as SwiftPM lays them out) are compiled with clang.
C_MODULES=(NativeKernels)
MODULE_ORDER=(GGUF Tokenizers Guidance ContextBudget HTTPModel MCP ContextBudgetMCPServer NativeKernels NativeModel)

# Targets: name | source in Tests/Fuzz/Targets | modules to link | environment | libFuzzer -max_len
#          | modules linked without comparison tracing (see LEAN_SANITIZE)
TARGETS=(
    "gguf|GGUFReaderFuzz.swift|GGUF Tokenizers||65536|"
    "tokenizer-json|TokenizerJSONFuzz.swift|GGUF Tokenizers||16384|"
    "tiktoken|TiktokenFuzz.swift|GGUF Tokenizers||8192|"
    "transcript-json|TranscriptJSONFuzz.swift|GGUF Tokenizers ContextBudget||8192|"
    "sse-chat-completion|ServerSentEventFuzz.swift|GGUF Tokenizers ContextBudget HTTPModel||8192|"
    "http-response|HTTPResponseFuzz.swift|GGUF Tokenizers ContextBudget HTTPModel||8192|"
    "mcp-jsonrpc|MCPMessageFuzz.swift|GGUF Tokenizers ContextBudget HTTPModel MCP||8192|"
    "roundtrip-gemma|TokenizerRoundTripFuzz.swift|GGUF Tokenizers|FUZZ_TOKENIZER=gemma|512|Tokenizers"
    "roundtrip-cl100k|TokenizerRoundTripFuzz.swift|GGUF Tokenizers|FUZZ_TOKENIZER=cl100k|512|Tokenizers"
    "roundtrip-o200k|TokenizerRoundTripFuzz.swift|GGUF Tokenizers|FUZZ_TOKENIZER=o200k|512|Tokenizers"
    "roundtrip-r50k|TokenizerRoundTripFuzz.swift|GGUF Tokenizers|FUZZ_TOKENIZER=r50k|512|Tokenizers"
    "roundtrip-llama3|TokenizerRoundTripFuzz.swift|GGUF Tokenizers|FUZZ_TOKENIZER=llama3|512|Tokenizers"
    "roundtrip-qwen2|TokenizerRoundTripFuzz.swift|GGUF Tokenizers|FUZZ_TOKENIZER=qwen2|512|Tokenizers"
    "roundtrip-unigram|TokenizerRoundTripFuzz.swift|GGUF Tokenizers|FUZZ_TOKENIZER=unigram|512|Tokenizers"
    "chunker|ChunkerFuzz.swift|GGUF Tokenizers ContextBudget||4096|Tokenizers"
    "trimmer|TrimmerFuzz.swift|GGUF Tokenizers ContextBudget||4096|Tokenizers"
    "cli-arguments|ArgumentParserFuzz.swift|GGUF Tokenizers Guidance ContextBudget HTTPModel NativeKernels NativeModel MCP ContextBudgetMCPServer|FUZZ_LINK_CTX=1|1024|"
    "json-schema|JSONSchemaFuzz.swift|GGUF Tokenizers Guidance||4096|"
)

# Comparison tracing (`trace-cmp`, part of -sanitize=fuzzer) calls into libFuzzer on every
# compare; in the tokenizers' byte loops that was over half of each round trip's time (perf:
# __sanitizer_cov_trace_const_cmp1 alone 30%). A target lists the modules it links "lean": the
# same sources with AddressSanitizer and edge coverage (which guides the fuzzer), but no
# comparison operands fed to its mutations. Every check is the same.
LEAN_SANITIZE="-sanitize=address -sanitize-coverage=edge,inline-8bit-counters,pc-table"

c_module_includes() { for module in "${C_MODULES[@]}"; do printf -- '-I %s ' "$MODULES/$module"; done; }

field() { echo "$1" | cut -d'|' -f"$2"; }

sources_of() { find "$1" -name '*.swift' | LC_ALL=C sort; }

newer_than() {
    # newer_than OBJECT FILE…: true when OBJECT is missing or any FILE is newer
    local object="$1"; shift
    [ -f "$object" ] || return 0
    for file in "$@"; do [ "$file" -nt "$object" ] && return 0; done
    return 1
}

build_c_module() {
    # build_c_module NAME: Sources/NAME/*.c → $MODULES/NAME.o (one relocatable object) and a module
    # map in $MODULES/NAME/ so that `import NAME` finds Sources/NAME/include/NAME.h.
    local module="$1"
    local files
    mapfile -t files < <(find "Sources/$module" -name '*.c' -o -name '*.h' | LC_ALL=C sort)
    if newer_than "$MODULES/$module.o" "${files[@]}"; then
        echo "== compiling $module (C)"
        local start=$SECONDS
        mkdir -p "$MODULES/$module" "$MODULES/$module.objects"
        printf 'module %s {\n    header "%s"\n    export *\n}\n' "$module" "$ROOT/Sources/$module/include/$module.h" \
            > "$MODULES/$module/module.modulemap"
        local objects=()
        for file in "Sources/$module"/*.c; do
            local object="$MODULES/$module.objects/$(basename "${file%.c}").o"
            "$CLANG" -c -O2 -fsanitize=fuzzer-no-link,address -I "Sources/$module/include" "$file" -o "$object" \
                2>> "$LOGS/build-$module.log" || { cat "$LOGS/build-$module.log" >&2; exit 1; }
            objects+=("$object")
        done
        ld -r -o "$MODULES/$module.o" "${objects[@]}"
        echo "   $module: $((SECONDS - start)) s"
    fi
}

build_modules() {
    mkdir -p "$MODULES" "$LOGS"
    local previous=""
    for module in "${MODULE_ORDER[@]}"; do
        if [[ " ${C_MODULES[*]} " == *" $module "* ]]; then
            build_c_module "$module"
            previous="$previous $MODULES/$module.o"
            continue
        fi
        local files
        mapfile -t files < <(sources_of "Sources/$module")
        # A module is also rebuilt when a module it imports was.
        if newer_than "$MODULES/$module.o" "${files[@]}" $previous; then
            echo "== compiling $module (${#files[@]} files)"
            local start=$SECONDS
            "$SWIFTC" -module-name "$module" -parse-as-library -package-name ContextBudget "$OPTIMIZATION" -wmo -enable-testing $SANITIZE \
                -I "$MODULES" $(c_module_includes) -emit-module -emit-module-path "$MODULES/$module.swiftmodule" \
                -c -o "$MODULES/$module.o.partial" "${files[@]}" 2> "$LOGS/build-$module.log" \
                || { cat "$LOGS/build-$module.log" >&2; exit 1; }
            mv "$MODULES/$module.o.partial" "$MODULES/$module.o"
            echo "   $module: $((SECONDS - start)) s"
        fi
        previous="$previous $MODULES/$module.o"
    done
}

build_lean_module() {
    # build_lean_module NAME: Sources/NAME → $MODULES/lean/NAME.o, against the module interfaces
    # build_modules made (same sources and flags but LEAN_SANITIZE, so the object is interchangeable).
    local module="$1"
    local files
    mapfile -t files < <(sources_of "Sources/$module")
    if newer_than "$MODULES/lean/$module.o" "${files[@]}" "$MODULES/$module.o"; then
        echo "== compiling $module (lean: no comparison tracing)"
        local start=$SECONDS
        mkdir -p "$MODULES/lean"
        "$SWIFTC" -module-name "$module" -parse-as-library -package-name ContextBudget "$OPTIMIZATION" -wmo -enable-testing $LEAN_SANITIZE \
            -I "$MODULES" $(c_module_includes) -c -o "$MODULES/lean/$module.o.partial" "${files[@]}" 2> "$LOGS/build-$module-lean.log" \
            || { cat "$LOGS/build-$module-lean.log" >&2; exit 1; }
        mv "$MODULES/lean/$module.o.partial" "$MODULES/lean/$module.o"
        echo "   $module (lean): $((SECONDS - start)) s"
    fi
}

build_target() {
    # build_target SOURCE "MODULES" ENV "LEAN" → .build/fuzz/bin/NAME (one binary per source file)
    local source="$1" modules="$2" environment="$3" lean="$4"
    local binary="$BIN/${source%.swift}"
    local files=("Tests/Fuzz/Targets/$source")
    local support
    mapfile -t support < <(sources_of Tests/Fuzz/Support)
    files+=("${support[@]}")
    local ctx=()
    if [[ "$environment" == *FUZZ_LINK_CTX=1* ]]; then
        mapfile -t ctx < <(sources_of Sources/ctx | grep -v '/main.swift$')
    fi
    local objects=()
    for module in $modules; do
        if [[ " $lean " == *" $module "* ]]; then
            build_lean_module "$module"
            objects+=("$MODULES/lean/$module.o")
        else
            objects+=("$MODULES/$module.o")
        fi
    done
    if newer_than "$binary" "${files[@]}" "${ctx[@]}" "${objects[@]}"; then
        echo "== linking $(basename "$binary")"
        mkdir -p "$BIN"
        # gold warns about every ASan assembly helper it cannot export; the log keeps them.
        "$SWIFTC" -module-name FuzzTarget -parse-as-library -package-name ContextBudget "$OPTIMIZATION" -wmo -enable-testing $SANITIZE -I "$MODULES" $(c_module_includes) \
            "${files[@]}" "${ctx[@]}" "${objects[@]}" -o "$binary" 2> "$LOGS/link-$(basename "$binary").log" \
            || { grep -v "Cannot export local symbol" "$LOGS/link-$(basename "$binary").log" >&2; exit 1; }
    fi
}

build_all() {
    local start=$SECONDS
    build_modules
    local built=""
    for spec in "${TARGETS[@]}"; do
        local source; source="$(field "$spec" 2)"
        [[ " $built " == *" $source "* ]] && continue
        build_target "$source" "$(field "$spec" 3)" "$(field "$spec" 4)" "$(field "$spec" 6)"
        built="$built $source"
    done
    echo "== fuzz targets built in $((SECONDS - start)) s"
}

make_seeds() {
    python3 Scripts/reliability/make-fuzz-seeds.py "$SEEDS" "$CONTEXTBUDGET_CACHE"
}

run_target() {
    # run_target SPEC RUNS SECONDS JOBS → appends a row to $TABLE
    local spec="$1" runs="$2" seconds="$3" jobs="$4"
    local name source environment maxlen
    name="$(field "$spec" 1)"; source="$(field "$spec" 2)"; environment="$(field "$spec" 4)"; maxlen="$(field "$spec" 5)"
    local binary="$BIN/${source%.swift}"
    mkdir -p "$CORPUS/$name" "$ARTIFACTS/$name" "$LOGS"
    local seedDir="$SEEDS/$name"
    [ -d "$seedDir" ] || seedDir="$SEEDS/${name%%-*}"
    local limit=(-runs="$(( (runs + jobs - 1) / jobs ))")
    [ -n "$seconds" ] && limit=(-max_total_time="$seconds")
    local log="$LOGS/run-$name.log"
    local start=$SECONDS
    local status=0
    # With several jobs each process has its own log (run-NAME.log, run-NAME.2.log, …) and its
    # own seed (libFuzzer seeds from the time and the pid); they share the corpus folder, where
    # new inputs are files named by their hash, and read it at their start.
    local logs=("$log")
    for ((job = 2; job <= jobs; job++)); do logs+=("$LOGS/run-$name.$job.log"); done
    # -timeout is a per-input hang limit (default 120 s): a target's first input also loads its
    # vocabulary once, and Qwen2's tokenizer.json took over 30 s at -Onone under ASan on a loaded machine.
    # Leak detection is off: the Swift runtime's caches and metadata are never freed, by design.
    # Swift's own backtracer is off: it reads the crashed process's memory, which ASan reports
    # as a second crash that hides the first one's message.
    # malloc_context_size=0: ASan records no stack per allocation and free (a fifth of the
    # trimmer's time went to unwinding and storing them); every check is the same, only a
    # use-after-free report lacks the allocating stack: reproduce an artifact with
    # FUZZ_ASAN_OPTIONS=detect_leaks=0 to see it.
    local pids=()
    for one in "${logs[@]}"; do
        env $environment ASAN_OPTIONS="${FUZZ_ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=0}" SWIFT_BACKTRACE=enable=no nice -n "${FUZZ_NICE:-10}" "$binary" \
            "${limit[@]}" -max_len="$maxlen" -timeout="${FUZZ_TIMEOUT:-120}" -rss_limit_mb=4096 -print_final_stats=1 \
            -artifact_prefix="$ARTIFACTS/$name/" "$CORPUS/$name" "$seedDir" > "$one" 2>&1 &
        pids+=("$!")
    done
    for pid in "${pids[@]}"; do
        local code=0
        wait "$pid" || code=$?
        [ "$status" -ne 0 ] || status=$code
    done
    local elapsed=$((SECONDS - start))
    # Executions are summed over the jobs; coverage is the largest a job reached.
    local executed=0 cov="" ft=""
    for one in "${logs[@]}"; do
        local units; units="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$one" | tail -1 | grep -o '[0-9]*$' || true)"
        executed=$((executed + ${units:-0}))
        local jobCov jobFt
        jobCov="$(grep -o 'cov: [0-9]*' "$one" | tail -1 | grep -o '[0-9]*$' || true)"
        jobFt="$(grep -o 'ft: [0-9]*' "$one" | tail -1 | grep -o '[0-9]*$' || true)"
        [ -z "$jobCov" ] || [ "${cov:-0}" -ge "$jobCov" ] || cov="$jobCov"
        [ -z "$jobFt" ] || [ "${ft:-0}" -ge "$jobFt" ] || ft="$jobFt"
    done
    crashes="$(find "$ARTIFACTS/$name" -newer "$log.start" -type f ! -name 'slow-unit-*' 2>/dev/null | wc -l)"
    local slow; slow="$(find "$ARTIFACTS/$name" -newer "$log.start" -type f -name 'slow-unit-*' 2>/dev/null | wc -l)"
    local note="${environment:--}"
    [ "$jobs" -eq 1 ] || note="$note; $jobs jobs"
    [ "$slow" -eq 0 ] || note="$note; $slow slow units (not failures) in $ARTIFACTS/$name"
    if grep -q "FUZZ-SKIP" "$log"; then
        note="skipped: $(grep -o 'FUZZ-SKIP.*' "$log" | head -1 | cut -c11-)"
    elif [ "$status" -ne 0 ]; then
        note="exit $status, see ${logs[*]}"
        [ "$crashes" -eq 0 ] && crashes="?"
    fi
    local load; load="$(cut -d' ' -f1-3 /proc/loadavg)"
    printf '| %s | %s | %s | %s | %s | %s s | %s | %s | %s |\n' "$name" "$executed" "$crashes" "${cov:-?}" "${ft:-?}" "$elapsed" \
        "$load" "$(date -u '+%Y-%m-%d %H:%M')" "$note" >> "$TABLE"
    printf '   %-20s %10s executions, %s crashes, cov %s, %s s\n' "$name" "$executed" "$crashes" "${cov:-?}" "$elapsed"
    [ "$status" -eq 0 ] || FAILED=1
}

run_all() {
    local runs="$1" seconds="$2" jobs="$3"; shift 3
    local selected=("$@")
    make_seeds
    mkdir -p "$LOGS"
    TABLE="$(mktemp)"
    FAILED=0
    echo "| target | executions | crashes | cov | ft | time | load average at the end | ended (UTC) | note |" > "$TABLE"
    echo "| --- | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |" >> "$TABLE"
    for spec in "${TARGETS[@]}"; do
        local name; name="$(field "$spec" 1)"
        if [ ${#selected[@]} -gt 0 ] && [[ " ${selected[*]} " != *" $name "* ]]; then continue; fi
        touch "$LOGS/run-$name.log.start"
        echo "== $name"
        run_target "$spec" "$runs" "$seconds" "$jobs"
    done
    echo
    echo "fuzz report ($(date -u '+%Y-%m-%d %H:%M UTC'); $(if [ -n "$seconds" ]; then echo "$seconds s"; else echo "$runs executions"; fi) per target$( [ "$jobs" -eq 1 ] || echo ", in $jobs jobs"); load average $(cut -d' ' -f1-3 /proc/loadavg))"
    cat "$TABLE"
    rm -f "$TABLE"
    return "$FAILED"
}

command="${1:-run}"
shift || true
case "$command" in
    list)
        for spec in "${TARGETS[@]}"; do echo "$(field "$spec" 1)  (Tests/Fuzz/Targets/$(field "$spec" 2)) $(field "$spec" 4)"; done ;;
    build)
        build_all ;;
    smoke)
        build_all
        run_all "${FUZZ_SMOKE_RUNS:-2000}" "" 1 "$@" ;;
    run)
        runs=1000000 seconds="" jobs=1
        targets=()
        while [ $# -gt 0 ]; do
            case "$1" in
                --runs) runs="$2"; shift 2 ;;
                --seconds) seconds="$2"; shift 2 ;;
                --jobs) jobs="$2"; shift 2 ;;
                *) targets+=("$1"); shift ;;
            esac
        done
        [[ "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: --jobs takes a positive number (got '$jobs')" >&2; exit 64; }
        build_all
        run_all "$runs" "$seconds" "$jobs" "${targets[@]}" ;;
    *)
        echo "usage: bash Scripts/reliability/fuzz.sh build | smoke | run [--runs N] [--seconds S] [--jobs J] [TARGET…] | list" >&2
        exit 64 ;;
esac
