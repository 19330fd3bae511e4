#!/usr/bin/env python3
"""Reference fixtures for the Guidance grammar core (Tests/Fixtures/Guidance).

For each schema below, writes Tests/Fixtures/Guidance/<name>.json with the schema as the Swift
side compiles it and many candidate instances in compact JSON, each labelled by the reference
validator: `jsonschema` (Draft 2020-12) applied to the schema *as the grammar reads it*:

- strict mode: an object schema without "additionalProperties" gets "additionalProperties": false;
- BFCL's Python type names are mapped (dict -> object, float -> number, int -> integer,
  tuple/list -> array, str -> string, bool -> boolean, any -> no type);
- a schema without "type" gets the type its keywords imply (properties -> object, items ->
  array, maxLength -> string, minimum -> integer), as the grammar documents;
- "integer" means a JSON integer literal (Python int), never 1.0;
- "const"/"enum" compare by compact serialization (so 1 != 1.0 and true != 1);
- additional (undeclared) property names are written without escapes.

The grammar writes a subset of the schema's language (compact, properties in schema order), so
valid candidates are generated in that form; invalid candidates come from mutating valid ones.
The Swift tests check: every valid candidate is taken byte by byte and complete; every invalid one
is rejected at some byte or incomplete.

    pip install jsonschema
    python3 Scripts/make-guidance-fixtures.py                 # write the fixtures
    python3 Scripts/make-guidance-fixtures.py --check-walks   # validate the Swift random walks

--check-walks reads Tests/Fixtures/Guidance/walks.json (written by the Swift test
`randomWalksMatchCheckedFile` with GUIDANCE_WRITE_WALKS=1), validates every walk with the same
reference rules, and records the verdict in the file; the Swift test then requires the verdict
and the walks to be unchanged.
"""
import copy
import json
import os
import random
import sys

import jsonschema
from jsonschema import Draft202012Validator, validators
from importlib.metadata import version

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "Fixtures", "Guidance")
ALIASES = {"dict": "object", "float": "number", "int": "integer", "tuple": "array", "list": "array",
           "str": "string", "bool": "boolean"}
IMPLIED = {"properties": "object", "required": "object", "additionalProperties": "object",
           "items": "array", "minItems": "array", "maxItems": "array", "uniqueItems": "array",
           "minLength": "string", "maxLength": "string",
           "minimum": "integer", "maximum": "integer", "exclusiveMinimum": "integer", "exclusiveMaximum": "integer"}
ORDER = ["object", "array", "string", "integer", "number", "boolean", "null"]


def compact(value, ascii_only=False):
    return json.dumps(value, ensure_ascii=ascii_only, separators=(",", ":"))


# ---------------------------------------------------------------------------------------------
# The schemas.

def bfcl_schemas(limit):
    seen, out = set(), []
    with open(os.path.join(ROOT, "Tests", "Fixtures", "bfcl", "tool-selection.jsonl")) as handle:
        for line in handle:
            record = json.loads(line)
            if record.get("kind") != "tools":
                continue
            for tool in record["tools"]:
                function = tool["function"]
                text = compact(function["parameters"])
                if function["name"] in seen or ("float" not in text and "array" not in text and len(out) % 2):
                    continue
                seen.add(function["name"])
                out.append(("bfcl-" + function["name"].replace("_", "-"), function["parameters"]))
                if len(out) == limit:
                    return out
    return out


TREE = {"$defs": {"node": {"type": "object", "properties": {
    "value": {"type": "integer"},
    "children": {"type": "array", "items": {"$ref": "#/$defs/node"}, "maxItems": 3}},
    "required": ["value"]}}, "$ref": "#/$defs/node"}

