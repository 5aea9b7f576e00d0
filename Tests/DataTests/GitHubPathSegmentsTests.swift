import Foundation
import Networking
import Testing

@testable import Data

/// `GitHub.request(segments:queryItems:)`: whatever text a parameter holds, it stays one segment of the path.
@Suite("GitHub path segments")
struct GitHubPathSegmentsTests {
    private static let enterprise = GitHub(baseURL: URL(string: "https://ghe.test/api/v3/")!)

    private func address(_ segments: [String], query: [URLQueryItem] = []) throws -> String {
        let request: HTTPRequest<Data> = Self.enterprise.request(segments: segments, queryItems: query)
        return try request.makeURL().absoluteString
    }

    @Test("plain segments are sent as they are, under the base's path, with the query and GitHub's header fields")
    func plainSegments() throws {
        let request: HTTPRequest<Data> = Self.enterprise.request(segments: ["gists", "aa5a315d"])
        #expect(request.headers == GitHub.headers)
        #expect(try address(["gists", "aa5a315d"]) == "https://ghe.test/api/v3/gists/aa5a315d")
        #expect(
            try address(["users", "octocat", "gists"], query: [URLQueryItem(name: "page", value: "2")])
                == "https://ghe.test/api/v3/users/octocat/gists?page=2")
    }

    @Test(
        "a slash, a query, a fragment, a percent sign or a dot segment cannot change the path",
        arguments: [
            ("a/b", "a%2Fb"), ("x?y=1", "x%3Fy%3D1"), ("f#g", "f%23g"), ("100%", "100%25"), ("..", "%2E%2E"),
            (".", "%2E"), ("../../users", "..%2F..%2Fusers"), ("é", "%C3%A9"), ("a b", "a%20b"),
        ])
    func encodedSegments(text: String, encoded: String) throws {
        #expect(GitHub.pathSegment(text) == encoded)
        #expect(try address(["gists", text]) == "https://ghe.test/api/v3/gists/\(encoded)")
        #expect(
            try address(["gists", text], query: [URLQueryItem(name: "per_page", value: "1")])
                == "https://ghe.test/api/v3/gists/\(encoded)?per_page=1")
    }
}
