#!/usr/bin/env bash
# The Python environment of the MCP tests: the `mcp` SDK (for Tests/Fixtures/MCP/drill_server.py)
# and the reference servers mcp-server-time and mcp-server-git, from PyPI, in a virtual
# environment cached at $CONTEXTBUDGET_CACHE/mcp-venv (default ~/.cache/contextbudget).
# Prints the environment's python on stdout; everything else goes to stderr.
# Idempotent: a cached environment with the pinned versions is reused without touching the network.
set -euo pipefail
CACHE="${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}"
VENV="$CACHE/mcp-venv"
PINS=(mcp==2.3.0 mcp-server-time==2026.10.19 mcp-server-git==2026.10.19)
STAMP="$VENV/.contextbudget-pins"
WANT="${PINS[*]}"

if [ -x "$VENV/bin/python" ] && [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$WANT" ]; then
    echo "$VENV/bin/python"
    exit 0
fi

mkdir -p "$CACHE"
rm -rf "$VENV"
python3 -m venv "$VENV" >&2
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "${PINS[@]}" >&2
"$VENV/bin/python" -c "import mcp.server.mcpserver, mcp_server_time, mcp_server_git" >&2
echo "$WANT" > "$STAMP"
echo "$VENV/bin/python"
