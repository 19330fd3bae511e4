import ContextBudget
@testable import MCP
import Testing

struct MCPContentTests {
    @Test func nonTextContentBecomesAShortPlaceholder() throws {
        let image = String(repeating: "A", count: 16384)  // 12,288 bytes
        let result = try MCPToolResult([
            "content": [
                ["type": "text", "text": "Here it is:"],
                ["type": "image", "data": .string(image), "mimeType": "image/png"],
                ["type": "audio", "data": "AAAA", "mimeType": "audio/wav"],
                ["type": "resource", "resource": ["uri": "file:///notes.txt", "mimeType": "text/plain", "text": "the notes"]],
                ["type": "resource", "resource": ["uri": "file:///a.bin", "mimeType": "application/octet-stream", "blob": "AAA="]],
                ["type": "resource_link", "uri": "file:///big.log", "name": "big.log"],
                ["type": "hologram"],
            ],
        ])
        #expect(result.text == """
            Here it is:
            [image: image/png, 12 KB]
            [audio: audio/wav, 3 bytes]
            [resource: file:///notes.txt]
            the notes
            [resource: file:///a.bin, application/octet-stream, 2 bytes]
            [resource link: file:///big.log (big.log)]
            [hologram content]
            """)
        #expect(!result.isError)
    }

    @Test func structuredContentStandsInWhenThereAreNoBlocks() throws {
        let result = try MCPToolResult(["content": [], "structuredContent": ["temperature": 21], "isError": false])
        #expect(result.text == #"{"temperature":21}"#)
        #expect(result.structuredContent == ["temperature": 21])
        #expect(throws: MCPError.self) { try MCPToolResult(["content": "not a list"]) }
    }

    @Test func sizesReadAsPeopleReadThem() {
        #expect(MCPContent.byteCount(512) == "512 bytes")
        #expect(MCPContent.byteCount(12 * 1024) == "12 KB")
        #expect(MCPContent.byteCount(3_565_158) == "3.4 MB")
    }
}
