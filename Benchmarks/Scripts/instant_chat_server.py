#!/usr/bin/env python3
"""A chat-completions server that does no work: every POST gets the same one-word completion.

Used by HTTPModelBenchmark to time the client side of a request (HTTP, JSON, retries machinery)
without a model's compute in the way. Prints its URL on stdout, then serves until killed.
Usage: python3 Benchmarks/Scripts/instant_chat_server.py
"""
import http.server
import json
import sys

BODY = json.dumps({
    "id": "instant", "object": "chat.completion",
    "choices": [{"index": 0, "message": {"role": "assistant", "content": "OK"}, "finish_reason": "stop"}],
    "usage": {"prompt_tokens": 12, "completion_tokens": 1, "total_tokens": 13},
}).encode()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, like llama-server

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(BODY)))
        self.end_headers()
        self.wfile.write(BODY)

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(f"http://127.0.0.1:{server.server_address[1]}", flush=True)
server.serve_forever()
