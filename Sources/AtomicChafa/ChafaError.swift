/// Why libchafa drew nothing, with a one-line ``message``.
public enum ChafaError: Error, Equatable, Sendable {
    /// libchafa could not be loaded: `dlopen`'s text, such as `libchafa.so.0: cannot open shared object file: No
    /// such file or directory`, or the name of a function the library lacks.
    case unavailable(String)
    /// The picture or the box asked for is empty: a size below 1, or a pixel count that does not match.
    case emptyPicture
    /// libchafa made a canvas but printed nothing for it.
    case nothingDrawn

    /// The error as one line.
    public var message: String {
        switch self {
        case .unavailable(let reason): "libchafa is not available: \(reason)"
        case .emptyPicture: "the picture is empty"
        case .nothingDrawn: "libchafa drew nothing"
        }
    }
}
