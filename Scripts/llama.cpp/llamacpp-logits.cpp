// Writes llama.cpp's logits at every position of a prompt: OUT gets (tokens, vocabulary) raw
// little-endian float32, row i the next-token logits after TOKEN_ID[0...i].
// Built and run by Scripts/fixtures/make-llamacpp-layout-fixtures.py against the static libraries of
// Scripts/llama.cpp/build-llama-cpp.sh; the threads, batch, micro-batch and flash attention are arguments so
// the script can measure how far llama.cpp moves between its own configurations.
//
// Usage: llamacpp-logits MODEL OUT THREADS BATCH UBATCH FLASH(0|1) TOKEN_ID...
#include "llama.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char ** argv) {
    if (argc < 8) {
        fprintf(stderr, "usage: %s MODEL OUT THREADS BATCH UBATCH FLASH(0|1) TOKEN_ID...\n", argv[0]);
        return 2;
    }
    const int threads = atoi(argv[3]), batch = atoi(argv[4]), ubatch = atoi(argv[5]);
    const bool flash = atoi(argv[6]) != 0;
    std::vector<llama_token> tokens;
    for (int i = 7; i < argc; i++) tokens.push_back(atoi(argv[i]));

    llama_backend_init();
    llama_model_params model_params = llama_model_default_params();
    model_params.n_gpu_layers = 0;
    llama_model * model = llama_model_load_from_file(argv[1], model_params);
    if (!model) return 1;
    llama_context_params context_params = llama_context_default_params();
    context_params.n_ctx = tokens.size() > 512 ? (uint32_t) tokens.size() : 512;  // room for the whole prompt
    context_params.n_batch = batch;
    context_params.n_ubatch = ubatch;
    context_params.n_threads = threads;
    context_params.n_threads_batch = threads;
    context_params.flash_attn_type = flash ? LLAMA_FLASH_ATTN_TYPE_ENABLED : LLAMA_FLASH_ATTN_TYPE_DISABLED;
    llama_context * context = llama_init_from_model(model, context_params);
    if (!context) return 1;
    const int vocabulary = llama_vocab_n_tokens(llama_model_get_vocab(model));

    FILE * out = fopen(argv[2], "wb");
    if (!out) {
        fprintf(stderr, "cannot write %s\n", argv[2]);
        return 1;
    }
    llama_batch piece = llama_batch_init(batch, 0, 1);
    for (size_t start = 0; start < tokens.size(); start += batch) {
        piece.n_tokens = 0;
        for (size_t i = start; i < tokens.size() && i < start + batch; i++) {
            const int j = piece.n_tokens++;
            piece.token[j] = tokens[i];
            piece.pos[j] = (llama_pos) i;
            piece.n_seq_id[j] = 1;
            piece.seq_id[j][0] = 0;
            piece.logits[j] = 1;  // every position's logits
        }
        if (llama_decode(context, piece) != 0) return 1;
        for (int j = 0; j < piece.n_tokens; j++) {
            fwrite(llama_get_logits_ith(context, j), sizeof(float), vocabulary, out);
        }
    }
    fclose(out);
    llama_batch_free(piece);
    llama_free(context);
    llama_model_free(model);
    llama_backend_free();
    return 0;
}
