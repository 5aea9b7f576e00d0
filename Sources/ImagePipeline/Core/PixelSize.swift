/// A size in pixels, such as the box an avatar is drawn into.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int

    /// A size; negative values are kept as given and treated as 0 by the pipeline.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `WxH`, for example `32x32`.
    public var description: String { "\(width)x\(height)" }

    /// The largest size with this size's aspect ratio that fits inside `box`, each side at least 1 pixel,
    /// never larger than this size itself (images are only ever scaled down).
    public func fitting(in box: PixelSize) -> PixelSize {
        let width = max(1, self.width)
        let height = max(1, self.height)
        let boxWidth = max(1, box.width)
        let boxHeight = max(1, box.height)
        if width <= boxWidth && height <= boxHeight {
            return PixelSize(width: width, height: height)
        }
        // Compare boxWidth / width with boxHeight / height without floating point.
        if boxWidth * height <= boxHeight * width {
            let scaled = (height * boxWidth + width / 2) / width
            return PixelSize(width: boxWidth, height: max(1, min(boxHeight, scaled)))
        }
        let scaled = (width * boxHeight + height / 2) / height
        return PixelSize(width: max(1, min(boxWidth, scaled)), height: boxHeight)
    }
}
