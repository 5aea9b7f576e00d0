import CPNG
import Foundation
import ImagePipeline
import Testing

@Suite struct DecodingErrorTests {
    let decoder = ImageDecoder()

    func expectError(_ expected: ImageDecodingError, decoding data: Data, with decoder: any ImageDecoding) {
        #expect(throws: expected) { try decoder.decode(data) }
    }

    @Test func emptyDataIsRefused() {
        expectError(.empty, decoding: Data(), with: decoder)
        expectError(.empty, decoding: Data(), with: PNGDecoder())
        expectError(.empty, decoding: Data(), with: JPEGDecoder())
    }

    @Test func unknownBytesAreNotAnImageFormat() {
        expectError(.unsupportedFormat(nil), decoding: Data("<html>not an image</html>".utf8), with: decoder)
    }

    @Test func gifIsRefusedSoThePlaceholderShows() {
        let gif = Data("GIF89a".utf8) + Data([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00])
        expectError(.unsupportedFormat(.gif), decoding: gif, with: decoder)
    }

    @Test func eachCodecRefusesTheOtherFormat() throws {
        let png = try TestImages.png(TestImages.gradient)
        expectError(.unsupportedFormat(.png), decoding: png, with: JPEGDecoder())
        let jpeg = try JPEGEncoder().encode(TestImages.gradient)
        expectError(.unsupportedFormat(.jpeg), decoding: jpeg, with: PNGDecoder())
    }

    @Test func truncatedPNGIsReportedAsCutOff() throws {
        let png = try TestImages.png(TestImages.gradient)
        for length in [12, 40, png.count / 2, png.count - 13] {
            expectError(.truncated(format: .png), decoding: png.prefix(length), with: decoder)
        }
    }

    @Test func truncatedJPEGIsReportedAsCutOff() throws {
        let jpeg = try JPEGEncoder().encode(TestImages.gradient)
        for length in [jpeg.count / 2, jpeg.count - 2] {
            expectError(.truncated(format: .jpeg), decoding: jpeg.prefix(length), with: decoder)
        }
        let progressive = try JPEGEncoder(progressive: true).encode(TestImages.gradient)
        expectError(.truncated(format: .jpeg), decoding: progressive.prefix(progressive.count / 2), with: decoder)
    }

    @Test func corruptPNGIsATypedError() throws {
        var bytes = [UInt8](try TestImages.png(TestImages.gradient))
        // Damage the IHDR payload: its CRC no longer matches.
        bytes[17] ^= 0xFF
        #expect {
            try decoder.decode(Data(bytes))
        } throws: { error in
            guard case ImageDecodingError.corrupt(format: .png, let detail) = error else { return false }
            return !detail.isEmpty
        }
    }

    @Test func corruptPNGImageDataIsATypedError() throws {
        var bytes = [UInt8](try TestImages.png(TestImages.gradient))
        // Overwrite the middle of the compressed data (IDAT starts after 8 + 25 bytes of signature and IHDR).
        for index in 50..<min(bytes.count - 20, 90) { bytes[index] = 0x5A }
        #expect(throws: ImageDecodingError.self) { try decoder.decode(Data(bytes)) }
    }

    @Test func corruptJPEGIsATypedError() throws {
        var bytes = [UInt8](try JPEGEncoder().encode(TestImages.gradient))
        // A sample precision of 3 bits in the frame header, which no JPEG has.
        let frame = try #require((2..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[frame + 4] = 3
        #expect {
            try decoder.decode(Data(bytes))
        } throws: { error in
            guard case ImageDecodingError.corrupt(format: .jpeg, let detail) = error else { return false }
            return !detail.isEmpty
        }
    }

    @Test func aPNGHeaderClaiming100000PixelsSquareIsRefusedBeforeDecoding() {
        // The pixel data is junk: decoding it would fail as corrupt; the size must be refused first.
        let claim = TestImages.pngClaiming(width: 100_000, height: 100_000)
        expectError(.tooLarge(width: 100_000, height: 100_000), decoding: claim, with: decoder)
        expectError(.tooLarge(width: 100_000, height: 100_000), decoding: claim, with: PNGDecoder())
    }

    @Test func theSameJunkWithinTheLimitsIsCorruptNotTooLarge() {
        // Proves the fixture above would fail decoding: refusing by size really happened before it.
        let claim = TestImages.pngClaiming(width: 100, height: 100)
        #expect(throws: ImageDecodingError.self) { try decoder.decode(claim) }
        #expect(throws: ImageDecodingError.tooLarge(width: 100, height: 100)) {
            try PNGDecoder(limits: ImageDecodingLimits(maximumWidth: 99)).decode(claim)
        }
    }

    @Test func aJPEGHeaderClaimingTooManyPixelsIsRefusedBeforeDecoding() throws {
        let jpeg = try JPEGEncoder().encode(TestImages.gradient)
        let claim = TestImages.jpeg(jpeg, claimingWidth: 65_000, height: 65_000)
        expectError(.tooLarge(width: 65_000, height: 65_000), decoding: claim, with: decoder)
        let wide = TestImages.jpeg(jpeg, claimingWidth: 4097, height: 10)
        expectError(.tooLarge(width: 4097, height: 10), decoding: wide, with: decoder)
    }

    @Test func dataOverTheByteLimitIsRefusedUnread() throws {
        let png = try TestImages.png(TestImages.gradient)
        let limits = ImageDecodingLimits(maximumByteCount: png.count - 1)
        expectError(
            .dataTooLarge(byteCount: png.count, limit: png.count - 1), decoding: png, with: ImageDecoder(limits: limits)
        )
        #expect(ImageDecodingLimits.standard.maximumByteCount == 20 * 1024 * 1024)
        let huge = Data(count: 20 * 1024 * 1024 + 1)
        expectError(.dataTooLarge(byteCount: huge.count, limit: 20 * 1024 * 1024), decoding: huge, with: decoder)
    }

    @Test func errorsDescribeThemselvesInOneLine() {
        let errors: [ImageDecodingError] = [
            .empty, .unsupportedFormat(.gif), .unsupportedFormat(nil), .tooLarge(width: 1, height: 2),
            .truncated(format: .png), .corrupt(format: .jpeg, detail: "x"), .outOfMemory,
            .dataTooLarge(byteCount: 2, limit: 1), .unsupportedFeature(format: .jpeg, detail: "y"),
        ]
        for error in errors {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
        }
    }
}
