#!/bin/sh
# Captures the Gemma 3 270M answers that ResponseGuardTests check (run from the repository root,
# with Scripts/fetching/fetch-gemma.sh done). The answers are the model's, unedited; the summarizer that
# produced gemma-3-270m.ehp-pbde47-thyroid.summarize.json had no guard yet (commit d9afc82).
set -eu
MODEL="${CONTEXTBUDGET_GEMMA_GGUF:-$HOME/.cache/contextbudget/models/gemma-3-270m-Q4_K_M.gguf}"
OUT=Tests/Fixtures/ResponseGuard
swift build -c release --product ctx
CTX=.build/release/ctx

# Every call of a map-reduce summary, greedy: the JSON report holds each call's answer (tree nodes).
$CTX summarize Corpora/en/ehp-pbde47-thyroid.md --model "gguf:$MODEL" --format json --jobs 1 \
    > $OUT/gemma-3-270m.ehp-pbde47-thyroid.summarize.json

# Single completions of the summarizer's `whole` prompt (instructions + template, one user turn,
# as Gemma has no system role), greedy and sampled as the guard's retry samples.
prompt() {
    printf 'You summarize documents. Be faithful to the text: state no facts that it does not state. Keep names, numbers and conclusions.\n\nSummarize this document.\n\n<document>\n'
    cat "$1"
    printf '\n</document>'
}
prompt Corpora/LICENSES/MIT-nodejs.txt > /tmp/prompt-mit.txt
prompt Corpora/en/ehp-pbde47-thyroid.abstract.txt > /tmp/prompt-abstract.txt
$CTX generate --model "$MODEL" --file /tmp/prompt-mit.txt --max-tokens 256 > $OUT/gemma-3-270m.mit-nodejs.greedy.txt
$CTX generate --model "$MODEL" --file /tmp/prompt-abstract.txt --max-tokens 256 > $OUT/gemma-3-270m.ehp-abstract.greedy.txt
$CTX generate --model "$MODEL" --file /tmp/prompt-abstract.txt --max-tokens 256 --temperature 0.8 --seed 24301 > $OUT/gemma-3-270m.ehp-abstract.t0.8-seed24301.txt

# The instruction after the material, no tags: answers that should pass the guard.
(cat Corpora/en/ehp-pbde47-thyroid.abstract.txt; printf '\n\nSummarize the text above in three sentences.') > /tmp/prompt-abstract-after.txt
(cat Corpora/LICENSES/MIT-nodejs.txt; printf '\n\nSummarize the text above in two sentences.') > /tmp/prompt-mit-after.txt
$CTX generate --model "$MODEL" --file /tmp/prompt-abstract-after.txt --max-tokens 200 > $OUT/gemma-3-270m.ehp-abstract.instruction-after.greedy.txt
$CTX generate --model "$MODEL" --file /tmp/prompt-mit-after.txt --max-tokens 200 > $OUT/gemma-3-270m.mit-nodejs.instruction-after.greedy.txt
