import Foundation

/// The Presentation tests of a feature (`Tests/PresentationTests/NAME/`): the view model's states (loading, loaded,
/// empty, error, retry) over a scripted repository, and the route's deep link and remembered form. Every expected
/// value is the fixture's, so the tests fail when the view model or the route does not do what they say.
enum PresentationTestTemplates {
    static func files(_ spec: FeatureSpec) -> [FeaturePlan.NewFile] {
        [
            FeaturePlan.NewFile(
                path: "Tests/PresentationTests/\(spec.name)/\(spec.viewModel)Tests.swift", contents: tests(spec))
        ]
    }

    // MARK: - Fixture values as Swift

    /// The fixture's resources the tests use: the first three with distinct identities (after `clean`), or the
    /// first one for a detail.
    static func resources(_ spec: FeatureSpec, clean: Bool) -> [[String: JSONValue]] {
        var seen: Set<String> = []
        var chosen: [[String: JSONValue]] = []
        for resource in spec.fixture where chosen.count < (spec.kind == .list ? 3 : 1) {
            let identity = text(
                of: resource[spec.shape.identity.jsonKey] ?? .null, field: spec.shape.identity, clean: clean)
            guard let identity, seen.insert(identity).inserted else { continue }
            chosen.append(resource)
        }
        return chosen
    }

    /// The value of `field` as the app shows it (`String(value)`), `clean` making it printable ASCII; `nil` for none.
    static func text(of value: JSONValue, field: ResponseShape.Field, clean: Bool) -> String? {
        switch value {
        case .string(let text): return clean ? ShellSnapshotText.plain(text) : text
        case .int(let number): return field.type == .double ? "\(Double(number))" : "\(number)"
        case .double(let number): return "\(number)"
        case .bool(let flag): return flag ? "true" : "false"
        case .null, .array, .object: return nil
        }
    }

