import AtomicCore
import Foundation
import ImagePipeline
import Testing

@Suite struct JPEGDecoderTests {
    let decoder = JPEGDecoder()

    /// RGB samples of a 48 × 32 image in four flat quadrants: red, green, blue, white.
    static let quadrants: [UInt8] = {
        var samples: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<48 {
                switch (x < 24, y < 16) {
                case (true, true): samples += [255, 0, 0]
                case (false, true): samples += [0, 255, 0]
                case (true, false): samples += [0, 0, 255]
                case (false, false): samples += [255, 255, 255]
                }
            }
        }
        return samples
    }()

    static func isClose(_ pixel: RGBAPixel?, _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 12) -> Bool {
        guard let pixel else { return false }
        return abs(Int(pixel.red) - red) <= tolerance && abs(Int(pixel.green) - green) <= tolerance
            && abs(Int(pixel.blue) - blue) <= tolerance && pixel.alpha == 255
    }

    func expectQuadrants(_ image: RGBAImage, width: Int = 48, height: Int = 32) {
        #expect(image.size == PixelSize(width: width, height: height))
        let (quarterX, quarterY) = (width / 4, height / 4)
        #expect(Self.isClose(image.pixel(x: quarterX, y: quarterY), 255, 0, 0))
        #expect(Self.isClose(image.pixel(x: 3 * quarterX, y: quarterY), 0, 255, 0))
        #expect(Self.isClose(image.pixel(x: quarterX, y: 3 * quarterY), 0, 0, 255))
        #expect(Self.isClose(image.pixel(x: 3 * quarterX, y: 3 * quarterY), 255, 255, 255))
    }

    @Test func baselineRGB() throws {
        let jpeg = try TestImages.jpeg(samples: Self.quadrants, width: 48, height: 32, components: 3)
        expectQuadrants(try decoder.decode(jpeg))
    }

    @Test func progressiveRGB() throws {
        let jpeg = try TestImages.jpeg(samples: Self.quadrants, width: 48, height: 32, components: 3, progressive: true)
        #expect(jpeg.contains(0xC2), "a progressive frame marker (SOF2)")
        expectQuadrants(try decoder.decode(jpeg))
    }

    @Test func greyBecomesEqualChannels() throws {
        let samples = (0..<(16 * 8)).map { UInt8($0 % 16 < 8 ? 30 : 220) }
        let image = try decoder.decode(try TestImages.jpeg(samples: samples, width: 16, height: 8, components: 1))
        #expect(image.size == PixelSize(width: 16, height: 8))
        #expect(Self.isClose(image.pixel(x: 2, y: 4), 30, 30, 30))
        #expect(Self.isClose(image.pixel(x: 13, y: 4), 220, 220, 220))
    }

    @Test func cmykWithAnAdobeMarkerIsReadAsInvertedCMYK() throws {
        // Stored (Adobe, inverted) values: C = 255, M = 0, Y = 0, K = 255 mean no cyan ink, full magenta and
        // yellow, no black: red. All four at 255 mean no ink at all: white.
        var samples: [UInt8] = []
        for _ in 0..<16 {
            for x in 0..<16 { samples += x < 8 ? [255, 0, 0, 255] : [255, 255, 255, 255] }
        }
        let image = try decoder.decode(try TestImages.jpeg(samples: samples, width: 16, height: 16, components: 4))
        #expect(Self.isClose(image.pixel(x: 3, y: 8), 255, 0, 0))
        #expect(Self.isClose(image.pixel(x: 12, y: 8), 255, 255, 255))
    }

    @Test func aMinimumSizeDecodesAtAReducedScaleThatStillCoversIt() throws {
        let jpeg = try TestImages.jpeg(samples: Self.quadrants, width: 48, height: 32, components: 3)
        // 1/4 gives 12 × 8, which covers 10 × 8; 1/8 (6 × 4) would not.
        expectQuadrants(try decoder.decode(jpeg, minimumSize: PixelSize(width: 10, height: 8)), width: 12, height: 8)
        expectQuadrants(try decoder.decode(jpeg, minimumSize: PixelSize(width: 48, height: 32)))
    }

    @Test func theDefaultDecoderReadsJPEG() throws {
        let jpeg = try TestImages.jpeg(samples: Self.quadrants, width: 48, height: 32, components: 3)
        expectQuadrants(try ImageDecoder().decode(jpeg))
    }
}
