#!/usr/bin/env python3
"""Checks that Sources/ and Tests/ build on the Apple platforms Package.swift declares.

Usage: python3 Scripts/apple/check-availability.py [--list] [--self-test] [--root DIR]

1. Availability. Every use of an API in the table below whose first OS version is newer than
   the floor (the `platforms:` of Package.swift) must sit inside an `@available` declaration or
   an `if #available` / `guard #available` that covers it on every declared platform. One line
   per offence (file:line: API needs X; floor Y, gate Z), exit status 1.
   The nested packages (Examples/, Benchmarks/) must declare at least the same floor.
2. Darwin branches. libc code that exists only in Glibc (or only in Darwin) must sit in a
   `#if` branch for that platform, and a chain that imports Glibc must also import Darwin.
   These are warnings (printed, exit status unchanged): they say where to look, not what breaks.

`--list` prints every use found with its verdict (the audit table); `--self-test` runs the
checker on small inline Swift snippets and checks its verdicts.

Tests/ is scanned as well, for macOS only (swift test compiles it for the Mac it runs on), except files wrapped whole in
`#if !canImport(FoundationModels)`: the adapter's tests against the stand-in, which compile only
where the framework is absent (Linux; an Xcode older than 26 would need gates there).

How it reads Swift (token and regex based, no parser; what it cannot see it does not check):
- Comments and string literals (including interpolations and raw strings) are blanked first,
  so a mention in a doc comment or a message is not a use.
- A use is a regex match from the table: it is found by name, not by type. An overload that
  shares a name across versions (the stdlib's `contains(_:)` / `split(separator:)` taking a
  string, newer than Foundation's) or a method on a type of ours with the same name is not told
  apart; the table lists only names that are unambiguous in this code base, and
  `SystemLanguageModel.tokenCount(for:)` (26.4) is left out because ours shares its name.
- A gate is the innermost-to-outermost set of enclosing brace scopes whose header (the text of
  the statement that opens the `{`, with the attribute lines just above it) holds `@available`
  or `#available`, plus the current statement's own attributes and a `#available` earlier on
  the same statement. `guard #available` gates the rest of the enclosing scope after its `else`
  block. An `@available` on a declaration without a body gates that statement only.
  `if #unavailable` is not understood (its `else` is not treated as gated), nor is a closure
  inside an `if #available` condition (it would take the gate instead of the body).
- Our own types declared under `@available` (a class, struct, enum, actor, protocol or
  typealias whose attributes precede it) become rows too, with their attribute's versions: Linux
  ignores Apple gates, so this is what catches a gated type of ours used from ungated code.
  Gated functions and properties of ours are not rows (their names are too common to match).
- The FoundationModels rows apply only where that framework (or its stand-in) is imported:
  files of Sources/FoundationModelsAdapter and files with `import FoundationModels`. The
  framework is not on tvOS, so those rows name no tvOS version (the stand-in is used there),
  and they do not apply in the stand-in's branch (`#if !canImport(FoundationModels)` or the
  `#else` of `#if canImport(FoundationModels)`).
- Platforms compiled out by the enclosing `#if` branches are not checked: a branch of `os(...)`
  terms alone keeps only those platforms, a `canImport(Glibc)` / `os(Linux)` branch none of
  Apple's, `!os(X)` drops X, an `#else` drops what plain branches before it kept. Other
  conditions (`canImport(X)`, `compiler(...)`, `&&`) are taken to keep every platform.
- Foundation's `Process` exists on macOS only: a use must be compiled out elsewhere (`#if
  os(macOS)`, a Linux branch) or sit under `@available(iOS, unavailable)` and so on.
- `Float16` is unavailable on x86_64 macOS whatever the version: any use outside an
  `#if arch(arm64)` branch is an offence.
"""
import argparse
import contextlib
import io
import os
import re
import sys
import tempfile

PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")


def parse_version(text):
    """`15`, `15.0` and `15.0.0` -> (15, 0, 0), so that they compare equal."""
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def versions(mac, ios, tv, watch, vision):
    """A row's first versions; None where the API does not exist (the row is not checked there)."""
    return {p: parse_version(v) for p, v in zip(PLATFORMS, (mac, ios, tv, watch, vision)) if v is not None}


