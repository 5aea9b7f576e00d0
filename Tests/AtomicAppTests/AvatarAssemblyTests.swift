import AtomicCore
import Foundation
import ImagePipeline
import Networking
import Persistence
import Testing

@testable import AtomicApp

/// The pipeline ``AvatarAssembly`` builds: no credentials, and nothing sent with `--offline`.
@Suite struct AvatarAssemblyTests {
    private static let url = URL(string: "https://avatars.githubusercontent.com/u/7?v=4")!
    private static let request = ImageRequest(url: url, targetSize: PixelSize(width: 16, height: 16))

    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "atomic-assembly-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func pipeline(transport: StubTransport, offline: Bool, folder: URL) -> ImagePipeline {
        AvatarAssembly.makePipeline(
            transport: transport, offline: offline, cacheLocation: CacheLocation(directoryPath: folder.path),
            clock: TestClock(), logger: .disabled, observers: [], deadline: .seconds(5))
    }

    private static func png() throws -> Data {
        try PNGEncoder().encode(RGBAImage(width: 16, height: 16, filledWith: RGBAPixel(red: 9, green: 99, blue: 199)))
    }

    @Test func onlineTheAvatarIsAskedForAtItsSizeWithoutCredentials() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = StubTransport(clock: TestClock())
        let sized = try #require(URL(string: "https://avatars.githubusercontent.com/u/7?v=4&s=16"))
        transport.stub(url: sized, StubResponse(body: try Self.png()))

        let image = try await pipeline(transport: transport, offline: false, folder: folder).image(for: Self.request)

        #expect(image.pixel(x: 0, y: 0) == RGBAPixel(red: 9, green: 99, blue: 199))
        #expect(transport.requests.map(\.url) == [sized])
        #expect(transport.requests.first?.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func offlineNothingIsSentAndOnlyTheDiskCacheAnswers() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = StubTransport(clock: TestClock())
        transport.stub(url: Self.url, StubResponse(body: try Self.png()))

        let offline = pipeline(transport: transport, offline: true, folder: folder)
        await #expect(throws: ImagePipelineError.network(.noConnection)) {
            _ = try await offline.image(for: Self.request)
        }
        #expect(transport.requestCount == 0)

        // What an earlier online run downloaded is drawn offline.
        let diskCache = try #require(offline.configuration.diskCache)
        diskCache.store(try Self.png(), forKey: offline.sizedURL(for: Self.request).absoluteString)
        let image = try await pipeline(transport: transport, offline: true, folder: folder).image(for: Self.request)
        #expect(image.size == PixelSize(width: 16, height: 16))
        #expect(transport.requestCount == 0)
    }
}
