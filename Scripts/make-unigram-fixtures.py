#!/usr/bin/env python3
"""Trains small SentencePiece unigram models and writes the Unigram reference fixtures for
Tests/TokenizersTests/Unigram/UnigramTokenizerTests.swift into Tests/Fixtures/Tokenizers/Unigram/.

Models (trained with sentencepiece 0.2.3 on a slice of the Corpora: en, ja, zh, pl, pt):
  bytes     vocab 4,000, byte_fallback on, identity normalization, dummy prefix, no whitespace
            removal, whitespace-only pieces allowed, user-defined pieces.
  unk       vocab 2,000, byte_fallback off (unknown characters become <unk>), identity
            normalization, dummy prefix, user-defined pieces.
  nfkc      vocab 2,000, byte_fallback on, the default nmt_nfkc normalization (a precompiled
            charsmap) and whitespace removal, as T5-style models ship.

For each model it writes:
  NAME.gguf            vocab-only GGUF (gguf 0.19.0): tokenizer.ggml.model = "t5", tokens, scores,
                       token types, unk/bos/eos ids, add_bos/add_eos/add_space_prefix,
                       remove_extra_whitespaces and the precompiled charsmap when there is one.
  NAME.tokenizer.json  Hugging Face tokenizer.json with a Unigram model built from the same
                       (piece, score) list; `bytes` is written the way the Llama-style converter
                       writes byte-fallback models (normalizer Prepend + Replace, decoder
                       Replace/ByteFallback/Fuse/Strip), `unk` with an NFKC normalizer and the
                       Metaspace pre-tokenizer and decoder, `nfkc` as transformers' T5 converter does
                       (Precompiled charsmap + Replace(" {2,}"), Metaspace).
  unigram.json         per model and reference: ids of every Corpora document and of every fuzz
                       case (the committed Tests/Fixtures/Tokenizers/fuzz.json plus the extra cases
                       below), stored as the count plus FNV-1a 64 hashes of 2,048-id blocks (ids
                       themselves for short cases), like Scripts/make-tokenizer-fixtures.py.

References:
  sentencepiece  for the GGUF files (the GGUF carries the same pieces as the .model).
  viterbi-f64    also for the GGUF files: Hugging Face `tokenizers`' Unigram model (the same
                 Viterbi, summing scores in double precision, as llama.cpp's UGM tokenizer does)
                 over the same pieces and scores, run on `sentencepiece`'s own normalization of
                 the text, with user-defined pieces given SentencePiece's bonus score. It exists
                 because `sentencepiece` keeps path sums in single precision: on long texts a
                 near-tie (two segmentations within float32 rounding of each other) can go either
                 way there. Where the two disagree the fixture says so (`float32NearTies`).
  tokenizers     for the tokenizer.json files: Hugging Face `tokenizers` 0.23.3, plain encode
                 with encode_special_tokens = True.

Usage: python3 Scripts/make-unigram-fixtures.py
pip install sentencepiece==0.2.3 protobuf tokenizers==0.23.3 gguf==0.19.0
"""
import json, os, struct, sys, tempfile
from pathlib import Path

import gguf
import sentencepiece as spm
import tokenizers
from sentencepiece import sentencepiece_model_pb2 as pb

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/Fixtures/Tokenizers/Unigram"
BLOCK = 2048
USER_DEFINED = ["<tag>", "```", "->"]