SCHEMAS = [
    ("weather-tool", {"type": "object", "properties": {
        "location": {"type": "string", "description": "City and country"},
        "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
        "days": {"type": "integer", "minimum": 1, "maximum": 14}}, "required": ["location"]}),
    ("search-tool", {"type": "object", "properties": {
        "query": {"type": "string", "minLength": 1, "maxLength": 40},
        "limit": {"type": "integer", "minimum": 1, "maximum": 100},
        "filters": {"type": "array", "items": {"type": "string", "maxLength": 8}, "maxItems": 3},
        "exact": {"type": "boolean"}}, "required": ["query", "limit"]}),
    ("nested-record", {"type": "object", "properties": {
        "id": {"type": "integer"},
        "owner": {"type": "object", "properties": {
            "name": {"type": "string"}, "email": {"type": ["string", "null"]},
            "address": {"type": "object", "properties": {"city": {"type": "string"}, "zip": {"type": "string", "minLength": 5, "maxLength": 5}},
                        "required": ["city"]}}, "required": ["name", "address"]},
        "score": {"type": "number"}}, "required": ["id", "owner"]}),
    ("bounded-array", {"type": "array", "items": {"type": "integer", "minimum": -3, "maximum": 3}, "minItems": 2, "maxItems": 4}),
    ("array-of-records", {"type": "array", "items": {"type": "object", "properties": {
        "sku": {"type": "string"}, "qty": {"type": "integer", "minimum": 0}}, "required": ["sku", "qty"]}, "maxItems": 3}),
    ("string-enum", {"enum": ["red", "green", "blue", "réd", "say \"hi\""]}),
    ("mixed-enum", {"enum": [1, "one", None, True, [1, 2], {"k": "v"}]}),
    ("const-object", {"type": "object", "properties": {"kind": {"const": "point"}, "x": {"type": "integer"}}, "required": ["kind", "x"]}),
    ("any-of-shapes", {"anyOf": [
        {"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]},
        {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "boolean"}}, "required": ["a"]},
        {"type": "null"}]}),
    ("one-of-tagged", {"oneOf": [
        {"type": "object", "properties": {"type": {"const": "circle"}, "radius": {"type": "number"}}, "required": ["type", "radius"]},
        {"type": "object", "properties": {"type": {"const": "square"}, "side": {"type": "integer", "minimum": 1}}, "required": ["type", "side"]}]}),
    ("recursive-tree", TREE),
    ("recursive-definitions", {"definitions": {"list": {"anyOf": [{"type": "null"}, {"type": "object", "properties": {
        "head": {"type": "string", "maxLength": 3}, "tail": {"$ref": "#/definitions/list"}}, "required": ["head", "tail"]}]}},
        "$ref": "#/definitions/list"}),
    ("recursive-root", {"type": "object", "properties": {"name": {"type": "string", "maxLength": 4}, "next": {"$ref": "#"}}, "required": ["name"]}),
    ("string-escapes", {"type": "object", "properties": {"text": {"type": "string"}, "path": {"type": "string"}}, "required": ["text"]}),
    ("unicode-lengths", {"type": "array", "items": {"type": "string", "minLength": 2, "maxLength": 3}, "maxItems": 3}),
    ("integer-range", {"type": "integer", "minimum": -250, "maximum": 1000}),
    ("integer-exclusive", {"type": "integer", "exclusiveMinimum": 9, "exclusiveMaximum": 20}),
    ("negative-range", {"type": "integer", "minimum": -120, "maximum": -7}),
    ("big-integers", {"type": "integer", "minimum": -9223372036854775808, "maximum": 9223372036854775807}),
    ("numbers", {"type": "array", "items": {"type": "number"}, "maxItems": 4}),
    ("type-list", {"type": ["integer", "string", "null", "boolean"]}),
    ("any-value", {}),
    ("additional-true", {"type": "object", "properties": {"id": {"type": "integer"}}, "required": ["id"], "additionalProperties": True}),
    ("additional-schema", {"type": "object", "properties": {"name": {"type": "string"}}, "additionalProperties": {"type": "integer"}}),
    ("all-optional", {"type": "object", "properties": {"a": {"type": "boolean"}, "b": {"type": "null"}, "c": {"type": "integer"}, "d": {"type": "string", "maxLength": 2}}}),
    ("bfcl-aliases", {"type": "dict", "properties": {"ratio": {"type": "float"}, "tags": {"type": "tuple", "items": {"type": "str"}},
                                                    "count": {"type": "int", "minimum": 0}, "meta": {"type": "any"}}, "required": ["ratio"]}),
    ("implied-types", {"properties": {"n": {"minimum": 0, "maximum": 9}, "s": {"maxLength": 3}, "l": {"items": {"type": "boolean"}}}, "required": ["n"]}),
    ("descriptive-keywords", {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "T", "type": "object",
                              "properties": {"when": {"type": "string", "format": "date", "examples": ["2024-01-01"]},
                                             "n": {"type": "integer", "default": 3, "description": "count"}}, "required": ["when"]}),
    ("unicode-keys", {"type": "object", "properties": {"clé": {"type": "string"}, "名前": {"type": "integer"}, "a\"b": {"type": "boolean"}}, "required": ["名前"]}),
] + bfcl_schemas(6)


