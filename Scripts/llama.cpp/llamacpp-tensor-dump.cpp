// Writes every contiguous f32 tensor llama.cpp computes while it evaluates a prompt, one file per
// tensor: <outdir>/c<call>_<order>_<tensor name>_<op>.f32 (raw little-endian floats).
// Built and run by Scripts/fixtures/make-gemma-tensor-fixtures.py against the static libraries of
// Scripts/llama.cpp/build-llama-cpp.sh; flash attention off (or on with --flash), 2 threads, batch 512, as the
// other fixtures.
//
// Usage: llamacpp-tensor-dump [--flash] MODEL OUTDIR TOKEN_ID... [-- DECODE_TOKEN_ID...]
#include "ggml-backend.h"
#include "ggml.h"
#include "llama.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

struct DumpState {
    std::string folder;
    int call = 0;      // 0 for the prompt, then one per decoded token
    int order = 0;     // position of the tensor in the graph's evaluation order
};

static bool dump_tensor(ggml_tensor * tensor, bool ask, void * user_data) {
    if (ask) {
        return true;  // we want to see every tensor
    }
    auto * state = static_cast<DumpState *>(user_data);
    if (tensor->type != GGML_TYPE_F32 || !ggml_is_contiguous(tensor)) {
        return true;
    }
    std::vector<float> values(ggml_nelements(tensor));
    ggml_backend_tensor_get(tensor, values.data(), 0, ggml_nbytes(tensor));
    std::string name = tensor->name;
    for (char & c : name) {
        if (c == ' ' || c == '(' || c == ')' || c == '/') c = '_';
    }
    char path[2048];
    snprintf(path, sizeof path, "%s/c%d_%04d_%s_%s.f32", state->folder.c_str(), state->call, state->order++, name.c_str(),
             ggml_op_desc(tensor));
    FILE * file = fopen(path, "wb");
    if (!file) {
        fprintf(stderr, "cannot write %s\n", path);
        return false;
    }
    fwrite(values.data(), sizeof(float), values.size(), file);
    fclose(file);
    return true;
}

int main(int argc, char ** argv) {
    const bool flash = argc > 1 && strcmp(argv[1], "--flash") == 0;
    if (flash) {
        argv[1] = argv[0];  // shift the flag away
        argv++;
        argc--;
    }
    if (argc < 4) {
        fprintf(stderr, "usage: %s [--flash] MODEL OUTDIR TOKEN_ID... [-- DECODE_TOKEN_ID...]\n", argv[0]);
        return 2;
    }
    DumpState state;
    state.folder = argv[2];
    std::vector<llama_token> prompt, decode;
    bool after_separator = false;
    for (int i = 3; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) {
            after_separator = true;
            continue;
        }
        (after_separator ? decode : prompt).push_back(atoi(argv[i]));
    }
    llama_backend_init();
    llama_model_params model_params = llama_model_default_params();
    model_params.n_gpu_layers = 0;
    llama_model * model = llama_model_load_from_file(argv[1], model_params);
    if (!model) return 1;
    llama_context_params context_params = llama_context_default_params();
    context_params.n_ctx = 4096;
    context_params.n_batch = 512;
    context_params.n_ubatch = 512;
    context_params.n_threads = 2;
    context_params.n_threads_batch = 2;
    context_params.flash_attn_type = flash ? LLAMA_FLASH_ATTN_TYPE_ENABLED : LLAMA_FLASH_ATTN_TYPE_DISABLED;
    context_params.cb_eval = dump_tensor;
    context_params.cb_eval_user_data = &state;
    llama_context * context = llama_init_from_model(model, context_params);
    if (!context) return 1;
    if (llama_decode(context, llama_batch_get_one(prompt.data(), (int32_t) prompt.size())) != 0) return 1;
    for (llama_token & token : decode) {
        state.call++;
        state.order = 0;
        if (llama_decode(context, llama_batch_get_one(&token, 1)) != 0) return 1;
    }
    llama_free(context);
    llama_model_free(model);
    llama_backend_free();
    return 0;
}
