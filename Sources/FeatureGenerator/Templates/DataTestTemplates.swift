/// The Data test of a feature (`Tests/DataTests/NAME/CachedNAMERepositoryTests.swift`): the repository over a stub
/// transport that answers like GitHub from the recorded response (the same text as the demo's), with a test clock
/// and a store opened with the feature's migrations: the first call fetches, the second is answered from the table,
/// after the time-to-live a `304` keeps the rows, a `404` is `notFound`, `--offline` sends nothing, and a list's
/// next page follows the `Link` header.
enum DataTestTemplates {
    static func files(_ spec: FeatureSpec) -> [FeaturePlan.NewFile] {
        [
            FeaturePlan.NewFile(
                path: "Tests/DataTests/\(spec.name)/\(spec.cachedRepository)Tests.swift",
                contents: repositoryTests(spec))
        ]
    }

    static func repositoryTests(_ spec: FeatureSpec) -> String {
        let method = DomainTemplates.methodName(spec)
        let isList = spec.kind == .list
        let key = DataTemplateText.fixtureKey(spec)
        let keyArguments = key.map { "\($0.parameter.name): \(DataTemplateText.swiftValue($0)), " }.joined()
        let call = { (cursor: String) in
            "\(method)(\(keyArguments)\(isList ? "cursor: \(cursor), " : "")context: .automatic)"
        }
        let keyText = key.isEmpty ? spec.name.kebabCaseName : key.map(\.text).joined(separator: "/")
        let requestArguments =
            (keyArguments + (isList ? "\(DataTemplateText.cursorName(spec)): nil, perPage: 1" : ""))
        let endpointCall =
            "GitHub(baseURL: baseURL).\(method)(\(requestArguments.hasSuffix(", ") ? String(requestArguments.dropLast(2)) : requestArguments))"
        let decodedType = isList ? "[\(spec.dto)]" : spec.dto
        let decoding =
            spec.itemsMember == nil
            ? "try JSONDecoder().decode(\(decodedType).self, from: Data(recordedResponse.utf8))"
            : "try recordedAnswer().\(spec.itemsProperty)"
        let answerFunction =
            spec.itemsMember == nil
            ? ""
            : """

                /// ``recordedResponse`` decoded: the answer whose fields every page carries.
                private static func recordedAnswer() throws -> \(spec.answerDTO) {
                    try JSONDecoder().decode(\(spec.answerDTO).self, from: Data(recordedResponse.utf8))
                }
            """
        let sorted =
            spec.pagination == .since
            ? ".sorted { $0.\(spec.shape.identity.name) < $1.\(spec.shape.identity.name) }" : ""
        let firstValue = isList ? "Array(recorded.prefix(pageSize)).map { $0.toDomain() }" : "recorded.toDomain()"
        let firstItems = isList ? "first.value.items" : "first.value"
        let textParameter = spec.parameters.first {
            $0.type == "String" && spec.endpoint.segments.contains(.parameter($0.pathName))
        }
        return """
            import AtomicCore
            import Domain
            import Foundation
            import Networking
            import Persistence
            import Testing

            @testable import Data

            @Suite("\(spec.cachedRepository)")
            struct \(spec.cachedRepository)Tests {
                /// The loopback root the stub answers for.
                private static let baseURL = URL(string: "http://127.0.0.1:8080")!

                /// The recorded answer: the same text as `\(spec.demoRoutes).recordedResponse`.
                private static let recordedResponse = \(DataTemplateText.rawLiteral(DataTemplateText.fixtureText(spec), indent: 8))

                /// ``recordedResponse`` decoded\(spec.pagination == .since ? ", in id order" : "").
                private static func recorded() throws -> \(decodedType) {
                    \(decoding)\(sorted)
                }\(answerFunction)
            \(isList ? "\n    /// The page size of the tests: about half the recorded resources, so that there is a second page.\n    private static var pageSize: Int {\n        get throws { try max(recorded().count / 2, 1) }\n    }\n" : "")
                /// What one test runs against: a stub transport answering with `respond`, one clock for it, the client and
                /// the policy, and an in-memory store with the feature's migrations.
                private struct Environment {
                    let clock: TestClock
                    let transport: StubTransport
                    let client: HTTPClient
                    let store: SQLiteCacheStore

                    init(respond: @escaping @Sendable (TransportRequest) throws -> StubResponse) async throws {
                        let clock = TestClock()
                        self.clock = clock
                        transport = StubTransport(clock: clock) { request in try respond(request) }
                        client = HTTPClient(
                            transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never, clock: clock))
                        // In version order: a built-in feature's migration may come later than this one.
                        store = try await SQLiteCacheStore.inMemory(
                            featureMigrations: (FeatureMigrations.all + \(spec.schema).migrations).sorted { $0.version < $1.version })
                    }

                    func repository(mode: CacheMode = .online) throws -> \(spec.cachedRepository) {
                        \(spec.cachedRepository)(
                            client: client, baseURL: \(spec.cachedRepository)Tests.baseURL,
                            policy: CachePolicy(store: store, clock: clock, mode: mode)\(isList ? ",\n                pageSize: try \(spec.cachedRepository)Tests.pageSize" : ""))
                    }
                }

                /// GitHub's `404`.
                private static let notFound = StubResponse.json(
                    #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest"}"#, status: 404)

            \(isList ? listServer(spec, endpointCall: endpointCall) : detailServer(spec, endpointCall: endpointCall))

                @Test("\(spec.name): the first call fetches, the second is answered from the table")
                func secondCallFromTheTable() async throws {
                    let recorded = try Self.recorded()\(isList ? "\n        let pageSize = try Self.pageSize" : "")
                    let env = try await Environment { try Self.gitHub($0) }
                    let repository = try env.repository()

                    let first = try await repository.\(call("nil"))
                    env.clock.advance(by: 299)
                    let second = try await repository.\(call("nil"))

                    #expect(\(firstItems) == \(firstValue))
                    #expect(first.freshness == .fresh)
                    #expect(second.value == first.value)
                    #expect(second.freshness == .fresh)
                    #expect(second.fetchedAt == first.fetchedAt)
                    #expect(env.transport.requestCount == 1)
                }

                @Test("\(spec.name): after the time-to-live the request carries If-None-Match and a 304 keeps the rows")
                func revalidatesWithETag() async throws {
                    let env = try await Environment { try Self.gitHub($0) }
                    let repository = try env.repository()
                    let first = try await repository.\(call("nil"))

                    env.clock.advance(by: 300)
                    let second = try await repository.\(call("nil"))

                    let requests = env.transport.requests
                    try #require(requests.count == 2)
                    #expect(requests[0].value(forHTTPHeaderField: "If-None-Match") == nil)
                    #expect(requests[1].value(forHTTPHeaderField: "If-None-Match") == Self.etag)
                    #expect(second.freshness == .revalidated)
                    #expect(second.value == first.value)
                    #expect(second.fetchedAt == env.clock.now)
                }

                @Test("\(spec.name): a stale answer is served with its age when the network fails")
                func staleWhenTheNetworkFails() async throws {
                    let failing = Locked(false)
                    let env = try await Environment { request in
                        guard !failing.withLock({ $0 }) else { throw NetworkError.noConnection }
                        return try Self.gitHub(request)
                    }
                    let repository = try env.repository()
                    let first = try await repository.\(call("nil"))

                    failing.withLock { $0 = true }
                    env.clock.advance(by: 720)
                    let second = try await repository.\(call("nil"))

                    #expect(second.value == first.value)
                    #expect(second.freshness == .stale(age: 720))
                    #expect(second.staleReason == .offline)
                }

                @Test("\(spec.name): offline sends nothing: notCached at first, then the stored rows")
                func offline() async throws {
                    let env = try await Environment { try Self.gitHub($0) }

                    await #expect(throws: DomainError.notCached) {
                        try await env.repository(mode: .offline).\(call("nil"))
                    }
                    #expect(env.transport.requestCount == 0)
                    let online = try await env.repository().\(call("nil"))
                    let offline = try await env.repository(mode: .offline).\(call("nil"))
                    #expect(offline.value == online.value)
                    #expect(env.transport.requestCount == 1)
                }

                @Test("\(spec.name): a 404 is notFound for the parameters asked")
                func notFound() async throws {
                    let env = try await Environment { _ in Self.notFound }

                    await #expect(throws: DomainError.notFound(\(TemplateText.notFoundResource(spec, key: TemplateText.literal(keyText))))) {
                        try await env.repository().\(call("nil"))
                    }
                }
            \(textParameter.map { textSegmentTest(spec, parameter: $0, key: key) } ?? "")\(isList ? secondPageTest(spec, call: call) : "")
            }

            """
    }

