"""Reference for TokenizerBenchmark: encodes the given files with a reference tokenizer, single
thread, median of 3 runs after a warm-up; prints the total token count, then the seconds.

  python3 tokenizer_reference.py hf-qwen2 FILE...         Hugging Face tokenizers, Qwen2.5 tokenizer.json
  python3 tokenizer_reference.py tiktoken-cl100k FILE...  tiktoken cl100k_base (encode_ordinary)
  python3 tokenizer_reference.py sentencepiece-gemma FILE...  sentencepiece, model rebuilt from the Gemma GGUF
  python3 tokenizer_reference.py unigram-sentencepiece|unigram-hf FILE...  see unigram_reference.py
  python3 tokenizer_reference.py hf-gemma FILE...         Hugging Face tokenizers, tokenizer.json built from the
                                                          Gemma GGUF by gemma_tokenizer_json.py (speed reference:
                                                          it differs from SentencePiece on runs of >= 32 spaces)
  python3 tokenizer_reference.py hf-llama3 FILE...        Hugging Face tokenizers, Llama 3.2 tokenizer.json
  python3 tokenizer_reference.py tiktoken-r50k FILE...    tiktoken r50k_base (GPT-2)
  python3 tokenizer_reference.py tiktoken-o200k FILE...   tiktoken o200k_base

Vocabulary files come from Scripts/fetching/fetch-tokenizers.sh and Scripts/fetching/fetch-gemma.sh.
"""
import importlib.util, os, statistics, sys, time
from pathlib import Path

os.environ["RAYON_NUM_THREADS"] = "1"
os.environ["TOKENIZERS_PARALLELISM"] = "false"
ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("fixtures", ROOT / "Scripts/fixtures/make-tokenizer-fixtures.py")
fixtures = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fixtures)

kind, paths = sys.argv[1], sys.argv[2:]
# --hashes: after the two lines, one line per file, "count fnv1a64-of-ids" (as the fixtures hash
# ids), so the benchmark can say on which documents the ids agree.
# --cpu-time: time with the process's CPU time instead of the wall clock, so other processes on a
# shared machine do not move the figure (the benchmark then measures its side the same way).
hashes = "--hashes" in paths
clock = time.process_time if "--cpu-time" in paths else time.perf_counter
paths = [path for path in paths if path not in ("--hashes", "--cpu-time")]
if kind == "hf-qwen2":
    encode = fixtures.qwen_reference()[0]
elif kind == "tiktoken-cl100k":
    encode = fixtures.cl100k_reference()[0]
elif kind == "sentencepiece-gemma":
    encode = fixtures.gemma_reference()[0]
elif kind.startswith("unigram-"):
    sys.path.insert(0, str(ROOT / "Benchmarks/Scripts"))
    import unigram_reference
    encode = unigram_reference.reference(kind)
elif kind in ("hf-gemma", "hf-llama3"):
    import tokenizers
    cache = Path(os.environ.get("CONTEXTBUDGET_CACHE", Path.home() / ".cache/contextbudget")) / "tokenizers"
    tokenizer = tokenizers.Tokenizer.from_file(str(cache / ("gemma3-hf" if kind == "hf-gemma" else "llama3") / "tokenizer.json"))
    tokenizer.encode_special_tokens = True
    encode = lambda text: tokenizer.encode(text, add_special_tokens=False).ids
elif kind in ("tiktoken-r50k", "tiktoken-o200k"):
    spec = importlib.util.spec_from_file_location("bytelevel", ROOT / "Scripts/fixtures/make-bytelevel-fixtures.py")
    bytelevel = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bytelevel)
    encode = bytelevel.REFERENCES[kind.split("-")[1]]()
else:
    sys.exit(f"unknown reference {kind}")
texts = [open(path, encoding="utf-8").read() for path in paths]


def run():
    return sum(len(encode(text)) for text in texts)


run()
samples = []
for _ in range(3):
    start = clock()
    tokens = run()
    samples.append(clock() - start)
print(tokens)
print(statistics.median(samples))
if hashes:
    for text in texts:
        ids = encode(text)
        print(len(ids), fixtures.fnv1a(ids))
