import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

@Suite("DomainErrorMapping")
struct DomainErrorMappingTests {
    private static let reset = Date(timeIntervalSince1970: 1_767_229_200)
    private static let ghost = DomainError.Resource.gitHubUser(login: "ghost")

    /// Every `NetworkError` case, with the resource of the request when one matters, and its domain error.
    private static let networkCases: [(NetworkError, DomainError.Resource?, DomainError)] = [
        (.noConnection, nil, .offline),
        (.connectionRefused(host: "127.0.0.1:9"), nil, .cannotConnect(host: "127.0.0.1:9", service: nil)),
        (.connectionLost, nil, .connectionLost),
        (.unsupportedRedirect(location: "ftp://x/"), nil, .unsupportedRedirect(location: "ftp://x/")),
        (.tooManyRedirects(limit: 10), nil, .tooManyRedirects(limit: 10)),
        (.timedOut, nil, .timedOut(after: nil)),
        (.deadlineExceeded(after: .seconds(30)), nil, .timedOut(after: 30)),
        (.cancelled, nil, .cancelled),
        (
            .rateLimited(resetAt: reset, rateLimit: RateLimit(limit: 60, remaining: 0, reset: reset)), nil,
            .rateLimited(until: reset, rateLimit: RateLimitBudget(remaining: 0, limit: 60, resetAt: reset))
        ),
        (.rateLimited(resetAt: nil, rateLimit: nil), nil, .rateLimited(until: nil)),
        (.http(status: 404, message: "Not Found"), ghost, .notFound(ghost)),
        (.http(status: 404, message: "Not Found"), .post(id: 7), .notFound(.post(id: 7))),
        (.http(status: 404, message: "Not Found"), nil, .server(status: 404, message: "Not Found")),
        (.http(status: 500, message: "Server Error"), ghost, .server(status: 500, message: "Server Error")),
        (.http(status: 502, message: ""), nil, .server(status: 502, message: nil)),
        (
            .retryLater(status: 503, message: "Service Unavailable", retryAt: reset), ghost,
            .serverAskedToWait(status: 503, message: "Service Unavailable", until: reset)
        ),
        (.retryLater(status: 404, message: "Not Found", retryAt: reset), ghost, .notFound(ghost)),
        (
            .unauthorized(credentialSent: true, message: "Bad credentials"), ghost,
            .unauthorized(tokenSent: true, message: "Bad credentials")
        ),
        (.unauthorized(credentialSent: false, message: ""), nil, .unauthorized(tokenSent: false, message: nil)),
        (.decoding(path: "[2].login", description: "missing"), nil, .badData("[2].login: missing")),
        (.decoding(path: "", description: "not JSON"), nil, .badData("not JSON")),
        (.invalidResponse("truncated body"), nil, .badData("truncated body")),
        (.invalidRequest("bad base URL"), nil, .server(status: nil, message: "bad base URL")),
        (.transportUnavailable("Cannot load libcurl (x)."), nil, .networkUnavailable("Cannot load libcurl (x).")),
    ]

    @Test("every network error has its domain error", arguments: networkCases)
    func networkErrors(error: NetworkError, resource: DomainError.Resource?, expected: DomainError) {
        #expect(DomainErrorMapping.domainError(for: error, resource: resource) == expected)
    }

    @Test("a refused connection names the API that was asked")
    func refusedConnectionNamesTheService() {
        let error = NetworkError.connectionRefused(host: "127.0.0.1:9")
        #expect(
            DomainErrorMapping.domainError(for: error, service: .posts)
                == .cannotConnect(host: "127.0.0.1:9", service: .posts))
    }

    @Test("offline mode with nothing cached is notCached")
    func notCached() throws {
        let key = CacheKey(url: try #require(URL(string: "https://api.github.test/users")))
        #expect(DomainErrorMapping.domainError(for: CachePolicyError.notCached(key: key)) == .notCached)
    }

    @Test("the policy's consistency failures are storage errors with their message")
    func policyConsistencyFailures() throws {
        let key = CacheKey(url: try #require(URL(string: "https://posts.test/posts")))
        for error in [CachePolicyError.notModifiedWithoutCache(key: key), .missingAfterSave(key: key)] {
            #expect(DomainErrorMapping.domainError(for: error) == .storage(error.message))
        }
    }

    @Test(
        "persistence errors are storage errors with their message",
        arguments: [
            PersistenceError.diskFull(path: "/tmp/cache.sqlite"), .readOnly(path: "/tmp/cache.sqlite"),
            .busy(path: "/tmp/cache.sqlite"), .sqlite(code: 1, message: "no such table: posts"),
        ])
    func persistenceErrors(error: PersistenceError) {
        #expect(DomainErrorMapping.domainError(for: error) == .storage(error.message))
    }

    @Test("task cancellation is cancelled")
    func cancellation() {
        #expect(DomainErrorMapping.domainError(for: CancellationError()) == .cancelled)
    }

    @Test("a domain error passes through unchanged")
    func domainErrorPassesThrough() {
        let error = DomainError.notFound(.post(id: 3))
        #expect(DomainErrorMapping.domainError(for: error, resource: .post(id: 9)) == error)
    }

    @Test("a missing key is badData naming its coding path")
    func decodingMissingKey() throws {
        let body = Data(#"[{"login":"a","id":1},{"id":2}]"#.utf8)
        let error = try #require(decodingError { try JSONDecoder().decode([GitHubUserDTO].self, from: body) })
        #expect(DomainErrorMapping.domainError(for: error) == .badData("[1].login: missing"))
    }

    @Test("a wrong type is badData naming its coding path")
    func decodingTypeMismatch() throws {
        let body = Data(#"[{"userId":1,"id":"seven","title":"t","body":"b"}]"#.utf8)
        let error = try #require(decodingError { try JSONDecoder().decode([PostDTO].self, from: body) })
        guard case .badData(let detail) = DomainErrorMapping.domainError(for: error) else {
            Issue.record("expected badData")
            return
        }
        #expect(detail.hasPrefix("[0].id: "))
    }

    @Test("a nested null is badData naming the full path")
    func decodingNestedNull() throws {
        let body = Data(#"{"posts":[{"userId":1,"id":1,"title":null,"body":"b"}]}"#.utf8)
        let error = try #require(decodingError { try JSONDecoder().decode([String: [PostDTO]].self, from: body) })
        guard case .badData(let detail) = DomainErrorMapping.domainError(for: error) else {
            Issue.record("expected badData")
            return
        }
        #expect(detail.hasPrefix("posts[0].title: "))
    }

    @Test("any other error is badData with its description")
    func unknownError() {
        struct Strange: Error, CustomStringConvertible {
            var description: String { "strange failure" }
        }
        #expect(DomainErrorMapping.domainError(for: Strange()) == .badData("strange failure"))
    }

    /// The `DecodingError` thrown by `body`, or nil when it throws none.
    private func decodingError(_ body: () throws -> some Any) -> DecodingError? {
        do {
            _ = try body()
            return nil
        } catch let error as DecodingError {
            return error
        } catch {
            return nil
        }
    }
}
