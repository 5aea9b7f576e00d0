import AtomicCore
import ImagePipeline
import Testing

@Suite struct ImageDownscalerTests {
    let downscaler = ImageDownscaler()
    static let black = RGBAPixel(red: 0, green: 0, blue: 0)
    static let white = RGBAPixel(red: 255, green: 255, blue: 255)

    /// Black and white averaged in linear light: 0.5 linear is sRGB 188 (averaging encoded values would give 128).
    static let linearGrey: UInt8 = 188

    @Test func verticalStripesBecomeTheGreyTheEyeSees() {
        let stripes = TestImages.image(width: 8, height: 8) { x, _ in x % 2 == 0 ? Self.black : Self.white }
        let small = downscaler.downscale(stripes, toFit: PixelSize(width: 4, height: 4))
        #expect(small.size == PixelSize(width: 4, height: 4))
        #expect(
            small.pixels
                == [UInt8](repeating: 0, count: 16 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : Self.linearGrey })
    }

    @Test func stripesTwoPixelsWideSurviveAHalving() {
        let stripes = TestImages.image(width: 8, height: 2) { x, _ in (x / 2) % 2 == 0 ? Self.black : Self.white }
        let small = downscaler.resize(stripes, to: PixelSize(width: 4, height: 1))
        #expect((0..<4).map { small.pixel(x: $0, y: 0)?.red } == [0, 255, 0, 255])
    }

    @Test func aCheckerboardAveragesToLinearGrey() {
        let board = TestImages.image(width: 6, height: 6) { x, y in (x + y) % 2 == 0 ? Self.black : Self.white }
        let one = downscaler.resize(board, to: PixelSize(width: 1, height: 1))
        #expect(one.pixels == [Self.linearGrey, Self.linearGrey, Self.linearGrey, 255])
        let three = downscaler.resize(board, to: PixelSize(width: 3, height: 3))
        #expect(Set(three.pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)) == [Self.linearGrey])
    }

    @Test func aGradientStaysMonotonicAndKeepsItsEnds() {
        let ramp = TestImages.image(width: 256, height: 4) { x, _ in
            RGBAPixel(red: UInt8(x), green: UInt8(x), blue: UInt8(x))
        }
        let small = downscaler.resize(ramp, to: PixelSize(width: 16, height: 1))
        let reds = (0..<16).compactMap { small.pixel(x: $0, y: 0)?.red }
        #expect(reds.count == 16)
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 < $1 })
        // The first span holds values 0...15, the last 240...255; their linear means are about sRGB 10 and 248.
        #expect((5...12).contains(reds[0]))
        #expect((246...250).contains(reds[15]))
    }

    @Test func fractionalSpansWeighTheirShare() {
        // 3 pixels to 2: the middle white pixel is shared half and half; each output is 2/3 black, 1/3 white.
        let row = TestImages.image(width: 3, height: 1) { x, _ in x == 1 ? Self.white : Self.black }
        let small = downscaler.resize(row, to: PixelSize(width: 2, height: 1))
        // Linear 1/3 is sRGB 156.
        #expect(small.pixel(x: 0, y: 0)?.red == 156)
        #expect(small.pixel(x: 1, y: 0)?.red == 156)
    }

    @Test func theAspectRatioIsKept() {
        let wide = TestImages.image(width: 100, height: 50) { _, _ in Self.white }
        #expect(
            downscaler.downscale(wide, toFit: PixelSize(width: 32, height: 32)).size == PixelSize(width: 32, height: 16)
        )
        let tall = TestImages.image(width: 30, height: 90) { _, _ in Self.white }
        #expect(
            downscaler.downscale(tall, toFit: PixelSize(width: 32, height: 32)).size == PixelSize(width: 11, height: 32)
        )
        #expect(
            PixelSize(width: 460, height: 460).fitting(in: PixelSize(width: 32, height: 64))
                == PixelSize(width: 32, height: 32))
    }

    @Test func imagesAreNeverEnlarged() {
        let small = TestImages.image(width: 5, height: 4) { x, _ in x == 0 ? Self.white : Self.black }
        #expect(downscaler.downscale(small, toFit: PixelSize(width: 64, height: 64)) == small)
    }

    @Test func transparentPixelsLendNoColour() {
        let clearRed = RGBAPixel(red: 255, green: 0, blue: 0, alpha: 0)
        let blue = RGBAPixel(red: 0, green: 0, blue: 255)
        let row = TestImages.image(width: 2, height: 1) { x, _ in x == 0 ? clearRed : blue }
        let one = downscaler.resize(row, to: PixelSize(width: 1, height: 1))
        #expect(one.pixels == [0, 0, 255, 128])
    }
}
