"""Builds a Hugging Face tokenizer.json for Gemma 3 from the GGUF's metadata, for the chunking
peers in ChunkerBenchmark (they take a Hugging Face `tokenizers` tokenizer).

It uses transformers' own GGUF converter: the same conversion whose ids agree with SentencePiece
(and llama.cpp) everywhere except on runs of 32 or more spaces. transformers imports torch, but
the tokenizer path never uses it, so a stand-in module is registered when torch is absent.

Usage: python3 gemma_tokenizer_json.py GGUF_PATH OUTPUT_JSON
pip install transformers==5.24.0 tokenizers==0.23.3 gguf==0.19.0 sentencepiece protobuf"""
import importlib.machinery, os, sys, types
try:
    import torch  # noqa: F401
except ImportError:
    class _Stub(types.ModuleType):
        def __getattr__(self, name):  # annotations such as torch.Tensor, torch.float32
            if name.startswith("__"):
                raise AttributeError(name)
            return type(name, (), {})

    stub = _Stub("torch")
    stub.__version__ = "2.5.0"
    stub.__spec__ = importlib.machinery.ModuleSpec("torch", None)
    sys.modules["torch"] = stub
from transformers.integrations.gguf import convert_gguf_tokenizer, get_gguf_tokenizer

gguf = sys.argv[1]
architecture, tokenizer_dict, _ = get_gguf_tokenizer(gguf)
tokenizer, _ = convert_gguf_tokenizer(architecture, tokenizer_dict)
tokenizer.save(sys.argv[2])
print(f"{architecture}: wrote {sys.argv[2]}")
