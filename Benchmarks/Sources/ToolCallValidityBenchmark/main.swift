// Tool calls under `.required` on the native engine, on BFCL: is each reply a call that parses
// and is an instance of the called tool's schema, does it name the reference's tool, are its
// arguments exactly the reference's. Constrained (the engine's default) beside the same model
// and prompt with `constrainsToolCalls = false` (the call as the model writes it, read back by
// `TextToolCalling`, a malformed call fed back once).
//
//   swift run -c release --package-path Benchmarks ToolCallValidityBenchmark [--cases N] [--skip N] [--models gemma,smollm2] [--out FILE]
//   python3 Benchmarks/Scripts/validate_tool_calls.py FILE    # the same table, validated by jsonschema
//
// Cases: the first turn of BFCL multi_turn_base tasks 0-99 (Tests/Fixtures/bfcl/tool-selection.jsonl),
// cut before its first ground-truth call. Each transcript is fitted to a 2K window as `ctx trim
// --budget 2k` fits it (`TranscriptTrimmer`, policy window, the model's own exact counts; tool
// selection keeps the tools it ranks first), then answered with `.required` and at most 256
// response tokens, greedy. A case whose trim or reply throws counts as not valid, with its error
// kind. Gemma 3 270M is the base model, prompted through its family's chat format as the engine
// does for tool calls; SmolLM2-135M-Instruct's file template ignores tools, so its tool
// conversations use the hand-written Qwen format.
import BenchmarkSupport
import ContextBudget
import ContextBudgetEvaluation
import Foundation
import Guidance
import NativeModel

var caseLimit = 100
var skipped = 0
var modelNames = ["gemma", "smollm2"]
var outputPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    switch flag {
    case "--cases": caseLimit = arguments.popFirst().flatMap(Int.init) ?? caseLimit
    case "--skip": skipped = arguments.popFirst().flatMap(Int.init) ?? skipped  // resume a cut run: later cases only
    case "--models": modelNames = arguments.popFirst()?.split(separator: ",").map(String.init) ?? modelNames
    case "--out": outputPath = arguments.popFirst()
    default:
        FileHandle.standardError.write(Data("usage: ToolCallValidityBenchmark [--cases N] [--skip N] [--models gemma,smollm2] [--out FILE]\n".utf8))
        exit(64)
    }
}

let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/bfcl/tool-selection.jsonl")
let all = try ToolSelectionCase.cases(fromJSONLines: Data(contentsOf: fixture), source: "tool-selection.jsonl")
func taskNumber(_ item: ToolSelectionCase) -> Int { Int(item.taskID.split(separator: "_").last ?? "") ?? 0 }
let cases = Array(all.filter { $0.category == "multi_turn_base" && $0.turn == 0 }.sorted { taskNumber($0) < taskNumber($1) }.prefix(caseLimit).dropFirst(skipped))

let budget = try TokenBudget(contextSize: 2048, responseReserve: 256)
let options = GenerationOptions(maximumResponseTokens: 256)

/// One reply, as the validator script reads it.
struct Record: Encodable {
    var model: String
    var mode: String
    var caseID: String
    var outcome: String
    var name: String?
    var arguments: String?
    var schema: JSONValue?
    var referenceName: String
    var referenceArguments: String
    var offered: [String]
}

/// Whether `arguments` is an instance of `schema` as the grammar core reads it: compact JSON with
/// the properties in the schema's order, stricter than JSON Schema (an unconstrained call with
/// whitespace fails it); Benchmarks/Scripts/validate_tool_calls.py is the independent check.
func isInstance(_ arguments: String, of schema: JSONValue) -> Bool {
    let text = schema == .object([:]) ? #"{"type":"object","properties":{}}"# : schema.compactText
    guard let grammar = try? Grammar(jsonSchema: text) else { return false }
    var matcher = GrammarMatcher(grammar: grammar)
    return matcher.advance(Array(arguments.utf8)) == arguments.utf8.count && matcher.isComplete
}

func canonical(_ text: String) -> String? {
    (try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)))?.compactText
}

/// What one model scored in one mode.
struct Tally {
    var valid = 0, rightTool = 0, exact = 0, cut = 0, other = 0
    var seconds = 0.0
}

struct Contestant {
    var name: String
    var file: String
    var model: NativeLanguageModel
    var trimmer: TranscriptTrimmer
    var tallies: [String: Tally] = [:]
    var offeredReference = 0
}

