import ContextBudget
import Foundation

/// What a server says about itself: its context size and the name of the model it serves.
enum ServerDiscovery {
    /// The smallest context size any endpoint reports, or `nil` when none does.
    static func contextSize(using client: ChatClient) async -> Int? {
        var sizes: [Int] = []
        for endpoint in client.pool.endpoints {
            if let size = await contextSize(of: endpoint, using: client) { sizes.append(size) }
        }
        return sizes.min()
    }

    /// One endpoint's context: llama.cpp's `/props` (per-slot `n_ctx`), else `/v1/models`.
    static func contextSize(of endpoint: EndpointPool.Endpoint, using client: ChatClient) async -> Int? {
        if let props = await getJSON("props", endpoint: endpoint, client: client) {
            if let size = props["default_generation_settings"]?["n_ctx"]?.intValue ?? props["n_ctx"]?.intValue, size > 0 {
                return size
            }
        }
        if let models = await getJSON("v1/models", endpoint: endpoint, client: client),
           case let .array(list)? = models["data"], let first = list.first {
            for key in ["max_model_len", "context_length", "max_context_length", "context_window"] {
                if let size = first[key]?.intValue, size > 0 { return size }
            }
        }
        return nil
    }

    /// The configured model name, else the first id `/v1/models` lists, else `"default"`;
    /// resolved once per model.
    static func modelName(using client: ChatClient) async -> String {
        if let name = client.configuration.modelName { return name }
        if let name = await client.state.modelName { return name }
        var name = "default"
        for endpoint in client.pool.endpoints {
            if let models = await getJSON("v1/models", endpoint: endpoint, client: client),
               case let .array(list)? = models["data"], case let .string(id)? = list.first?["id"] {
                name = id
                break
            }
        }
        await client.state.setModelName(name)
        return name
    }

    /// `GET path` as JSON, or `nil` on any failure (discovery is best-effort).
    static func getJSON(_ path: String, endpoint: EndpointPool.Endpoint, client: ChatClient) async -> JSONValue? {
        let timeout = min(client.configuration.requestTimeoutSeconds, 10)
        guard let response = try? await client.perform(client.request(endpoint, path: path), timeoutSeconds: timeout),
              response.isSuccess else { return nil }
        return try? JSONDecoder().decode(JSONValue.self, from: response.body)
    }
}

extension JSONValue {
    /// The member `key` of an object, or `nil`.
    subscript(key: String) -> JSONValue? {
        if case let .object(object) = self { return object[key] }
        return nil
    }

    /// The value as an integer when it is a whole number.
    var intValue: Int? {
        if case let .number(number) = self, number == number.rounded(), abs(number) < 1e15 { return Int(number) }
        return nil
    }
}