    /// The list's server: the recorded resources, `per_page` a page, the first page always naming a next one (so
    /// that the `Link` is followed whatever the fixture's size), each page with its own `ETag`.
    private static func listServer(_ spec: FeatureSpec, endpointCall: String) -> String {
        let id = spec.shape.identity.name
        let slice =
            spec.pagination == .since
            ? """
                    let since = Int(query["since"] ?? "") ?? 0
                    let start = resources.firstIndex { $0.\(id) > since } ?? resources.count
                    let page = Array(resources[start...].prefix(perPage))
                    let isFirst = since == 0
                    let next = page.last.map { "<\\(url.absoluteString.split(separator: "?")[0])?per_page=\\(perPage)&since=\\($0.\(id))>; rel=\\"next\\"" }
            """
            : """
                    let number = Int(query["page"] ?? "") ?? 1
                    let page = Array(resources.dropFirst((number - 1) * perPage).prefix(perPage))
                    let isFirst = number == 1
                    let next = "<\\(url.absoluteString.split(separator: "?")[0])?page=\\(number + 1)&per_page=\\(perPage)>; rel=\\"next\\""
                    let start = (number - 1) * perPage
            """
        let hasMore =
            spec.pagination == .since
            ? "isFirst || start + page.count < resources.count"
            : "isFirst || start + page.count < resources.count"
        return """
                /// The `ETag` of every page the stub serves.
                private static let etag = #"W/"recorded""#

                /// GitHub's answer to `request` from the recorded resources: a page of `per_page` with its `Link`, `304`
                /// for the `ETag`, `404` for another path.
                private static func gitHub(_ request: TransportRequest) throws -> StubResponse {
                    let expected = try \(endpointCall).makeURL()
                    guard let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
                        components.percentEncodedPath == URLComponents(url: expected, resolvingAgainstBaseURL: true)?.percentEncodedPath
                    else { return notFound }
                    if request.value(forHTTPHeaderField: "If-None-Match") == etag {
                        return StubResponse(status: 304, headers: ["ETag": etag])
                    }
                    var query: [String: String] = [:]
                    for item in components.queryItems ?? [] { query[item.name] = item.value }
                    let resources = try recorded()
                    let perPage = Int(query["per_page"] ?? "") ?? 30
            \(slice)
                    let body = String(decoding: try JSONEncoder().encode(\(DataTemplateText.answer(spec, items: "page", from: "(try? recordedAnswer())"))), as: UTF8.self)
                    var headers: HTTPHeaders = ["ETag": etag]
                    if \(hasMore)\(spec.pagination == .since ? ", let next" : "") {
                        headers["Link"] = next
                    }
                    return .json(body, headers: headers)
                }
            """
    }

