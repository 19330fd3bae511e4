/// A tokenizer over a vocabulary of its own (`ByteLevelBPETokenizer`, `SentencePieceTokenizer`,
/// `UnigramTokenizer`): what every such tokenizer answers the same way is written once here.
///
/// A conforming type supplies its vocabulary's kinds, pieces and literal tokens, one generic
/// encoder (`SinkEncoding`) and its `decode(_:skippingControlTokens:)`; `count` and `encode`
/// are that encoder with a counting or a collecting sink. The protocol is internal and the
/// conforming types are final, so each default is specialised for its type and the encoder runs
/// without dynamic dispatch, as when each type wrote these lines itself.
protocol VocabularyTokenizer: Tokenizer, SinkEncoding {
    /// What each id is; one entry per id, holes included.
    var kinds: [TokenKind] { get }
    /// Each id's bytes as the vocabulary spells them.
    var pieces: PieceTable { get }
    /// The literal tokens cut out of the text before the model runs.
    var literals: LiteralTokens { get }
}

extension VocabularyTokenizer {
    /// Always true: counts are the reference tokenizer's.
    public var isExact: Bool { true }

    /// Number of ids, holes included (every id from `encode` is below it).
    public var vocabularySize: Int { kinds.count }

    public func count(_ text: String) -> Int { sinkCount(text, parsingSpecialTokens: false) }

    public func count(_ text: String, parsingSpecialTokens: Bool) -> Int { sinkCount(text, parsingSpecialTokens: parsingSpecialTokens) }

    public func encode(_ text: String) -> [Int] { sinkIDs(text, parsingSpecialTokens: false) }

    public func encode(_ text: String, parsingSpecialTokens: Bool) -> [Int] { sinkIDs(text, parsingSpecialTokens: parsingSpecialTokens) }

    public func decode(_ ids: [Int]) throws -> String { try decode(ids, skippingControlTokens: false) }

    /// The piece as the vocabulary file spells it (`▁the`, `<0x0A>`, `<start_of_turn>`).
    public func piece(for id: Int) throws -> String {
        try kinds.checkEntry(id)
        return String(decoding: pieces.bytes(of: id), as: UTF8.self)
    }

    public func specialTokenID(_ text: String) -> Int? { literals.idsByText[text] }
}
