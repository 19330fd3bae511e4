"""A small MCP server for the client's drills, written with the `mcp` SDK (2.x: MCPServer).

Run: python drill_server.py [--banner]   (stdio), or
     python drill_server.py --http PORT [--json]   (Streamable HTTP on 127.0.0.1:PORT/mcp; --json
     answers with JSON bodies instead of event streams). --banner first prints a line that is not
JSON to stdout, as servers that log to stdout do (once the SDK runs, it diverts stray writes to
fd 1 to stderr, so junk can only come before). Tools:
  echo(text)            returns text
  slow(seconds)         sleeps, for the timeout drill; a cancellation is recorded
  hang()                reports progress once, then sleeps (a signal that the call is running); a
                        cancellation is recorded
  was_cancelled()       waits (up to 60 s) until a slow call was cancelled, then says "cancelled"
  crash()               the process exits with status 7 in the middle of the call
  progress(steps)       reports progress steps/steps, then returns "done"
  add_tool()            registers a tool named "added" and sends notifications/tools/list_changed
  big(megabytes)        returns that many MB of text
"""

import os
import sys

import anyio
from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("drill")
cancelled = anyio.Event()


@server.tool()
def echo(text: str) -> str:
    """Returns the text."""
    return text


@server.tool()
async def slow(seconds: float) -> str:
    """Sleeps for the given seconds."""
    try:
        await anyio.sleep(seconds)
    except anyio.get_cancelled_exc_class():
        cancelled.set()
        raise
    return "woke up"


@server.tool()
async def hang(ctx: Context) -> str:
    """Reports that it started, then sleeps."""
    await ctx.report_progress(0, None, "started")
    try:
        await anyio.sleep(600)
    except anyio.get_cancelled_exc_class():
        cancelled.set()
        raise
    return "woke up"


@server.tool()
async def was_cancelled() -> str:
    """Says "cancelled" once a slow call was cancelled (waits up to 60 s)."""
    with anyio.move_on_after(60):
        await cancelled.wait()
    return "cancelled" if cancelled.is_set() else "not cancelled"


@server.tool()
def crash() -> str:
    """Exits the process mid-call."""
    sys.stderr.write("drill server: crashing on purpose\n")
    sys.stderr.flush()
    os._exit(7)


@server.tool()
async def progress(steps: int, ctx: Context) -> str:
    """Reports progress, one notification per step."""
    for step in range(1, steps + 1):
        await ctx.report_progress(step, steps, f"step {step}")
    return "done"


@server.tool()
async def add_tool(ctx: Context) -> str:
    """Adds a tool named "added" and announces the change."""

    def added() -> str:
        """A tool added at run time."""
        return "added ran"

    server.add_tool(added, name="added")
    await ctx.session.send_tool_list_changed()
    return "added"


@server.tool()
def big(megabytes: int) -> str:
    """Returns that many megabytes of text."""
    line = "0123456789abcdef" * 4 + "\n"  # 65 bytes
    return (line * (megabytes * 1024 * 1024 // len(line) + 1))[: megabytes * 1024 * 1024]


if __name__ == "__main__":
    if "--http" in sys.argv:
        port = int(sys.argv[sys.argv.index("--http") + 1])
        server.run("streamable-http", host="127.0.0.1", port=port, json_response="--json" in sys.argv)
        sys.exit(0)
    if "--banner" in sys.argv:
        os.write(1, b"drill server starting (this line is not JSON)\n")
    server.run()
