/// Why an ``RGBAImage`` could not be encoded.
public enum ImageEncodingError: Error, Sendable, Hashable {
    /// The codec refused the parameters; `detail` is its message.
    case rejected(detail: String)
    /// Memory for the output could not be allocated.
    case outOfMemory
}