    /// A Swift literal of a `String`: long text as pieces joined, so that no line of the test is too long.
    static func stringLiteral(_ text: String) -> String {
        guard text.count > 60 else { return TemplateText.literal(text) }
        var pieces: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            pieces.append(TemplateText.literal(String(rest.prefix(50))))
            rest = rest.dropFirst(50)
        }
        return "[\(pieces.joined(separator: ", "))].joined()"
    }

    /// The resource as a Swift value of the entity: `UserGist(id: 1, description: nil, …)`.
    static func entityLiteral(_ spec: FeatureSpec, _ resource: [String: JSONValue], clean: Bool) -> String {
        let arguments = spec.shape.fields.map { field -> String in
            let value = resource[field.jsonKey] ?? .null
            let literal: String
            switch value {
            case .string(let text): literal = stringLiteral(clean ? ShellSnapshotText.plain(text) : text)
            case .int(let number): literal = "\(number)"
            case .double(let number): literal = "\(number)"
            case .bool(let flag): literal = flag ? "true" : "false"
            case .null, .array, .object: literal = "nil"
            }
            // A keyword needs no backticks as an argument label, but `inout`, `var` and `let` do.
            let label = ["inout", "var", "let"].contains(field.bareName) ? field.name : field.bareName
            return "\(label): \(literal)"
        }
        return "\(spec.entity)(\(arguments.joined(separator: ", ")))"
    }

    /// The value a test gives a parameter: `octocat` for a login, 1 for a number, else the resource's identity when it
    /// can be a path segment (for a detail), else `sample`.
    static func sampleValue(_ parameter: FeatureSpec.Parameter, _ spec: FeatureSpec) -> String {
        if parameter.isLogin { return "octocat" }
        if parameter.type == "Int" { return "1" }
        if spec.kind == .detail, let resource = resources(spec, clean: true).first,
            let identity = text(
                of: resource[spec.shape.identity.jsonKey] ?? .null, field: spec.shape.identity, clean: true),
            !identity.isEmpty, identity.count <= 40,
            identity.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "-_.".unicodeScalars.contains($0)
            })
        {
            return identity
        }
        return "sample"
    }

    /// The sample values by parameter name.
    static func sampleValues(_ spec: FeatureSpec) -> [String: String] {
        Dictionary(uniqueKeysWithValues: spec.parameters.map { ($0.name, sampleValue($0, spec)) })
    }

    /// The sample values as arguments in the route's types: `login: "octocat", number: 1`.
    static func routeValues(_ spec: FeatureSpec, replacing name: String? = nil, with replacement: String? = nil)
        -> String
    {
        spec.parameters.map { parameter in
            let value = parameter.name == name ? (replacement ?? "") : sampleValue(parameter, spec)
            return "\(parameter.name): \(parameter.type == "Int" ? value : TemplateText.literal(value))"
        }.joined(separator: ", ")
    }

    /// The text a fake records of the repository's values: `\(login.rawValue)/\(gistId)`.
    static func recordedValues(_ spec: FeatureSpec) -> String {
        spec.parameters.map { $0.isLogin ? "\\(\($0.name).rawValue)" : "\\(\($0.name))" }.joined(separator: "/")
    }

    /// What the fake records for the sample values: `octocat/aa5a`.
    static func recordedSample(_ spec: FeatureSpec) -> String {
        spec.parameters.map { sampleValue($0, spec) }.joined(separator: "/")
    }

    // MARK: - The tests

    static func tests(_ spec: FeatureSpec) -> String {
        let method = DomainTemplates.methodName(spec)
        let fake = "Scripted\(spec.repositoryProtocol)"
        let value = spec.kind == .list ? spec.page : spec.entity
        let arguments = TemplateText.parameterArguments(spec)
        let cursorArgument = spec.kind == .list ? "cursor: Int?, " : ""
        let cursorRecord = spec.kind == .list ? " cursor: \\(cursor.map { String($0) } ?? \"nil\")" : ""
        let items = resources(spec, clean: false).map { entityLiteral(spec, $0, clean: false) }
        let fixture =
            spec.kind == .list
            ? "/// The fixture's first resources.\nstatic let items: [\(spec.entity)] = [\n"
                + items.map { "    \($0)," }.joined(separator: "\n") + "\n]"
            : "/// The fixture's resource.\nstatic let value = \(items.first ?? "\(spec.entity)()")"
        let login = spec.parameters.first(where: \.isLogin)
        let makeArguments =
            login.map { "_ repository: \(fake), \($0.name): String = \"octocat\"" } ?? "_ repository: \(fake)"
        let makeValues = spec.parameters.map { parameter -> String in
            if parameter.name == login?.name { return "\(parameter.name): \(parameter.name)" }
            let sample = sampleValue(parameter, spec)
            return "\(parameter.name): \(parameter.type == "Int" ? sample : TemplateText.literal(sample))"
        }
        let makeCall = (makeValues + ["useCase: \(spec.useCase)(repository: repository)", "clock: TestClock()"])
            .joined(separator: ", ")
        let recorded = TemplateText.literal("\(method)(\(recordedSample(spec))")
            .dropLast()
        let states =
            spec.kind == .list
            ? listStates(spec, recorded: String(recorded)) : detailStates(spec, recorded: String(recorded))
        let invalidLogin: String
        if let login {
            let key = spec.parameters.map { $0.name == login.name ? "not a login" : sampleValue($0, spec) }
                .joined(separator: "/")
            let failed =
                "ErrorPresentation(.notFound(\(TemplateText.notFoundResource(spec, key: TemplateText.literal(key)))), now: nil)"
            let state =
                spec.kind == .list
                ? "ListState<\(spec.entity)>(phase: .failed(\(failed)))"
                : "DetailState<\(spec.entity)>(phase: .failed(\(failed)))"
            invalidLogin = """


                    @Test("\(spec.name): a login that cannot be one fails as not found, asking nothing")
                    func \(spec.propertyName)InvalidLogin() async {
                        let repository = \(fake)([])
                        let viewModel = makeViewModel(repository, \(login.name): "not a login")
                        await viewModel.appear()?.value
                        #expect(viewModel.state == \(state))
                        #expect(await repository.calls.isEmpty)
                    }
                """
        } else {
            invalidLogin = ""
        }
        return """
            import AtomicCore
            import Domain
            import Foundation
            import Presentation
            import Testing

            \(ScreenText.doc("A \(spec.prose) repository answering from a script, one answer per call, recording each call.", indent: 0))
            actor \(fake): \(spec.repositoryProtocol) {
                private var answers: [Result<\(value), DomainError>]
                /// The calls, in order: the values, \(spec.kind == .list ? "the cursor, " : "")and why the load ran.
                private(set) var calls: [String] = []

                init(_ answers: [Result<\(value), DomainError>]) {
                    self.answers = answers
                }

                func \(method)(\(arguments)\(cursorArgument)context: LoadContext) async throws(DomainError) -> Fetched<\(value)> {
                    calls.append("\(method)(\(recordedValues(spec))\(cursorRecord) \\(context.trigger))")
                    guard !answers.isEmpty else { throw .offline }
                    return Fetched(value: try answers.removeFirst().get(), freshness: .fresh, fetchedAt: nil)
                }
            }

            \(ScreenText.doc("``\(spec.viewModel)``'s states over a scripted repository: loading, loaded, empty, error and retry.", indent: 0))
            @MainActor
            @Suite(.timeLimit(.minutes(1))) struct \(spec.viewModel)Tests {
            \(TemplateText.lines(fixture.split(separator: "\n").map(String.init), indent: 4))

                private func makeViewModel(\(makeArguments)) -> \(spec.viewModel) {
                    \(spec.viewModel)(\(makeCall))
                }
            \(states)\(invalidLogin)
            }

            /// ``\(spec.route)``: its deep link, its parent and its remembered form.
            @Suite struct \(spec.route)Tests {
            \(routeTests(spec))
            }

            """
    }

    /// The list's states: loading then loaded, empty, error then retry, the next page, the filter.
    static func listStates(_ spec: FeatureSpec, recorded: String) -> String {
        let fake = "Scripted\(spec.repositoryProtocol)"
        let name = spec.propertyName
        let call = { (cursor: String, trigger: String) in "\(recorded) cursor: \(cursor) \(trigger))\"" }
        let filter = filterTest(spec)
        // A page made without the answer's fields says it found none.
        let total = ScreenText.totalCount(spec, answer: "answer") == nil ? "" : ", totalCount: 0"
        return """


                @Test("\(spec.name): loading, then the fixture's resources")
                func \(name)LoadingThenLoaded() async {
                    let repository = \(fake)([.success(\(spec.page)(items: Self.items, next: nil))])
                    let viewModel = makeViewModel(repository)
                    let task = viewModel.appear()
                    #expect(viewModel.state == ListState(phase: .loading))
                    await task?.value
                    #expect(viewModel.state == ListState(phase: .content, items: Self.items, reachedEnd: true\(total)))
                    #expect(await repository.calls == [\(call("nil", "automatic"))])
                }

                @Test("\(spec.name): an empty answer is the empty state")
                func \(name)Empty() async {
                    let repository = \(fake)([.success(\(spec.page)(items: [], next: nil))])
                    let viewModel = makeViewModel(repository)
                    await viewModel.appear()?.value
                    #expect(viewModel.state == ListState(phase: .empty, reachedEnd: true\(total)))
                }

                @Test("\(spec.name): a failure is the error state, and retry really asks again")
                func \(name)ErrorThenRetry() async throws {
                    let repository = \(fake)([.failure(.offline), .success(\(spec.page)(items: Self.items, next: nil))])
                    let viewModel = makeViewModel(repository)
                    await viewModel.appear()?.value
                    #expect(viewModel.state == ListState(phase: .failed(ErrorPresentation(.offline, now: nil))))
                    let retry = try #require(viewModel.retry())
                    await retry.value
                    #expect(viewModel.state == ListState(phase: .content, items: Self.items, reachedEnd: true\(total)))
                    #expect(await repository.calls == [\(call("nil", "automatic")), \(call("nil", "retry"))])
                }

                @Test("\(spec.name): the next page is asked for with the cursor of the page before")
                func \(name)NextPage() async throws {
                    let repository = \(fake)([
                        .success(\(spec.page)(items: Self.items, next: 2)), .success(\(spec.page)(items: [], next: nil)),
                    ])
                    let viewModel = makeViewModel(repository)
                    await viewModel.appear()?.value
                    #expect(viewModel.state == ListState(phase: .content, items: Self.items\(total)))
                    let last = try #require(Self.items.last)
                    await viewModel.loadMoreIfNeeded(currentItem: last)?.value
                    #expect(viewModel.state.items == Self.items)
                    #expect(viewModel.state.reachedEnd)
                    #expect(await repository.calls == [\(call("nil", "automatic")), \(call("2", "automatic"))])
                }\(filter)
            """
    }

    /// The filter over the loaded rows, with the rows the generator expects it to keep.
    static func filterTest(_ spec: FeatureSpec) -> String {
        let fields = ScreenText.filterFields(spec)
        let chosen = resources(spec, clean: false)
        // The first text of the first resource that has one: the filter must keep that row, and any other that has it.
        var needle: String?
        for resource in chosen {
            for field in fields {
                if case .string(let text)? = resource[field.jsonKey],
                    !text.trimmingCharacters(in: .whitespaces).isEmpty,
                    text.count <= 40
                {
                    needle = text.trimmingCharacters(in: .whitespaces)
                    break
                }
            }
            if needle != nil { break }
        }
        guard let needle else { return "" }
        let kept = chosen.indices.filter { index in
            fields.contains { field in
                guard case .string(let text)? = chosen[index][field.jsonKey] else { return false }
                return text.localizedCaseInsensitiveContains(needle)
            }
        }
        return """


                @Test("\(spec.name): the filter keeps the rows whose text contains it, ignoring case")
                func \(spec.propertyName)Filter() async {
                    let repository = Scripted\(spec.repositoryProtocol)([.success(\(spec.page)(items: Self.items, next: nil))])
                    let viewModel = makeViewModel(repository)
                    await viewModel.appear()?.value
                    viewModel.filter(\(stringLiteral(needle.uppercased() == needle.lowercased() ? needle : needle.uppercased())))
                    #expect(viewModel.state.visibleItems == [\(kept.map { "Self.items[\($0)]" }.joined(separator: ", "))])
                    viewModel.filter("\\u{1}no row has this\\u{1}")
                    #expect(viewModel.state.visibleItems.isEmpty)
                    viewModel.filter("")
                    #expect(viewModel.state.visibleItems == Self.items)
                }
            """
    }

    /// The detail's states: loading then loaded, not found, error then retry.
    static func detailStates(_ spec: FeatureSpec, recorded: String) -> String {
        let fake = "Scripted\(spec.repositoryProtocol)"
        let name = spec.propertyName
        let call = { (trigger: String) in "\(recorded) \(trigger))\"" }
        let notFound = ".notFound(\(TemplateText.notFoundResource(spec, key: "\"gone\"")))"
        return """


                @Test("\(spec.name): loading, then the fixture's resource")
                func \(name)LoadingThenLoaded() async {
                    let repository = \(fake)([.success(Self.value)])
                    let viewModel = makeViewModel(repository)
                    let task = viewModel.appear()
                    #expect(viewModel.state == DetailState(phase: .loading))
                    await task?.value
                    #expect(viewModel.state == DetailState(phase: .content, value: Self.value))
                    #expect(await repository.calls == [\(call("automatic"))])
                }

                @Test("\(spec.name): a resource the API does not have fails as not found")
                func \(name)NotFound() async {
                    let repository = \(fake)([.failure(\(notFound))])
                    let viewModel = makeViewModel(repository)
                    await viewModel.appear()?.value
                    #expect(viewModel.state == DetailState(phase: .failed(ErrorPresentation(\(notFound), now: nil))))
                }

                @Test("\(spec.name): a failure is the error state, and retry really asks again")
                func \(name)ErrorThenRetry() async throws {
                    let repository = \(fake)([.failure(.offline), .success(Self.value)])
                    let viewModel = makeViewModel(repository)
                    await viewModel.appear()?.value
                    #expect(viewModel.state == DetailState(phase: .failed(ErrorPresentation(.offline, now: nil))))
                    let retry = try #require(viewModel.retry())
                    await retry.value
                    #expect(viewModel.state == DetailState(phase: .content, value: Self.value))
                    #expect(await repository.calls == [\(call("automatic")), \(call("retry"))])
                }
            """
    }

    /// The route's deep link, a link it does not read, a bad login, its parent and its remembered form.
    static func routeTests(_ spec: FeatureSpec) -> String {
        let values = sampleValues(spec)
        let path = spec.endpoint.segments.enumerated().map { index, segment -> String in
            switch segment {
            case .literal(let text): TemplateText.literal(index == 0 ? text.lowercased() : text)
            case .parameter(let name): TemplateText.literal(values[FeatureSpec.Parameter(name: name).name] ?? "")
            }
        }
        let routeCase =
            spec.parameters.isEmpty ? ".\(spec.propertyName)" : ".\(spec.propertyName)(\(routeValues(spec)))"
        let queryItems =
            spec.endpoint.queryParameters.isEmpty
            ? ""
            : ", queryItems: ["
                + spec.endpoint.queryParameters.map {
                    "URLQueryItem(name: \(TemplateText.literal($0.item)), value: \(TemplateText.literal(values[FeatureSpec.Parameter(name: $0.parameter).name] ?? "")))"
                }.joined(separator: ", ") + "]"
        let parent = ScreenText.userParameter(spec).map { _ in ".user(login: \"octocat\")" } ?? ".home"
        var badLogin = ""
        if let index = spec.endpoint.segments.firstIndex(where: {
            if case .parameter(let name) = $0 { FeatureSpec.Parameter(name: name).isLogin } else { false }
        }) {
            var bad = path
            bad[index] = "\"not a login\""
            badLogin = """

                    #expect(throws: DeepLinkError.self) {
                        try \(spec.route).route(for: DeepLink(origin: .app, path: [\(bad.joined(separator: ", "))]))
                    }
                """
        }
        return """
                @Test("\(spec.name): the route reads its deep link, and is remembered and opened as itself")
                func \(spec.propertyName)Route() throws {
                    let link = DeepLink(origin: .app, path: [\(path.joined(separator: ", "))]\(queryItems))
                    #expect(try \(spec.route).route(for: link) == \(routeCase))
                    #expect(try \(spec.route).route(for: DeepLink(origin: .app, path: [\(path.joined(separator: ", ")), "more"]\(queryItems))) == nil)\(badLogin)
                    let route = Route(\(spec.route)\(routeCase))
                    #expect(route.parent == \(parent))
                    #expect(Route(rememberedText: route.rememberedText, routes: [\(spec.route).self]) == route)
                }
            """
    }
}
