import AtomicCore
import Foundation
import Testing

@testable import ImagePipeline

/// The bytes of decoded pixels held at once by the decodes running together stay within the pipeline's limit.
@Suite struct DecodedByteBudgetTests {
    @Test func decodesThatDoNotFitTogetherNeverRunTogether() async {
        let budget = DecodedByteBudget(limit: 100)
        let running = Locked((now: 0, most: 0))
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<40 {
                group.addTask {
                    await budget.withBytes(60) {
                        running.withLock {
                            $0.now += 60
                            $0.most = max($0.most, $0.now)
                        }
                        running.withLock { $0.now -= 60 }
                    }
                }
            }
        }
        #expect(running.withLock { $0.most } == 60, "two decodes of 60 bytes never hold 120 at once")
        #expect(budget.peakByteCount == 60)
    }

    @Test func decodesThatFitRunTogetherAndALargeOneRunsAlone() async {
        let budget = DecodedByteBudget(limit: 100)
        await budget.withBytes(30) {}
        await budget.withBytes(500) {}
        #expect(budget.peakByteCount == 500, "a decode over the limit still runs, alone")
    }

    @Test func theEstimateOfAHugePNGDrawnSmallIsItsReducedSize() throws {
        let side = 4096
        let data = try PNGEncoder().encode(
            try #require(RGBAImage(width: side, height: side, pixels: [UInt8](repeating: 200, count: side * side * 4))))
        let small = DecodedByteBudget.estimate(for: data, minimumSize: PixelSize(width: 32, height: 32))
        #expect(small < 256 * 1024)
        let (_, peak) = try PNGDecoder().decodeReportingPeak(data, minimumSize: PixelSize(width: 32, height: 32))
        #expect(small == peak, "the estimate is what the decoder holds")
        #expect(DecodedByteBudget.estimate(for: data, minimumSize: nil) == side * side * 4)
        // The pipeline's default limit holds a screen of such avatars at once.
        #expect(small * 24 < 32 * 1024 * 1024)
    }
}
