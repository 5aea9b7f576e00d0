/// The app's part of a feature (`Sources/AtomicApp/Features/NAME/`): the command with its output, the services and
/// the assembly; and the edits that register it: the feature list, `AppServices`, the composition root, the
/// README's command table and the command-line tests that list every command.
enum AppTemplates {
    static func files(_ spec: FeatureSpec) -> [FeaturePlan.NewFile] {
        let folder = "Sources/AtomicApp/Features/\(spec.name)"
        var files = [
            FeaturePlan.NewFile(path: "\(folder)/\(spec.command).swift", contents: command(spec)),
            FeaturePlan.NewFile(path: "\(folder)/\(spec.name)Output.swift", contents: output(spec)),
            FeaturePlan.NewFile(path: "\(folder)/\(spec.services).swift", contents: services(spec)),
            FeaturePlan.NewFile(path: "\(folder)/\(spec.assembly).swift", contents: assembly(spec)),
        ]
        if let group = spec.commandGroup, spec.existingCommandGroup == nil {
            files.insert(FeaturePlan.NewFile(path: "\(folder)/\(group).swift", contents: commandGroup(spec)), at: 1)
        }
        return files
    }

    static func edits(_ spec: FeatureSpec) -> [FeaturePlan.Edit] {
        var edits = [
            FeaturePlan.Edit(
                path: "Sources/AtomicApp/Composition/FeatureList.swift",
                anchor: "static let all: [any FeatureAssembly.Type] = [", insertion: "\n        \(spec.assembly).self,",
                position: .beforeText("\n    ]")),
            FeaturePlan.Edit(
                path: "Sources/AtomicApp/Run/AppServices.swift", anchor: "var posts: PostsServices",
                insertion: """

                        /// \(spec.prose.prefix(1).uppercased() + spec.prose.dropFirst()): what \
                    ``\(spec.assembly)/makeServices(context:)`` built.
                        var \(spec.propertyName): \(spec.services)
                    """,
                position: .beforeText("\n    /// The cache behind")),
            FeaturePlan.Edit(
                path: "Sources/AtomicApp/Composition/CompositionRoot.swift",
                anchor: "posts: PostsFeature.makeServices(context: context),",
                insertion: "\n            \(spec.propertyName): \(spec.assembly).makeServices(context: context),",
                position: .beforeText("\n            cache: StoreCacheAdministration")),
        ]
        if let existing = spec.existingCommandGroup, spec.commandGroup != nil {
            // The group is another feature's: the command joins its subcommands, and the README and the command
            // list already name the group.
            edits.append(
                FeaturePlan.Edit(
                    path: existing, anchor: "subcommands: [", insertion: "\(spec.command).self",
                    position: .lastElement))
        } else {
            let row =
                spec.commandGroup == nil
                ? "| `\(spec.commandLine) \(usage(spec))` | \(abstract(spec)) |\n"
                : "| `atomic \(spec.commandPath[0]) COMMAND` | \(groupAbstract(spec)) |\n"
            edits += [
                FeaturePlan.Edit(
                    path: "README.md", anchor: "| `atomic open LINK` |", insertion: row, position: .beforeLine),
                FeaturePlan.Edit(
                    path: "Tests/AtomicAppTests/EndToEndCommandDeclarationTests.swift",
                    anchor: "static let commandNames = [", insertion: "\n        \"\(spec.commandPath[0])\",",
                    position: .beforeText("\n        \"open\", \"auth\"")),
            ]
        }
        if spec.kind == .list {
            edits.append(
                FeaturePlan.Edit(
                    path: "Tests/AtomicAppTests/EndToEndCommandDeclarationTests.swift",
                    anchor: "static let limitOwners = [", insertion: "\"'\(spec.commandLine)'\"",
                    // A command of a group is listed with the group's other commands, as the help lists them.
                    position: spec.commandGroup == nil
                        ? .lastElement : .afterLastElement(startingWith: "'atomic \(spec.commandPath[0]) ")))
        }
        return edits
    }

    // MARK: - Words

    /// The command's one-line abstract: `List user gists`, `Show one gist`.
    static func abstract(_ spec: FeatureSpec) -> String {
        spec.kind == .list ? "List \(spec.prose)" : "Show one \(spec.resourceNoun)"
    }

