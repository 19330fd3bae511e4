"""Drives `ctx mcp` with the `mcp` SDK's own client, as any MCP host would.

Run: python ctx_mcp_client.py CTX_BINARY ROOT OUTSIDE_FILE
  ROOT          the folder given to --root; it holds doc.md, chat.json and a symlink escape.md
                that points at OUTSIDE_FILE (made by the Swift test that runs this).
  OUTSIDE_FILE  a text file outside ROOT.
Prints one JSON object: what each step returned (the Swift test asserts on it). A step that
raises is recorded with its error instead, so one failure does not hide the others.
"""

import json
import sys

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def text_of(result):
    return "".join(block.text for block in result.content if getattr(block, "type", "") == "text")


def summary(result):
    return {"isError": bool(result.is_error), "text": text_of(result), "structured": result.structured_content}


async def main(ctx, root, outside):
    params = StdioServerParameters(command=ctx, args=["mcp", "--root", root], cwd=root)
    report = {}
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            report["initialize"] = {
                "protocolVersion": init.protocol_version,
                "serverName": init.server_info.name,
                "toolsCapability": init.capabilities.tools is not None,
            }
            listed = await session.list_tools()
            report["tools"] = {tool.name: {"hasOutputSchema": tool.output_schema is not None,
                                           "required": tool.input_schema.get("required", [])} for tool in listed.tools}

            calls = {
                "count_path": ("count_tokens", {"path": "doc.md"}),
                "count_text": ("count_tokens", {"text": "Hello there, small window."}),
                "plan": ("plan", {"path": "doc.md", "budget": 512}),
                "chunk_page1": ("chunk", {"path": "doc.md", "max_tokens": 60, "limit": 2}),
                "summarize": ("summarize", {"path": "doc.md", "budget": "4k", "target_tokens": 60}),
                "trim": ("trim", {"path": "chat.json", "budget": 1024}),
                "bad_type": ("chunk", {"path": "doc.md", "max_tokens": "many"}),
                "missing_required": ("chunk", {"path": "doc.md"}),
                "unknown_argument": ("count_tokens", {"path": "doc.md", "colour": "red"}),
                "outside_absolute": ("count_tokens", {"path": outside}),
                "outside_dotdot": ("count_tokens", {"path": "../" + outside.split("/")[-1]}),
                "outside_symlink": ("count_tokens", {"path": "escape.md"}),
                "folder": ("count_tokens", {"path": "."}),
            }
            for key, (name, arguments) in calls.items():
                try:
                    report[key] = summary(await session.call_tool(name, arguments))
                except Exception as error:  # recorded for the test to report
                    report[key] = {"exception": f"{type(error).__name__}: {error}"}

            page1 = report["chunk_page1"].get("structured") or {}
            if page1.get("nextOffset") is not None:
                result = await session.call_tool("chunk", {"path": "doc.md", "max_tokens": 60, "limit": 100,
                                                           "offset": page1["nextOffset"]})
                report["chunk_rest"] = summary(result)

            try:
                await session.call_tool("no_such_tool", {})
                report["unknown_tool"] = {"raised": False}
            except Exception as error:
                report["unknown_tool"] = {"raised": True, "error": str(error)}
    print(json.dumps(report))


if __name__ == "__main__":
    anyio.run(main, *sys.argv[1:4])
