#!/usr/bin/env python3
"""One round of llama-server's decode rates with and without `json_schema`, for GuidedDecodeBenchmark.

    python3 Benchmarks/Scripts/llama_server_json_schema.py URL REQUESTS.json MAX_TOKENS

REQUESTS.json is a list of {"name", "prompt", "schema"}. For each, POST /completion twice with the
same prompt, greedy (temperature 0), `n_predict` MAX_TOKENS and `cache_prompt` off (so each call
does the same work): once with `json_schema` (llama.cpp turns it into a grammar and samples under
it), once without. Prints {name: {"constrained": tok/s, "free": tok/s}} from the server's own
`timings.predicted_per_second`, which leaves prefill out, as the benchmark's own rate does.
BFCL's type aliases (dict, float, ...) are renamed first, as the engine reads them: llama.cpp's
schema converter refuses them. A request the server refuses is reported on stderr and left out.
"""
import json
import sys
import urllib.error
import urllib.request

from bfcl_schema import as_json_schema


def completion(url, prompt, max_tokens, schema=None):
    body = {"prompt": prompt, "n_predict": max_tokens, "temperature": 0, "cache_prompt": False}
    if schema is not None:
        body["json_schema"] = as_json_schema(schema)
    request = urllib.request.Request(url + "/completion", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=600) as response:
        answer = json.load(response)
    return answer["timings"]["predicted_per_second"]


def main(url, requests_path, max_tokens):
    requests = json.load(open(requests_path, encoding="utf-8"))
    rates = {}
    for item in requests:
        try:
            constrained = completion(url, item["prompt"], max_tokens, item["schema"])
            free = completion(url, item["prompt"], max_tokens)
        except urllib.error.HTTPError as error:
            print(f"{item['name']}: the server refused it: {error.read()[:300]!r}", file=sys.stderr)
            continue
        rates[item["name"]] = {"constrained": constrained, "free": free}
    json.dump(rates, sys.stdout)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(sys.argv[1].rstrip("/"), sys.argv[2], int(sys.argv[3]))
