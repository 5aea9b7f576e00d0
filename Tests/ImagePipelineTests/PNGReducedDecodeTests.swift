import Foundation
import Testing

@testable import ImagePipeline

/// A large PNG decoded for a small box is reduced as its rows arrive: the decoder never holds the full image.
@Suite struct PNGReducedDecodeTests {
    /// A `side` × `side` picture: red on the top half, blue below, opaque.
    private static func halves(side: Int) throws -> Data {
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let offset = (y * side + x) * 4
                pixels[offset] = y < side / 2 ? 220 : 30
                pixels[offset + 1] = 30
                pixels[offset + 2] = y < side / 2 ? 30 : 220
            }
        }
        return try PNGEncoder().encode(try #require(RGBAImage(width: side, height: side, pixels: pixels)))
    }

    @Test func aHugeAvatarDrawnSmallHoldsAFractionOfItsFullSize() throws {
        let data = try Self.halves(side: 4096)
        let decoder = PNGDecoder()

        let (image, peak) = try decoder.decodeReportingPeak(data, minimumSize: PixelSize(width: 32, height: 32))

        #expect(image.width == 64 && image.height == 64, "twice the box, for the downscaler's last step")
        let full = 4096 * 4096 * 4
        #expect(peak < 256 * 1024, "peak \(peak) bytes, the full image is \(full)")
        #expect(Array(image.pixels[0..<4]) == [220, 30, 30, 255])
        #expect(Array(image.pixels[(image.pixels.count - 4)...]) == [30, 30, 220, 255])
        let (_, wholePeak) = try decoder.decodeReportingPeak(data, minimumSize: nil)
        #expect(wholePeak >= full, "without a size the image is decoded whole")
    }

    @Test(arguments: [(100, 15, 33), (100, 30, 100), (64, 16, 32), (64, 17, 64), (50, 60, 50), (460, 20, 41)])
    func bothSidesStayAtLeastTwiceTheSizeAsked(side: Int, minimum: Int, expected: Int) throws {
        let data = try Self.halves(side: side)
        let image = try PNGDecoder().decode(data, minimumSize: PixelSize(width: minimum, height: minimum))
        #expect(image.width == expected && image.height == expected)
        #expect(image.width >= min(2 * minimum, side))
        // Every source row counts: the top row is all red, the bottom row all blue, nothing cropped.
        #expect(Array(image.pixels[0..<3]) == [220, 30, 30])
        #expect(Array(image.pixels[(image.pixels.count - 4)..<(image.pixels.count - 1)]) == [30, 30, 220])
    }
}
