"""Reference for ChunkerBenchmark: chunks the given files with semantic-text-splitter (the Rust
text-splitter) and semchunk, single thread, at each capacity, and reports throughput, chunks over
the limit and mean fill, measured with the same counter the Swift side uses.

Counter: `characters` (len of the text: both peers' default unit), or `hf:PATH` for a Hugging
Face tokenizer.json (Gemma 3 built from the GGUF by gemma_tokenizer_json.py). Markdown files
(.md) go through semantic-text-splitter's MarkdownSplitter, as ours are read as Markdown.

Output, one JSON object per line: peer, capacity, seconds (median over the repetitions, after a
warm-up on the first 64 KiB of the first file: a full pass takes minutes with a real tokenizer), chunks, over (chunks whose count exceeds the capacity), fill (mean count / capacity
over every chunk but each file's last).

Usage: python3 chunker_peers.py --counter hf:tokenizer.json --capacities 256,1000,4000 FILE...
pip install semantic-text-splitter==0.33.1 semchunk==4.1.1 tokenizers==0.23.3"""
import argparse, json, os, statistics, sys, time

os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")  # single thread, like ours
os.environ.setdefault("RAYON_NUM_THREADS", "1")

import semchunk
from semantic_text_splitter import MarkdownSplitter, TextSplitter


def make_counter(spec):
    if spec == "characters":
        return len, None
    if spec.startswith("hf:"):
        from tokenizers import Tokenizer
        tokenizer = Tokenizer.from_file(spec[3:])
        return (lambda text: len(tokenizer.encode(text, add_special_tokens=False).ids)), tokenizer
    raise SystemExit(f"unknown counter {spec!r}: use characters or hf:PATH")


def splitters(capacity, count, tokenizer):
    def text_splitter(markdown):
        kind = MarkdownSplitter if markdown else TextSplitter
        return kind.from_huggingface_tokenizer(tokenizer, capacity) if tokenizer else kind(capacity)

    plain, markdown = text_splitter(False), text_splitter(True)
    # memoize=False: semchunk otherwise caches counts across calls, and the timed runs would
    # only replay the warm-up's counts.
    semchunker = semchunk.chunkerify(count, capacity, memoize=False)
    return {
        "semantic-text-splitter": lambda path, text: (markdown if path.endswith(".md") else plain).chunks(text),
        "semchunk": lambda path, text: semchunker(text),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--counter", default="characters")
    parser.add_argument("--capacities", default="256,1000,4000")
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    count, tokenizer = make_counter(arguments.counter)
    documents = [(path, open(path, encoding="utf-8").read()) for path in arguments.files]
    for capacity in map(int, arguments.capacities.split(",")):
        for peer, split in splitters(capacity, count, tokenizer).items():
            for path, text in documents[:1]:
                split(path, text[:65536])  # warm-up: load and initialize, without a full pass
            samples = []
            for _ in range(arguments.repetitions):
                start = time.perf_counter()
                results = [split(path, text) for path, text in documents]
                samples.append(time.perf_counter() - start)
            counts = [[count(chunk) for chunk in chunks] for chunks in results]
            body = [c for per_file in counts for c in per_file[:-1]]
            print(json.dumps({
                "peer": peer, "capacity": capacity, "seconds": statistics.median(samples),
                "chunks": sum(len(c) for c in counts), "over": sum(c > capacity for per_file in counts for c in per_file),
                "fill": sum(body) / capacity / max(len(body), 1),
            }), flush=True)


if __name__ == "__main__":
    sys.exit(main())
