/// Why encoded image data could not become an ``RGBAImage``.
public enum ImageDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data is empty.
    case empty
    /// The data is in a format this decoder does not read; `format` names it when it was recognised
    /// (for example `GIF`), else it is `nil`.
    case unsupportedFormat(ImageFormat?)
    /// The image is in a supported format but uses a feature this decoder does not handle (such as an unusual
    /// JPEG colour space); `detail` says which.
    case unsupportedFeature(format: ImageFormat, detail: String)
    /// The encoded data is over ``ImageDecodingLimits/maximumByteCount``; nothing was read.
    case dataTooLarge(byteCount: Int, limit: Int)
    /// The header claims more pixels than the limits allow; no pixel was decoded.
    case tooLarge(width: Int, height: Int)
    /// The data ends before the image does, as a cut-off download would.
    case truncated(format: ImageFormat)
    /// The data is damaged; `detail` is the codec's message.
    case corrupt(format: ImageFormat, detail: String)
    /// Memory for the pixels could not be allocated.
    case outOfMemory

    /// One line in plain words, for logs.
    public var description: String {
        switch self {
        case .empty: "the image data is empty"
        case .unsupportedFormat(let format?): "\(format.rawValue) images are not supported"
        case .unsupportedFormat(nil): "the data is not an image format that can be read"
        case .unsupportedFeature(let format, let detail): "this \(format.rawValue) image is not supported: \(detail)"
        case .dataTooLarge(let count, let limit): "the image data is \(count) bytes, more than the \(limit) allowed"
        case .tooLarge(let width, let height): "the image is \(width)x\(height) pixels, more than allowed"
        case .truncated(let format): "the \(format.rawValue) image is cut off"
        case .corrupt(let format, let detail): "the \(format.rawValue) image is damaged: \(detail)"
        case .outOfMemory: "there was not enough memory to decode the image"
        }
    }
}