# ---------------------------------------------------------------------------------------------
# The schema as the grammar reads it.

def normalize(schema):
    schema = copy.deepcopy(schema)

    def visit(node):
        if not isinstance(node, dict):
            return node
        for key in ("$defs", "definitions", "properties"):
            if isinstance(node.get(key), dict):
                for name in node[key]:
                    node[key][name] = visit(node[key][name])
        for key in ("items", "additionalProperties"):
            if isinstance(node.get(key), dict):
                node[key] = visit(node[key])
        for key in ("anyOf", "oneOf", "allOf"):
            if key in node:
                node[key] = [visit(part) for part in node[key]]
        if "type" in node:
            names = node["type"] if isinstance(node["type"], list) else [node["type"]]
            names = [ALIASES.get(name, name) for name in names]
            if "any" in names:
                del node["type"]
            else:
                node["type"] = names if isinstance(node["type"], list) else names[0]
        elif not any(key in node for key in ("$ref", "anyOf", "oneOf", "allOf", "enum", "const")):
            implied = sorted({IMPLIED[key] for key in node if key in IMPLIED}, key=ORDER.index)
            if implied:
                node["type"] = implied if len(implied) > 1 else implied[0]
        types = node.get("type")
        types = types if isinstance(types, list) else [types]
        if "object" in types and "additionalProperties" not in node:
            node["additionalProperties"] = False
        return node

    return visit(schema)


def strict_validator(schema):
    def is_integer(_, instance):
        return isinstance(instance, int) and not isinstance(instance, bool)

    def is_number(_, instance):
        return isinstance(instance, (int, float)) and not isinstance(instance, bool)

    checker = Draft202012Validator.TYPE_CHECKER.redefine("integer", is_integer).redefine("number", is_number)

    def const(validator, value, instance, _schema):
        if compact(instance) != compact(value):
            yield jsonschema.ValidationError(f"{instance!r} is not {value!r}")

    def enum(validator, values, instance, _schema):
        if compact(instance) not in [compact(value) for value in values]:
            yield jsonschema.ValidationError(f"{instance!r} not in {values!r}")

    strict = validators.extend(Draft202012Validator, validators={"const": const, "enum": enum}, type_checker=checker)
    return strict(normalize(schema))


# ---------------------------------------------------------------------------------------------
# Valid instances, generated in the grammar's form.

STRING_PIECES = ["a", "b", "z", "Z", "0", " ", "é", "ß", "名", "😀", "\"", "\\", "/", "\n", "\t", "\u0001", "\u007f", "\u2028", "€", "x y"]


class TooDeep(Exception):
    pass


def resolve(root, ref):
    node = root
    if ref == "#":
        return node
    for token in ref[2:].split("/"):
        node = node[token.replace("~1", "/").replace("~0", "~")]
    return node


