/// The repository of a feature (`Sources/Data/NAME/CachedNAMERepository.swift`): the Domain protocol over
/// `CachePolicy.load`, with the `ETag` revalidation, the stale answers, `--offline`, the provenance and the errors
/// in domain terms, and the stale-while-revalidate updates.
enum DataRepositoryTemplates {
    static func repository(_ spec: FeatureSpec) -> String {
        let method = DomainTemplates.methodName(spec)
        let arguments = TemplateText.parameterArguments(spec)
        let passing = TemplateText.parameterPassing(spec)
        let isList = spec.kind == .list
        let value = isList ? spec.page : spec.entity
        let cursorArgument = isList ? "cursor: Int?, " : ""
        let cursorPassing = isList ? "cursor: cursor, " : ""
        let requestCursor = isList ? "\(DataTemplateText.cursorName(spec)): cursor, perPage: pageSize" : ""
        let requestArguments = { (passing: String) in
            let all = passing + requestCursor
            return all.hasSuffix(", ") ? String(all.dropLast(2)) : all
        }
        // A text parameter that is empty or a dot segment names nothing: refused before any request.
        let textParameters = spec.parameters.filter { $0.type == "String" }
        let guardText =
            textParameters.isEmpty
            ? ""
            : "\n        guard "
                + textParameters.map { "![\"\", \".\", \"..\"].contains(\($0.name))" }.joined(separator: ", ")
                + " else { throw .notFound(resource) }"
        let pageSizeDeclarations =
            isList
            ? """

                /// How many resources a page asks for (`per_page`) unless told otherwise.
                public static let defaultPageSize = 30
            """ : ""
        let pageSizeProperty = isList ? "\n    private let pageSize: Int" : ""
        let summary =
            isList
            ? "Each page is one cache entry, keyed by its URL (the parameters and the cursor), and its rows "
                + "(``\(spec.schema)``) belong to the API's origin."
            : "Each resource is one cache entry, keyed by its URL, and its row (``\(spec.schema)``) belongs to the API's "
                + "origin."
        let inits =
            isList
            ? """
                /// A repository that asks `client` for `baseURL`'s \(spec.prose), ``defaultPageSize`` a page, and keeps
                /// them under `policy`. The policy's store must have been opened with ``\(spec.schema)/migrations``.
                public init(client: HTTPClient, baseURL: URL, policy: CachePolicy) {
                    self.init(client: client, baseURL: baseURL, policy: policy, pageSize: Self.defaultPageSize)
                }

                /// The same repository asking for `pageSize` resources a page (1 at least).
                init(client: HTTPClient, baseURL: URL, policy: CachePolicy, pageSize: Int) {
                    self.client = client
                    self.baseURL = baseURL
                    self.policy = policy
                    self.pageSize = max(pageSize, 1)
                    origin = GitHubUsersSchema.origin(of: baseURL)
                }
            """
            : """
                /// A repository that asks `client` for `baseURL`'s \(spec.prose) and keeps them under `policy`. The
                /// policy's store must have been opened with ``\(spec.schema)/migrations``.
                public init(client: HTTPClient, baseURL: URL, policy: CachePolicy) {
                    self.client = client
                    self.baseURL = baseURL
                    self.policy = policy
                    origin = GitHubUsersSchema.origin(of: baseURL)
                }
            """
        let loginComment =
            spec.parameters.contains(where: \.isLogin)
            ? "// Logins differing only in case name one account: they share one cache entry.\n" : ""
        let answerLoad = """
                        let loaded = try await answer.policy.store.preferringDatabaseExecutor {
                            try await answer.policy.load(
                            key: key,
                            read: { try \(spec.schema).page(cacheKey: key.rawValue, origin: origin, in: $0) },
                            fetch: { [client] validators in
                                let response = try await client.conditionalResponse(
                                    for: endpoint, validators: validators, in: answer)
                                guard let body = response.value, !response.isNotModified else { return .notModified }
                                return .modified(
                                    (answer: body, next: Self.nextCursor(of: body.\(spec.itemsProperty), links: response.links)),
                                    validators: CacheValidators(etag: response.etag, lastModified: response.lastModified))
                            },
                            replace: { (writer: Database, page: (answer: \(spec.answerDTO), next: Int?)) in
                                try \(spec.schema).replacePage(
                                    page.answer, next: page.next, cacheKey: key.rawValue, origin: origin, in: writer)
                            }
                        )
                        }
            """
        let load =
            isList && spec.itemsMember != nil
            ? answerLoad
            : isList
                ? """
                            let loaded = try await answer.policy.store.preferringDatabaseExecutor {
                                try await answer.policy.load(
                                key: key,
                                read: { try \(spec.schema).page(cacheKey: key.rawValue, origin: origin, in: $0) },
                                fetch: { [client] validators in
                                    let response = try await client.conditionalResponse(
                                        for: endpoint, validators: validators, in: answer)
                                    guard let dtos = response.value, !response.isNotModified else { return .notModified }
                                    return .modified(
                                        (items: dtos, next: Self.nextCursor(of: dtos, links: response.links)),
                                        validators: CacheValidators(etag: response.etag, lastModified: response.lastModified))
                                },
                                replace: { (writer: Database, page: (items: [\(spec.dto)], next: Int?)) in
                                    try \(spec.schema).replacePage(
                                        page.items, next: page.next, cacheKey: key.rawValue, origin: origin, in: writer)
                                }
                            )
                            }
                """
                : """
                            let loaded = try await answer.policy.store.preferringDatabaseExecutor {
                                try await answer.policy.load(
                                key: key,
                                read: { try \(spec.schema).resource(cacheKey: key.rawValue, origin: origin, in: $0) },
                                fetch: { [client] validators in
                                    let response = try await client.conditionalResponse(
                                        for: endpoint, validators: validators, in: answer)
                                    guard let dto = response.value, !response.isNotModified else { return .notModified }
                                    return .modified(
                                        dto, validators: CacheValidators(etag: response.etag, lastModified: response.lastModified))
                                },
                                replace: { writer, dto in
                                    try \(spec.schema).replaceResource(dto, cacheKey: key.rawValue, origin: origin, in: writer)
                                }
                            )
                            }
                """
        return """
            import Domain
            import Foundation
            import Networking
            import Persistence

            \(DataTemplateText.doc("\(spec.prose.prefix(1).uppercased() + spec.prose.dropFirst()) from the GitHub API (`\(spec.endpoint.text)`), kept as rows in SQLite under the cache policy."))
            ///
            \(DataTemplateText.doc("\(summary) Within the time-to-live no request is made; after it the cached copy is revalidated with its `ETag` (a `304` keeps the rows). When the network fails the stored rows are served, stale with their age; `--offline` never touches the network."))
            public struct \(spec.cachedRepository): \(spec.repositoryProtocol) {
                private let client: HTTPClient
                private let baseURL: URL
                private let policy: CachePolicy\(pageSizeProperty)
                /// The origin this repository's rows are stored under (``GitHubUsersSchema/origin(of:)``).
                private let origin: String
            \(pageSizeDeclarations)

            \(inits)

            \(DataTemplateText.doc("\(isList ? "The page after `cursor` (`nil`: the first)" : "The resource"), loaded under `context`; `DomainError.notFound` when GitHub has none.", indent: 4))
                public func \(method)(\(arguments)\(cursorArgument)context: LoadContext) async throws(DomainError) -> Fetched<\(value)> {
                    try await \(method)(\(passing)\(cursorPassing)answer: AnswerContext(context, policy: policy))
                }

                /// The same answer, stale-while-revalidate: the stored rows at once, then, when they were stale, the
                /// refreshed ones (see `Updates`).
                public func \(method)Updates(\(arguments)\(cursorArgument)context: LoadContext) -> Updates<\(value)> {
                    StaleWhileRevalidate.updates(
                        stored: { () async throws(DomainError) in
                            let answer = AnswerContext(context, policy: policy.with(mode: .offline))
                            return try await \(method)(\(passing)\(cursorPassing)answer: answer)
                        },
                        refreshed: { () async throws(DomainError) in
                            try await \(method)(\(passing)\(cursorPassing)context: context)
                        })
                }

                /// The repository's name in an answer's ``Provenance``.
                static let name = \(TemplateText.literal(spec.cachedRepository))

                /// The answer of ``\(method)(\(spec.parameters.map { "\($0.name):" }.joined())\(isList ? "cursor:" : "")context:)`` made for `answer`.
                private func \(method)(\(arguments)\(cursorArgument)answer: AnswerContext) async throws(DomainError) -> Fetched<\(value)> {
                    let resource: DomainError.Resource = \(TemplateText.notFoundResource(spec, key: TemplateText.parameterKey(spec)))\(guardText)
                    let gitHub = GitHub(baseURL: baseURL)
                    let endpoint = gitHub.\(method)(\(requestArguments(passing)))
                    let origin = origin
                    do {
            \(loginComment)                        let key = CacheKey(url: try gitHub.\(method)(\(requestArguments(DataTemplateText.keyPassing(spec)))).makeURL())
                        // Between its awaits the load runs on the database's queue: its lookup and its write need no
                        // thread switch.
            \(load)
                        return loaded.fetched(loaded.value).recorded(
                            by: Self.name, log: answer.log, endpoints: [try endpoint.makeURL()], now: policy.clock.now)
                    } catch {
                        throw DomainErrorMapping.domainError(for: error, resource: resource, service: .gitHub)
                    }
                }
            \(isList ? nextCursor(spec) : "")
            }

            """
    }

