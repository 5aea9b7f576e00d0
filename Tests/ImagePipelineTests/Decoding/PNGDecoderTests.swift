import AtomicCore
import CPNG
import Foundation
import ImagePipeline
import Testing

@Suite struct PNGDecoderTests {
    let decoder = PNGDecoder()

    @Test func rgbaKeepsEveryPixelAndTheSize() throws {
        let image = TestImages.image(width: 7, height: 3) { x, y in
            RGBAPixel(red: UInt8(x * 30), green: UInt8(y * 80), blue: 200, alpha: UInt8(255 - x * 20))
        }
        let decoded = try decoder.decode(try TestImages.png(image))
        #expect(decoded == image)
    }

    @Test func rgbBecomesOpaqueRGBA() throws {
        let rows: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]
        let png = try TestImages.png(rows: rows, width: 2, height: 2, colorType: PNG_COLOR_TYPE_RGB, bitDepth: 8)
        let decoded = try decoder.decode(png)
        #expect(decoded.size == PixelSize(width: 2, height: 2))
        #expect(decoded.pixels == [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 10, 20, 30, 255])
    }

    @Test func greyBecomesEqualChannels() throws {
        let png = try TestImages.png(
            rows: [0, 100, 255], width: 3, height: 1, colorType: PNG_COLOR_TYPE_GRAY, bitDepth: 8)
        #expect(try decoder.decode(png).pixels == [0, 0, 0, 255, 100, 100, 100, 255, 255, 255, 255, 255])
    }

    @Test func oneBitGreyExpandsToBlackAndWhite() throws {
        // 0b1010_0000: white, black, white, black.
        let png = try TestImages.png(
            rows: [0b1010_0000], width: 4, height: 1, colorType: PNG_COLOR_TYPE_GRAY, bitDepth: 1)
        let decoded = try decoder.decode(png)
        #expect(decoded.pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [255, 0, 255, 0])
    }

    @Test func greyWithAlphaKeepsTheAlpha() throws {
        let png = try TestImages.png(
            rows: [50, 0, 200, 128], width: 2, height: 1, colorType: PNG_COLOR_TYPE_GRAY_ALPHA, bitDepth: 8)
        #expect(try decoder.decode(png).pixels == [50, 50, 50, 0, 200, 200, 200, 128])
    }

    @Test func paletteWithTransparencyBecomesRGBA() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 0, 255, 9, 9, 9]
        let png = try TestImages.png(
            rows: [0, 1, 2, 1], width: 4, height: 1, colorType: PNG_COLOR_TYPE_PALETTE, bitDepth: 8,
            palette: palette, paletteAlpha: [255, 64])
        #expect(
            try decoder.decode(png).pixels == [255, 0, 0, 255, 0, 0, 255, 64, 9, 9, 9, 255, 0, 0, 255, 64])
    }

    @Test func sixteenBitSamplesAreReducedToTheirHighByte() throws {
        // Big-endian 16-bit RGB: (0xABCD, 0x1234, 0xFFFF).
        let png = try TestImages.png(
            rows: [0xAB, 0xCD, 0x12, 0x34, 0xFF, 0xFF], width: 1, height: 1, colorType: PNG_COLOR_TYPE_RGB,
            bitDepth: 16)
        #expect(try decoder.decode(png).pixels == [0xAB, 0x12, 0xFF, 255])
    }

    @Test func sixteenBitRGBAWithAlpha() throws {
        let png = try TestImages.png(
            rows: [0x10, 0, 0x20, 0, 0x30, 0, 0x80, 0], width: 1, height: 1, colorType: PNG_COLOR_TYPE_RGB_ALPHA,
            bitDepth: 16)
        #expect(try decoder.decode(png).pixels == [0x10, 0x20, 0x30, 0x80])
    }

    @Test func interlacedImagesDecodeToTheSamePixels() throws {
        let image = TestImages.gradient
        let png = try TestImages.png(
            rows: image.pixels, width: image.width, height: image.height, colorType: PNG_COLOR_TYPE_RGB_ALPHA,
            bitDepth: 8, interlaced: true)
        #expect(try decoder.decode(png) == image)
    }

    @Test func theDefaultDecoderReadsPNG() throws {
        let image = TestImages.gradient
        #expect(try ImageDecoder().decode(try TestImages.png(image)) == image)
    }
}
