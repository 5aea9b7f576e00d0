/// Everything the templates need to write one feature: its name, kind, endpoint, fields and fixture, and the
/// name of every type it declares, derived here once so that every layer spells them the same.
public struct FeatureSpec: Hashable, Sendable {
    /// What the feature shows.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A paged list of resources, loaded page by page as the screen scrolls.
        case list
        /// One resource.
        case detail
    }

    /// How a list asks for its next page.
    public enum Pagination: String, Hashable, Sendable, CaseIterable {
        /// `?page=N&per_page=M`, the next page named by the answer's `Link` header (`rel="next"`).
        case page
        /// `?since=ID&per_page=M`, the next page after the last id of this one (its `Link` header says whether
        /// there is one), as `GET /users` pages.
        case since
    }

    /// A typed argument of the endpoint, the command and the deep link: one `{parameter}` of the path.
    public struct Parameter: Hashable, Sendable {
        /// The Swift name of the path's parameter, after Swift's API guidelines (`login`; `gistID` for `{gistId}`).
        public let name: String
        /// The parameter as the path writes it (`gistId`).
        public let pathName: String
        /// The Swift type: `GitHubLogin` for `login`, `Int` for a name ending in `number`, else `String`.
        public let type: String
        /// The command's argument name (`LOGIN`, `GIST_ID`).
        public var argumentName: String {
            SwiftIdentifier.words(of: name).map { $0.uppercased() }.joined(separator: "_")
        }
        /// Whether the value is a `GitHubLogin` of the Domain layer.
        public var isLogin: Bool { type == "GitHubLogin" }

        init(name: String) {
            pathName = name
            self.name = SwiftIdentifier.propertyName(ofKey: name) ?? name
            let lower = name.lowercased()
            type =
                lower == "login" || lower == "username" ? "GitHubLogin" : lower.hasSuffix("number") ? "Int" : "String"
        }
    }

    /// The feature's name, its folder in every layer.
    public let name: FeatureName
    /// A list or a detail.
    public let kind: Kind
    /// The request it makes.
    public let endpoint: EndpointTemplate
    /// How a list pages; `nil` for a detail.
    public let pagination: Pagination?
    /// The entity's type name (`UserGist`).
    public let entity: String
    /// The fields of the DTO and the entity.
    public let shape: ResponseShape
    /// The resources of the demo data and the test fixture, addresses on loopback (one for a detail).
    public let fixture: [[String: JSONValue]]
    /// The command's words: `["user-gists"]`, or `["search", "users"]` for a command inside a group.
    public let commandPath: [String]
    /// For a command inside a group that another feature declared already, the file that declares the group (the
    /// generator adds the command to its subcommands); `nil` when the feature declares its group, or has none.
    public var existingCommandGroup: String?
    /// `--items MEMBER`: the member of the answer's object that holds a list's resources (`items` of GitHub's search
    /// answers); `nil` when the answer is the array of resources itself.
    public var itemsMember: String?
    /// The answer's other scalar members, with ``itemsMember`` (`total_count`, `incomplete_results`): fields of
    /// the page, stored with it.
    public var answerFields: [ResponseShape.Field] = []
    /// The values of ``answerFields`` in the first sample: what the demo and the tests answer with.
    public var answerFixture: [String: JSONValue] = [:]
    /// The key that opens the feature's screen from a GitHub user's profile (``offersRelatedRoute``); ``GeneratorRun``
    /// picks one no other screen of the profile and no shell command takes when `--key` does not name one.
    public var relatedKey: Character?
    /// The feature's schema version above the cache store's own, `N` of `SQLiteCacheStore.coreSchemaVersion + N`: one
    /// above every version the package's `Sources/Data/**/*Schema.swift` take (``GeneratorRun`` scans them).
    public var schemaVersionOffset: Int

    /// Checks the pieces against each other.
    ///
    /// - Throws: ``GeneratorError/invalidOption(_:)`` when a detail is given a pagination, a command word is not
    ///   lower case with hyphens, or the entity's name is not a type name.
    public init(
        name: FeatureName, kind: Kind, endpoint: EndpointTemplate, pagination: Pagination? = nil,
        entity: String? = nil, shape: ResponseShape, fixture: [[String: JSONValue]], commandPath: [String]? = nil,
        schemaVersionOffset: Int = 1
    ) throws(GeneratorError) {
        if kind == .detail, pagination != nil {
            throw .invalidOption("--pagination applies to --kind list only")
        }
        let entityName = entity ?? (kind == .list ? Self.singular(of: name.rawValue) : name.rawValue)
        do {
            _ = try FeatureName(entityName)
        } catch {
            throw .invalidOption("--entity '\(entityName)' is not an upper-camel-case Swift type name (UserGist)")
        }
        for type in [name.rawValue, entityName] where Self.standardNames.contains(type) {
            throw .invalidOption(
                "'\(type)' is a type or module the code uses already (Swift's, Foundation's or the project's); "
                    + "choose another name, or --entity")
        }
        let path = commandPath ?? [name.kebabCaseName]
        guard !path.isEmpty, path.count <= 2,
            path.allSatisfy({ word in
                !word.isEmpty && word.first?.isLetter == true
                    && word.unicodeScalars.allSatisfy {
                        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                    }
            })
        else {
            throw .invalidOption("--command takes one or two lower-case words with hyphens ('gists' or 'search users')")
        }
        self.name = name
        self.kind = kind
        self.endpoint = endpoint
        self.pagination = kind == .list ? (pagination ?? .page) : nil
        self.entity = entityName
        self.shape = shape
        self.fixture = fixture
        self.commandPath = path
        self.schemaVersionOffset = schemaVersionOffset
    }

    /// Names of types and modules the generated code reads without a module prefix (Swift's, Foundation's, the
    /// project's modules): a feature or entity of such a name would hide them.
    static let standardNames: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "Data", "Date", "Decoder", "Dictionary",
        "Double", "Duration", "Encoder", "Error", "Float", "Hashable", "Identifiable", "Int", "Never", "Notification",
        "Optional", "Result", "Sendable", "Sequence", "Set", "String", "Substring", "Task", "Type", "URL",
        "URLComponents", "URLQueryItem", "UUID", "Void", "AtomicCore", "AtomicLogger", "AtomicShell", "DemoServer",
        "Domain", "Foundation", "Networking", "Persistence", "Presentation", "TerminalUI", "Testing",
    ]

    /// `UserGists` → `UserGist`, `Repositories` → `Repository`; a name that is not plural stays as it is.
    static func singular(of name: String) -> String {
        if name.hasSuffix("ies") { return name.dropLast(3) + "y" }
        if name.hasSuffix("ses") || name.hasSuffix("xes") { return String(name.dropLast(2)) }
        if name.hasSuffix("s"), !name.hasSuffix("ss") { return String(name.dropLast()) }
        return name
    }

    // MARK: - Names every layer uses

    /// The path's parameters, typed.
    public var parameters: [Parameter] { endpoint.parameters.map(Parameter.init) }
    /// The DTO (`UserGistDTO`).
    public var dto: String { entity + "DTO" }
    /// The Swift property of ``itemsMember`` in the answer's DTO (`items`).
    public var itemsProperty: String {
        itemsMember.flatMap(SwiftIdentifier.propertyName(ofKey:)) ?? "items"
    }
    /// The DTO of a whole answer with ``itemsMember`` (`SearchUsersAnswerDTO`).
    public var answerDTO: String { name.rawValue + "AnswerDTO" }
    /// The repository protocol (`UserGistsRepository`).
    public var repositoryProtocol: String { name.rawValue + "Repository" }
    /// The Data layer's repository (`CachedUserGistsRepository`).
    public var cachedRepository: String { "Cached" + name.rawValue + "Repository" }
    /// The use case (`ListUserGistsUseCase`, `GetGistUseCase`).
    public var useCase: String { (kind == .list ? "List" + name.rawValue : "Get" + entity) + "UseCase" }
    /// A page of a list (`UserGistsPage`).
    public var page: String { name.rawValue + "Page" }
    /// The SQLite schema (`UserGistsSchema`).
    public var schema: String { name.rawValue + "Schema" }
    /// The demo routes (`DemoUserGistsRoutes`).
    public var demoRoutes: String { "Demo" + name.rawValue + "Routes" }
    /// The route type (`UserGistsRoute`).
    public var route: String { name.rawValue + "Route" }
    /// The screen builder (`UserGistsBuilder`).
    public var builder: String { name.rawValue + "Builder" }
    /// The view model (`UserGistsViewModel`).
    public var viewModel: String { name.rawValue + "ViewModel" }
    /// A list's paged source (`UserGistsPages`).
    public var pages: String { name.rawValue + "Pages" }
    /// The terminal screen's content (`UserGistsPane`).
    public var pane: String { name.rawValue + "Pane" }
    /// The feature's panes (`UserGistsPanes`).
    public var panes: String { name.rawValue + "Panes" }
    /// The accessible line mode's content (`UserGistsListLines`, `GistDetailLines`).
    public var lineContent: String { name.rawValue + (kind == .list ? "ListLines" : "DetailLines") }
    /// The feature's line screens (`UserGistsLines`).
    public var lines: String { name.rawValue + "Lines" }
    /// The command (`UserGistsCommand`).
    public var command: String { name.rawValue + "Command" }
    /// The assembly (`UserGistsFeature`).
    public var assembly: String { name.rawValue + "Feature" }
    /// The services (`UserGistsServices`).
    public var services: String { name.rawValue + "Services" }
    /// The group command of a command inside a group (`SearchCommand` for `atomic search users`); `nil` for a
    /// command of its own.
    public var commandGroup: String? {
        guard commandPath.count == 2 else { return nil }
        return SwiftIdentifier.words(of: commandPath[0]).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            + "Command"
    }
    /// The JSON row of the command's output (`UserGistItem`).
    public var jsonItem: String { entity + "Item" }
    /// The field of `AppServices` and the route case (`userGists`).
    public var propertyName: String { name.propertyName }

    /// Every type the feature declares, to refuse a name that exists already.
    public var declaredTypes: [String] {
        var types = [
            entity, dto, repositoryProtocol, cachedRepository, useCase, schema, demoRoutes, route, builder, viewModel,
            pane, panes, command, assembly, services, jsonItem,
        ]
        if kind == .list { types += [page, pages] }
        if itemsMember != nil { types.append(answerDTO) }
        if let commandGroup, existingCommandGroup == nil { types.append(commandGroup) }
        return types
    }

    /// The feature in a few lower-case words, for titles, hints and prose: the name's words (`org members`),
    /// without a leading `user` under `/users/{login}/`, where the profile names the user already (`UserGists` →
    /// `gists`).
    public var prose: String {
        let words = name.words.map { $0.lowercased() }
        let underProfile =
            endpoint.segments.count > 2 && endpoint.segments[0] == .literal("users")
            && endpoint.parameters.first.map { Parameter(name: $0).isLogin } == true
        return (underProfile && words.count > 1 && words[0] == "user" ? Array(words.dropFirst()) : words)
            .joined(separator: " ")
    }

    /// Whether a GitHub user's profile offers the feature's screen behind ``relatedKey``: a feature whose only
    /// parameter is the login of `/users/{login}/…`.
    public var offersRelatedRoute: Bool {
        endpoint.segments.count > 2 && endpoint.segments[0] == .literal("users") && parameters.count == 1
            && parameters[0].isLogin && endpoint.segments[1] == .parameter(parameters[0].pathName)
    }

    /// What one resource is called in messages, the entity's words in lower case: `user gist` (the noun of the
    /// `DomainError.Resource.resource(noun:key:)` of a 404).
    public var resourceNoun: String { SwiftIdentifier.words(of: entity).map { $0.lowercased() }.joined(separator: " ") }

    /// The command as typed, `atomic user-gists`.
    public var commandLine: String { (["atomic"] + commandPath).joined(separator: " ") }
}
