import Networking

/// Why the pipeline could not produce an image; the screen shows its placeholder for every case.
public enum ImagePipelineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The download failed (no connection, HTTP error, time-out, a body over the size limit…).
    case network(NetworkError)
    /// The downloaded data is not an image that can be decoded (damaged, cut off, too large, GIF…).
    case decoding(ImageDecodingError)
    /// Every requester went away before the image arrived.
    case cancelled

    /// One line in plain words, for logs.
    public var description: String {
        switch self {
        case .network(let error): "the image could not be downloaded: \(error)"
        case .decoding(let error): "the image could not be decoded: \(error)"
        case .cancelled: "the image was no longer wanted"
        }
    }
}
