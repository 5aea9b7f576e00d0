/// Why libchafa drew nothing, with a one-line ``message``.
public enum ChafaError: Error, Equatable, Sendable {
    /// libchafa could not be loaded: `dlopen`'s text, such as `libchafa.so.0: cannot open shared object file: No
    /// such file or directory`, or the name of a function the library lacks.
    case unavailable(String)
    /// The picture or the box asked for is empty or out of bounds: a size below 1, a pixel count that does not
    /// match, a box of more than 4096 columns or rows, cells of more than 256 pixels, a picture of more than
    /// 8192 pixels a side, or a canvas libchafa would not make.
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
