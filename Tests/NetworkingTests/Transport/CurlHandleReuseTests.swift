#if os(Linux)
    import AtomicTestSupport
    import Foundation
    import Testing

    @testable import Networking

    /// `CurlTransport` keeps a few easy handles between transfers: a handle taken again carries nothing of the
    /// request it served before (method, body, header fields), and transfers beyond the kept few still work.
    @Suite("libcurl easy handles reused between requests")
    struct CurlHandleReuseTests {
        private static let limits = TransportLimits(
            timeout: .seconds(30), maximumBodySize: 1 << 20, maximumErrorBodySize: 64 << 10)

        @Test("a request after a PUT with a body and its own field is a plain GET, and a GET after a HEAD has a body")
        func nothingCarriesOver() async throws {
            let server = try TestHTTPServer()
            server.route("PUT", "/item", .json(#"{"saved":true}"#))
            server.route("HEAD", "/item", .json(#"{"id":1}"#))
            server.route("/item", .json(#"{"id":1}"#))
            let transport = CurlTransport()
            var put = TransportRequest(url: server.baseURL.appendingPathComponent("item"))
            put.httpMethod = "PUT"
            put.httpBody = Data(#"{"name":"x"}"#.utf8)
            put.setValue("first", forHTTPHeaderField: "X-Only-First")
            put.setValue("text/plain", forHTTPHeaderField: "Content-Type")
            var head = TransportRequest(url: server.baseURL.appendingPathComponent("item"))
            head.httpMethod = "HEAD"
            let get = TransportRequest(url: server.baseURL.appendingPathComponent("item"))

            _ = try await transport.send(put, limits: Self.limits)
            let afterPut = try await transport.send(get, limits: Self.limits)
            let headResponse = try await transport.send(head, limits: Self.limits)
            let afterHead = try await transport.send(get, limits: Self.limits)

            #expect(server.requests(to: "/item").map(\.method) == ["PUT", "GET", "HEAD", "GET"])
            let plain = try #require(server.requests(to: "/item").last)
            #expect(plain.header("X-Only-First") == nil)
            #expect(plain.header("Content-Type") == nil)
            #expect(plain.header("Content-Length") == nil)
            #expect(plain.body.isEmpty)
            #expect(afterPut.body == Data(#"{"id":1}"#.utf8))
            #expect(headResponse.body.isEmpty)
            #expect(afterHead.body == Data(#"{"id":1}"#.utf8))
        }

        @Test("more requests at once than the handles kept all get their answers, then again")
        func moreThanKept() async throws {
            let server = try TestHTTPServer()
            server.route("/users", handler: { request in .json(#"{"path":"\#(request.target)"}"#) })
            let transport = CurlTransport()
            let count = CurlHandlePool.capacity * 2
            for _ in 0..<2 {
                let bodies = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
                    for index in 0..<count {
                        group.addTask {
                            let url = URL(string: "\(server.baseURL.absoluteString)/users?n=\(index)")!
                            let response = try await transport.send(TransportRequest(url: url), limits: Self.limits)
                            return (index, response.body)
                        }
                    }
                    return try await group.reduce(into: [Int: Data]()) { $0[$1.0] = $1.1 }
                }
                #expect(bodies.count == count)
                for (index, body) in bodies {
                    #expect(body == Data(#"{"path":"/users?n=\#(index)"}"#.utf8))
                }
            }
        }
    }
#endif
