import AtomicCore
import ImagePipeline
import Testing

@Suite struct RGBAImageTests {
    /// A 2 × 2 image whose four pixels differ in every sample, alpha included.
    static let image = RGBAImage(
        width: 2, height: 2,
        pixels: [
            1, 2, 3, 4, 5, 6, 7, 8,
            9, 10, 11, 12, 13, 14, 15, 16,
        ])

    @Test func rgbaPixelsAreRowMajorWithEveryByteInItsSample() throws {
        let image = try #require(Self.image)
        #expect(
            image.rgbaPixels == [
                RGBAPixel(red: 1, green: 2, blue: 3, alpha: 4), RGBAPixel(red: 5, green: 6, blue: 7, alpha: 8),
                RGBAPixel(red: 9, green: 10, blue: 11, alpha: 12), RGBAPixel(red: 13, green: 14, blue: 15, alpha: 16),
            ])
    }

    @Test func rgbaPixelsAgreeWithPixelAt() throws {
        let image = try #require(Self.image)
        let byCoordinate = (0..<2).flatMap { y in (0..<2).compactMap { x in image.pixel(x: x, y: y) } }
        #expect(image.rgbaPixels == byCoordinate)
    }
}
