/// The value to ask for when a response has no meaningful body (for example `204 No Content`).
///
/// Decoding it always succeeds, whatever the body holds.
public struct EmptyResponse: Decodable, Sendable, Hashable {
    /// Creates the value, for a test or a stand-in answer.
    public init() {}

    /// Creates an empty response value, ignoring the decoder's content.
    public init(from decoder: any Decoder) throws {}
}
