#!/usr/bin/env python3
"""Writes Tests/Fixtures/bfcl/tool-selection.jsonl: an evaluation of tool-definition selection
built from the Berkeley Function Calling Leaderboard's multi-turn tasks.

Source: PyPI `bfcl-eval` 2026.3.23 (Apache-2.0), its BFCL v4 multi-turn data
(`data/BFCL_v4_multi_turn_{base,miss_func,miss_param,long_context}.json`), the ground truth in
`data/possible_answer/`, and the function docs in `data/multi_turn_func_doc/`. Only the tasks
numbered 0-99 of each category are used; those numbered 100 and up are kept for independent checks.

Each task becomes one record holding the conversation as OpenAI chat messages, and one case per
turn whose ground truth has calls, cut just before that turn's first call:
- the messages before the cut: every earlier turn's user message, then one assistant message
  with that turn's ground-truth calls (all of them, as parallel calls, like
  Corpora/transcripts/bfcl-*.json) and one `tool` message per call with the output of BFCL's own
  simulated backend (`execute_multi_turn_func_call`, state carried across turns, long-context
  scenarios for the long_context category), then this turn's user message;
- the tools the model has at that point, in BFCL's order: the involved classes' function docs
  (verbatim, as in Corpora/transcripts), minus the `missed_function`s of miss_func tasks until
  their turn, where BFCL appends them and sends DEFAULT_USER_PROMPT_FOR_ADDITIONAL_FUNCTION_FC as
  the user message;
- the tools the turn's ground-truth calls name (`needed_tools`, in order of first use) and the
  first call itself (`next_call`).
A turn whose ground truth is empty (miss_param's question that lacks a parameter, miss_func's
question whose function is withheld) adds its user message and nothing else: BFCL's ground truth
has no assistant text to put after it.

Positional ground-truth arguments (`sort('final_report.pdf')`) are named from the backend method's
signature, so every call's arguments are a JSON object.

Layout (JSON Lines; one object per line, "kind" first):
  {"kind": "header", ...}                          source, version, licence, counts
  {"kind": "tools", "class": C, "tools": [...]}    a class's function docs as OpenAI tools, once
  {"kind": "task", "id", "category", "classes", "messages": [...],
   "cases": [{"turn", "cut", "tools": [names], "needed_tools": [names], "next_call": {...}}]}
A case's transcript is {"messages": messages[:cut], "tools": the named tools, in that order}.

Usage: python3 Scripts/make-bfcl-fixtures.py
  needs `bfcl-eval==2026.3.23` and `mpmath==1.3.0` importable; the rest of bfcl-eval's
  dependencies are not needed (install with `pip install --no-deps bfcl-eval==2026.3.23 mpmath==1.3.0`
  in a venv). Output is deterministic: running it twice gives the same bytes.
"""
import ast
import copy
import inspect
import importlib
import json
import sys
from pathlib import Path

try:
    import bfcl_eval
    import mpmath  # noqa: F401 (MathAPI's backend needs it)
    from bfcl_eval.constants.default_prompts import DEFAULT_USER_PROMPT_FOR_ADDITIONAL_FUNCTION_FC
    from bfcl_eval.constants.executable_backend_config import CLASS_FILE_PATH_MAPPING, MULTI_TURN_FUNC_DOC_FILE_MAPPING
    from bfcl_eval.eval_checker.multi_turn_eval.multi_turn_utils import execute_multi_turn_func_call
except ImportError as error:
    sys.exit(f"error: {error}: run `pip install --no-deps bfcl-eval==2026.3.23 mpmath==1.3.0` (a venv is fine)")

VERSION = "2026.3.23"
CATEGORIES = ["multi_turn_base", "multi_turn_miss_func", "multi_turn_miss_param", "multi_turn_long_context"]
TASK_NUMBERS = range(0, 100)  # never 100 and up: kept for independent checks
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/Fixtures/bfcl/tool-selection.jsonl"
DATA = Path(bfcl_eval.__file__).parent / "data"


