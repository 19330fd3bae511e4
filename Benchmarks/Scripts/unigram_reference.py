"""Unigram references for TokenizerBenchmark (called through tokenizer_reference.py):

  unigram-sentencepiece  sentencepiece on the model rebuilt from Tests/Fixtures/Tokenizers/Unigram/bytes.gguf
  unigram-hf             Hugging Face tokenizers on Tests/Fixtures/Tokenizers/Unigram/bytes.tokenizer.json

Both are the 4,000-piece byte-fallback unigram model that Scripts/fixtures/make-unigram-fixtures.py trains.
"""
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests/Fixtures/Tokenizers/Unigram"


def sentencepiece_from_gguf(path):
    import gguf
    import sentencepiece as spm
    from sentencepiece import sentencepiece_model_pb2 as pb
    fields = gguf.GGUFReader(str(path)).fields
    tokens = [bytes(fields["tokenizer.ggml.tokens"].parts[i]).decode("utf-8") for i in fields["tokenizer.ggml.tokens"].data]
    scores = [float(fields["tokenizer.ggml.scores"].parts[i][0]) for i in fields["tokenizer.ggml.scores"].data]
    types = [int(fields["tokenizer.ggml.token_type"].parts[i][0]) for i in fields["tokenizer.ggml.token_type"].data]
    model = pb.ModelProto()
    model.trainer_spec.model_type = pb.TrainerSpec.UNIGRAM
    model.trainer_spec.byte_fallback = 6 in types
    model.trainer_spec.unk_id = int(fields["tokenizer.ggml.unknown_token_id"].parts[-1][0])
    model.normalizer_spec.name = "identity"
    model.normalizer_spec.add_dummy_prefix = bool(fields["tokenizer.ggml.add_space_prefix"].parts[-1][0])
    model.normalizer_spec.remove_extra_whitespaces = bool(fields["tokenizer.ggml.remove_extra_whitespaces"].parts[-1][0])
    for text, score, kind in zip(tokens, scores, types):
        piece = model.pieces.add()
        piece.piece, piece.score, piece.type = text, score, kind
    sp = spm.SentencePieceProcessor(model_proto=model.SerializeToString())
    return lambda text: sp.encode(text, out_type=int)


def reference(kind):
    if kind == "unigram-sentencepiece":
        return sentencepiece_from_gguf(FIXTURES / "bytes.gguf")
    if kind == "unigram-hf":
        import tokenizers
        hf = tokenizers.Tokenizer.from_file(str(FIXTURES / "bytes.tokenizer.json"))
        hf.encode_special_tokens = True
        return lambda text: hf.encode(text, add_special_tokens=False).ids
    raise SystemExit(f"unknown unigram reference {kind}")
