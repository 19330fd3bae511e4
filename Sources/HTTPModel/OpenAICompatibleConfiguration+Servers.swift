import Foundation

extension OpenAICompatibleConfiguration {
    /// Servers written the way a person writes them on a command line or in a config file:
    /// `http://HOST:PORT`, `http://HOST:PORT/v1`, optionally followed by `#MODEL` to name the served
    /// model (`http://gpu1:8000/v1#Qwen2.5-7B-Instruct`), which becomes every request's `model` field.
    public struct Servers: Sendable, Equatable {
        /// The base URLs, fragments removed.
        public var baseURLs: [URL]
        /// The model named by a `#MODEL` fragment; nil when none names one.
        public var modelName: String?

        /// Parses `texts`, each `http(s)://HOST:PORT[/v1][#MODEL]`. An empty fragment (`…/v1#`)
        /// names nothing; several servers may repeat the same name or leave it to the first.
        /// - Throws: `HTTPModelError.invalidBaseURL` for the first text that is not a server URL,
        ///   `.noEndpoints` for none, `.conflictingModelNames` when two fragments name different models
        ///   (a batch sends one model name to every server).
        /// - Complexity: O(n) in the total length of `texts`.
        public init(parsing texts: [String]) throws {
            guard !texts.isEmpty else { throw HTTPModelError.noEndpoints }
            var urls: [URL] = []
            var name: String?
            for text in texts {
                let hash = text.firstIndex(of: "#") ?? text.endIndex
                guard let url = try? OpenAICompatibleConfiguration.parseBaseURLs([String(text[..<hash])]).first else {
                    throw HTTPModelError.invalidBaseURL(text)  // as written, fragment and all
                }
                urls.append(url)
                let fragment = hash < text.endIndex ? String(text[text.index(after: hash)...]) : ""
                guard !fragment.isEmpty else { continue }
                if let name, name != fragment {
                    throw HTTPModelError.conflictingModelNames(name, fragment)
                }
                name = fragment
            }
            baseURLs = urls
            modelName = name
        }
    }

    /// A configuration with every other setting at its default, for servers written as
    /// `http(s)://HOST:PORT[/v1][#MODEL]` (see `Servers`).
    /// - Throws: what `Servers(parsing:)` throws.
    public init(servers texts: [String]) throws {
        let servers = try Servers(parsing: texts)
        self.init(baseURLs: servers.baseURLs, modelName: servers.modelName)
    }
}