# The OS releases that shipped each Swift standard library (the `SwiftStdlib X` availability
# macro of the Swift repository), and Foundation's yearly releases.
STDLIB_5_1 = versions("10.15", "13.0", "13.0", "6.0", "1.0")
STDLIB_5_7 = versions("13.0", "16.0", "16.0", "9.0", "1.0")
STDLIB_5_9 = versions("14.0", "17.0", "17.0", "10.0", "1.0")
STDLIB_6_0 = versions("15.0", "18.0", "18.0", "11.0", "2.0")
STDLIB_6_2 = versions("26.0", "26.0", "26.0", "26.0", "26.0")
FOUNDATION_10_15_4 = versions("10.15.4", "13.4", "13.4", "6.2", "1.0")
FOUNDATION_12 = versions("12.0", "15.0", "15.0", "8.0", "1.0")
FOUNDATION_13 = versions("13.0", "16.0", "16.0", "9.0", "1.0")
UNAVAILABLE = (999, 0, 0)
# Foundation's Process exists on macOS only among Apple's systems.
MACOS_ONLY = {"iOS": UNAVAILABLE, "tvOS": UNAVAILABLE, "watchOS": UNAVAILABLE, "visionOS": UNAVAILABLE}
OBSERVATION = STDLIB_5_9
# FoundationModels: iOS, iPadOS, Mac Catalyst, macOS, visionOS 26.0+, watchOS 27.0+ (the first
# version of each symbol is in its stand-in's doc comment); not on tvOS.
FM_26 = versions("26.0", "26.0", None, "27.0", "26.0")
FM_27 = versions("27.0", "27.0", None, "27.0", "27.0")

ALL, FOUNDATION_MODELS = "all", "foundation-models"

# (API as reported, regex over comment- and string-blanked code, first versions, where it applies)
TABLE = [
    # Clocks and durations (SE-0329)
    ("ContinuousClock", r"\bContinuousClock\b", STDLIB_5_7, ALL),
    ("SuspendingClock", r"\bSuspendingClock\b", STDLIB_5_7, ALL),
    ("Duration", r"\bDuration\b", STDLIB_5_7, ALL),
    ("Clock.sleep(for:) / Task.sleep(for:)", r"\.sleep\(\s*for:", STDLIB_5_7, ALL),
    ("Task.sleep(until:clock:)", r"\.sleep\(\s*until:", STDLIB_5_7, ALL),
    # String processing (SE-0350 onwards)
    ("Regex", r"\bRegex\b", STDLIB_5_7, ALL),
    ("regex literal #/…/#", r"#/", STDLIB_5_7, ALL),
    ("firstMatch/wholeMatch/prefixMatch(of:)", r"\.(?:firstMatch|wholeMatch|prefixMatch)\(\s*of:", STDLIB_5_7, ALL),
    ("firstRange/ranges(of:)", r"\.(?:firstRange|ranges)\(\s*of:", STDLIB_5_7, ALL),
    ("trimmingPrefix(_:)", r"\.trimmingPrefix\(", STDLIB_5_7, ALL),
    ("Collection.replacing(_:with:)", r"(?<!Self)\.replacing\(", STDLIB_5_7, ALL),
    ("String(validating:as:)", r"\bString\(\s*validating:", STDLIB_6_0, ALL),
    # Synchronization (SE-0410, SE-0433)
    ("Atomic", r"\bAtomic\s*<", STDLIB_6_0, ALL),
    ("Mutex", r"\bMutex\s*<", STDLIB_6_0, ALL),
    ("OSAllocatedUnfairLock", r"\bOSAllocatedUnfairLock\b", FOUNDATION_13, ALL),
    # Concurrency
    ("AsyncStream.makeStream (back-deployed)", r"\.makeStream\(", STDLIB_5_1, ALL),
    ("ExecutorJob", r"\bExecutorJob\b", STDLIB_5_9, ALL),
    ("DiscardingTaskGroup", r"\b(?:with(?:Throwing)?DiscardingTaskGroup|(?:Throwing)?DiscardingTaskGroup)\b", STDLIB_5_9, ALL),
    ("TaskExecutor (SE-0417)", r"\b(?:TaskExecutor|UnownedTaskExecutor|withTaskExecutorPreference|asUnownedTaskExecutor)\b|executorPreference:", STDLIB_6_0, ALL),
    ("Task.immediate", r"\bTask\.immediate\b|\bstartSynchronously\b", STDLIB_6_2, ALL),
    # Newer standard-library types
    ("Int128 / UInt128", r"\bU?Int128\b", STDLIB_6_0, ALL),
    ("InlineArray", r"\bInlineArray\b", STDLIB_6_2, ALL),
    ("Span / RawSpan / MutableSpan / UTF8Span", r"\b(?:Span|RawSpan|MutableSpan|MutableRawSpan|UTF8Span)\b", STDLIB_6_2, ALL),
    ("@Observable", r"@Observable\b", OBSERVATION, ALL),
    # Foundation
    ("URLSession async data/bytes/upload/download", r"\.(?:data|bytes|upload|download)\(\s*(?:for|from):", FOUNDATION_12, ALL),
    ("formatted / FormatStyle", r"\.formatted\(|\bFormatStyle\b", FOUNDATION_12, ALL),
    ("AttributedString", r"\bAttributedString\b", FOUNDATION_12, ALL),
    ("Date.now", r"\bDate\.now\b", FOUNDATION_12, ALL),
    ("String(localized:)", r"\bString\(\s*localized:", FOUNDATION_12, ALL),
    ("JSONDecoder.allowsJSON5", r"\ballowsJSON5\b|\bassumesTopLevelDictionary\b", FOUNDATION_12, ALL),
    ("URL(filePath:) / appending(path:) / URL.homeDirectory", r"\bURL\(\s*filePath:|\.appending\(\s*(?:path|component|components):|\bURL\.(?:homeDirectory|temporaryDirectory|currentDirectory|documentsDirectory)\b|\.path\(\s*percentEncoded:", FOUNDATION_13, ALL),
    ("Process (macOS only)", r"\bProcess\s*\(|\bProcess\.run\b", MACOS_ONLY, ALL),
    ("FileHandle throwing read/write/seek", r"\.(?:readToEnd|seekToEnd)\(\)|\.read\(\s*upToCount:|\.write\(\s*contentsOf:", FOUNDATION_10_15_4, ALL),
    # FoundationModels (only where it or its stand-in is imported)
    ("FoundationModels 26 types", r"\b(?:LanguageModelSession|SystemLanguageModel|FoundationModelsTranscript|FoundationModelsTool|FoundationModelsGenerationOptions|GeneratedContent|GenerationSchema|ConvertibleFromGeneratedContent|ConvertibleToGeneratedContent|PromptRepresentable)\b", FM_26, FOUNDATION_MODELS),
    ("FoundationModels 27 providers, profiles, errors", r"\b(?:FoundationModelsLanguageModel|LanguageModelExecutor\w*|LanguageModelCapabilities|DynamicProfile|LanguageModelError)\b|\.historyTransform\(", FM_27, FOUNDATION_MODELS),
]

