/// The Presentation layer of a feature (`Sources/Presentation/NAME/`): the route type with its deep link, the view
/// model (a `PagedListModel` with its `PagedListSource`, or a `DetailModel`) and the screen builder. Only Domain,
/// AtomicCore and AtomicLogger below it, as the layer rule says.
enum PresentationTemplates {
    static func files(_ spec: FeatureSpec) -> [FeaturePlan.NewFile] {
        let folder = "Sources/Presentation/\(spec.name)"
        return [
            FeaturePlan.NewFile(path: "\(folder)/\(spec.route).swift", contents: route(spec)),
            FeaturePlan.NewFile(path: "\(folder)/\(spec.viewModel).swift", contents: viewModel(spec)),
            FeaturePlan.NewFile(path: "\(folder)/\(spec.builder).swift", contents: builder(spec)),
        ]
    }

    // MARK: - The route

    /// The route type: one case, its parent, title, words and deep link, and the `Route` helper.
    static func route(_ spec: FeatureSpec) -> String {
        let link = ScreenText.linkPattern(spec)
        let parameters = spec.parameters
        let caseDeclaration =
            parameters.isEmpty ? spec.propertyName : "\(spec.propertyName)(\(ScreenText.routeArguments(spec)))"
        let parent: String
        if let login = ScreenText.userParameter(spec) {
            parent = "switch self { case \(ScreenText.pattern(spec, binding: [login])): .user(login: \(login)) }"
        } else {
            parent = "nil"
        }
        let title = ScreenText.titleExpression(spec)
        let words = ScreenText.wordsExpression(spec)
        var checks = ["link.origin == .app", "link.path.count == \(spec.endpoint.segments.count)"]
        var extractions: [String] = []
        for (index, segment) in spec.endpoint.segments.enumerated() {
            switch segment {
            case .literal(let text):
                // The parser gives the link's host (the first segment) in lower case.
                checks.append("link.path[\(index)] == \(TemplateText.literal(index == 0 ? text.lowercased() : text))")
            case .parameter(let pathName):
                let parameter = FeatureSpec.Parameter(name: pathName)
                let name = parameter.name
                if parameter.isLogin {
                    extractions.append("let \(name) = try checkedLogin(link.path[\(index)])")
                } else if parameter.type == "Int" {
                    extractions.append("guard let \(name) = Int(link.path[\(index)]), \(name) > 0 else { return nil }")
                } else {
                    extractions.append("let \(name) = link.path[\(index)]")
                }
            }
        }
        for (item, pathName) in spec.endpoint.queryParameters {
            let parameter = FeatureSpec.Parameter(name: pathName)
            let name = parameter.name
            let read = "link.query(\(TemplateText.literal(item)))"
            if parameter.isLogin {
                extractions.append("guard let text = \(read) else { return nil }")
                extractions.append("let \(name) = try checkedLogin(text)")
            } else if parameter.type == "Int" {
                extractions.append("guard let \(name) = \(read).flatMap({ Int($0) }), \(name) > 0 else { return nil }")
            } else {
                extractions.append("guard let \(name) = \(read) else { return nil }")
            }
        }
        let queryKeys =
            spec.endpoint.queryParameters.isEmpty
            ? ""
            : """


                /// The link's query keys: \(spec.endpoint.queryParameters.map { "`\($0.item)`" }.joined(separator: ", ")).
                public var linkQueryKeys: [String] { [\(spec.endpoint.queryParameters.map { TemplateText.literal($0.item) }.joined(separator: ", "))] }
            """
        let hasLogin = parameters.contains(where: \.isLogin)
        let loginHelper =
            hasLogin
            ? """


                /// `text` when it can be a GitHub login.
                private static func checkedLogin(_ text: String) throws(DeepLinkError) -> String {
                    do {
                        return try GitHubLogin(text).rawValue
                    } catch {
                        throw .invalidLogin(error)
                    }
                }
            """ : ""
        let routeHelper =
            parameters.isEmpty
            ? "public static let \(spec.propertyName) = Route(\(spec.route).\(spec.propertyName))"
            : "public static func \(spec.propertyName)(\(ScreenText.routeArguments(spec))) -> Route { "
                + "Route(\(spec.route).\(ScreenText.construction(spec))) }"
        let numberNote =
            parameters.contains { $0.type == "Int" }
            ? "; a number that is not a whole number from 1 names no screen" : ""
        return """
            import Domain

            \(ScreenText.doc("The \(spec.prose) feature's screen as a route, over `\(spec.endpoint.text)`.", indent: 0))
            ///
            /// | link | route |
            /// | --- | --- |
            /// | `\(link)` | ``\(caseReference(spec))`` |
            public enum \(spec.route): FeatureRoute {
                \(ScreenText.doc(ScreenText.capitalized(spec.kind == .list ? spec.prose : "one " + spec.resourceNoun) + " (`\(link)`)" + (hasLogin ? "; the login as given, checked by the deep link." : "."), indent: 4))
                case \(caseDeclaration)

                /// \(parent == "nil" ? "Nothing: the screen sits right on home." : "The user's profile, below the screen when it is opened directly.")
                public var parent: Route? { \(parent) }

                /// The breadcrumb's name of the screen.
                public var title: String { \(title) }

                /// The route in a few words, for the inspector; text from the link is escaped.
                public var words: String { \(words) }\(queryKeys)

                /// `\(link)`\(hasLogin ? ", the login checked by `GitHubLogin`" : "")\(numberNote).
                public static func route(for link: DeepLink) throws(DeepLinkError) -> \(spec.route)? {
                    guard \(checks.joined(separator: ", ")) else { return nil }
            \(TemplateText.lines(extractions, indent: 8))
                    return .\(ScreenText.construction(spec))
                }\(loginHelper)
            }

            extension Route {
                \(ScreenText.doc(ScreenText.capitalized(spec.kind == .list ? spec.prose : "one " + spec.resourceNoun) + " (``\(caseReference(spec))``).", indent: 4))
                \(routeHelper)
            }

            """
    }

