"""Reference for TokenizerBenchmark: encodes the given files with a reference tokenizer, single
thread, median of 3 runs after a warm-up; prints the total token count, then the seconds.

  python3 tokenizer_reference.py hf-qwen2 FILE...         Hugging Face tokenizers, Qwen2.5 tokenizer.json
  python3 tokenizer_reference.py tiktoken-cl100k FILE...  tiktoken cl100k_base (encode_ordinary)
  python3 tokenizer_reference.py sentencepiece-gemma FILE...  sentencepiece, model rebuilt from the Gemma GGUF
  python3 tokenizer_reference.py unigram-sentencepiece|unigram-hf FILE...  see unigram_reference.py

Vocabulary files come from Scripts/fetch-tokenizers.sh and Scripts/fetch-gemma.sh.
"""
import importlib.util, os, statistics, sys, time
from pathlib import Path

os.environ["RAYON_NUM_THREADS"] = "1"
os.environ["TOKENIZERS_PARALLELISM"] = "false"
ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("fixtures", ROOT / "Scripts/make-tokenizer-fixtures.py")
fixtures = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fixtures)

kind, paths = sys.argv[1], sys.argv[2:]
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
else:
    sys.exit(f"unknown reference {kind}")
texts = [open(path, encoding="utf-8").read() for path in paths]


def run():
    return sum(len(encode(text)) for text in texts)


run()
samples = []
for _ in range(3):
    start = time.perf_counter()
    tokens = run()
    samples.append(time.perf_counter() - start)
print(tokens)
print(statistics.median(samples))
