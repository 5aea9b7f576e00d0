import Foundation

/// The bounds one exchange must stay within, handed by ``HTTPClient`` to its ``HTTPTransport`` for every attempt.
///
/// A transport enforces all three while the answer streams in, so that no server can make it wait or
/// hold memory beyond them:
/// - ``timeout`` covers the whole exchange (connect, send, receive every byte), not just the idle time
///   between bytes; past it the transport stops and throws ``NetworkError/timedOut``;
/// - ``maximumBodySize`` bounds the body of a `2xx` answer and ``maximumErrorBodySize`` the body of any
///   other status, both counted in bytes **after** `Content-Encoding` is undone; past the bound the
///   transport stops reading, closes the connection and throws ``NetworkError/responseTooLarge(limit:)``.
public struct TransportLimits: Sendable, Hashable {
    /// The longest one exchange may take, from the first connection attempt to the last body byte.
    public var timeout: Duration
    /// The most bytes a `2xx` body may have after decompression; 20 MiB by default.
    public var maximumBodySize: Int
    /// The most bytes the body of any non-`2xx` answer may have after decompression; 1 MiB by default.
    /// Such bodies are read only for their error message.
    public var maximumErrorBodySize: Int

    /// Creates limits; a non-positive value is replaced by its default.
    public init(
        timeout: Duration = .seconds(30),
        maximumBodySize: Int = 20 * 1024 * 1024,
        maximumErrorBodySize: Int = 1024 * 1024
    ) {
        self.timeout = timeout > .zero ? timeout : .seconds(30)
        self.maximumBodySize = maximumBodySize > 0 ? maximumBodySize : 20 * 1024 * 1024
        self.maximumErrorBodySize = maximumErrorBodySize > 0 ? maximumErrorBodySize : 1024 * 1024
    }

    /// 30 s per exchange, 20 MiB for a `2xx` body, 1 MiB for any other.
    public static let standard = TransportLimits()

    /// The body limit that applies to an answer with `status`.
    public func maximumBodySize(forStatus status: Int) -> Int {
        (200...299).contains(status) ? maximumBodySize : maximumErrorBodySize
    }
}
