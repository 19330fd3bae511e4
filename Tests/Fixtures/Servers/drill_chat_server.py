#!/usr/bin/env python3
"""A throwaway chat-completions server for the failure drills, meant to be killed with SIGKILL.

The drills need a server in a process of its own, so that killing it is a real kill -9: the
kernel closes every socket it had open, mid-answer. Prints its URL on stdout, then one line
"request PATH" on stderr as each POST arrives (before answering), so a test knows when a call is
in flight and can kill the server then.

  --delay S        answer each non-streamed request after S seconds (default 0)
  --stall          streamed requests get the headers and one piece of text, then nothing until
                   the server is killed (a server dying mid-stream)
  --stall-silent   streamed requests get nothing at all until the server is killed
GET /v1/models names one model; /props and /tokenize are 404 (what a plain OpenAI server says).
Answers report usage.prompt_tokens of about a third of the request's message bytes, so the
client's silent-truncation check stays quiet.
Usage: python3 Tests/Fixtures/Servers/drill_chat_server.py [--delay S] [--stall | --stall-silent]
"""
import http.server
import json
import os
import sys
import threading
import time

DELAY = float(sys.argv[sys.argv.index("--delay") + 1]) if "--delay" in sys.argv else 0.0
STALL = "--stall" in sys.argv
STALL_SILENT = "--stall-silent" in sys.argv
TEXT = "A short summary of the part."


def chunk(content, finish=None):
    choice = {"index": 0, "delta": {"content": content} if content else {}, "finish_reason": finish}
    return ("data: " + json.dumps({"object": "chat.completion.chunk", "choices": [choice]}) + "\n\n").encode()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        if self.path.rstrip("/") == "/v1/models":
            self.reply(200, {"object": "list", "data": [{"id": "drill-model", "object": "model"}]})
        else:
            self.reply(404, {"error": {"message": "not found", "type": "not_found"}})

    def do_POST(self):
        request = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))) or b"{}")
        print(f"request {self.path}", file=sys.stderr, flush=True)
        if self.path != "/v1/chat/completions":
            self.reply(404, {"error": {"message": "not found", "type": "not_found"}})
            return
        if request.get("stream"):
            self.stream()
            return
        time.sleep(DELAY)
        text = "".join(message.get("content") or "" for message in request.get("messages", []))
        prompt_tokens = len(text.encode()) // 3
        self.reply(200, {
            "id": "drill", "object": "chat.completion",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": TEXT}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": 7, "total_tokens": prompt_tokens + 7},
        })

    def stream(self):
        if STALL_SILENT:
            threading.Event().wait()  # until killed
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        if STALL:
            self.wfile.write(chunk("Half of the answer "))
            self.wfile.flush()
            threading.Event().wait()  # until killed
        for piece in ["A short ", "summary."]:
            self.wfile.write(chunk(piece))
        self.wfile.write(chunk("", finish="stop"))
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()
        self.close_connection = True

    def reply(self, status, payload):
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 64


def exit_with_parent():
    """A test process that dies (killed, crashed) leaves no server behind: exit once orphaned."""
    parent = os.getppid()
    while os.getppid() == parent:
        time.sleep(1)
    os._exit(0)


threading.Thread(target=exit_with_parent, daemon=True).start()
server = Server(("127.0.0.1", 0), Handler)
print(f"http://127.0.0.1:{server.server_address[1]}", flush=True)
server.serve_forever()
