#!/usr/bin/env python3
"""A chat-completions server that answers every POST after a fixed delay, as a busy model would.

Like instant_chat_server.py, but each answer waits DELAY seconds, and reports usage.prompt_tokens
of about a third of the request's message bytes, so the client's silent-truncation check stays
quiet. With --slots N it works like a real server with N slots (llama-server --parallel N, a vLLM
batch limit): at most N requests are answered at once, the others queue, so sending more requests
in parallel than the server has slots is not free. Without it, capacity is unlimited (every request
waits DELAY seconds, together). Each new peak of requests in flight (queued or answered) is printed
on stderr. Used to time `ctx summarize --jobs N` over many small files, and by HTTPModelBenchmark's
`batch` mode. Prints its URL on stdout, then serves until killed.
Usage: python3 Benchmarks/Scripts/delayed_chat_server.py [DELAY_SECONDS=0.2] [PORT=0 (any)] [--slots N]
"""
import argparse
import http.server
import json
import sys
import threading
import time

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("delay", type=float, nargs="?", default=0.2, help="seconds each answer takes (default 0.2)")
parser.add_argument("port", type=int, nargs="?", default=0, help="port to listen on (0, the default: any free port)")
parser.add_argument("--slots", type=int, default=0, help="requests answered at once; the rest queue (0, the default: unlimited)")
arguments = parser.parse_args()
if arguments.slots < 0 or arguments.delay < 0:
    parser.error("--slots and DELAY cannot be negative")
DELAY = arguments.delay
SLOTS = threading.BoundedSemaphore(arguments.slots) if arguments.slots > 0 else None


def body(prompt_tokens):
    return json.dumps({
        "id": "delayed", "object": "chat.completion",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": "A short summary of the part."}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": 6, "total_tokens": prompt_tokens + 6},
    }).encode()


lock = threading.Lock()
in_flight = 0
peak = 0


def answer_later():
    """Waits DELAY seconds in a slot (queueing for one first when the server has --slots)."""
    if SLOTS is None:
        time.sleep(DELAY)
        return
    with SLOTS:
        time.sleep(DELAY)


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
        answer_later()
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
    daemon_threads = True


server = Server(("127.0.0.1", arguments.port), Handler)
print(f"http://127.0.0.1:{server.server_address[1]}", flush=True)
server.serve_forever()