def generate(root, node, rng, depth=0):
    if depth > 6:
        raise TooDeep()
    if node is True or node == {}:
        return random_value(rng, depth)
    if "$ref" in node:
        return generate(root, resolve(root, node["$ref"]), rng, depth)
    if "allOf" in node:
        return generate(root, node["allOf"][0], rng, depth)
    for key in ("anyOf", "oneOf"):
        if key in node:
            return generate(root, rng.choice(node[key]), rng, depth)
    if "const" in node:
        return copy.deepcopy(node["const"])
    if "enum" in node:
        return copy.deepcopy(rng.choice(node["enum"]))
    types = node.get("type", ORDER)
    types = types if isinstance(types, list) else [types]
    kind = rng.choice(types)
    if kind == "object":
        result = {}
        required = node.get("required", [])
        for name, sub in node.get("properties", {}).items():
            if name in required or rng.random() < (0.6 if depth < 3 else 0.1):
                result[name] = generate(root, sub, rng, depth + 1)
        extra = node.get("additionalProperties", False)
        if extra is not False and rng.random() < 0.5:
            for index in range(rng.randint(1, 2)):
                name = rng.choice(["extra", "x", "ключ", "k" + str(index)])
                if name not in node.get("properties", {}) and name not in result:
                    result[name] = random_value(rng, depth + 1) if extra is True else generate(root, extra, rng, depth + 1)
        return result
    if kind == "array":
        low, high = node.get("minItems", 0), node.get("maxItems", 4)
        high = min(high, low + 4)
        count = rng.randint(low, high) if depth < 3 else low
        return [generate(root, node.get("items", {}), rng, depth + 1) for _ in range(count)]
    if kind == "string":
        low, high = node.get("minLength", 0), node.get("maxLength", 12)
        length = rng.randint(low, min(high, low + 12))
        text = ""
        while len(text) < length:
            piece = rng.choice(STRING_PIECES)
            if len(text) + len(piece) <= length:
                text += piece
        return text
    if kind == "integer":
        low = node.get("minimum", node["exclusiveMinimum"] + 1 if "exclusiveMinimum" in node else -10**6)
        high = node.get("maximum", node["exclusiveMaximum"] - 1 if "exclusiveMaximum" in node else 10**6)
        return rng.choice([low, high, rng.randint(low, high), rng.randint(low, high), min(max(0, low), high)])
    if kind == "number":
        return rng.choice([0, -1, 7, 0.5, -12.25, 1e-05, 3.0, 1e+21, 123456789.125, rng.uniform(-100, 100)])
    if kind == "boolean":
        return rng.random() < 0.5
    return None