    /// A group command's abstract: `Search GitHub` for `search`.
    static func groupAbstract(_ spec: FeatureSpec) -> String {
        let words = SwiftIdentifier.words(of: spec.commandPath[0]).map { $0.lowercased() }.joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst() + " commands"
    }

    /// The group command of `atomic \(group) \(command)`, holding the feature's command as its first subcommand.
    static func commandGroup(_ spec: FeatureSpec) -> String {
        let group = spec.commandPath[0]
        return """
            import AtomicCommandLine

            /// `atomic \(group) COMMAND`: the commands of the `\(group)` group, each with its own help.
            struct \(spec.commandGroup ?? ""): ParsableCommand {
                /// The `\(group)` group's declaration; each feature that adds a command to it lists it here.
                static let configuration = CommandConfiguration(
                    commandName: \(TemplateText.literal(group)),
                    abstract: \(TemplateText.literal(groupAbstract(spec))),
                    subcommands: [\(spec.command).self],
                    subcommandArgument: SubcommandArgument("COMMAND", help: "The \(group) command to run"),
                    examples: [Example(\(TemplateText.literal("\(spec.commandLine) --help")), "what `\(spec.commandLine)` does")])
            }

            """
    }

    /// The command's usage as the README's table writes it: `LOGIN [--limit N]`.
    static func usage(_ spec: FeatureSpec) -> String {
        (spec.parameters.map(\.argumentName) + (spec.kind == .list ? ["[--limit N]"] : [])).joined(separator: " ")
    }

    /// A value of `parameter` for examples and tests: `octocat` for a login, the fixture's identity for a parameter
    /// named after it (`gistId` and `id`), `1` for a number, else the fixture's identity as text.
    static func sampleValue(_ parameter: FeatureSpec.Parameter, _ spec: FeatureSpec) -> String {
        if parameter.isLogin { return "octocat" }
        if parameter.type == "Int" { return "1" }
        // A query's text is a word the resources have, as a person would search for one (`ada-lovelace`).
        if spec.endpoint.queryParameters.contains(where: { $0.parameter == parameter.pathName }),
            let field = ScreenText.rowField(spec), case .string(let text)? = spec.fixture.first?[field.jsonKey],
            !text.isEmpty,
            text.unicodeScalars.allSatisfy({
                $0.isASCII && $0.properties.isAlphabetic || "-_.0123456789".unicodeScalars.contains($0)
            })
        {
            return text
        }
        guard let first = spec.fixture.first, let identity = first[spec.shape.identity.jsonKey] else {
            return "example"
        }
        switch identity {
        case .string(let text): return text.isEmpty ? "example" : text
        case .int(let number): return String(number)
        default: return "example"
        }
    }

    /// The command's arguments in an example: `octocat`.
    static func sampleArguments(_ spec: FeatureSpec) -> String {
        spec.parameters.map { sampleValue($0, spec) }.joined(separator: " ")
    }

