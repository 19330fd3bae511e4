import ContextBudget
import Foundation

let data = try Data(contentsOf: URL(fileURLWithPath: "Corpora/transcripts/bfcl-multi-turn-long-context-113.json"))
let (transcript, _) = try Transcript.decode(data)    // our JSON or OpenAI chat messages
let trimmer = TranscriptTrimmer(model: ExtractiveModel(), budget: .onDevice,
                                policy: TrimPolicy.window.limitingToolOutputs(to: 400),
                                store: InMemoryTranscriptStore())   // or DirectoryTranscriptStore(directory:)
let result = try await trimmer.trim(transcript)
print(result.originalTokenCount, "->", result.tokenCount, "tokens of", result.capacity)
for event in result.events { print(event) }          // what was dropped, shortened, selected
