#!/usr/bin/env bash
# Runs a sharded batch the way a job array would, on one machine: N `ctx summarize --shard K/N`
# processes at once, all writing into one output folder, all spreading their calls over two
# OpenAI-compatible servers (--model one, --endpoint the other). Then checks what a scale-out
# must guarantee: the union of the shards' manifests is exactly the input list, every document
# done by exactly one shard, each with its summary file; and that the servers shared the calls.
#
# Usage: bash Scripts/batch/scale-out.sh [SHARDS=3] [INPUT=Corpora]
#   CTX=path/to/ctx      the binary (default: builds .build/release/ctx)
#   DELAY=0.05           seconds each server takes per answer (Benchmarks/Scripts/delayed_chat_server.py)
#   OUT=DIR              the output folder (default: a fresh temporary folder, removed at the end)
# The servers are the benchmarks' delayed loopback servers with 4 slots each, standing in for
# two llama-server or vLLM machines; the shard processes stand in for the array's tasks
# (a Kubernetes Indexed Job's JOB_COMPLETION_INDEX or a Slurm array's SLURM_ARRAY_TASK_ID,
# plus one, as K: docs/http-and-batch.md, "Past one machine").
set -euo pipefail
cd "$(dirname "$0")/../.."
SHARDS="${1:-3}"
INPUT="${2:-Corpora}"
DELAY="${DELAY:-0.05}"
if ! [[ "$SHARDS" =~ ^[1-9][0-9]*$ ]]; then echo "error: SHARDS must be a positive whole number (got '$SHARDS')" >&2; exit 64; fi
[ -e "$INPUT" ] || { echo "error: no input at $INPUT" >&2; exit 64; }

if [ -z "${CTX:-}" ]; then
    swift build -c release --product ctx >&2
    CTX=.build/release/ctx
fi
WORK="$(mktemp -d)"
OUT="${OUT:-$WORK/out}"
PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

# Two servers; each prints its URL on stdout, then one line per new peak of requests on stderr.
for name in a b; do
    python3 -u Benchmarks/Scripts/delayed_chat_server.py "$DELAY" 0 --slots 4 >"$WORK/server-$name.url" 2>"$WORK/server-$name.log" &
    PIDS+=($!)
done
for name in a b; do
    for _ in $(seq 1 600); do [ -s "$WORK/server-$name.url" ] && break; sleep 0.1; done
    [ -s "$WORK/server-$name.url" ] || { echo "error: server $name did not start: $(cat "$WORK/server-$name.log")" >&2; exit 1; }
done
A="$(head -1 "$WORK/server-a.url")/v1"
B="$(head -1 "$WORK/server-b.url")/v1"
echo "== $SHARDS shards of $INPUT into $OUT, calls spread over $A and $B"

# The job array: every task the same command but its index.
START=$(date +%s)
SHARD_PIDS=()
for k in $(seq 1 "$SHARDS"); do
    "$CTX" summarize "$INPUT" --out "$OUT" --shard "$k/$SHARDS" --jobs 4 --model "$A" --endpoint "$B" \
        >"$WORK/shard-$k.out" 2>"$WORK/shard-$k.err" &
    SHARD_PIDS+=($!)
done
FAILED=0
for k in $(seq 1 "$SHARDS"); do
    if ! wait "${SHARD_PIDS[$((k - 1))]}"; then
        echo "shard $k/$SHARDS failed:" >&2; cat "$WORK/shard-$k.err" >&2; FAILED=1
    fi
done
echo "== all shards ended after $(( $(date +%s) - START )) s"
[ "$FAILED" = 0 ] || exit 1

# The check: the input list as ctx sees it (every text file it would summarize, from a dry run),
# against the union of the shard manifests.
"$CTX" summarize "$INPUT" --dry-run >"$WORK/plan.txt" 2>"$WORK/plan.err"
python3 - "$WORK/plan.txt" "$OUT" "$SHARDS" "$WORK/server-a.log" "$WORK/server-b.log" <<'PY'
import json, os, sys
plan, out, shards, log_a, log_b = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
# The dry run's table: one row per document, its path first (rows start with a path, not a header word).
inputs = set()
for line in open(plan, encoding="utf-8"):
    words = line.split()
    if words and os.path.isfile(words[0]):
        inputs.add(os.path.normpath(words[0]))
records = {}
for k in range(1, shards + 1):
    name = f".ctx-manifest.shard-{k}-of-{shards}.jsonl"
    path = os.path.join(out, name)
    if not os.path.exists(path):
        # A shard that got no document writes no manifest.
        continue
    for line in open(path, encoding="utf-8"):
        record = json.loads(line)
        records.setdefault(os.path.normpath(record["input"]), []).append((k, record))
problems = []
missing = sorted(inputs - set(records))
extra = sorted(set(records) - inputs)
if missing: problems.append(f"{len(missing)} inputs in no manifest: {missing[:5]}")
if extra: problems.append(f"{len(extra)} manifest entries that are not inputs: {extra[:5]}")
for path, entries in sorted(records.items()):
    owners = {k for k, _ in entries}
    if len(owners) != 1: problems.append(f"{path} recorded by shards {sorted(owners)}")
    k, last = entries[-1]
    if last["status"] != "done": problems.append(f"{path}: status {last['status']}")
    elif not os.path.isfile(os.path.join(out, last["output"])) and not os.path.isfile(last["output"]):
        problems.append(f"{path}: no output at {last['output']}")
per_shard = {k: sum(1 for entries in records.values() if entries[-1][0] == k) for k in range(1, shards + 1)}
peaks = [sum(1 for line in open(log) if line.strip()) for log in (log_a, log_b)]
print(f"inputs {len(inputs)}; in the manifests {len(records)}; per shard {per_shard}")
print(f"servers: new peaks of requests in flight logged by a: {peaks[0]}, by b: {peaks[1]}")
if min(peaks) == 0: problems.append("one server logged no request: the calls were not spread over both")
if problems:
    print("FAILED:\n  " + "\n  ".join(problems)); sys.exit(1)
print("OK: every input done by exactly one shard, with its summary; both servers answered")
PY