    /// The DocC reference of the route's case: ``UserGistsRoute/userGists(login:)``.
    static func caseReference(_ spec: FeatureSpec) -> String {
        let labels = spec.parameters.map { "\($0.name):" }.joined()
        return "\(spec.route)/\(spec.propertyName)" + (spec.parameters.isEmpty ? "" : "(\(labels))")
    }

    // MARK: - The view model

    static func viewModel(_ spec: FeatureSpec) -> String {
        spec.kind == .list ? listViewModel(spec) : detailViewModel(spec)
    }

    /// The list's paged source and its `PagedListModel`.
    static func listViewModel(_ spec: FeatureSpec) -> String {
        let parameters = spec.parameters
        let properties = parameters.map {
            "/// The `\($0.name)` the route names\($0.isLogin ? ", as given" : "").\npublic let \($0.name): \(ScreenText.routeType(of: $0))"
        }
        let assignments = parameters.map { "self.\($0.name) = \($0.name)" }
        let sourceArguments =
            (["useCase: \(spec.useCase)"] + parameters.map { "\($0.name): \(ScreenText.routeType(of: $0))" })
            .joined(separator: ", ")
        let passing = ScreenText.typedPassing(spec)
        let guardLine = ScreenText.loginGuard(spec)
        let updatesGuard =
            guardLine.map {
                "\($0) {\n    let error = notFound\n    return .single { () async throws(DomainError) in throw error }\n}"
            } ?? ""
        let loadGuard = guardLine.map { "\($0) { throw notFound }" } ?? ""
        let notFound =
            guardLine == nil
            ? ""
            : """


                /// What a login that cannot be one is: a resource GitHub does not have.
                private var notFound: DomainError {
                    .notFound(\(TemplateText.notFoundResource(spec, key: ScreenText.routeKey(spec))))
                }
            """
        let cursor =
            spec.pagination == .since
            ? "by the id the page starts after" : "by page number (the next one from the answer's `Link` header)"
        let fields = ScreenText.filterFields(spec)
        let (modelArguments, parameterDocs) = initializerParts(spec)
        return """
            import AtomicCore
            import AtomicLogger
            import Domain
            import Foundation

            \(ScreenText.doc("The pages of \(spec.prose) for a ``PagedListModel``: `\(spec.useCase)` asked page after page \(cursor), filtered by \(fields.isEmpty ? "identity" : fields.map { "`\($0.bareName)`" }.joined(separator: ", ")).", indent: 0))
            public struct \(spec.pages): PagedListSource {
                /// Loads the pages.
                public let useCase: \(spec.useCase)
            \(TemplateText.lines(properties.flatMap { $0.split(separator: "\n").map(String.init) }, indent: 4))

                /// The pages `useCase` answers\(parameters.isEmpty ? "" : " for the route's values").
                public init(\(sourceArguments)) {
                    self.useCase = useCase
            \(TemplateText.lines(assignments, indent: 8))
                }

                /// The page after the request's cursor (the first page for ``PageRequest/start``), stale-while-revalidate.
                public func updates(_ request: PageRequest<Int>, context: LoadContext) -> Updates<\(spec.page)> {
            \(TemplateText.lines(updatesGuard.split(separator: "\n").map(String.init), indent: 8))
                    return useCase.updates(\(passing)cursor: request.cursor, context: context)
                }

                /// The page after the request's cursor, asked for once.
                public func load(_ request: PageRequest<Int>, context: LoadContext) async throws(DomainError) -> Fetched<\(spec.page)> {
            \(TemplateText.lines([loadGuard], indent: 8))
                    return try await useCase(\(passing)cursor: request.cursor, context: context)
                }

                /// The page's resources and the cursor of the page after it\(ScreenText.searchRemarks(spec, answer: "answer") == nil ? "" : ", with what GitHub's search answer says of the whole list: its `total_count`, and whether it was cut short or stops at GitHub's limit").
                public func page(of answer: \(spec.page)) -> ListPage<\(spec.entity), Int> {
                    ListPage(items: answer.items, next: answer.next\(ScreenText.totalCount(spec, answer: "answer").map { ", totalCount: \($0)" } ?? "")\(ScreenText.searchRemarks(spec, answer: "answer").map { ", remarks: \($0)" } ?? ""))
                }

                /// Whether the resource's text contains `text`, ignoring case.
                public func matches(_ item: \(spec.entity), filter text: String) -> Bool {
                    \(ScreenText.matchExpression(spec))
                }\(notFound)
            }

            \(ScreenText.doc("\(ScreenText.capitalized(spec.prose)) (`\(spec.endpoint.text)`), page after page, with a filter over the rows loaded: a ``PagedListModel`` over ``\(spec.pages)``."))
            ///
            /// A stored page is shown at once; when it was out of date the notice says "refreshing…" and the refreshed
            /// page replaces it in place.
            public final class \(spec.viewModel): PagedListModel<\(spec.pages)> {
                /// Creates the view model; nothing is loaded before ``PagedListModel/task()`` or ``PagedListModel/appear()``.
                ///
                /// - Parameters:
            \(TemplateText.lines(parameterDocs, indent: 4))
                ///   - useCase: Loads the pages.
                ///   - showsRateLimit: Whether the state tells GitHub's budget as the loads report it (default `false`).
                ///   - reportedRateLimit: The budget the loads reported last, shared with the feature's other screens.
                ///   - clock: The current time, for times in error messages.
                ///   - logger: Where load failures are logged.
                ///   - token: Where the GitHub token comes from, named in messages about authentication and the rate limit.
                public init(
                    \(modelArguments.joined(separator: ", "))
                ) {
                    super.init(
                        source: \(spec.pages)(\((["useCase: useCase"] + parameters.map { "\($0.name): \($0.name)" }).joined(separator: ", "))),
                        environment: ScreenEnvironment(
                            clock: clock, logger: logger, token: token, showsRateLimit: showsRateLimit,
                            reportedRateLimit: reportedRateLimit))
                }
            }

            """
    }