FRAMEWORK_APIS = {api for api, _, _, scope in TABLE if scope == FOUNDATION_MODELS}

# Unavailable on x86_64 macOS whatever the version: a use must be inside `#if arch(arm64)`.
ARCH_ONLY = [("Float16", r"\bFloat16\b", "arm64")]

# libc symbols that exist on one side only, with the branch they belong in.
GLIBC_ONLY = r"\b(?:MSG_NOSIGNAL|MSG_MORE|TCP_QUICKACK|TCP_CORK|O_TMPFILE|O_PATH|O_DIRECT|fallocate|posix_fadvise|memfd_create|statx|SOCK_CLOEXEC|SOCK_NONBLOCK|accept4|pipe2|epoll_\w+|eventfd|signalfd|timerfd_\w+|inotify_\w+|sendfile|sched_getaffinity|cpu_set_t|CPU_SET|CPU_ZERO|MAP_POPULATE|MAP_HUGETLB|MADV_HUGEPAGE|prctl|gettid|mallinfo2?|malloc_trim|get_nprocs|st_[amc]tim|Glibc\.\w+|Musl\.\w+)\b|\bSOCK_\w+\.rawValue\b"
DARWIN_ONLY = r"\b(?:SO_NOSIGPIPE|st_[amc]timespec|F_FULLFSYNC|F_NOCACHE|mach_\w+|os_unfair_lock\w*|sysctlbyname|kqueue|kevent|Darwin\.\w+)\b"
LINUX_CONDITION = re.compile(r"(?<!!)(?:canImport\((?:Glibc|Musl)\)|os\(Linux\))")
DARWIN_CONDITION = re.compile(r"(?<!!)(?:canImport\(Darwin\)|os\((?:macOS|iOS|tvOS|watchOS|visionOS)\))")
AVAILABLE_ATTRIBUTE = re.compile(r"@available\s*\(([^)]*)\)")
AVAILABLE_CONDITION = re.compile(r"#available\s*\(([^)]*)\)")


def show(version):
    if version == UNAVAILABLE:
        return "unavailable"
    parts = list(version)
    while len(parts) > 2 and parts[-1] == 0:
        parts.pop()
    return ".".join(str(part) for part in parts)


def read_floor(package_text):
    """The `platforms:` of Package.swift as {platform: version}; platforms not named are absent."""
    match = re.search(r"platforms\s*:\s*\[(.*?)\]", package_text, re.S)
    if not match:
        return {}
    floor = {}
    for name, dotted, quoted in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\s*(?:\.v(\d+(?:_\d+)*)|\"([\d.]+)\")\s*\)", match.group(1)):
        floor[name] = parse_version(quoted or dotted.replace("_", "."))
    return floor


