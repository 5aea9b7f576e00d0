import Foundation
import Testing

@testable import ImagePipeline

/// The JPEG decoder's bounds on work and memory, shown with limits lowered below what an ordinary file needs.
@Suite struct JPEGResourceLimitTests {
    /// A 512 × 512 progressive JPEG (10 scans) of busy content.
    static let progressive: Data = {
        let samples = (0..<(512 * 512 * 3)).map { UInt8($0 % 251) }
        return (try? TestImages.jpeg(samples: samples, width: 512, height: 512, components: 3, progressive: true))
            ?? Data()
    }()

    @Test func aFileWithMoreScansThanAllowedIsRefused() throws {
        var decoder = JPEGDecoder()
        #expect(try decoder.decode(Self.progressive).size == PixelSize(width: 512, height: 512))
        decoder.maximumScanCount = 3
        #expect {
            try decoder.decode(Self.progressive)
        } throws: { error in
            (error as? ImageDecodingError) == .corrupt(format: .jpeg, detail: "more than 3 scans")
        }
    }

    @Test func aFileNeedingMoreWorkingMemoryThanAllowedIsRefused() {
        var decoder = JPEGDecoder()
        decoder.maximumWorkingMemory = 100_000
        #expect(throws: ImageDecodingError.corrupt(format: .jpeg, detail: "Backing store not supported")) {
            try decoder.decode(Self.progressive)
        }
    }
}
