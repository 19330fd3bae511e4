"""BFCL tool schemas as JSON Schema, read as the engine reads them: its type aliases renamed
(dict → object, float → number, tuple and list → array, str → string, bool → boolean,
int → integer, any → no type), and with `strict`, objects closed (`additionalProperties: false`)
unless they say otherwise. Shared by the benchmark scripts that hand BFCL schemas to a reference.
"""

ALIASES = {"dict": "object", "float": "number", "tuple": "array", "list": "array", "str": "string",
           "bool": "boolean", "int": "integer"}
SUBSCHEMA_MAPS = ("properties", "$defs", "definitions")
SUBSCHEMAS = ("items", "additionalProperties", "anyOf", "oneOf", "allOf", "not")


def as_json_schema(schema, strict=False):
    """The schema with BFCL's aliases renamed; with `strict`, objects closed unless they say otherwise."""
    if isinstance(schema, list):
        return [as_json_schema(item, strict) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {}
    for key, value in schema.items():
        if key == "type":
            types = value if isinstance(value, list) else [value]
            if "any" in types:
                continue
            names = [ALIASES.get(t, t) for t in types]
            out["type"] = names if isinstance(value, list) else names[0]
        elif key in SUBSCHEMA_MAPS and isinstance(value, dict):
            out[key] = {name: as_json_schema(sub, strict) for name, sub in value.items()}
        elif key in SUBSCHEMAS:
            out[key] = as_json_schema(value, strict)
        else:
            out[key] = value
    if strict and (out.get("type") == "object" or "properties" in out):
        out.setdefault("additionalProperties", False)
    return out