    /// How a list finds its next page from an answer.
    private static func nextCursor(_ spec: FeatureSpec) -> String {
        let identity = spec.shape.identity
        if spec.pagination == .since {
            let fallback = identity.type == .int ? " ?? last.\(identity.name)" : ""
            return """

                    /// The cursor of the page after `items`: the `since` of the answer's `Link` rel="next"\
                \(identity.type == .int ? ", else the last id" : ""); `nil`
                    /// when the `Link` names no next page or the page is empty.
                    static func nextCursor(of items: [\(spec.dto)], links: LinkHeader) -> Int? {
                        guard let last = items.last, let next = links.next else { return nil }
                        let since = URLComponents(url: next, resolvingAgainstBaseURL: true)?.queryItems?
                            .first(where: { $0.name == "since" })?.value.flatMap { Int($0) }
                        return since\(fallback.isEmpty ? "" : fallback)
                    }
                """
                .replacingOccurrences(
                    of: "let last = items.last",
                    with: identity.type == .int ? "let last = items.last" : "!items.isEmpty")
        }
        return """

                /// The number of the page after `items`: the `page` of the answer's `Link` rel="next"; `nil` when the
                /// `Link` names no next page or the page is empty.
                static func nextCursor(of items: [\(spec.dto)], links: LinkHeader) -> Int? {
                    guard !items.isEmpty, let next = links.next else { return nil }
                    return URLComponents(url: next, resolvingAgainstBaseURL: true)?.queryItems?
                        .first(where: { $0.name == "page" })?.value.flatMap { Int($0) }
                }
            """
    }
}