def fnv1a(ids):
    h = 0xCBF29CE484222325
    for byte in struct.pack(f"<{len(ids)}I", *ids):
        h = ((h ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


def summary(ids, keep_ids=False):
    entry = {"count": len(ids), "blocks": [fnv1a(ids[i:i + BLOCK]) for i in range(0, len(ids), BLOCK)]}
    if keep_ids and len(ids) <= 64:
        entry["ids"] = ids
    return entry


def corpora():
    manifest = json.loads((ROOT / "Corpora/MANIFEST.json").read_text())
    return [(e["path"], (ROOT / "Corpora" / e["path"]).read_text(encoding="utf-8")) for e in manifest]


def extra_cases():
    """Cases for what is particular to unigram models, on top of the shared fuzz set."""
    return [
        ("typed-specials", "<unk><s></s><0x41> <0xE3><0x81><0x82> x<unk>y"),
        ("user-defined", "<tag>a<tag><tag> ```swift\n``` -> -->--> <ta g> <tag"),
        ("spaces", "  two leading, two  inside,   three and trailing  "),
        ("space-only", "     "),
        ("newlines-tabs", "a\n\nb\t\tc\r\n d \n"),
        ("fullwidth", "ＡＢＣ １２３ ｶﾀｶﾅ ﬁ ㍻ ① ™ x²"),
        ("rare-cjk", "龘靐齉麤 𠀀𠀁 鬱 犇 猋"),
        ("leading-newline", "\nstarts with a newline"),
    ]


def training_text():
    # A slice of each language: the parallel LibreOffice help (en, ja, pl, pt, zh) plus some prose.
    parts = []
    for path in ["parallel/libreoffice-help-math.en-us.txt", "parallel/libreoffice-help-math.ja.txt",
                 "parallel/libreoffice-help-math.pl.txt", "parallel/libreoffice-help-math.pt-br.txt",
                 "parallel/libreoffice-help-math.zh-cn.txt", "en/kjv-genesis.txt", "zh/rust-by-example.zh.md",
                 "ja/rust-by-example.ja.md"]:
        text = (ROOT / "Corpora" / path).read_text(encoding="utf-8")
        parts.append(text[:60_000])
    return "\n".join(parts)


def train(name, vocab_size, byte_fallback, normalization, remove_extra_whitespaces, whitespace_pieces):
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "corpus.txt"
        corpus.write_text(training_text(), encoding="utf-8")
        spm.SentencePieceTrainer.train(
            input=str(corpus), model_prefix=str(Path(tmp) / name), model_type="unigram", vocab_size=vocab_size,
            byte_fallback=byte_fallback, normalization_rule_name=normalization, add_dummy_prefix=True,
            remove_extra_whitespaces=remove_extra_whitespaces, allow_whitespace_only_pieces=whitespace_pieces,
            user_defined_symbols=USER_DEFINED, character_coverage=0.9995, num_threads=1, seed_sentencepiece_size=200_000,
            unk_id=0, bos_id=1, eos_id=2, pad_id=-1, minloglevel=2)
        return (Path(tmp) / f"{name}.model").read_bytes()


def write_gguf(name, model):
    writer = gguf.GGUFWriter(str(OUT / f"{name}.gguf"), arch="t5")
    writer.add_name(f"unigram-{name}")
    writer.add_tokenizer_model("t5")
    writer.add_token_list([p.piece for p in model.pieces])
    writer.add_token_scores([p.score for p in model.pieces])
    writer.add_token_types([int(p.type) for p in model.pieces])
    writer.add_unk_token_id(model.trainer_spec.unk_id)
    writer.add_bos_token_id(model.trainer_spec.bos_id)
    writer.add_eos_token_id(model.trainer_spec.eos_id)
    writer.add_add_bos_token(False)
    writer.add_add_eos_token(True)
    writer.add_add_space_prefix(model.normalizer_spec.add_dummy_prefix)
    writer.add_remove_extra_whitespaces(model.normalizer_spec.remove_extra_whitespaces)
    if model.normalizer_spec.precompiled_charsmap:
        writer.add_precompiled_charsmap(model.normalizer_spec.precompiled_charsmap)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


def viterbi_f64(model):
    """Hugging Face's Unigram (double-precision Viterbi) over the model's pieces, for text that
    sentencepiece has already normalized; user-defined pieces carry SentencePiece's bonus score
    (length x FLT_MIN - 0.1: it starts its maximum score at FLT_MIN), control pieces are left out."""
    import numpy as np
    flt_min = np.float32(np.finfo(np.float32).tiny)
    vocab = []
    for p in model.pieces:
        score = float(np.float32(p.score))
        if p.type == 4:
            score = float(np.float32(len(p.piece.encode("utf-8"))) * flt_min) - 0.1
        vocab.append((p.piece, score))
    hf = tokenizers.Tokenizer(tokenizers.models.Unigram(vocab, model.trainer_spec.unk_id, model.trainer_spec.byte_fallback))
    return hf


def write_tokenizer_json(name, model, style):
    from tokenizers import decoders, normalizers, pre_tokenizers, AddedToken, Regex
    pieces = model.pieces
    vocab = [(p.piece, p.score) for p in pieces]
    byte_fallback = model.trainer_spec.byte_fallback
    tokenizer = tokenizers.Tokenizer(tokenizers.models.Unigram(vocab, model.trainer_spec.unk_id, byte_fallback))
    if style == "t5-precompiled":
        # What transformers' T5 converter writes: the model's charsmap, then runs of spaces collapsed.
        tokenizer.normalizer = normalizers.Sequence([normalizers.Precompiled(model.normalizer_spec.precompiled_charsmap),
                                                     normalizers.Replace(Regex(" {2,}"), " ")])
        tokenizer.pre_tokenizer = pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="always", split=True)
        tokenizer.decoder = decoders.Metaspace(replacement="▁", prepend_scheme="always", split=True)
    elif style == "llama":
        tokenizer.normalizer = normalizers.Sequence([normalizers.Prepend("▁"), normalizers.Replace(" ", "▁")])
        tokenizer.decoder = decoders.Sequence([decoders.Replace("▁", " "), decoders.ByteFallback(), decoders.Fuse(),
                                               decoders.Strip(" ", 1, 0)])
    else:
        tokenizer.normalizer = normalizers.Sequence([normalizers.NFKC(), normalizers.Replace(Regex(" {2,}"), " ")])
        tokenizer.pre_tokenizer = pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="always", split=True)
        tokenizer.decoder = decoders.Metaspace(replacement="▁", prepend_scheme="always", split=True)
    # Control pieces are special added tokens; user-defined pieces are matched in the raw text.
    tokenizer.add_special_tokens([AddedToken(p.piece, special=True, normalized=False) for p in pieces if p.type in (2, 3)])
    tokenizer.add_tokens([AddedToken(p.piece, special=False, normalized=False) for p in pieces if p.type == 4])
    path = OUT / f"{name}.tokenizer.json"
    tokenizer.save(str(path))
    # Compact, to keep the committed file small (the loader reads either form).
    path.write_text(json.dumps(json.loads(path.read_text(encoding="utf-8")), ensure_ascii=False, separators=(",", ":")) + "\n",
                    encoding="utf-8")
    return path


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    fuzz = json.loads((ROOT / "Tests/Fixtures/Tokenizers/fuzz.json").read_text())["cases"]
    cases = [(c["name"], c["text"]) for c in fuzz] + extra_cases()
    documents = corpora()
    result = {"blockSize": BLOCK, "sharedFuzzCount": len(fuzz),
              "extraCases": [{"name": n, "text": t} for n, t in extra_cases()], "models": []}
    specs = [("bytes", 4000, True, "identity", False, True, "llama"),
             ("unk", 2000, False, "identity", False, False, "t5"),
             ("nfkc", 2000, True, "nmt_nfkc", True, False, "t5-precompiled")]
    for name, size, byte_fallback, normalization, remove_ws, ws_pieces, style in specs:
        model = pb.ModelProto()
        model.ParseFromString(train(name, size, byte_fallback, normalization, remove_ws, ws_pieces))
        write_gguf(name, model)
        sp = spm.SentencePieceProcessor(model_proto=model.SerializeToString())
        references = [("sentencepiece", "gguf", lambda t: sp.encode(t, out_type=int))]
        f64 = viterbi_f64(model)
        references.append(("viterbi-f64", "gguf", lambda t, f64=f64, sp=sp: f64.encode(sp.normalize(t), add_special_tokens=False).ids
                           if t else []))
        if style:
            hf = tokenizers.Tokenizer.from_file(str(write_tokenizer_json(name, model, style)))
            hf.encode_special_tokens = True
            references.append(("tokenizers", "tokenizer.json", lambda t, hf=hf: hf.encode(t, add_special_tokens=False).ids))
        for reference, file_kind, encode in references:
            decode = sp.decode if file_kind == "gguf" else (lambda ids: hf.decode(ids, skip_special_tokens=False))
            entry = {"model": name, "reference": reference, "file": file_kind, "documents": [], "fuzz": [],
                     "roundTrips": []}
            # roundTrips: texts the reference itself gives back from its ids (identity normalization, no unknowns).
            for path, text in documents:
                ids = encode(text)
                entry["documents"].append({**summary(ids), "path": path})
                if decode(ids) == text:
                    entry["roundTrips"].append(path)
            for case_name, text in cases:
                ids = encode(text)
                entry["fuzz"].append({**summary(ids, keep_ids=True), "name": case_name})
                if decode(ids) == text:
                    entry["roundTrips"].append(case_name)
            result["models"].append(entry)
            print(f"{name} / {reference}: {sum(d['count'] for d in entry['documents'])} tokens on the Corpora, "
                  f"{len(entry['roundTrips'])} of {len(documents) + len(cases)} texts round-trip")
        # Texts on which sentencepiece's float32 sums and the double-precision Viterbi part ways.
        by_reference = {e["reference"]: e for e in result["models"] if e["model"] == name and e["file"] == "gguf"}
        single, double = by_reference["sentencepiece"], by_reference["viterbi-f64"]
        ties = [a.get("path") or a.get("name") for a, b in zip(single["documents"] + single["fuzz"], double["documents"] + double["fuzz"])
                if a["blocks"] != b["blocks"] and a.get("name") != "typed-specials"]  # that one: HF matches typed <0x41>
        single["float32NearTies"] = ties
        print(f"{name}: sentencepiece (float32) and viterbi-f64 differ on {ties}")
    (OUT / "unigram.json").write_text(json.dumps(result, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
