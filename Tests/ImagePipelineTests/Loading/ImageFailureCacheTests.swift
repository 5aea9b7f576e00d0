import AtomicCore
import Foundation
import ImagePipeline
import Networking
import Testing

/// A failed image is answered from ``ImageFailureCache`` without a request until its retry time; cancellations are
/// never kept, and the cache holds a bounded number of failures.
@Suite struct ImageFailureCacheTests {
    /// A pipeline over a stub transport that answers `answer` and counts the requests.
    private func pipeline(clock: TestClock, count: Locked<Int>, _ answer: @escaping @Sendable () -> StubResponse)
        -> ImagePipeline
    {
        let transport = StubTransport { _ in
            count.withLock { $0 += 1 }
            return answer()
        }
        let client = HTTPClient(transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never))
        return ImagePipeline(
            configuration: .init(
                httpClient: client, memoryCache: nil,
                failureCache: ImageFailureCache(retryInterval: .seconds(600), clock: clock)))
    }

    private let request = ImageRequest(
        url: URL(string: "http://127.0.0.1:9/u/1?v=4")!, targetSize: PixelSize(width: 16, height: 16))

    @Test func aRefusedImageIsNotAskedForAgainUntilItsRetryTime() async throws {
        let clock = TestClock()
        let count = Locked(0)
        let pipeline = pipeline(clock: clock, count: count) { StubResponse(status: 404) }

        let first = await #expect(throws: ImagePipelineError.self) { try await pipeline.image(for: request) }
        let second = await #expect(throws: ImagePipelineError.self) { try await pipeline.image(for: request) }
        #expect(first == second)
        #expect(count.withLock { $0 } == 1)

        clock.advance(by: 599)
        _ = try? await pipeline.image(for: request)
        #expect(count.withLock { $0 } == 1)
        clock.advance(by: 1)
        _ = try? await pipeline.image(for: request)
        #expect(count.withLock { $0 } == 2)
    }

    @Test func dataThatDoesNotDecodeIsKeptAsAFailureToo() async throws {
        let clock = TestClock()
        let count = Locked(0)
        let pipeline = pipeline(clock: clock, count: count) {
            StubResponse(headers: ["Content-Type": "image/png"], body: Data("\u{89}PNG\r\n\u{1A}\nbroken".utf8))
        }

        for _ in 0..<3 {
            await #expect {
                try await pipeline.image(for: request)
            } throws: { error in
                guard case .decoding = error as? ImagePipelineError else { return false }
                return true
            }
        }
        #expect(count.withLock { $0 } == 1)
    }

    @Test func anImageThatArrivesLaterIsDrawnOnceItsRetryTimeHasCome() async throws {
        let clock = TestClock()
        let count = Locked(0)
        let works = Locked(false)
        let body = try TestImages.png(TestImages.gradient)
        let pipeline = pipeline(clock: clock, count: count) {
            works.withLock { $0 }
                ? StubResponse(headers: ["Content-Type": "image/png"], body: body) : StubResponse(status: 503)
        }

        _ = try? await pipeline.image(for: request)
        works.withLock { $0 = true }
        _ = try? await pipeline.image(for: request)
        #expect(count.withLock { $0 } == 1)
        clock.advance(by: 600)
        let image = try await pipeline.image(for: request)
        #expect(image.size.width > 0 && count.withLock { $0 } == 2)
    }

    @Test func cancellationsAreNeverKept() {
        let cache = ImageFailureCache(clock: TestClock())
        cache.record(.cancelled, forKey: "a")
        #expect(cache.failure(forKey: "a") == nil && cache.count == 0)
        cache.record(.network(.timedOut), forKey: "a")
        #expect(cache.failure(forKey: "a") == .network(.timedOut))
        cache.removeFailure(forKey: "a")
        #expect(cache.failure(forKey: "a") == nil)
    }

    @Test func atCapacityTheFailureDueSoonestIsForgotten() {
        let clock = TestClock()
        let cache = ImageFailureCache(retryInterval: .seconds(600), capacity: 3, clock: clock)
        for key in ["a", "b", "c"] {
            cache.record(.network(.timedOut), forKey: key)
            clock.advance(by: 1)
        }
        cache.record(.network(.timedOut), forKey: "d")
        #expect(cache.count == 3)
        #expect(cache.failure(forKey: "a") == nil)
        #expect(["b", "c", "d"].allSatisfy { cache.failure(forKey: $0) != nil })
        // Recording a key kept already replaces it and forgets nothing else.
        cache.record(.network(.timedOut), forKey: "d")
        #expect(cache.count == 3)
    }
}
