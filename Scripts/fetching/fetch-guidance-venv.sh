#!/usr/bin/env bash
# The Python environment of the guided-generation references: llguidance and XGrammar from
# PyPI, in a virtual environment cached at $CONTEXTBUDGET_CACHE/guidance-venv (default
# ~/.cache/contextbudget). GuidanceMaskBenchmark replays its walks through them when it exists
# (Benchmarks/Scripts/guidance_reference.py); Scripts/fixtures/make-guidance-agreement-fixtures.py uses it.
#
# XGrammar is installed without its declared dependencies: torch, transformers and triton are
# gigabytes and only serve its tensor helpers and Hugging Face adapters, which the scripts do
# not call (they give its C++ matcher numpy arrays and register empty stand-ins for those
# modules). Its runtime needs, apache-tvm-ffi, numpy, pydantic and typing-extensions, are pinned here.
# Prints the environment's python on stdout; everything else goes to stderr.
# Idempotent: a cached environment with the pinned versions is reused without touching the network.
set -euo pipefail
CACHE="${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}"
VENV="$CACHE/guidance-venv"
PINS=(llguidance==1.9.1 apache-tvm-ffi==0.1.15.post2 numpy==2.4.6 pydantic==2.14.4 typing-extensions==4.16.0)
NO_DEPS=(xgrammar==0.2.8)
STAMP="$VENV/.contextbudget-pins"
WANT="${PINS[*]} ${NO_DEPS[*]}"

if [ -x "$VENV/bin/python" ] && [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$WANT" ]; then
    echo "$VENV/bin/python"
    exit 0
fi

mkdir -p "$CACHE"
rm -rf "$VENV"
python3 -m venv "$VENV" >&2
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "${PINS[@]}" >&2
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps "${NO_DEPS[@]}" >&2
"$VENV/bin/python" -c "import llguidance, tvm_ffi, numpy, pydantic" >&2
echo "$WANT" > "$STAMP"
echo "$VENV/bin/python"
