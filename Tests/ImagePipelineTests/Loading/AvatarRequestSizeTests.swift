import AtomicCore
import AtomicTestSupport
import Foundation
import ImagePipeline
import Networking
import NetworkingURLSession
import Testing

/// The size an avatar server is asked for, over real HTTP on 127.0.0.1: a box of C columns and R rows holds
/// C × 2R pixels (two half-block pixels a cell, as the shell's `AvatarRequest` counts them), and the server is
/// asked for the longer side.
@Suite("The avatar size asked of the server", .timeLimit(.minutes(3)))
struct AvatarRequestSizeTests {
    /// A 64 × 64 PNG: red on the left half, blue on the right.
    private static func png() throws -> Data {
        var pixels: [UInt8] = []
        for _ in 0..<64 {
            for x in 0..<64 { pixels += x < 32 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return try PNGEncoder().encode(try #require(RGBAImage(width: 64, height: 64, pixels: pixels)))
    }

    @Test(
        "a box that is not square in pixels asks for its longer side",
        arguments: [(12, 18, "18"), (30, 10, "30"), (7, 8, "8"), (20, 20, "20")])
    func longerSideIsAsked(width: Int, height: Int, pixels: String) async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/u/1", TestResponse(status: 200, headers: [("Content-Type", "image/png")], body: try Self.png()))
        #if os(Linux)
            let transport: any HTTPTransport = CurlTransport()
        #else
            let transport: any HTTPTransport = URLSessionTransport()
        #endif
        let client = HTTPClient(transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never))
        let pipeline = ImagePipeline(configuration: .init(httpClient: client, sizeParameterHosts: ["127.0.0.1"]))
        let request = ImageRequest(
            url: server.baseURL.appendingPathComponent("u/1"), targetSize: PixelSize(width: width, height: height))

        #expect(pipeline.cachedImage(for: request) == nil)
        let image = try await pipeline.image(for: request)

        let sent = try #require(server.requests(to: "/u/1").first)
        #expect(sent.queryValue("s") == pixels)
        #expect(image.width <= width && image.height <= height)
        #expect(pipeline.cachedImage(for: request) != nil)
    }
}
