import Foundation
import HTTPModel
import Testing

/// `OpenAICompatibleConfiguration.Servers`: server URLs as written on a command line, `#MODEL` included.
struct OpenAICompatibleConfigurationServersTests {
    @Test func fragmentNamesTheModelAndLeavesTheURL() throws {
        let servers = try OpenAICompatibleConfiguration.Servers(parsing: ["http://gpu1:8000/v1#Qwen2.5-7B-Instruct", "http://gpu2:8000/v1"])
        #expect(servers.baseURLs.map(\.absoluteString) == ["http://gpu1:8000/v1", "http://gpu2:8000/v1"])
        #expect(servers.modelName == "Qwen2.5-7B-Instruct")
        #expect(servers.baseURLs.allSatisfy { $0.fragment == nil })
    }

    @Test func noFragmentOrAnEmptyOneNamesNothing() throws {
        #expect(try OpenAICompatibleConfiguration.Servers(parsing: ["http://127.0.0.1:8080"]).modelName == nil)
        let empty = try OpenAICompatibleConfiguration.Servers(parsing: ["http://127.0.0.1:8080/v1#"])
        #expect(empty.modelName == nil)
        #expect(empty.baseURLs.map(\.absoluteString) == ["http://127.0.0.1:8080/v1"])
    }

    @Test func aLaterServerMayRepeatOrOmitTheName() throws {
        let servers = try OpenAICompatibleConfiguration.Servers(parsing: ["http://a:1", "http://b:2#m", "http://c:3#m"])
        #expect(servers.modelName == "m")
        #expect(servers.baseURLs.count == 3)
    }

    @Test func twoDifferentNamesAreAnError() {
        #expect(throws: HTTPModelError.conflictingModelNames("m", "n")) {
            try OpenAICompatibleConfiguration.Servers(parsing: ["http://a:1#m", "http://b:2#n"])
        }
        #expect(HTTPModelError.conflictingModelNames("m", "n").description.contains("#m and #n"))
    }

    @Test func badURLsAreNamedAsWritten() {
        #expect(throws: HTTPModelError.invalidBaseURL("http://#model")) {
            try OpenAICompatibleConfiguration.Servers(parsing: ["http://#model"])
        }
        #expect(throws: HTTPModelError.invalidBaseURL("ftp://h:1#m")) {
            try OpenAICompatibleConfiguration.Servers(parsing: ["http://ok:1", "ftp://h:1#m"])
        }
        #expect(throws: HTTPModelError.noEndpoints) { try OpenAICompatibleConfiguration.Servers(parsing: []) }
    }

    @Test func configurationTakesTheServersAndDefaults() throws {
        let configuration = try OpenAICompatibleConfiguration(servers: ["https://api.example.com/v1#small-model"])
        #expect(configuration.baseURLs.map(\.absoluteString) == ["https://api.example.com/v1"])
        #expect(configuration.modelName == "small-model")
        #expect(configuration.maximumAttempts == OpenAICompatibleConfiguration(baseURLs: configuration.baseURLs).maximumAttempts)
    }
}