    /// The detail's `DetailModel`.
    static func detailViewModel(_ spec: FeatureSpec) -> String {
        let parameters = spec.parameters
        let properties = parameters.map {
            "/// The `\($0.name)` the route names\($0.isLogin ? ", as given" : "").\npublic let \($0.name): \(ScreenText.routeType(of: $0))"
        }
        let assignments = parameters.map { "self.\($0.name) = \($0.name)" }
        let passing = ScreenText.typedPassing(spec)
        let logins = parameters.filter(\.isLogin)
        let prelude: String
        let superArguments: String
        if logins.isEmpty {
            prelude = ""
            superArguments = """
                updates: { useCase.updates(\(passing)context: $0) },
                load: { context async throws(DomainError) in try await useCase(\(passing)context: context) },
                """
        } else {
            let checked = logins.map { "let \(ScreenText.checkedName($0)) = try? GitHubLogin(\($0.name))" }
            let unwrapped = logins.map { "let \(ScreenText.checkedName($0))" }.joined(separator: ", ")
            prelude =
                TemplateText.lines(checked) + "\n"
                + "let notFound = DomainError.notFound(\(TemplateText.notFoundResource(spec, key: ScreenText.routeKey(spec))))"
            superArguments = """
                updates: { context in
                    guard \(unwrapped) else { return .single { () async throws(DomainError) in throw notFound } }
                    return useCase.updates(\(passing)context: context)
                },
                load: { context async throws(DomainError) in
                    guard \(unwrapped) else { throw notFound }
                    return try await useCase(\(passing)context: context)
                },
                """
        }
        let (modelArguments, parameterDocs) = initializerParts(spec)
        return """
            import AtomicCore
            import AtomicLogger
            import Domain

            \(ScreenText.doc("One \(spec.resourceNoun) (`\(spec.endpoint.text)`): a ``DetailModel`` over `\(spec.useCase)`.", indent: 0))
            ///
            /// A stored resource is shown at once; when it was out of date the notice says "refreshing…" and the
            /// refreshed one replaces it in place. An unknown one ends in ``ScreenPhase/failed(_:)``.
            public final class \(spec.viewModel): DetailModel<\(spec.entity)> {
            \(TemplateText.lines(properties.flatMap { $0.split(separator: "\n").map(String.init) }, indent: 4))

                /// Creates the view model; nothing is loaded before ``DetailModel/task()`` or ``DetailModel/appear()``.
                ///
                /// - Parameters:
            \(TemplateText.lines(parameterDocs, indent: 4))
                ///   - useCase: Loads the resource.
                ///   - showsRateLimit: Whether the state tells GitHub's budget as the loads report it (default `false`).
                ///   - reportedRateLimit: The budget the loads reported last, shared with the feature's other screens.
                ///   - clock: The current time, for times in error messages.
                ///   - logger: Where load failures are logged.
                ///   - token: Where the GitHub token comes from, named in messages about authentication and the rate limit.
                public init(
                    \(modelArguments.joined(separator: ", "))
                ) {
            \(TemplateText.lines(assignments, indent: 8))
            \(TemplateText.lines(prelude.split(separator: "\n").map(String.init), indent: 8))
                    super.init(
            \(TemplateText.lines(superArguments.split(separator: "\n").map(String.init), indent: 12))
                        environment: ScreenEnvironment(
                            clock: clock, logger: logger, token: token, showsRateLimit: showsRateLimit,
                            reportedRateLimit: reportedRateLimit))
                }
            }

            """
    }

