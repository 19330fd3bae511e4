#!/usr/bin/env python3
"""A chat-completions server that does no work: every POST gets the same one-word completion.

Used by HTTPModelBenchmark to time the client side of a request (HTTP, JSON, retries machinery)
without a model's compute in the way, and, with --delay, to measure what a client spends while it
waits for a slow server (each answer is sent after sleeping that many seconds; the server itself
sleeps, so it costs no CPU). Answers `stream: true` requests with server-sent events.
Prints its URL on stdout, then serves until killed.
Usage: python3 Benchmarks/Scripts/instant_chat_server.py [--delay SECONDS] [--port PORT]
"""
import argparse
import http.server
import json
import time

def completion(prompt_tokens):
    """The one-word answer; `usage.prompt_tokens` is a plausible count (bytes / 4) so the client's
    silent-truncation check (fewer than bytes / 64 tokens) does not fire on long prompts."""
    return json.dumps({
        "id": "instant", "object": "chat.completion",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": "OK"}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": 1, "total_tokens": prompt_tokens + 1},
    }).encode()


CHUNK = json.dumps({"choices": [{"index": 0, "delta": {"content": "OK"}, "finish_reason": "stop"}]})
PROPS = json.dumps({"default_generation_settings": {"n_ctx": 4096}}).encode()
STREAM = f"data: {CHUNK}\n\ndata: [DONE]\n\n".encode()

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--delay", type=float, default=0.0, help="seconds to wait before each answer")
parser.add_argument("--port", type=int, default=0, help="port to listen on (0: any free port)")
arguments = parser.parse_args()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, like llama-server

    def do_POST(self):
        request = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        if self.path != "/v1/chat/completions":
            return self.not_found()  # no /tokenize: the client falls back to its estimate
        if arguments.delay > 0:
            time.sleep(arguments.delay)
        streaming = b'"stream":true' in request.replace(b" ", b"")
        self.send_response(200)
        if streaming:
            # Chunked, as llama-server streams.
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            self.wfile.write(b"%x\r\n%s\r\n0\r\n\r\n" % (len(STREAM), STREAM))
        else:
            body = completion(max(12, len(request) // 4))
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    def do_GET(self):
        if self.path == "/props":  # llama.cpp's context size, so `ctx` needs no --budget
            body = PROPS
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        else:
            self.not_found()

    def not_found(self):
        self.send_response(404)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


class Server(http.server.ThreadingHTTPServer):
    request_queue_size = 128  # the default 5 drops SYNs when 8 clients connect at once
    daemon_threads = True


server = Server(("127.0.0.1", arguments.port), Handler)
print(f"http://127.0.0.1:{server.server_address[1]}", flush=True)
server.serve_forever()
