/// The bounds one call may reach, so a host's model cannot make the server read or return
/// more than a host can take in.
public struct ServerLimits: Sendable, Equatable {
    /// The most bytes of input one call reads (a file, or text given inline).
    public var maximumInputBytes: Int
    /// The most chunks one `chunk` call returns; the rest is reached with `offset`.
    public var maximumChunksPerCall: Int
    /// The most bytes of chunk text one `chunk` call returns; a page stops before passing it.
    public var maximumOutputBytes: Int

    /// - Precondition: every limit is positive.
    public init(maximumInputBytes: Int = 16 << 20, maximumChunksPerCall: Int = 100, maximumOutputBytes: Int = 256 << 10) {
        precondition(maximumInputBytes > 0 && maximumChunksPerCall > 0 && maximumOutputBytes > 0, "limits must be positive")
        self.maximumInputBytes = maximumInputBytes
        self.maximumChunksPerCall = maximumChunksPerCall
        self.maximumOutputBytes = maximumOutputBytes
    }
}
