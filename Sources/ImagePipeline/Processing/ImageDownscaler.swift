/// Shrinks an ``RGBAImage`` by area averaging in linear light: every output pixel is the average of the source
/// area it covers (fractional edges weighted by how much of a source pixel they cover), computed as
/// sRGB → linear → weighted average → sRGB, so that a fine black-and-white pattern becomes the grey the eye
/// sees (sRGB 188), not the too-dark 128 of averaging encoded values, nor the lottery of nearest neighbour.
///
/// Colour is averaged weighted by alpha (premultiplied), so transparent pixels lend no colour to their neighbours;
/// alpha itself is averaged plainly. Images are never enlarged.
public struct ImageDownscaler: Sendable {
    /// A downscaler.
    public init() {}

    /// `image` scaled down to fit inside `box` with its aspect ratio kept (see ``PixelSize/fitting(in:)``);
    /// `image` itself when it already fits.
    public func downscale(_ image: RGBAImage, toFit box: PixelSize) -> RGBAImage {
        resize(image, to: image.size.fitting(in: box))
    }

    /// `image` scaled to exactly `size` (each side clamped to 1…the source side), aspect ratio not kept.
    public func resize(_ image: RGBAImage, to size: PixelSize) -> RGBAImage {
        let width = min(image.width, max(1, size.width))
        let height = min(image.height, max(1, size.height))
        if width == image.width && height == image.height { return image }
        let columns = Self.weights(source: image.width, target: width)
        let rows = Self.weights(source: image.height, target: height)
        // Pass 1: each source row shrunk horizontally, as premultiplied linear R, G, B and alpha.
        var horizontal = [Float](repeating: 0, count: width * image.height * 4)
        SRGBTransfer.toLinear.withUnsafeBufferPointer { linear in
            image.pixels.withUnsafeBufferPointer { source in
                horizontal.withUnsafeMutableBufferPointer { out in
                    for y in 0..<image.height {
                        let sourceRow = y * image.width * 4
                        let outRow = y * width * 4
                        for x in 0..<width {
                            var sum = WeightedSum()
                            for tap in columns[x] {
                                let index = sourceRow + tap.index * 4
                                sum.add(
                                    linear[Int(source[index])], linear[Int(source[index + 1])],
                                    linear[Int(source[index + 2])], 1,
                                    weight: tap.weight * Float(source[index + 3]) / 255)
                            }
                            let index = outRow + x * 4
                            out[index] = sum.red
                            out[index + 1] = sum.green
                            out[index + 2] = sum.blue
                            out[index + 3] = sum.alpha
                        }
                    }
                }
            }
        }
        // Pass 2: vertically, then back to straight alpha and sRGB.
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        SRGBTransfer.fromLinear.withUnsafeBufferPointer { encode in
            horizontal.withUnsafeBufferPointer { source in
                pixels.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        for x in 0..<width {
                            var sum = WeightedSum()
                            for tap in rows[y] {
                                let index = (tap.index * width + x) * 4
                                sum.add(
                                    source[index], source[index + 1], source[index + 2], source[index + 3],
                                    weight: tap.weight)
                            }
                            let index = (y * width + x) * 4
                            if sum.alpha > 0 {
                                out[index] = SRGBTransfer.encode(sum.red / sum.alpha, table: encode)
                                out[index + 1] = SRGBTransfer.encode(sum.green / sum.alpha, table: encode)
                                out[index + 2] = SRGBTransfer.encode(sum.blue / sum.alpha, table: encode)
                            }
                            out[index + 3] = UInt8(min(255, max(0, (sum.alpha * 255).rounded())))
                        }
                    }
                }
            }
        }
        // The sides were checked above, so the byte count matches.
        return RGBAImage(width: width, height: height, pixels: pixels) ?? image
    }

    /// The weighted sum of linear, premultiplied R, G, B and alpha that both passes build one output pixel from.
    struct WeightedSum {
        var red: Float = 0
        var green: Float = 0
        var blue: Float = 0
        var alpha: Float = 0

        /// Adds one pixel's channels, each times `weight`.
        mutating func add(_ red: Float, _ green: Float, _ blue: Float, _ alpha: Float, weight: Float) {
            self.red += red * weight
            self.green += green * weight
            self.blue += blue * weight
            self.alpha += alpha * weight
        }
    }

    /// One source pixel's share of one output pixel.
    struct Tap {
        let index: Int
        let weight: Float
    }

    /// For each of `target` output pixels, the source pixels its span covers and their weights (summing to 1).
    static func weights(source: Int, target: Int) -> [[Tap]] {
        let scale = Double(source) / Double(target)
        return (0..<target).map { output in
            let start = Double(output) * scale
            let end = Double(output + 1) * scale
            var taps: [Tap] = []
            var index = Int(start)
            while Double(index) < end && index < source {
                let covered = min(end, Double(index + 1)) - max(start, Double(index))
                if covered > 1e-9 { taps.append(Tap(index: index, weight: Float(covered / scale))) }
                index += 1
            }
            return taps
        }
    }
}
