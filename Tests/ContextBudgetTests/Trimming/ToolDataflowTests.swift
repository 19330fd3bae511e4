import Foundation
import Testing
@testable import ContextBudget

@Suite struct ToolDataflowTests {
    static let distance = ToolDefinition(
        name: "estimate_distance", description: "Estimates the distance between two cities.",
        parameters: ["type": "object", "properties": [
            "cityA": ["type": "string", "description": "The zipcode of the first city."],
            "cityB": ["type": "string", "description": "The zipcode of the second city."]],
            "required": ["cityA", "cityB"]],
        outputSchema: ["type": "object", "properties": ["distance": ["type": "number"]]])
    static let zipcode = ToolDefinition(
        name: "get_zipcode_based_on_city", description: "Gets the zipcode based on the city.",
        parameters: ["type": "object", "properties": ["city": ["type": "string"]], "required": ["city"]],
        outputSchema: ["type": "object", "properties": ["zipcode": ["type": "string"]]])
    static let others = (0..<6).map { index in
        ToolDefinition(name: "set_option_\(index)", description: "Sets option \(index) of the car.",
                       parameters: ["type": "object", "properties": ["mode": ["type": "string"]], "required": ["mode"]],
                       outputSchema: ["type": "object", "properties": ["status": ["type": "string"]]])
    }

    /// The user asks for a distance between two named cities; the distance takes zipcodes, which
    /// only the lookup returns, so the lookup ranks right after the distance.
    @Test func aToolThatReturnsWhatTheBestMatchNeedsRanksBesideIt() {
        let tools = [Self.zipcode] + Self.others + [Self.distance]
        let relevance = ToolRelevance(tools: tools)
        var query = ToolQuery()
        query.add("How far is the distance from Rivermist to Stonebrook?", weight: 1)
        let scores = relevance.scores(for: query)
        let order = scores.indices.sorted { scores[$0] > scores[$1] }
        #expect(order.prefix(2).map { tools[$0].name } == ["estimate_distance", "get_zipcode_based_on_city"], "\(scores)")
        #expect(abs(scores[0] - scores[tools.count - 1] * ToolDataflow.liftShare) < 1e-12)
        // Without the output schema, nothing links them and the lookup scores nothing.
        var bare = Self.zipcode
        bare.outputSchema = nil
        let unlinked = ToolRelevance(tools: [bare] + Self.others + [Self.distance]).scores(for: query)
        #expect(unlinked[0] == 0, "\(unlinked)")
    }

    /// When the conversation already has the thing (a zipcode was given or returned), the lookup
    /// is not lifted; and a term that many tools return ("status") links nothing.
    @Test func noLiftWhenTheConversationSaysItOrWhenManyToolsReturnIt() {
        let tools = [Self.zipcode] + Self.others + [Self.distance]
        var query = ToolQuery()
        query.add("Estimate the distance between zipcodes 94016 and 83214.", weight: 1)
        let scores = ToolRelevance(tools: tools).scores(for: query)
        #expect(scores[0] < scores[tools.count - 1] * ToolDataflow.liftShare, "\(scores)")
        let needsStatus = ToolDefinition(name: "report", description: "Reports a status.", parameters: [
            "type": "object", "properties": ["status": ["type": "string", "description": "The status to report."]], "required": ["status"]])
        let links = ToolDataflow.producers(of: Self.others + [needsStatus])
        let linked = links.filter { !$0.isEmpty }.count
        #expect(linked == 0, "\(links)")
    }

    /// The output schema comes from a definition's `outputSchema` (MCP) or `response`
    /// (Gorilla/BFCL function docs), goes back out as `outputSchema`, and costs no prompt tokens.
    @Test func outputSchemaIsReadWrittenAndNeverPrompted() throws {
        let json = #"{"messages":[{"role":"user","content":"hi"}],"tools":[{"type":"function","function":{"name":"get_zipcode_based_on_city","description":"Gets the zipcode.","parameters":{"type":"object","properties":{"city":{"type":"string"}}},"response":{"type":"object","properties":{"zipcode":{"type":"string"}}}}}]}"#
        let transcript = try Transcript(openAIChat: JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)))
        #expect(transcript.tools[0].outputSchema == Self.zipcode.outputSchema)
        let written = try Transcript(openAIChat: transcript.openAIChat())
        #expect(written.tools == transcript.tools)
        var bare = transcript
        bare.tools[0].outputSchema = nil
        #expect(transcript.chatMessages == bare.chatMessages)
        #expect(transcript.chatTools == bare.chatTools)
    }
}
