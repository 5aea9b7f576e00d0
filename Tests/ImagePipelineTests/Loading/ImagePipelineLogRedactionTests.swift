import AtomicLogger
import AtomicTestSupport
import Foundation
import ImagePipeline
import Networking
import NetworkingURLSession
import Testing

/// The image pipeline's error text in the log, over real HTTP on 127.0.0.1: a server's answer that echoes a signed
/// URL leaves no secret query value in the log, whatever the letter case of the parameter names.
@Suite struct ImagePipelineLogRedactionTests {
    @Test("secret parameter values echoed in an image server's error are redacted in the log")
    func echoedSecretsAreRedacted() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let echoed =
            "no avatar at /u/9?X-Amz-Credential=AKIAEXAMPLE0&Client_Secret=s3cr3tValue1&API_KEY=k3yValue2"
            + "&sig=s1gValue3&Access_Token=t0kValue4&size=2"
        let body = try JSONSerialization.data(withJSONObject: ["message": echoed])
        server.route("/u/9", TestResponse(status: 403, headers: [("Content-Type", "application/json")], body: body))
        let sink = MemoryLogSink()
        #if os(Linux)
            let transport: any HTTPTransport = CurlTransport()
        #else
            let transport: any HTTPTransport = URLSessionTransport()
        #endif
        let client = HTTPClient(transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never))
        let pipeline = ImagePipeline(
            configuration: .init(
                httpClient: client, sizeParameterHosts: [],
                logger: Logger(label: "images", level: .trace, sinks: [sink])))
        let url = try #require(URL(string: server.baseURL.absoluteString + "/u/9"))

        await #expect(throws: ImagePipelineError.self) {
            try await pipeline.image(for: ImageRequest(url: url, targetSize: PixelSize(width: 8, height: 8)))
        }

        let logged = sink.records.map { "\($0.message) \($0.metadata)" }.joined(separator: "\n")
        #expect(logged.contains("X-Amz-Credential=[REDACTED]&Client_Secret=[REDACTED]"), "\(logged)")
        #expect(logged.contains("&size=2"), "\(logged)")
        for secret in ["AKIAEXAMPLE0", "s3cr3tValue1", "k3yValue2", "s1gValue3", "t0kValue4"] {
            #expect(!logged.contains(secret), "\(logged)")
        }
    }
}