    private static func detailServer(_ spec: FeatureSpec, endpointCall: String) -> String {
        """
            /// The `ETag` of the resource the stub serves.
            private static let etag = #"W/"recorded""#

            /// GitHub's answer to `request`: the recorded resource for its path, `304` for the `ETag`, else `404`.
            private static func gitHub(_ request: TransportRequest) throws -> StubResponse {
                let expected = try \(endpointCall).makeURL()
                guard request.url == expected else { return notFound }
                if request.value(forHTTPHeaderField: "If-None-Match") == etag {
                    return StubResponse(status: 304, headers: ["ETag": etag])
                }
                return .json(recordedResponse, headers: ["ETag": etag])
            }
        """
    }

    /// A text parameter holding `/` and `..` is sent as one segment (the stub answers `404` to that path).
    private static func textSegmentTest(
        _ spec: FeatureSpec, parameter: FeatureSpec.Parameter, key: [(parameter: FeatureSpec.Parameter, text: String)]
    ) -> String {
        let method = DomainTemplates.methodName(spec)
        let arguments = key.map { item in
            "\(item.parameter.name): \(item.parameter.name == parameter.name ? "\"a/../b?c\"" : DataTemplateText.swiftValue(item)), "
        }.joined()
        let cursor = spec.kind == .list ? "cursor: nil, " : ""
        return """

                @Test("\(spec.name): a `/`, `..` or `?` in \(parameter.name) stays inside one path segment")
                func textParameterIsOneSegment() async throws {
                    let env = try await Environment { _ in Self.notFound }

                    await #expect(throws: DomainError.self) {
                        try await env.repository().\(method)(\(arguments)\(cursor)context: .automatic)
                    }
                    let url = try #require(env.transport.requests.first?.url)
                    #expect(url.absoluteString.contains("/a%2F..%2Fb%3Fc"))
                }
            """
    }

    private static func secondPageTest(_ spec: FeatureSpec, call: (String) -> String) -> String {
        let id = spec.shape.identity.name
        let expectedSecond =
            spec.pagination == .since
            ? "recorded.filter { $0.\(id) > last }.prefix(pageSize)"
            : "recorded.dropFirst(pageSize).prefix(pageSize)"
        let cursorQuery =
            spec.pagination == .since
            ? "\"since=\\(last)\""
            : "\"page=2\""
        return """

                @Test("\(spec.name): the next page is the one the Link header names")
                func secondPageFollowsTheLink() async throws {
                    let recorded = try Self.recorded()
                    let pageSize = try Self.pageSize\(spec.pagination == .since ? "\n        let last = try #require(recorded.prefix(pageSize).last).\(id)" : "")
                    let env = try await Environment { try Self.gitHub($0) }
                    let repository = try env.repository()

                    let first = try await repository.\(call("nil"))
                    let next = try #require(first.value.next)
                    let second = try await repository.\(call("next"))

                    #expect(second.value.items == Array(\(expectedSecond)).map { $0.toDomain() })
                    let url = try #require(env.transport.requests.last?.url)
                    #expect(url.query?.contains(\(cursorQuery)) == true)
                }
            """
    }
}
