import Testing
import Tokenizers

/// The plain-text dialogue a base model is prompted with: the layout, the stop, the markers.
struct PlainDialogueTemplateTests {
    @Test func rendersTheConversationAsADialogueEndingWhereTheAnswerBegins() {
        let messages = [
            ChatMessage(role: .system, content: "You answer briefly."),
            ChatMessage(role: .user, content: "  What is the capital of France?\n"),
            ChatMessage(role: .assistant, content: "Paris."),
            ChatMessage(role: .user, content: "And of Italy?"),
        ]
        let template = PlainDialogueTemplate(beginningMarker: "<bos>")
        #expect(template.render(messages, addGenerationPrompt: true)
            == "<bos>You answer briefly.\n\nUser: What is the capital of France?\nAssistant: Paris.\nUser: And of Italy?\nAssistant:")
        #expect(template.render(messages, addGenerationPrompt: false).hasSuffix("User: And of Italy?\n"))
        #expect(template.segments(for: messages, addGenerationPrompt: true).first == .control("<bos>"))
    }

    @Test func aLaterSystemMessageIsAUserLineAndToolOutputsAreLabelled() {
        let messages = [
            ChatMessage(role: .user, content: "Hi"), ChatMessage(role: .system, content: "Be kind."),
            ChatMessage(role: .tool, content: "21 C"),
        ]
        #expect(PlainDialogueTemplate().render(messages, addGenerationPrompt: true)
            == "User: Hi\nUser: Be kind.\nTool output: 21 C\nAssistant:")
    }

    /// No end-of-turn token: the turn ends at the next user line, which chat templates never need.
    @Test func theTurnEndsAtTheNextUserLine() {
        #expect(PlainDialogueTemplate().endOfTurnMarkers.isEmpty)
        #expect(PlainDialogueTemplate().stopSequences == ["\nUser:"])
        #expect(GemmaChatTemplate().stopSequences.isEmpty)
    }
}