def parse_gate(arguments):
    """`macOS 15.0, iOS 18.0, *` or `macOS, introduced: 15.0` or `tvOS, unavailable` -> {platform: version}."""
    gate = {}
    parts = [part.strip() for part in arguments.split(",")]
    if parts and parts[0] in PLATFORMS and len(parts) > 1:  # the long form: one platform per attribute
        for part in parts[1:]:
            if part == "unavailable":
                gate[parts[0]] = (999, 0, 0)
            elif part.startswith("introduced:"):
                gate[parts[0]] = parse_version(part.split(":", 1)[1].strip())
        return gate
    for part in parts:
        match = re.fullmatch(r"(macOS|iOS|tvOS|watchOS|visionOS)(?:ApplicationExtension)?\s+([\d.]+)", part)
        if match:
            gate[match.group(1)] = parse_version(match.group(2))
    return gate


def merge(gates):
    merged = {}
    for gate in gates:
        for platform, version in gate.items():
            merged[platform] = max(merged.get(platform, (0,)), version)
    return merged


def blank(source):
    """The source with comments and string literals replaced by spaces, newlines kept."""
    out, i, n = list(source), 0, len(source)

    def clear(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = source[i]
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            clear(i, end)
            i = end
        elif source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            clear(i, j)
            i = j
        elif c == "#" and re.match(r"#+\"", source[i:]) or c == "\"":
            hashes = len(re.match(r"#*", source[i:]).group(0))
            start = i + hashes
            triple = source.startswith('"""', start)
            quote = '"""' if triple else '"'
            closing = quote + "#" * hashes
            j = start + len(quote)
            while j < n:
                if hashes == 0 and source[j] == "\\":
                    j += 2
                    continue
                if source.startswith(closing, j):
                    j += len(closing)
                    break
                if not triple and source[j] == "\n":  # unterminated: stop at the line's end
                    break
                j += 1
            clear(i, j)
            i = j
        else:
            i += 1
    return "".join(out)


class Use:
    def __init__(self, path, line, api, needs, gate, floor, arch=None, arch_ok=True, excluded=frozenset()):
        self.path, self.line, self.api, self.needs, self.gate, self.floor = path, line, api, needs, gate, floor
        self.arch, self.arch_ok = arch, arch_ok
        self.missing = {}
        for platform, version in needs.items():
            if platform not in floor or platform in excluded:  # not declared, or compiled out there
                continue
            covered = max(floor[platform], gate.get(platform, (0,)))
            if covered < version:
                self.missing[platform] = version

    @property
    def offence(self):
        return bool(self.missing) or not self.arch_ok

    def describe(self):
        where = f"{self.path}:{self.line}"
        if not self.arch_ok:
            return f"{where}: {self.api} is unavailable on x86_64 macOS; needs an #if arch({self.arch}) branch"
        if not self.missing:
            how = "gated" if any(self.gate.get(p, (0,)) >= v > self.floor.get(p, (0,)) for p, v in self.needs.items()) else "at or below the floor"
            return f"{where}: {self.api}: ok ({how})"
        needs = ", ".join(f"{p} {show(v)}" if v != UNAVAILABLE else f"an #if excluding {p}" for p, v in self.missing.items())
        floor = ", ".join(f"{p} {show(self.floor[p])}" for p in self.missing)
        gate = ", ".join(f"{p} {show(self.gate[p])}" for p in self.missing if p in self.gate) or "none"
        return f"{where}: {self.api} needs {needs}; floor {floor}; gate {gate}"


CONTINUATION_START = re.compile(r"^\s*(?:where\b|\.|\{|->|throws\b|async\b|&&|\|\||\?|:|,)")
CONTINUATION_END = re.compile(r"(?:,|\(|\[|->|=|&&|\|\||:|\bwhere|\.)\s*$")


DECLARATION = re.compile(r"((?:@available\s*\([^)]*\)\s*)+)(?:@\w+(?:\([^)]*\))?\s*|(?:public|internal|package|private|fileprivate|final|open|indirect)\s+)*(?:class|struct|enum|actor|protocol|typealias)\s+(\w+)")


def gated_declarations(sources):
    """Rows for our own types declared under `@available`: on Linux the compiler ignores Apple
    gates, so a use of such a type outside a gate compiles here and fails on a Mac."""
    rows = []
    for path, source in sources:
        for match in DECLARATION.finditer(blank(source)):
            gate = merge(parse_gate(arguments) for arguments in AVAILABLE_ATTRIBUTE.findall(match.group(1)))
            if gate:
                rows.append((f"{match.group(2)} (ours, @available in {os.path.basename(path)})", rf"\b{match.group(2)}\b", gate, ALL))
    return rows


def scan(path, source, floor, extra_rows=(), branches=None):
    """(uses, warnings) of one Swift file; `extra_rows` are more table rows (our gated types).
    Each `#if` chain with a Linux branch is appended to `branches` as a line for `--list`."""
    code = blank(source)
    lines = code.split("\n")
    framework = "/FoundationModelsAdapter/" in path.replace(os.sep, "/") or re.search(r"^\s*import\s+FoundationModels\s*$", code, re.M)
    rows = [(api, re.compile(rx), needs) for api, rx, needs, scope in list(TABLE) + list(extra_rows) if scope == ALL or framework]
    arch_rows = [(api, re.compile(rx), arch) for api, rx, arch in ARCH_ONLY]
    glibc_only, darwin_only = re.compile(GLIBC_ONLY), re.compile(DARWIN_ONLY)

    uses, warnings = [], []
    scopes = [{"gate": {}, "on_close": None}]   # brace scopes, the file's top level first
    statement = {"attributes": [], "conditions": [], "guard": False}
    depth = 0                                   # parentheses and brackets of the current statement
    chains = []                                 # #if chains: {"branches": [condition], "linux": bool, "darwin": bool}

    def branch_kind():
        """'linux', 'darwin' or None for the innermost #if branch that says."""
        for chain in reversed(chains):
            current = chain["branches"][-1]
            if current == "#else":
                earlier = " ".join(chain["branches"][:-1])
                if DARWIN_CONDITION.search(earlier) and not LINUX_CONDITION.search(earlier):
                    return "linux"
                if LINUX_CONDITION.search(earlier):
                    return "darwin"
            elif LINUX_CONDITION.search(current):
                return "linux"
            elif DARWIN_CONDITION.search(current):
                return "darwin"
        return None

    def in_stand_in():
        """Inside the branch that uses FoundationModelsStandIn (`#if !canImport(FoundationModels)`
        or the `#else` of `#if canImport(FoundationModels)`), where no framework version applies."""
        for chain in reversed(chains):
            current, earlier = chain["branches"][-1], " ".join(chain["branches"][:-1])
            if "!canImport(FoundationModels)" in current:
                return True
            if current == "#else" and re.search(r"(?<!!)canImport\(FoundationModels\)", earlier):
                return True
        return False

    def excluded_platforms():
        """Apple platforms the current #if branches compile out: a branch of `os(...)` terms
        alone keeps only those; a Glibc, Musl or Linux branch keeps none; `!os(X)` drops X; an
        #else drops what the branches before it kept when they were such lists."""
        excluded = set()
        for chain in chains:
            current = chain["branches"][-1]
            if current == "#else":
                for earlier in chain["branches"][:-1]:
                    kept = kept_platforms(earlier)
                    if kept is not None:
                        excluded |= kept
                    if DARWIN_CONDITION.search(earlier) and "canImport(Darwin)" in earlier:
                        excluded |= set(PLATFORMS)
            else:
                kept = kept_platforms(current)
                if kept is not None:
                    excluded |= set(PLATFORMS) - kept
                excluded |= set(re.findall(r"!\s*os\((\w+)\)", current)) & set(PLATFORMS)
        return frozenset(excluded)

    def in_arch(arch):
        """Inside `#if arch(arm64)` or a branch that excludes x86_64 (`#if !(os(macOS) && arch(x86_64))`)."""
        for chain in chains:
            current = chain["branches"][-1]
            if f"arch({arch})" in current and "!" not in current or "!" in current and "arch(x86_64)" in current:
                return True
        return False

    def reset_statement():
        statement["attributes"], statement["conditions"], statement["guard"] = [], [], False

    for number, text in enumerate(lines, 1):
        stripped = text.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
        if directive:
            kind, condition = directive.group(1), directive.group(2).strip()
            if kind == "if":
                chains.append({"branches": [condition], "line": number})
            elif chains and kind == "elseif":
                chains[-1]["branches"].append(condition)
            elif chains and kind == "else":
                chains[-1]["branches"].append("#else")
            elif chains:
                chain = chains.pop()
                joined = " ".join(chain["branches"])
                has_darwin = bool(DARWIN_CONDITION.search(joined)) or "#else" in chain["branches"]
                if chain.get("imports_glibc") and not has_darwin:
                    warnings.append(f"{path}:{chain['line']}: imports Glibc with no canImport(Darwin) or #else branch")
                if branches is not None and LINUX_CONDITION.search(joined):
                    what = "imports" if chain.get("imports_glibc") else "code"
                    other = "with a Darwin or #else branch" if has_darwin else "Linux only (nothing runs in its place elsewhere)"
                    branches.append(f"{path}:{chain['line']}: #if {' / '.join(chain['branches'])} ({what}): {other}")
            continue
        if chains and re.match(r"import\s+(?:Glibc|Musl)\b", stripped):
            chains[-1]["imports_glibc"] = True
        elif re.match(r"import\s+(?:Glibc|Musl)\b", stripped):
            warnings.append(f"{path}:{number}: imports Glibc unconditionally (no #if canImport(Glibc))")

        kind = branch_kind()
        for match in glibc_only.finditer(text):
            if kind != "linux":
                warnings.append(f"{path}:{number}: Glibc-only {match.group(0)} outside a canImport(Glibc)/os(Linux) branch")
        for match in darwin_only.finditer(text):
            if kind != "darwin":
                warnings.append(f"{path}:{number}: Darwin-only {match.group(0)} outside a canImport(Darwin) branch")

        found = sorted(
            [(m.start(), api, needs, None) for api, rx, needs in rows for m in rx.finditer(text)]
            + [(m.start(), api, {}, arch) for api, rx, arch in arch_rows for m in rx.finditer(text)],
            key=lambda item: item[0])
        events = {}
        for item in found:
            events.setdefault(item[0], []).append(item)
        attribute_spans = [(m.start(), m.end(), parse_gate(m.group(1))) for m in AVAILABLE_ATTRIBUTE.finditer(text)]
        condition_spans = [(m.start(), m.end(), parse_gate(m.group(1))) for m in AVAILABLE_CONDITION.finditer(text)]

        for column, char in enumerate(text + " "):
            for start, end, gate in attribute_spans:
                if start == column:
                    statement["attributes"].append(gate)
            for start, end, gate in condition_spans:
                if start == column:
                    statement["conditions"].append(gate)
            if text.startswith("guard", column) and (column == 0 or not text[column - 1].isalnum()):
                statement["guard"] = True
            for _, api, needs, arch in events.get(column, []):
                if needs is not None and api in FRAMEWORK_APIS and in_stand_in():
                    continue
                if re.search(r"\b(?:class|struct|enum|actor|protocol|typealias)\s+$", text[:column]):
                    continue  # the name being declared, not a use
                gate = merge([scope["gate"] for scope in scopes] + statement["attributes"] + statement["conditions"])
                uses.append(Use(path, number, api, needs, gate, floor, arch, arch is None or in_arch(arch), excluded_platforms()))
            if char in "([":
                depth += 1
            elif char in ")]":
                depth = max(0, depth - 1)
            elif char == "{":
                if statement["guard"] and statement["conditions"]:
                    scopes.append({"gate": {}, "on_close": merge(statement["conditions"])})
                else:
                    scopes.append({"gate": merge(statement["attributes"] + statement["conditions"]), "on_close": None})
                reset_statement()
                depth = 0
            elif char == "}":
                if len(scopes) > 1:
                    closed = scopes.pop()
                    if closed["on_close"]:  # the else block of `guard #available`: the rest is gated
                        scopes[-1]["gate"] = merge([scopes[-1]["gate"], closed["on_close"]])
                reset_statement()
                depth = 0
            elif char == ";":
                reset_statement()

        # Does the statement go on past this line? Attribute-only lines, open parentheses and
        # lines that end or whose successor starts with a continuation keep it open.
        following = next((line for line in lines[number:] if line.strip()), "")
        attribute_only = stripped.startswith("@") and not re.search(r"\b(?:func|var|let|class|struct|enum|actor|extension|protocol|init|subscript|typealias)\b", stripped)
        if not (attribute_only or depth > 0 or not stripped or CONTINUATION_END.search(stripped) or CONTINUATION_START.match(following)):
            reset_statement()
    return uses, warnings


def kept_platforms(condition):
    """The Apple platforms a branch condition keeps, if it says so plainly: `os(macOS) || os(Linux)`
    keeps macOS; `canImport(Glibc)` or `os(Linux)` keeps none; anything else (None) is not read."""
    if "!" in condition or "&&" in condition:
        return None
    terms = [term.strip() for term in condition.split("||")]
    kept = set()
    for term in terms:
        match = re.fullmatch(r"os\((\w+)\)", term)
        if match:
            kept |= {match.group(1)} & set(PLATFORMS)
        elif not re.fullmatch(r"canImport\((?:Glibc|Musl|WinSDK)\)|os\((?:Linux|Windows|Android|FreeBSD|OpenBSD|WASI)\)", term):
            return None
    return kept


def swift_files(root, folder="Sources"):
    for directory, _, names in sorted(os.walk(os.path.join(root, folder))):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


STAND_IN_ONLY = re.compile(r"\A(?:\s*//[^\n]*\n)*\s*#if !canImport\(FoundationModels\)")


def run(root, list_all):
    with open(os.path.join(root, "Package.swift"), encoding="utf-8") as handle:
        floor = read_floor(handle.read())
    if not floor:
        print("error: Package.swift declares no platforms: (SwiftPM would use its oldest deployment targets)")
        return 1
    # Nested packages (Examples/, Benchmarks/) depend on this one: SwiftPM refuses a consumer
    # whose deployment target is below its dependency's, so theirs must be at least the floor.
    nested_failures = []
    for nested in ("Examples", "Benchmarks"):
        manifest = os.path.join(root, nested, "Package.swift")
        if not os.path.exists(manifest):
            continue
        with open(manifest, encoding="utf-8") as handle:
            theirs = read_floor(handle.read())
        low = [f"{p} {show(theirs.get(p, (0, 0, 0)))}" if p in theirs else f"{p} undeclared"
               for p, v in floor.items() if theirs.get(p, (0, 0, 0)) < v]
        if low:
            nested_failures.append(f"{nested}/Package.swift: platforms below the package's floor: {', '.join(low)}")
    sources = []
    for path in swift_files(root):
        with open(path, encoding="utf-8") as handle:
            sources.append((os.path.relpath(path, root), handle.read()))
    ours = gated_declarations(sources)
    # Tests compile on a Mac too (swift test), except the files that exist only without the
    # framework (the adapter's tests against the stand-in).
    for path in swift_files(root, "Tests"):
        with open(path, encoding="utf-8") as handle:
            source = handle.read()
        if not STAND_IN_ONLY.match(source):
            sources.append((os.path.relpath(path, root), source))
    uses, warnings, branches = [], [], []
    # `swift test` builds the tests for the Mac it runs on: Tests/ is checked for macOS only.
    test_floor = {platform: version for platform, version in floor.items() if platform == "macOS"}
    for path, source in sources:
        found, warned = scan(path, source, test_floor if path.startswith("Tests" + os.sep) else floor, ours, branches)
        uses += found
        warnings += warned
    offences = [use for use in uses if use.offence]
    if list_all:
        for use in uses:
            print(use.describe())
        for branch in branches:
            print(f"libc branch: {branch}")
    for warning in warnings:
        print(f"warning: {warning}")
    for use in offences:
        print(use.describe())
    for failure in nested_failures:
        print(failure)
    floor_text = ", ".join(f"{p} {show(v)}" for p, v in floor.items())
    gated = sum(1 for use in uses if not use.offence and any(v > use.floor.get(p, UNAVAILABLE) for p, v in use.needs.items()))
    print(f"availability: {len(uses)} uses of {len(TABLE) + len(ARCH_ONLY)} checked APIs and {len(ours)} gated types of ours in Sources/ and Tests/ against the floor {floor_text}: "
          f"{len(uses) - gated - len(offences)} at or below it, {gated} gated, {len(offences)} offences; "
          f"{len(branches)} #if chains with a Linux branch, {len(warnings)} Darwin-branch warnings")
    return 1 if offences or nested_failures else 0


def self_test():
    floor = read_floor('platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)]')
    assert floor == {"macOS": (13, 0, 0), "iOS": (16, 0, 0), "tvOS": (16, 0, 0), "watchOS": (9, 0, 0), "visionOS": (1, 0, 0)}, floor
    assert read_floor('platforms: [.macOS("10.15.4"), .iOS(.v16_4)]') == {"macOS": (10, 15, 4), "iOS": (16, 4, 0)}
    full = "macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *"
    cases = [
        # (what, file, source, expected offending lines, expected warning count)
        ("ungated Atomic fails", "Sources/A/A.swift", "final class A {\n    let a = Atomic<Int>(0)\n}\n", [2], 0),
        ("Atomic under @available passes", "Sources/A/A.swift", f"@available({full})\nfinal class A {{\n    let a = Atomic<Int>(0)\n}}\n", [], 0),
        ("a gate naming macOS alone fails on the other platforms", "Sources/A/A.swift", "@available(macOS 15.0, *)\nfunc f() { _ = Atomic<Int>(0) }\n", [2], 0),
        ("the else of if #available is not gated", "Sources/A/A.swift",
         f"func f() {{\n    if #available({full}) {{\n        _ = Atomic<Int>(0)\n    }} else {{\n        _ = Atomic<Int>(1)\n    }}\n}}\n", [5], 0),
        ("guard #available gates the rest of the scope, not its else block", "Sources/A/A.swift",
         f"func f() {{\n    guard #available({full}) else {{ _ = Atomic<Int>(2); return }}\n    _ = Atomic<Int>(0)\n}}\nfunc g() {{ _ = Atomic<Int>(1) }}\n", [2, 5], 0),
        ("a multi-line declaration keeps its attribute", "Sources/A/A.swift",
         f"@available({full})\n@inlinable\nfunc f(\n    a: Int\n) -> Int\n    where Int: Sendable {{\n    _ = Atomic<Int>(a)\n    return a\n}}\n", [], 0),
        ("an attribute does not leak to the next declaration", "Sources/A/A.swift",
         f"@available({full})\nvar a: Int {{ 0 }}\nfunc f() {{ _ = Atomic<Int>(0) }}\n", [3], 0),
        ("ContinuousClock is at the floor", "Sources/A/A.swift", "let start = ContinuousClock.now\n", [], 0),
        ("comments and strings are not uses", "Sources/A/A.swift", "// Atomic<Int> and #/x/#\nlet s = \"Atomic<Int> \\(1)\"\nlet r = #\"Mutex<Int>\"#\n/* String(validating: x) */\n", [], 0),
        ("FoundationModels needs watchOS 27 in the adapter", "Sources/FoundationModelsAdapter/A.swift",
         "@available(macOS 26.0, iOS 26.0, visionOS 26.0, *)\nstruct A { let s: LanguageModelSession }\n", [2], 0),
        ("FoundationModels gated on every platform passes", "Sources/FoundationModelsAdapter/A.swift",
         "@available(macOS 26.0, iOS 26.0, visionOS 26.0, watchOS 27.0, *)\nstruct A { let s: LanguageModelSession }\n", [], 0),
        ("the stand-in branch needs no framework version", "Sources/FoundationModelsAdapter/A.swift",
         "#if canImport(FoundationModels)\nimport FoundationModels\n@available(macOS 26.0, iOS 26.0, visionOS 26.0, watchOS 27.0, *)\ntypealias T = FoundationModels.GenerationSchema\n#else\ntypealias T = FoundationModelsStandIn.GenerationSchema\n#endif\n", [], 0),
        ("FoundationModels names outside the adapter are not checked", "Sources/B/B.swift", "struct A { let s: LanguageModelSession }\n", [], 0),
        ("Float16 outside #if arch(arm64) fails", "Sources/A/A.swift", "#if arch(arm64)\nlet a: Float16 = 1\n#endif\nlet b: Float16 = 1\n", [4], 0),
        ("Float16 where x86_64 macOS is excluded passes", "Sources/A/A.swift", "#if !(os(macOS) && arch(x86_64))\nlet a: Float16 = 1\n#endif\n", [], 0),
        ("Process outside an #if that excludes iOS fails", "Sources/A/A.swift",
         "let p = Process()\n#if os(macOS) || os(Linux)\nlet q = Process()\n#endif\n#if canImport(Glibc)\nlet r = Process()\n#endif\n", [1], 0),
        ("an API newer than the floor in a Linux-only branch is no Apple concern", "Sources/A/A.swift",
         "#if os(Linux)\nlet a = Atomic<Int>(0)\n#else\nlet b = 1\n#endif\n", [], 0),
        ("Glibc without a Darwin branch warns", "Sources/A/A.swift", "#if canImport(Glibc)\nimport Glibc\n#endif\nlet f = MSG_NOSIGNAL\n", [], 2),
        ("Glibc with a Darwin branch does not", "Sources/A/A.swift",
         "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n#if canImport(Darwin)\nlet f: Int32 = 0\n_ = SO_NOSIGPIPE\n#else\nlet f = Int32(MSG_NOSIGNAL)\n#endif\n", [], 0),
    ]
    failures = 0
    for what, path, source, expected, expected_warnings in cases:
        uses, warnings = scan(path, source, floor)
        lines = sorted(use.line for use in uses if use.offence)
        if lines != expected or len(warnings) != expected_warnings:
            failures += 1
            print(f"FAIL {what}: offences on lines {lines} (expected {expected}), {len(warnings)} warnings (expected {expected_warnings})")
            for use in uses:
                print(f"    {use.describe()}")
            for warning in warnings:
                print(f"    warning: {warning}")
    # Our own gated types are rows too: a use outside a gate fails, the declaration itself is no use.
    declared = f"@available({full})\npublic final class Pool {{ init() {{}} }}\n"
    ours = gated_declarations([("Sources/A/Pool.swift", declared)])
    uses, _ = scan("Sources/A/Pool.swift", declared, floor, ours)
    used, _ = scan("Sources/A/B.swift", f"func f() {{ _ = Pool() }}\n@available({full})\nfunc g() {{ _ = Pool() }}\n", floor, ours)
    if len(ours) != 1 or any(use.offence for use in uses) or [use.line for use in used if use.offence] != [1]:
        failures += 1
        print(f"FAIL our gated types: {len(ours)} rows, offences {[use.describe() for use in uses + used if use.offence]}")
    # The whole command: a package whose floor is too low for its code fails with exit status 1.
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "Sources", "A"))
        with open(os.path.join(root, "Package.swift"), "w") as handle:
            handle.write("let package = Package(name: \"A\", platforms: [.macOS(.v12), .iOS(.v15)], targets: [])\n")
        with open(os.path.join(root, "Sources", "A", "A.swift"), "w") as handle:
            handle.write("let start = ContinuousClock.now\n")
        with contextlib.redirect_stdout(io.StringIO()):
            status = run(root, False)
        if status != 1:
            failures += 1
            print("FAIL a floor below ContinuousClock's first versions should exit 1")
    print(f"self-test: {len(cases) + 2 - failures} of {len(cases) + 2} cases pass")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="print every use found with its verdict")
    parser.add_argument("--self-test", action="store_true", help="check the checker on inline snippets")
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    return run(os.path.normpath(arguments.root), arguments.list)


if __name__ == "__main__":
    sys.exit(main())
