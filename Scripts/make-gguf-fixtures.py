#!/usr/bin/env python3
"""Writes Tests/Fixtures/GGUF/all-types.gguf with the `gguf` PyPI package (tested with 0.19.0).

The file holds one metadata value of every GGUF value type (nested arrays included) and, for
every ggml type the Swift reader dequantizes, a tensor of random blocks `<type>` next to
`<type>.expected`: the same values dequantized by gguf-py's NumPy reference, stored as F32.
The Swift tests check that they parse the metadata as written and dequantize to the same floats.

Usage: pip install gguf==0.19.0 numpy && python3 Scripts/make-gguf-fixtures.py
"""
import os
import numpy as np
import gguf
from gguf import GGUFWriter, GGMLQuantizationType as T, GGUFValueType as V
from gguf.quants import dequantize, GGML_QUANT_SIZES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "Fixtures", "GGUF", "all-types.gguf")
rng = np.random.default_rng(7)

def halves(n, low, high):
    return rng.uniform(low, high, n).astype(np.float16).view(np.uint8).reshape(n, 2)

def random_blocks(qtype, n_blocks):
    """Random bytes per block, with the float scale fields set to finite, plausible values."""
    block_size, type_size = GGML_QUANT_SIZES[qtype]
    b = rng.integers(0, 256, size=(n_blocks, type_size), dtype=np.uint8)
    if qtype in (T.Q4_0, T.Q5_0, T.Q8_0):
        b[:, 0:2] = halves(n_blocks, -0.05, 0.05)
    elif qtype == T.Q4_1:  # d > 0 and a minimum m below zero: value d * q + m spans [m, m + 15 d]
        b[:, 0:2] = halves(n_blocks, 0.0, 0.05)
        b[:, 2:4] = halves(n_blocks, -0.4, 0.0)
    elif qtype in (T.Q4_K, T.Q5_K):
        b[:, 0:2] = halves(n_blocks, -0.01, 0.01)
        b[:, 2:4] = halves(n_blocks, 0.0, 0.01)
    elif qtype == T.Q6_K:
        b[:, 208:210] = halves(n_blocks, -0.002, 0.002)
    elif qtype == T.Q5_1:  # as Q4_1: d > 0, a negative minimum
        b[:, 0:2] = halves(n_blocks, 0.0, 0.05)
        b[:, 2:4] = halves(n_blocks, -0.4, 0.0)
    elif qtype == T.Q2_K:
        b[:, 80:82] = halves(n_blocks, -0.01, 0.01)
        b[:, 82:84] = halves(n_blocks, 0.0, 0.01)
    elif qtype == T.Q3_K:
        b[:, 108:110] = halves(n_blocks, -0.01, 0.01)
    elif qtype in (T.IQ4_NL, T.IQ4_XS):
        b[:, 0:2] = halves(n_blocks, -0.002, 0.002)
    elif qtype == T.Q8_K:
        b[:, 0:4] = rng.uniform(-0.01, 0.01, n_blocks).astype(np.float32).view(np.uint8).reshape(n_blocks, 4)
    return b

def main():
    w = GGUFWriter(OUT, arch="fixture")
    w.add_uint8("test.uint8", 200)
    w.add_int8("test.int8", -100)
    w.add_uint16("test.uint16", 60000)
    w.add_int16("test.int16", -30000)
    w.add_uint32("test.uint32", 4000000000)
    w.add_int32("test.int32", -2000000000)
    w.add_uint64("test.uint64", 18000000000000000000)
    w.add_int64("test.int64", -9000000000000000000)
    w.add_float32("test.float32", 0.15625)
    w.add_float64("test.float64", -1e300)
    w.add_bool("test.bool", True)
    w.add_string("test.string", "héllo, 世界 ▁<0x0A>")
    w.add_array("test.strings", ["a", "", "▁the", "<start_of_turn>"])
    w.add_array("test.floats", [0.5, -1.25, 3.0e-8])
    w.add_key_value("test.int32s", [1, -2, 2147483647], V.ARRAY, sub_type=V.INT32)
    w.add_key_value("test.uint8s", [0, 1, 255], V.ARRAY, sub_type=V.UINT8)
    w.add_array("test.bools", [True, False, True])
    w.add_array("test.nested", [[1, 2], [3], [4, 5, 6]])
    w.add_array("test.nested_strings", [["x", "y"], ["z"]])

    for qtype in (T.F32, T.F16, T.BF16, T.Q4_0, T.Q5_0, T.Q8_0, T.Q4_K, T.Q5_K, T.Q6_K, T.Q8_K, T.Q4_1,
                  # added later, after the others so that their random values stay as they were
                  T.Q5_1, T.Q2_K, T.Q3_K, T.IQ4_NL, T.IQ4_XS):
        block_size, type_size = GGML_QUANT_SIZES[qtype]
        rows, row_len = 3, 512
        if qtype == T.F32:
            data = rng.standard_normal((rows, row_len)).astype(np.float32)
            w.add_tensor(qtype.name, data)
            expected = data
        elif qtype == T.F16:
            data = rng.standard_normal((rows, row_len)).astype(np.float16)
            w.add_tensor(qtype.name, data)
            expected = data.astype(np.float32)
        else:
            if qtype == T.BF16:
                f = rng.standard_normal(rows * row_len).astype(np.float32)
                raw = (f.view(np.uint32) >> 16).astype(np.uint16).view(np.uint8).reshape(rows, row_len * 2)
            else:
                raw = random_blocks(qtype, rows * row_len // block_size).reshape(rows, row_len // block_size * type_size)
            w.add_tensor(qtype.name, raw, raw_dtype=qtype)
            if qtype == T.Q8_K:  # gguf-py has no Q8_K dequantizer: d (f32) * qs (i8), written out here
                blocks = raw.reshape(-1, type_size)
                d = blocks[:, 0:4].copy().view(np.float32)
                qs = blocks[:, 4:260].copy().view(np.int8).astype(np.float32)
                expected = (d * qs).reshape(rows, row_len)
            else:
                expected = dequantize(raw, qtype).astype(np.float32)
        assert expected.shape == (rows, row_len), (qtype, expected.shape)
        w.add_tensor(qtype.name + ".expected", expected)

    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    print(OUT, os.path.getsize(OUT), "bytes")

if __name__ == "__main__":
    main()
