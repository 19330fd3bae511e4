#!/usr/bin/env python3
"""A chat-completions server that answers every POST after a fixed delay, as a busy model would.

Like instant_chat_server.py, but each answer waits DELAY seconds (threads, so concurrent requests
wait together: the server has unlimited capacity) and reports usage.prompt_tokens of about a third
of the request's message bytes, so the client's silent-truncation check stays quiet. Each new peak of requests in flight is printed on stderr. Used to time
`ctx summarize --jobs N` over many small files. Prints its URL on stdout, then serves until killed.
Usage: python3 Benchmarks/Scripts/delayed_chat_server.py [DELAY_SECONDS=0.2] [PORT=0 (any)]
"""
import http.server
import json
import sys
import threading
import time

DELAY = float(sys.argv[1]) if len(sys.argv) > 1 else 0.2
PORT = int(sys.argv[2]) if len(sys.argv) > 2 else 0


def body(prompt_tokens):
    return json.dumps({
        "id": "delayed", "object": "chat.completion",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": "A short summary of the part."}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": 6, "total_tokens": prompt_tokens + 6},
    }).encode()


lock = threading.Lock()
in_flight = 0
peak = 0


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, like llama-server

    def do_POST(self):
        request = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))) or b"{}")
        text = "".join(message.get("content") or "" for message in request.get("messages", []))
        answer = body(len(text.encode()) // 3)
        global in_flight, peak
        with lock:
            in_flight += 1
            if in_flight > peak:
                peak = in_flight
                print(f"peak requests in flight: {peak}", file=sys.stderr, flush=True)
        time.sleep(DELAY)
        with lock:
            in_flight -= 1
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)

    def log_message(self, *args):
        pass


class Server(http.server.ThreadingHTTPServer):
    request_queue_size = 128


server = Server(("127.0.0.1", PORT), Handler)
print(f"http://127.0.0.1:{server.server_address[1]}", flush=True)
server.serve_forever()
