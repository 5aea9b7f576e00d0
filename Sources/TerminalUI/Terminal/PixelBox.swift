/// A size in pixels: a terminal cell's, which image protocols such as sixel are drawn at.
public struct PixelBox: Sendable, Hashable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int

    /// A box of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The cell size assumed when the terminal does not say: 10 × 20 pixels.
    public static let typicalCell = PixelBox(width: 10, height: 20)

    /// The size of one cell of the terminal on `descriptor`, from the pixel size `ioctl(TIOCGWINSZ)` reports
    /// divided by its columns and rows; `nil` when it is not a terminal or reports no pixel size (some do not), or
    /// the cells come out below 2 or above 256 pixels.
    public static func cell(ofTerminalOn descriptor: Int32) -> PixelBox? {
        guard let window = TerminalWindowSize.of(descriptor: descriptor) else { return nil }
        let box = PixelBox(width: window.pixelWidth / window.columns, height: window.pixelHeight / window.rows)
        guard (2...256).contains(box.width), (2...256).contains(box.height) else { return nil }
        return box
    }
}
