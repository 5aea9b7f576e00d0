import AtomicCore
import AtomicTestSupport
import Foundation
import ImagePipeline
import Networking
import TerminalUI
import Testing

@testable import AtomicApp

#if !os(Linux)
    import NetworkingURLSession
#endif

/// The size the interactive app asks an avatar server for, over real HTTP on 127.0.0.1: a box of C columns and R
/// rows holds C × 2R pixels (two half-block pixels a cell), and the server is asked for the longer side.
@MainActor
@Suite("The avatar size asked of the server", .timeLimit(.minutes(1)))
struct AvatarRequestSizeTests {
    @Test(
        "a box that is not square in pixels asks for its longer side",
        arguments: [(12, 9, "18"), (30, 5, "30"), (7, 4, "8"), (20, 10, "20")])
    func longerSideIsAsked(columns: Int, rows: Int, pixels: String) async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let png = try PNGEncoder().encode(try AvatarOutputTests.halves(width: 64, height: 64))
        server.route("/u/1", TestResponse(status: 200, headers: [("Content-Type", "image/png")], body: png))
        #if os(Linux)
            let transport: any HTTPTransport = CurlTransport()
        #else
            let transport: any HTTPTransport = URLSessionTransport()
        #endif
        let client = HTTPClient(transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never))
        let pipeline = ImagePipeline(configuration: .init(httpClient: client, sizeParameterHosts: ["127.0.0.1"]))
        let avatars = AvatarImages(pipeline: pipeline, mode: .trueColor)
        let url = server.baseURL.appendingPathComponent("u/1")

        #expect(avatars.picture(for: url, cells: TerminalSize(columns: columns, rows: rows)) == nil)
        await avatars.settle()

        let sent = try #require(server.requests(to: "/u/1").first)
        #expect(sent.queryValue("s") == pixels)
        guard case .loaded = avatars.picture(for: url, cells: TerminalSize(columns: columns, rows: rows)) else {
            Issue.record("the avatar was not loaded")
            return
        }
    }
}
