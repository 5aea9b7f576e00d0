import AtomicCore

/// A decoded bitmap: 8-bit sRGB samples, four bytes a pixel (red, green, blue, alpha), not premultiplied,
/// rows from top to bottom with no padding.
///
/// Every decoder, processor and cache of the pipeline speaks this one shape, so that an Apple shell plugging
/// ImageIO in through ``ImageDecoding`` only has to fill it.
public struct RGBAImage: Sendable, Hashable {
    /// The width in pixels, at least 1.
    public let width: Int
    /// The height in pixels, at least 1.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, row after row.
    public let pixels: [UInt8]

    /// Wraps `pixels`; returns `nil` when a side is not positive or the byte count is not `width * height * 4`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
            (width * height).multipliedReportingOverflow(by: 4).overflow == false,
            pixels.count == width * height * 4
        else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour, `width` × `height` pixels (each side at least 1).
    public init(width: Int, height: Int, filledWith color: RGBAPixel) {
        let width = max(1, width)
        let height = max(1, height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = color.red
            pixels[index + 1] = color.green
            pixels[index + 2] = color.blue
            pixels[index + 3] = color.alpha
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The size in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The bytes the pixels take in memory: the cost the memory cache counts.
    public var byteCount: Int { pixels.count }

    /// Every pixel, row by row from the top, each row from the left: `width * height` values, as
    /// TerminalUI's `HalfBlockImage` takes them.
    public var rgbaPixels: [RGBAPixel] {
        stride(from: 0, to: pixels.count, by: 4).map { index in
            RGBAPixel(
                red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
        }
    }

    /// The pixel at column `x`, row `y` (both from 0, `y` from the top); `nil` outside the image.
    public func pixel(x: Int, y: Int) -> RGBAPixel? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let index = (y * width + x) * 4
        return RGBAPixel(
            red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
    }
}