def random_value(rng, depth):
    choices = ["null", "true", "int", "float", "string"] + (["array", "object"] if depth < 3 else [])
    kind = rng.choice(choices)
    if kind == "null":
        return None
    if kind == "true":
        return rng.random() < 0.5
    if kind == "int":
        return rng.randint(-1000, 1000)
    if kind == "float":
        return rng.choice([0.25, -3.5, 2e-07])
    if kind == "string":
        return "".join(rng.choice(STRING_PIECES) for _ in range(rng.randint(0, 4)))
    if kind == "array":
        return [random_value(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    return {f"k{index}": random_value(rng, depth + 1) for index in range(rng.randint(0, 3))}


# ---------------------------------------------------------------------------------------------
# Invalid instances, by mutation.

def paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, prefix + (index,))


def replaced(value, path, new):
    if not path:
        return new
    value = copy.deepcopy(value)
    target = value
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = new
    return value


def mutate(value, rng):
    path = rng.choice(list(paths(value)))
    target = value
    for step in path:
        target = target[step]
    moves = ["type", "type", "bump"]
    if isinstance(target, dict):
        moves += ["drop", "add"]
    if isinstance(target, list):
        moves += ["append", "pop"]
    if isinstance(target, str):
        moves += ["grow", "shrink"]
    move = rng.choice(moves)
    if move == "type":
        return replaced(value, path, rng.choice([None, True, 0, 1.5, "s", "", [], {}, -1, 10**7]))
    if move == "bump":
        if isinstance(target, bool) or not isinstance(target, (int, float)):
            return replaced(value, path, 1)
        return replaced(value, path, target + rng.choice([-1, 1, 1000, -1000, 0.5]))
    if move == "drop" and target:
        new = dict(target)
        del new[rng.choice(list(new))]
        return replaced(value, path, new)
    if move == "add":
        new = dict(target)
        new[rng.choice(["unexpected", "extra", "id"])] = rng.choice([1, "x", None])
        return replaced(value, path, new)
    if move == "append":
        return replaced(value, path, target + [copy.deepcopy(target[0]) if target else 1])
    if move == "pop" and target:
        return replaced(value, path, target[:-1])
    if move == "grow":
        return replaced(value, path, target + rng.choice(["x", "😀", "abcdefghijklmnopqrstuvwxyz"]))
    if move == "shrink":
        return replaced(value, path, target[:-1])
    return replaced(value, path, "mutated")


def non_ascii_literals(schema):
    text = compact(schema)
    return any(ord(character) > 127 for character in text)


def non_ascii_keys(value):
    """Additional property names are written without escapes, so their ASCII-escaped spelling is
    outside the grammar's language."""
    if isinstance(value, dict):
        return any(any(ord(c) > 127 for c in key) or non_ascii_keys(item) for key, item in value.items())
    if isinstance(value, list):
        return any(non_ascii_keys(item) for item in value)
    return False


def text_mutations(text, rng):
    """Broken JSON: a cut prefix, a trailing comma, a stray space, a doubled closer."""
    out = []
    if len(text) > 1:
        out.append(text[:rng.randint(1, len(text) - 1)])
    out.append(text + ",")
    if len(text) > 2:
        cut = rng.randint(1, len(text) - 1)
        out.append(text[:cut] + " " + text[cut:])
    out.append(text + text[-1])
    return out


def build(name, schema, rng):
    validator = strict_validator(schema)
    normalized = normalize(schema)
    valid, candidates = [], []
    for _ in range(400):
        if len(valid) >= 40:
            break
        try:
            value = generate(normalized, normalized, rng)
        except TooDeep:
            continue
        text = compact(value)
        if text not in valid:
            valid.append(text)
    instances = {}
    for text in valid:
        value = json.loads(text)
        candidates.append(text)
        if not non_ascii_literals(schema) and not non_ascii_keys(value):
            candidates.append(compact(value, ascii_only=True))  # \u escapes and surrogate pairs
        for _ in range(4):
            candidates.append(compact(mutate(value, rng)))
        candidates.extend(text_mutations(text, rng))
    for text in candidates:
        if text in instances:
            continue
        try:
            value = json.loads(text)
        except ValueError:
            instances[text] = False
            continue
        ok = validator.is_valid(value)
        # The grammar writes compact JSON only: a valid value in another spelling is recorded
        # only when it is the compact form (with or without ASCII escapes).
        if ok and text not in (compact(value), compact(value, ascii_only=True)):
            continue
        instances[text] = ok
    if not any(instances.values()):
        raise SystemExit(f"{name}: no valid instance generated")
    return {
        "name": name,
        "schema": schema,
        "reference": f"jsonschema {version('jsonschema')} Draft 2020-12 (strict rules in Scripts/make-guidance-fixtures.py)",
        "instances": [{"json": text, "valid": ok} for text, ok in instances.items()],
    }


def check_walks():
    path = os.path.join(OUT, "walks.json")
    with open(path) as handle:
        walks = json.load(handle)
    schemas = dict(SCHEMAS)
    invalid = []
    total = 0
    for name, samples in walks["walks"].items():
        validator = strict_validator(schemas[name])
        for text in samples:
            total += 1
            try:
                value = json.loads(text)
            except ValueError as error:
                invalid.append({"schema": name, "json": text, "error": str(error)})
                continue
            errors = list(validator.iter_errors(value))
            if errors or not is_compact_spelling(text):
                invalid.append({"schema": name, "json": text, "error": errors[0].message if errors else "not compact"})
    walks["reference"] = f"jsonschema {version('jsonschema')} Draft 2020-12 (strict rules in Scripts/make-guidance-fixtures.py)"
    walks["checkedCount"] = total
    walks["invalid"] = invalid
    with open(path, "w") as handle:
        json.dump(walks, handle, ensure_ascii=False, indent=1)
        handle.write("\n")
    print(f"{total} walks checked, {len(invalid)} invalid")
    for entry in invalid[:10]:
        print(entry)
    return 1 if invalid else 0


def is_compact_spelling(text):
    """True when text has no whitespace outside strings (escapes may differ from Python's)."""
    in_string = escaped = False
    for character in text:
        if in_string:
            if escaped:
                escaped = False
            elif character == "\\":
                escaped = True
            elif character == "\"":
                in_string = False
        elif character == "\"":
            in_string = True
        elif character in " \t\r\n":
            return False
    return True


def main():
    if "--check-walks" in sys.argv:
        sys.exit(check_walks())
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(25)
    names = []
    total = valid = 0
    for name, schema in SCHEMAS:
        fixture = build(name, schema, rng)
        names.append(name)
        total += len(fixture["instances"])
        valid += sum(instance["valid"] for instance in fixture["instances"])
        with open(os.path.join(OUT, name + ".json"), "w") as handle:
            json.dump(fixture, handle, ensure_ascii=False, indent=1)
            handle.write("\n")
    with open(os.path.join(OUT, "index.json"), "w") as handle:
        json.dump({"schemas": names, "script": "Scripts/make-guidance-fixtures.py"}, handle, indent=1)
        handle.write("\n")
    print(f"{len(names)} schemas, {total} instances ({valid} valid, {total - valid} invalid)")


if __name__ == "__main__":
    main()
