"""What a llama-server answers to tool requests, one line per case (greedy, max_tokens 96):
the finish reason, the prompt tokens, the calls (name, arguments as written) and the start of the text.

Usage: Scripts/llama.cpp/start-llama-server.sh /tmp/llama.url && python3 Scripts/llama.cpp/measure-llama-server-tools.py "$(cat /tmp/llama.url)"
(add LLAMA_SERVER_TEMPLATE_FILE=... or LLAMA_SERVER_TEMPLATE=gemma to the first command to compare templates).
Measured figures are in docs/tool-sessions.md ("How each backend calls tools").
"""
import json, sys, urllib.request
base = sys.argv[1].rstrip("/")
W = {"type":"function","function":{"name":"get_weather","description":"Current weather for a city.","parameters":{"type":"object","properties":{"city":{"type":"string","description":"City name"}},"required":["city"]}}}
T = {"type":"function","function":{"name":"get_time","description":"Current local time in a city.","parameters":{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}}}
SYS = {"role":"system","content":"You are a helpful assistant with tools."}
def post(path, body):
    req = urllib.request.Request(base + path, data=json.dumps(body).encode(), headers={"Content-Type":"application/json"})
    try:
        with urllib.request.urlopen(req, timeout=120) as r: return r.read().decode()
    except urllib.error.HTTPError as e: return "HTTP %d %s" % (e.code, e.read().decode()[:300])
def ask(label, msgs, tools, choice, stream=False, max_tokens=96):
    """Sends one request and prints what came back."""
    body = {"messages": msgs, "tools": tools, "temperature": 0, "max_tokens": max_tokens}
    if choice is not None: body["tool_choice"] = choice
    if stream: body["stream"] = True
    out = post("/v1/chat/completions", body)
    if out.startswith("HTTP"): print(label, "->", out); return None
    if stream:
        calls = {}; text = ""; n = 0
        for line in out.splitlines():
            if not line.startswith("data: ") or line == "data: [DONE]": continue
            d = json.loads(line[6:])
            for c in d.get("choices", []):
                delta = c.get("delta", {})
                text += delta.get("content") or ""
                for tc in delta.get("tool_calls") or []:
                    n += 1
                    e = calls.setdefault(tc.get("index"), {"name": "", "args": ""})
                    e["name"] += tc.get("function", {}).get("name") or ""
                    e["args"] += tc.get("function", {}).get("arguments") or ""
        print(label, "-> stream: %d call fragments, calls=%s, text=%r" % (n, json.dumps(calls), text[:120]))
        return None
    d = json.loads(out); c = d["choices"][0]; m = c["message"]
    calls = [(t["function"]["name"], t["function"]["arguments"]) for t in m.get("tool_calls") or []]
    print(label, "-> finish=%s prompt_tokens=%s calls=%s text=%r" % (c["finish_reason"], d["usage"]["prompt_tokens"], calls, (m.get("content") or "")[:160]))
    return m
q = [SYS, {"role":"user","content":"What is the weather in Paris?"}]
for ch in ["auto", "required", "none", {"type":"function","function":{"name":"get_weather"}}]:
    ask("paris weather, %s" % json.dumps(ch), q, [W], ch)
q2 = [SYS, {"role":"user","content":"What is the weather and the local time in Oslo?"}]
for ch in ["auto", "required"]:
    ask("oslo weather+time, 2 tools, %s" % ch, q2, [W, T], ch)
q3 = [SYS, {"role":"user","content":"What is 2 + 2?"}]
ask("2+2 with tools, auto", q3, [W], "auto")
ask("paris, no system, required", [{"role":"user","content":"What is the weather in Paris?"}], [W], "required")
call = {"role":"assistant","content":None,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"get_weather","arguments":"{\"city\": \"Paris\"}"}}]}
rt = q + [call, {"role":"tool","tool_call_id":"call_1","content":"Sunny, 21 C"}]
for ch in ["auto", "none"]:
    ask("round trip after output, %s" % ch, rt, [W], ch)
ask("paris stream required", q, [W], "required", stream=True)
ask("oslo 2 tools stream auto", q2, [W, T], "auto", stream=True)