var contestants: [Contestant] = []
for name in modelNames {
    let url: URL? = name == "gemma" ? ModelLocator.gemma3_270mIfPresent() : ModelLocator.smolLM2_135mInstructIfPresent()
    guard let url else {
        print("\(name): model file not found (Scripts/fetching/fetch-\(name == "gemma" ? "gemma" : "smollm2").sh): skipped")
        continue
    }
    let model = try NativeLanguageModel(url: url, contextSize: budget.contextSize)
    contestants.append(Contestant(name: name, file: url.deletingPathExtension().lastPathComponent, model: model,
                                  trimmer: TranscriptTrimmer(model: model, budget: budget, policy: .window)))
}
let modes = [("constrained", true), ("unconstrained", false)]

/// One reply of one model in one mode, tallied and recorded.
func answer(_ item: ToolSelectionCase, fitted: Transcript, by contestant: Contestant, mode: String, constrains: Bool) async -> (Record, Tally) {
    contestant.model.constrainsToolCalls = constrains
    var tally = contestant.tallies[mode, default: Tally()]
    var record = Record(model: contestant.name, mode: mode, caseID: item.id, outcome: "", referenceName: item.nextCall.name,
                        referenceArguments: item.nextCall.arguments, offered: fitted.tools.map(\.name))
    let start = DispatchTime.now().uptimeNanoseconds
    do {
        let reply = try await contestant.model.respond(to: fitted, toolChoice: .required, options: options)
        if case let .toolCalls(calls) = reply, let call = calls.first {
            record.name = call.name
            record.arguments = call.arguments
            record.schema = fitted.tools.first { $0.name == call.name }?.parameters
            let valid = record.schema.map { isInstance(call.arguments, of: $0) } ?? false
            record.outcome = valid ? "valid" : "invalid call"
            if valid { tally.valid += 1 } else { tally.other += 1 }
            if call.name == item.nextCall.name {
                tally.rightTool += 1
                if let written = canonical(call.arguments), written == canonical(item.nextCall.arguments) { tally.exact += 1 }
            }
        } else {
            record.outcome = "text"
            tally.other += 1
        }
    } catch let GenerationError.structuredResponseIncomplete(partial, _) {
        record.outcome = "cut"
        record.arguments = partial
        tally.cut += 1
    } catch {
        record.outcome = "error: \(error)"
        tally.other += 1
    }
    tally.seconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return (record, tally)
}

/// The replies so far, rewritten after every case so a cut run keeps what it measured.
func save(_ records: [Record], to outputPath: String?) throws {
    guard let outputPath else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let lines = try records.map { String(decoding: try encoder.encode($0), as: UTF8.self) }.joined(separator: "\n") + "\n"
    try Data(lines.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
}

print("BFCL multi_turn_base tasks, first turn, \(cases.count) cases; 2K window (256 reserved), .required, greedy; load average \(LoadAverage.current)")
var records: [Record] = []
for (number, item) in cases.enumerated() {
    for index in contestants.indices {
        let fitted: Transcript
        do { fitted = try await contestants[index].trimmer.trim(item.transcript).transcript } catch {
            for (mode, _) in modes {
                contestants[index].tallies[mode, default: Tally()].other += 1
                records.append(Record(model: contestants[index].name, mode: mode, caseID: item.id, outcome: "trim failed: \(error)",
                                      referenceName: item.nextCall.name, referenceArguments: item.nextCall.arguments, offered: []))
            }
            continue
        }
        if fitted.tools.contains(where: { $0.name == item.nextCall.name }) { contestants[index].offeredReference += 1 }
        for (mode, constrains) in modes {
            let (record, tally) = await answer(item, fitted: fitted, by: contestants[index], mode: mode, constrains: constrains)
            records.append(record)
            contestants[index].tallies[mode] = tally
        }
    }
    try save(records, to: outputPath)
    FileHandle.standardError.write(Data("case \(number + 1)/\(cases.count) \(item.id), load average \(LoadAverage.current)\n".utf8))
}

func share(_ count: Int) -> String { String(format: "%.2f", Double(count) / Double(max(1, cases.count))) }
var table = ResultTable(header: ["model", "calls", "valid", "right tool", "exact arguments", "cut", "text or other error", "reference tool offered", "seconds"])
for contestant in contestants {
    for (mode, _) in modes {
        let t = contestant.tallies[mode, default: Tally()]
        table.add(["\(contestant.file), \(mode)", "\(cases.count)", share(t.valid), share(t.rightTool), share(t.exact),
                   share(t.cut), share(t.other), share(contestant.offeredReference), String(format: "%.0f", t.seconds)])
    }
}
table.print()
print("load average \(LoadAverage.current)")
if let outputPath { print("replies written to \(outputPath)") }