def read_lines(path):
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def class_docs(name):
    with open(DATA / "multi_turn_func_doc" / MULTI_TURN_FUNC_DOC_FILE_MAPPING[name], encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def parameter_names(class_name, method_name):
    """The backend method's parameter names, in order, to name positional arguments."""
    module = importlib.import_module(CLASS_FILE_PATH_MAPPING[class_name])
    method = getattr(getattr(module, class_name), method_name)
    return [p for p in inspect.signature(method).parameters if p != "self"]


def parse_call(text, owners):
    """`f(a, b=1)` -> (name, {"p0": a, "b": 1}) with positional arguments named from the signature."""
    node = ast.parse(text.strip(), mode="eval").body
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
        raise ValueError(f"not a plain call: {text}")
    name = node.func.id
    arguments = {}
    if node.args:
        names = parameter_names(owners[name], name)
        for index, value in enumerate(node.args):
            arguments[names[index]] = ast.literal_eval(value)
    for keyword in node.keywords:
        arguments[keyword.arg] = ast.literal_eval(keyword.value)
    return name, arguments


def build_task(entry, answer, docs_by_class):
    task_id, category = entry["id"], entry["id"].rsplit("_", 1)[0]
    classes = entry["involved_classes"]
    owners, order = {}, []
    for class_name in classes:
        for doc in docs_by_class[class_name]:
            owners[doc["name"]] = class_name
            order.append(doc["name"])
    # miss_func: BFCL removes the held-out docs up front and appends them at their turn.
    holdout = {int(turn): names for turn, names in entry.get("missed_function", {}).items()}
    withheld = {name for names in holdout.values() for name in names}
    available = [name for name in order if name not in withheld]

    turns, truth = entry["question"], answer["ground_truth"]
    assert len(turns) == len(truth), f"{task_id}: {len(turns)} turns but {len(truth)} ground-truth turns"
    messages, cases, call_number = [], [], 0
    for turn, (turn_messages, calls) in enumerate(zip(turns, truth)):
        if turn in holdout:
            assert not turn_messages, f"{task_id}: holdout turn {turn} has a user message"
            available += holdout[turn]
            turn_messages = [{"role": "user", "content": DEFAULT_USER_PROMPT_FOR_ADDITIONAL_FUNCTION_FC}]
        for message in turn_messages:
            assert message["role"] == "user", f"{task_id}: turn {turn} has a {message['role']} message"
            messages.append({"role": "user", "content": message["content"]})
        if not calls:
            continue
        parsed = [parse_call(call, owners) for call in calls]
        needed = list(dict.fromkeys(name for name, _ in parsed))
        # A few miss_func tasks' ground truth calls a tool before the turn that adds it (a data
        # error upstream): such a tool cannot be selected, so it is listed apart, not as needed.
        unavailable = [name for name in needed if name not in available]
        case = {"turn": turn, "cut": len(messages), "tools": list(available),
                "needed_tools": [name for name in needed if name in available],
                "next_call": {"name": parsed[0][0], "arguments": parsed[0][1]}}
        if unavailable:
            case["unavailable_tools"] = unavailable
            print(f"note: {task_id} turn {turn}: ground truth calls {unavailable} before BFCL adds it", file=sys.stderr)
        assert case["next_call"]["name"] in available, f"{task_id} turn {turn}: the first call's tool is not defined yet"
        if case["needed_tools"]:
            cases.append(case)
        outputs, _ = execute_multi_turn_func_call(
            calls, entry.get("initial_config", {}), classes, "contextbudget_fixture", task_id,
            long_context=("long_context" in category), is_evaL_run=True)
        tool_calls = []
        for name, arguments in parsed:
            call_number += 1
            tool_calls.append({"id": f"call_{call_number}", "type": "function",
                               "function": {"name": name, "arguments": json.dumps(arguments)}})
        messages.append({"role": "assistant", "content": None, "tool_calls": tool_calls})
        for call, output in zip(tool_calls, outputs):
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": output})
    # Nothing after the last cut is read; keep the file small.
    last_cut = cases[-1]["cut"] if cases else 0
    return {"kind": "task", "id": task_id, "category": category, "classes": classes,
            "messages": messages[:last_cut], "cases": cases}


def main():
    if not (DATA / "BFCL_v4_multi_turn_base.json").exists():
        sys.exit(f"error: no BFCL v4 multi-turn data under {DATA}: install bfcl-eval=={VERSION}")
    tasks, used_classes = [], []
    for category in CATEGORIES:
        entries = read_lines(DATA / f"BFCL_v4_{category}.json")
        answers = {a["id"]: a for a in read_lines(DATA / "possible_answer" / f"BFCL_v4_{category}.json")}
        for entry in entries:
            number = int(entry["id"].rsplit("_", 1)[1])
            if number not in TASK_NUMBERS:
                continue
            for class_name in entry["involved_classes"]:
                if class_name not in used_classes:
                    used_classes.append(class_name)
            docs = {name: class_docs(name) for name in entry["involved_classes"]}
            tasks.append(build_task(copy.deepcopy(entry), answers[entry["id"]], docs))
    header = {
        "kind": "header",
        "source": f"PyPI bfcl-eval {VERSION}, BFCL v4 multi-turn data (categories {', '.join(CATEGORIES)})",
        "license": "Apache-2.0 (modified: tasks cut before each turn's first ground-truth call; tool outputs from "
                   "replaying the ground truth on bfcl-eval's simulated backends); see Tests/Fixtures/bfcl/README.md",
        "script": "Scripts/make-bfcl-fixtures.py",
        "task_numbers": [TASK_NUMBERS.start, TASK_NUMBERS.stop - 1],
        "tasks": len(tasks),
        "cases": sum(len(t["cases"]) for t in tasks),
    }
    lines = [header]
    lines += [{"kind": "tools", "class": name,
               "tools": [{"type": "function", "function": doc} for doc in class_docs(name)]}
              for name in sorted(used_classes)]
    lines += tasks
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as handle:
        for line in lines:
            handle.write(json.dumps(line, ensure_ascii=False, sort_keys=False) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(tasks)} tasks, {header['cases']} cases, {OUT.stat().st_size:,} bytes")
    for category in CATEGORIES:
        mine = [t for t in tasks if t["category"] == category]
        print(f"  {category}: {len(mine)} tasks, {sum(len(t['cases']) for t in mine)} cases")


if __name__ == "__main__":
    main()