    // MARK: - The builder

    static func builder(_ spec: FeatureSpec) -> String {
        let parameters = spec.parameters
        let routeArguments = ScreenText.routeArguments(spec)
        let passing = parameters.map { "\($0.name): \($0.name)" }
        let bindings = parameters.map { "let \($0.name)" }.joined(separator: ", ")
        let pattern = parameters.isEmpty ? ".\(spec.propertyName)?" : ".\(spec.propertyName)(\(bindings))?"
        let related: String
        if spec.offersRelatedRoute, let login = ScreenText.userParameter(spec), let key = spec.relatedKey {
            related = """


                    \(ScreenText.doc("\"\(spec.prose)\" on every GitHub user's profile: `\(key)` there opens the user's \(spec.prose).", indent: 4))
                    public func relatedRoutes(to route: Route) -> [RelatedRoute] {
                        guard case .user(let login)? = route.as(GitHubUsersRoute.self) else { return [] }
                        return [RelatedRoute(title: \(TemplateText.literal(spec.prose)), key: \(TemplateText.literal(String(key))), route: .\(spec.propertyName)(\(login): login))]
                    }
                """
        } else {
            related = ""
        }
        // A row that names a GitHub user opens the user's profile, as a row of the users list does.
        let screen: String
        if spec.kind == .list, let login = ScreenText.profileField(spec) {
            screen = """
                Screen.list(makeViewModel(\(passing.joined(separator: ", "))), navigator: navigator) { .user(login: $0.\(login)) }
                """
        } else {
            screen = "Screen(makeViewModel(\(passing.joined(separator: ", "))))"
        }
        return """
            import AtomicCore
            import AtomicLogger
            import Domain

            \(ScreenText.doc("Makes the \(spec.prose) feature's view model from the use case it is given; no repository, no container.", indent: 0))
            public struct \(spec.builder): Sendable {
                /// Loads \(spec.kind == .list ? "the pages" : "the resource").
                public let useCase: \(spec.useCase)
                /// The time source of every view model made.
                public let clock: any AppClock
                /// Whether the screens show GitHub's budget as their loads report it (not with the demo data).
                public let showsRateLimit: Bool
                /// Where the view models log.
                public let logger: Logger
                /// Where the GitHub token comes from, named in messages about authentication and the rate limit.
                public let token: TokenSource
                /// The budget the loads reported last, one for every screen this builder makes.
                public let reportedRateLimit = ReportedRateLimit()

                /// Creates a builder over the use case; by default no budget shown, no log, no token set.
                public init(
                    useCase: \(spec.useCase), clock: any AppClock = SystemClock(), showsRateLimit: Bool = false,
                    logger: Logger = .disabled, token: TokenSource = .gitHubUnset
                ) {
                    self.useCase = useCase
                    self.clock = clock
                    self.showsRateLimit = showsRateLimit
                    self.logger = logger
                    self.token = token
                }

                /// The view model of the screen\(parameters.isEmpty ? "" : " the route's values name").
                @MainActor
                public func makeViewModel(\(routeArguments)) -> \(spec.viewModel) {
                    \(spec.viewModel)(
                        \((passing + ["useCase: useCase", "showsRateLimit: showsRateLimit", "reportedRateLimit: reportedRateLimit", "clock: clock", "logger: logger.child(label: \(TemplateText.literal(spec.name.kebabCaseName)))", "token: token"]).joined(separator: ", ")))
                }
            }

            extension \(spec.builder): FeatureScreenBuilder {
                /// ``\(spec.route)``.
                public var routeType: any FeatureRoute.Type { \(spec.route).self }

                /// The screen of ``\(caseReference(spec))``.
                @MainActor
                public func makeScreen(for route: Route, navigator: (any Navigator)?) -> Screen? {
                    switch route.as(\(spec.route).self) {
                    case \(pattern):
                        return \(screen)
                    case nil:
                        return nil
                    }
                }\(related)
            }

            """
    }

    /// The view model initialiser's arguments (the route's values, then the use case and the screen's shared
    /// settings with their defaults) and the doc lines of the route's values, the same for a list and a detail.
    static func initializerParts(_ spec: FeatureSpec) -> (arguments: [String], docs: [String]) {
        let arguments =
            spec.parameters.map { "\($0.name): \(ScreenText.routeType(of: $0))" }
            + [
                "useCase: \(spec.useCase)", "showsRateLimit: Bool = false",
                "reportedRateLimit: ReportedRateLimit = ReportedRateLimit()", "clock: any AppClock = SystemClock()",
                "logger: Logger = .disabled", "token: TokenSource = .gitHubUnset",
            ]
        let docs = spec.parameters.map {
            "///  "
                + ScreenText.doc(
                    "- \($0.name): The `\($0.name)` of `\(spec.endpoint.pathText)`"
                        + ($0.isLogin ? ", as given; one that cannot be a login fails as not found" : "") + ".",
                    indent: 4, hanging: "    "
                ).dropFirst(3)
        }
        return (arguments, docs)
    }
}