    /// The path the feature requests for the sample arguments: `/users/octocat/gists`.
    static func samplePath(_ spec: FeatureSpec) -> String {
        var values = spec.parameters.map { sampleValue($0, spec) }.makeIterator()
        return "/"
            + spec.endpoint.segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .parameter: values.next() ?? ""
                }
            }.joined(separator: "/")
    }

    /// A JSON field's label for people: `html_url` → `HTML URL`, `created_at` → `Created at`.
    static func label(_ field: ResponseShape.Field) -> String {
        SwiftIdentifier.words(of: field.jsonKey).enumerated().map { index, word in
            let lower = word.lowercased()
            if SwiftIdentifier.initialisms.contains(lower) { return lower.uppercased() }
            return index == 0 ? lower.prefix(1).uppercased() + lower.dropFirst() : lower
        }.joined(separator: " ")
    }

    /// The JSON key of `field` in the command's output, the Swift name (`htmlURL` is written `htmlUrl`, as the
    /// other commands write theirs).
    static func jsonKey(_ field: ResponseShape.Field) -> String {
        let words = SwiftIdentifier.words(of: field.jsonKey).map { $0.lowercased() }
        guard let first = words.first else { return field.bareName }
        return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The service's field name for the use case: `listUserGists`, `getGist`.
    static func useCaseProperty(_ spec: FeatureSpec) -> String {
        TemplateText.lowerFirst(String(spec.useCase.dropLast("UseCase".count)))
    }

    /// The table's columns: the identity, then up to three more fields, text first (addresses last).
    static func tableFields(_ spec: FeatureSpec) -> [ResponseShape.Field] {
        let others = spec.shape.fields.dropFirst()
        let isAddress = { (field: ResponseShape.Field) in field.jsonKey.hasSuffix("url") }
        let text = others.filter { $0.type == .string && !isAddress($0) }
        let rest = others.filter { $0.type != .string }
        return [spec.shape.identity] + Array((text + rest).prefix(3))
    }

    /// The Swift expression of `field`'s value of `value` as text for a table cell or a line.
    static func cellText(_ field: ResponseShape.Field, of value: String) -> String {
        let access = "\(value).\(field.name)"
        switch (field.type, field.isOptional) {
        case (.string, false): return "clean(\(access))"
        case (.string, true): return "\(access).map { clean($0) } ?? \"-\""
        case (.bool, false): return "\(access) ? \"yes\" : \"no\""
        case (.bool, true): return "\(access).map { $0 ? \"yes\" : \"no\" } ?? \"-\""
        case (.int, false), (.double, false): return "String(\(access))"
        case (.int, true), (.double, true): return "\(access).map { String($0) } ?? \"-\""
        }
    }

    /// The `JSONWriter.Value` of `field` of `value`.
    static func jsonValue(_ field: ResponseShape.Field, of value: String) -> String {
        let access = "\(value).\(field.name)"
        switch field.type {
        // An address the Data layer left out is empty text: `null`, as the built-in commands write it.
        case .string where field.isWebAddress && !field.isOptional:
            return ".string(\(access).isEmpty ? nil : \(access))"
        case .string: return ".string(\(access))"
        case .int: return ".int(\(access))"
        case .double: return ".double(\(access))"
        case .bool: return ".bool(\(access))"
        }
    }

    // MARK: - Files

    /// The command: one property per argument and option, and `run(in:)` over the feature's use case.
    static func command(_ spec: FeatureSpec) -> String {
        let name = spec.commandPath.joined(separator: " ")
        let entityValue = TemplateText.lowerFirst(spec.entity)
        let arguments = spec.parameters.map { parameter -> String in
            let help = "The \(SwiftIdentifier.words(of: parameter.name).map { $0.lowercased() }.joined(separator: " "))"
            let place =
                spec.endpoint.queryParameters.first { $0.parameter == parameter.pathName }
                .map { "query item `\($0.item)=`" } ?? "path's `{\(parameter.pathName)}`"
            switch parameter.type {
            case "GitHubLogin":
                return """
                    /// The GitHub login of the \(place).
                    @Argument("\(parameter.argumentName)", help: "The user's GitHub login", transform: UserCommand.login(in:))
                    var \(parameter.name): GitHubLogin
                    """
            case "Int":
                return """
                    /// The \(place), a whole number from 1.
                    @Argument("\(parameter.argumentName)", help: "\(help), a whole number from 1", \
                    transform: \(spec.command).number(in:))
                    var \(parameter.name): Int
                    """
            default:
                return """
                    /// The \(place), as typed.
                    @Argument("\(parameter.argumentName)", help: "\(help)") var \(parameter.name): String
                    """
            }
        }
        let initArguments = spec.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        let initBody = spec.parameters.map { "self.\($0.name) = \($0.name)" }
        let initializer =
            spec.parameters.isEmpty
            ? ""
            : """

                /// The command for these arguments, as `atomic open` prints it.
                init(\(initArguments)) {
                    self.init()
            \(TemplateText.lines(initBody, indent: 8))
                }

            """
        let routeArguments = spec.parameters.map { parameter in
            "\(parameter.name): \(parameter.name)\(parameter.isLogin ? ".rawValue" : "")"
        }.joined(separator: ", ")
        let routeCase = spec.parameters.isEmpty ? spec.propertyName : "\(spec.propertyName)(\(routeArguments))"
        let numberParser =
            spec.parameters.contains { $0.type == "Int" }
            ? """


                /// The whole number `text` is, from 1.
                static func number(in text: String) throws(UsageError) -> Int {
                    guard let number = Int(text), number > 0 else {
                        throw UsageError(
                            "\(spec.commandLine) needs a whole number from 1, got \\"\\(TerminalSanitizer.singleLine(text))\\"",
                            hint: "e.g. '\(spec.commandLine) 1'")
                    }
                    return number
                }
            """ : ""
        let nestedChoice =
            spec.commandGroup == nil
            ? ""
            : """


                /// `--json=FIELDS` of `\(spec.commandLine)` names the whole command in its messages.
                var jsonFieldChoice: (name: String, fields: [String]) {
                    (\(TemplateText.literal(spec.commandLine)), Self.configuration.jsonFields)
                }
            """
        let jsonFields = spec.shape.fields.map { "\"\(jsonKey($0))\"" }.joined(separator: ", ")
        let example = [spec.commandLine, sampleArguments(spec)].filter { !$0.isEmpty }.joined(separator: " ")
        let firstFields = spec.shape.fields.prefix(2).map(jsonKey).joined(separator: ",")
        switch spec.kind {
        case .list:
            return """
                import AtomicCommandLine
                import AtomicOutput
                import Domain
                import Presentation
                import TerminalUI

                /// `\(spec.commandLine)`: \(spec.prose) (`\(spec.endpoint.text)`), read page by page up to `--limit`.
                struct \(spec.command): FeatureCommand {
                    /// How many resources the command lists without `--limit`.
                    static let defaultLimit = 30

                    /// The `\(name)` command's declaration.
                    static let configuration = CommandConfiguration(
                        commandName: \(TemplateText.literal(spec.commandPath.last ?? name)),
                        abstract: \(TemplateText.literal(abstract(spec))),
                        discussion: \(TemplateText.literal("Lists \(spec.prose) (\(spec.endpoint.text)), reading pages until --limit, and keeps them in the cache, fetched again when older than the TTL. On a terminal it opens the interactive app on the list.")),
                        jsonFields: [\(jsonFields)],
                        examples: [
                            Example(\(TemplateText.literal(example + " -L 5")), "the first five"),
                            Example(\(TemplateText.literal(example + " --json=" + firstFields)), "two fields of each, as JSON"),
                        ])

                \(TemplateText.lines(arguments.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }, indent: 4))
                    /// How many to list, from 1 (`-L`, `--limit N`).
                    @Option(
                        "--limit", short: "L", valueName: "N", help: "How many to list", defaultText: "30",
                        parser: .integer(in: 1...1_000, meaning: "a number from 1 to 1000", example: "30"))
                    var limit = \(spec.command).defaultLimit
                \(initializer)
                    /// A command yet to be read from a command line.
                    init() {}

                    /// The list: on a terminal `\(spec.commandLine)` opens the interactive app there.
                    var screen: Route? { Route(\(spec.route).\(routeCase)) }\(nestedChoice)

                    /// Lists the resources as a table or JSON, reading pages until ``limit`` or the last page; warns on
                    /// standard error when a page is stale or the request budget low.
                    func run(in runner: CommandRunner) async throws {
                        let \(useCaseProperty(spec)) = try await runner.makeServices().\(spec.propertyName).\(useCaseProperty(spec))
                        var pages: [Fetched<\(spec.page)>] = []
                        var items: [\(spec.entity)] = []
                        var cursor: Int?
                        var seen: Set<\(spec.shape.identity.type.rawValue)> = []
                        while true {
                            let page = try await \(useCaseProperty(spec))(\(TemplateText.parameterPassing(spec))cursor: cursor, context: runner.context)
                            pages.append(page)
                            // A row seen on an earlier page (the list moved while it was read) is shown once.
                            items += page.value.items.filter { seen.insert($0.id).inserted }
                            // A next page that does not move past this one ends the list, as it does on the screen.
                            guard items.count < limit, let next = page.value.next, next > (cursor ?? \(spec.pagination == .since ? "0" : "1")) else {
                                break
                            }
                            cursor = next
                        }
                        items = Array(items.prefix(limit))
                        if let stale = pages.first(where: { $0.freshness != .fresh }) { runner.warnIfStale(stale) }
                        if runner.options.json {
                            runner.console.write(runner.output.json(items.map(JSONOutput.\(spec.jsonItem).init)))
                        } else {
                            runner.output.writeList(runner.output.plain.\(spec.propertyName)(items), isEmpty: items.isEmpty)
                        }
                        if let last = pages.last { runner.warnIfBudgetIsLow(of: last) }\(ScreenText.searchRemarks(spec, answer: "last.value").map { "\n// What GitHub's search says of its answer: cut short, or stopping at its limit.\nif let last = pages.last {\n    for remark in \($0) { runner.output.writeWarning(remark) }\n}" } ?? "")
                    }\(numberParser)
                }

                """
        case .detail:
            return """
                import AtomicCommandLine
                import AtomicOutput
                import Domain
                import Presentation
                import TerminalUI

                /// `\(spec.commandLine)`: one \(spec.resourceNoun) (`\(spec.endpoint.text)`).
                struct \(spec.command): FeatureCommand {
                    /// The `\(name)` command's declaration.
                    static let configuration = CommandConfiguration(
                        commandName: \(TemplateText.literal(spec.commandPath.last ?? name)),
                        abstract: \(TemplateText.literal(abstract(spec))),
                        discussion: \(TemplateText.literal("Shows one \(spec.resourceNoun) (\(spec.endpoint.text)), kept in the cache and fetched again when older than the TTL. On a terminal it opens the interactive app on it.")),
                        jsonFields: [\(jsonFields)],
                        examples: [
                            Example(\(TemplateText.literal(example)), "one \(spec.resourceNoun)"),
                            Example(\(TemplateText.literal(example + " --json=" + firstFields)), "two of its fields, as JSON"),
                        ])

                \(TemplateText.lines(arguments.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }, indent: 4))
                \(initializer)
                    /// A command yet to be read from a command line.
                    init() {}

                    /// The resource: on a terminal `\(spec.commandLine)` opens the interactive app there.
                    var screen: Route? { Route(\(spec.route).\(routeCase)) }\(nestedChoice)

                    /// Shows the resource as text or JSON; warns on standard error when it is stale or the request budget
                    /// low.
                    func run(in runner: CommandRunner) async throws {
                        let \(useCaseProperty(spec)) = try await runner.makeServices().\(spec.propertyName).\(useCaseProperty(spec))
                        let \(entityValue) = try await \(useCaseProperty(spec))(\(TemplateText.parameterPassing(spec))context: runner.context)
                        runner.warnIfStale(\(entityValue))
                        runner.console.write(
                            runner.options.json
                                ? runner.output.json(JSONOutput.\(spec.jsonItem)(\(entityValue).value))
                                : runner.output.plain.\(spec.propertyName)(\(entityValue).value))
                        runner.warnIfBudgetIsLow(of: \(entityValue))
                    }\(numberParser)
                }

                """
        }
    }

    /// The command's table or text, and its JSON row.
    static func output(_ spec: FeatureSpec) -> String {
        let value = TemplateText.lowerFirst(spec.entity)
        let members = spec.shape.fields.map { "\"\(jsonKey($0))\": \(jsonValue($0, of: value))," }
        let plain: String
        switch spec.kind {
        case .list:
            let fields = tableFields(spec)
            let columns = fields.enumerated().map { index, field -> String in
                let alignment = field.type == .int || field.type == .double ? ", alignsRight: true" : ""
                let flexible = field.type == .string && index > 0 ? ", isFlexible: true, minimumWidth: 10" : ""
                return ".init(title: \(TemplateText.literal(label(field).uppercased()))\(alignment)\(flexible)),"
            }
            let cells = fields.map { cellText($0, of: "$0") }.joined(separator: ", ")
            plain = """
                extension PlainOutput {
                    /// A table of \(spec.prose): \(fields.map { label($0).lowercased() }.joined(separator: ", ")).
                    func \(spec.propertyName)(_ items: [\(spec.entity)]) -> String {
                        let columns: [TextTable.Column] = [
                \(TemplateText.lines(columns, indent: 12))
                        ]
                        return table(of: items, columns: columns, empty: \(TemplateText.literal("No \(spec.prose)."))) {
                            [\(cells)]
                        }
                    }
                }
                """
        case .detail:
            let lines = spec.shape.fields.map { field in
                "lines += wrapped(\(TemplateText.literal(label(field) + ": ")) + (\(cellText(field, of: value))))"
            }
            plain = """
                extension PlainOutput {
                    /// One \(spec.resourceNoun): a line per field, `Label: value`.
                    func \(spec.propertyName)(_ \(value): \(spec.entity)) -> String {
                        var lines: [String] = []
                \(TemplateText.lines(lines, indent: 8))
                        return lines.joined(separator: "\\n") + "\\n"
                    }
                }
                """
        }
        return """
            import AtomicOutput
            import Domain
            import TerminalUI

            \(plain)

            extension JSONOutput {
                /// One \(spec.resourceNoun) in `\(spec.commandLine) --json`.
                struct \(spec.jsonItem): JSONWritable {
                    let \(value): \(spec.entity)

                    init(_ \(value): \(spec.entity)) {
                        self.\(value) = \(value)
                    }

                    func write(to writer: inout JSONWriter) {
                        writer.object([
            \(TemplateText.lines(members, indent: 16))
                        ])
                    }
                }
            }

            """
    }

    /// The services: the use case over the repository.
    static func services(_ spec: FeatureSpec) -> String {
        """
        import Domain

        /// What the \(spec.prose) feature runs on in one run of `atomic`: its use case over its repository, built
        /// once by ``\(spec.assembly)/makeServices(context:)``.
        struct \(spec.services): Sendable {
            /// \(spec.kind == .list ? "The list, page by page" : "One resource") (`\(spec.commandLine)`, its screen).
            let \(useCaseProperty(spec)): \(spec.useCase)

            /// The feature's use case over `repository` (from the cache and the API, or the demo data).
            init(repository: any \(spec.repositoryProtocol)) {
                \(useCaseProperty(spec)) = \(spec.useCase)(repository: repository)
            }
        }

        """
    }

    /// The commands the assembly's parts list: the command, or its new group, or none when the group is another
    /// feature's (which lists the command among its subcommands).
    static func partsCommands(_ spec: FeatureSpec) -> String {
        guard let group = spec.commandGroup else { return "\(spec.command).self" }
        return spec.existingCommandGroup == nil ? "\(group).self" : ""
    }

    /// The assembly: the feature's parts, services, screens and printing command.
    static func assembly(_ spec: FeatureSpec) -> String {
        let conversions = spec.parameters.filter(\.isLogin).map { parameter in
            """
            guard let \(parameter.name) = try? GitHubLogin(\(parameter.name)) else {
                throw .notFound(\(TemplateText.notFoundResource(spec, key: parameter.name)))
            }
            """
        }
        let bindings = spec.parameters.map { "let \($0.name)" }.joined(separator: ", ")
        let pattern = spec.parameters.isEmpty ? ".\(spec.propertyName)?" : ".\(spec.propertyName)(\(bindings))?"
        let commandArguments = spec.parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
        return """
            import AtomicCommandLine
            import AtomicLineShell
            import AtomicShell
            import Data
            import DemoServer
            import Domain
            import Persistence
            import Presentation

            /// \(spec.prose.prefix(1).uppercased() + spec.prose.dropFirst()): `\(spec.endpoint.text)` on GitHub's REST API, \
            kept in the cache with a TTL and ETag revalidation.
            enum \(spec.assembly): FeatureAssembly {
                /// `\(spec.commandLine)`, ``\(spec.schema)/migrations``, ``\(spec.demoRoutes)/all``, ``\(spec.route)``, \
            ``\(spec.panes)`` and ``\(spec.lines)``.
                static var parts: FeatureParts {
                    FeatureParts(
                        commands: [\(partsCommands(spec))], migrations: \(spec.schema).migrations, demoRoutes: \(spec.demoRoutes).all,
                        routeType: \(spec.route).self, panes: \(spec.panes).self, lines: \(spec.lines).self)
                }

                /// The use case over a ``\(spec.cachedRepository)`` on the GitHub client.
                static func makeServices(context: FeatureContext) -> \(spec.services) {
                    \(spec.services)(
                        repository: \(spec.cachedRepository)(
                            client: context.gitHub.client, baseURL: context.gitHub.baseURL, policy: context.policy))
                }

                /// A ``\(spec.builder)`` over the feature's use case; it shows GitHub's budget except on the demo data, and
                /// its messages name the variable the token came from.
                static func screens(services: AppServices, context: ScreenContext) -> (any FeatureScreenBuilder)? {
                    \(spec.builder)(
                        useCase: services.\(spec.propertyName).\(useCaseProperty(spec)), clock: context.clock,
                        showsRateLimit: !context.status.isDemo, token: services.token)
                }

                /// `\(spec.commandLine)` for the feature's route.
                static func printingCommand(for route: Route) throws(DomainError) -> Command? {
                    guard case \(pattern) = route.as(\(spec.route).self) else { return nil }
            \(TemplateText.lines(conversions.flatMap { $0.split(separator: "\n").map(String.init) }, indent: 8))
                    return \(spec.command)(\(commandArguments)).command
                }
            }

            """
    }
}
