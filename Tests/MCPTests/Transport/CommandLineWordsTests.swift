@testable import MCP
import Testing

struct CommandLineWordsTests {
    @Test(arguments: [
        ("python -m mcp_server_git --repository .", ["python", "-m", "mcp_server_git", "--repository", "."]),
        ("  uvx   mcp-server-time\t--local-timezone UTC ", ["uvx", "mcp-server-time", "--local-timezone", "UTC"]),
        (#"server --repository "my repo" --name 'it''s'"#, ["server", "--repository", "my repo", "--name", "its"]),
        (#"a "q\"uote\\d \n" b\ c ''"#, ["a", #"q"uote\d \n"#, "b c", ""]),
        (#"echo '$HOME' "$HOME" ~"#, ["echo", "$HOME", "$HOME", "~"]),
    ])
    func wordsSplitAsAShellSplitsThem(text: String, words: [String]) throws {
        #expect(try CommandLineWords.split(text) == words)
    }

    @Test func badCommandsAreNamedProblems() throws {
        #expect(throws: CommandLineWords.Problem.empty) { try CommandLineWords.split("   ") }
        #expect(throws: CommandLineWords.Problem.unterminatedQuote("'")) { try CommandLineWords.split("python 'oops") }
        #expect(throws: CommandLineWords.Problem.unterminatedQuote("\"")) { try CommandLineWords.split(#"python "oops"#) }
        #expect(throws: CommandLineWords.Problem.trailingBackslash) { try CommandLineWords.split(#"python \"#) }
        let transport = try StdioTransport(commandLine: "python3 -m mcp_server_time --local-timezone UTC")
        #expect(transport.executable == "python3" && transport.arguments == ["-m", "mcp_server_time", "--local-timezone", "UTC"])
    }
}
