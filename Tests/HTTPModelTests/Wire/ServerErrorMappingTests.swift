@testable import HTTPModel
import ContextBudget
import Foundation
import Testing

@Suite struct ServerErrorMappingTests {
    private func map(_ status: Int, _ body: String, retryAfter: Double? = nil) -> GenerationError {
        ServerErrorMapping.error(status: status, body: Data(body.utf8), retryAfterSeconds: retryAfter, contextSize: 4096)
    }

    @Test func contextOverflowInEveryServersDialect() {
        #expect(map(400, #"{"error":{"type":"exceed_context_size_error","n_prompt_tokens":5000,"n_ctx":4096,"message":"m"}}"#)
            == .exceededContextWindowSize(needed: 5000, available: 4096))
        #expect(map(400, #"{"error":{"code":"context_length_exceeded","message":"This model's maximum context length is 128000 tokens. However, your messages resulted in 130001 tokens."}}"#)
            == .exceededContextWindowSize(needed: 130_001, available: 128_000))
        #expect(map(400, #"{"object":"error","message":"This model's maximum context length is 2048 tokens. However, you requested 2100 tokens (2000 in the messages, 100 in the completion). Please reduce the length of the messages or completion.","type":"BadRequestError","code":400}"#)
            == .exceededContextWindowSize(needed: 2100, available: 2048))
        #expect(map(400, #"{"error":{"code":"context_length_exceeded","message":"too long"}}"#)
            == .exceededContextWindowSize(needed: 4097, available: 4096))
    }

    @Test func statusesMapToTransientOrNot() {
        #expect(map(429, "{}", retryAfter: 2) == .rateLimited(retryAfterSeconds: 2))
        #expect(map(503, #"{"error":{"message":"Loading model"}}"#) == .backend(message: "HTTP 503: Loading model", isTransient: true))
        #expect(map(500, "oops") == .backend(message: "HTTP 500: oops", isTransient: true))
        #expect(map(400, #"{"error":"bad"}"#) == .backend(message: "HTTP 400: bad", isTransient: false))
        #expect(map(422, #"{"detail":"field required"}"#) == .backend(message: "HTTP 422: field required", isTransient: false))
        guard case let .unavailable(reason) = map(401, #"{"error":{"message":"Invalid API key"}}"#) else {
            Issue.record("401 should be unavailable"); return
        }
        #expect(reason.contains("API key"))
        guard case .unavailable = map(404, "{}") else { Issue.record("404 should be unavailable"); return }
    }

    /// Trapped the sse-chat-completion fuzz target (Scripts/reliability/fuzz.sh; crafted inputs): numbers no server means
    /// (a code of 1e300, an `n_ctx` of 2^63, a context length of Int.max in the message) trapped
    /// in `Int(_:)` and `available + 1`. They are now ignored like any other unusable field.
    @Test func absurdNumbersInErrorBodiesDoNotTrap() {
        #expect(map(400, #"{"error":{"code":1e300,"message":"bad"}}"#) == .backend(message: "HTTP 400: bad", isTransient: false))
        #expect(map(400, #"{"error":{"code":400.5,"message":"bad"}}"#) == .backend(message: "HTTP 400: bad", isTransient: false))
        #expect(map(400, #"{"error":{"type":"exceed_context_size_error","n_prompt_tokens":-3,"n_ctx":9223372036854775807}}"#)
            == .exceededContextWindowSize(needed: 4097, available: 4096))
        #expect(map(400, #"{"error":{"type":"exceed_context_size_error","n_prompt_tokens":5000.5,"n_ctx":1e300}}"#)
            == .exceededContextWindowSize(needed: 4097, available: 4096))
        #expect(map(400, #"{"error":{"message":"maximum context length is 9223372036854775807 tokens"}}"#)
            == .exceededContextWindowSize(needed: 4097, available: 4096))
        #expect(map(400, #"{"error":{"message":"maximum context length is 99999999999999999999999 tokens"}}"#)
            == .exceededContextWindowSize(needed: 4097, available: 4096))
    }
}
