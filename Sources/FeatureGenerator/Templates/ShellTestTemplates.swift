/// The AtomicShell tests of a feature (`Tests/AtomicShellTests/NAME/`): the screen drawn through the shell over the
/// fixture and compared with snapshot files at 80 × 24 and 40 × 12, which the generator writes with the text
/// ``ShellSnapshotText`` predicts; the stack a route opens with, and Esc.
enum ShellTestTemplates {
    static func files(_ spec: FeatureSpec) -> [FeaturePlan.NewFile] {
        [
            FeaturePlan.NewFile(
                path: "Tests/AtomicShellTests/\(spec.name)/\(spec.name)ScreenTests.swift", contents: tests(spec))
        ]
            + ShellSnapshotText.sizes.map { size in
                FeaturePlan.NewFile(
                    path: "Tests/AtomicShellTests/Snapshots/\(snapshotName(spec))-\(size.columns)x\(size.rows).txt",
                    contents: snapshot(spec, size: size))
            }
    }

    /// The snapshot's name: `user-gists-screen`.
    static func snapshotName(_ spec: FeatureSpec) -> String { "\(spec.name.kebabCaseName)-screen" }

    /// The breadcrumb of the route with the sample values, as the shell opens it: home, the parents, the screen.
    static func breadcrumb(_ spec: FeatureSpec) -> [String] {
        let values = PresentationTestTemplates.sampleValues(spec)
        let parents = ScreenText.userParameter(spec).map { ["Users", values[$0] ?? ""] } ?? []
        return ["Home"] + parents + [ScreenText.title(spec, values: values)]
    }

    /// The screen the shell draws at `size` for the fixture, made printable ASCII.
    static func snapshot(_ spec: FeatureSpec, size: ShellSnapshotText.Size) -> String {
        let resources = PresentationTestTemplates.resources(spec, clean: true)
        let identity = spec.shape.identity
        let text = { (resource: [String: JSONValue], field: ResponseShape.Field) in
            PresentationTestTemplates.text(of: resource[field.jsonKey] ?? .null, field: field, clean: true)
        }
        switch spec.kind {
        case .list:
            let rows = resources.map { resource -> (text: String, detail: String) in
                let id = text(resource, identity) ?? ""
                guard let field = ScreenText.rowField(spec) else { return (id, "") }
                let detail =
                    identity.type == .string
                    ? ShellSnapshotText.truncate(id, toWidth: ScreenText.identityWidth) : "#\(id)"
                return (text(resource, field) ?? ScreenText.missingValue, detail)
            }
            let found = ScreenText.recordedTotalCount(spec).map { " · \(ScreenText.grouped($0)) found" } ?? ""
            let count = "\(rows.count) \(rows.count == 1 ? spec.resourceNoun : spec.prose)" + found
            // The fixture is one page, so the list's end is known: "row 1 of 3", and the count only with a search's.
            let position = rows.isEmpty ? "" : "row 1 of \(ScreenText.grouped(rows.count))"
            let trailing = rows.isEmpty ? count : found.isEmpty ? position : position + " · " + count
            return ShellSnapshotText.listScreen(
                breadcrumb: breadcrumb(spec), trailing: trailing, rows: rows, size: size)
        case .detail:
            let resource = resources.first ?? [:]
            let lines = spec.shape.fields.compactMap { field -> String? in
                guard let value = text(resource, field), !value.allSatisfy(\.isWhitespace) else { return nil }
                return "\(ScreenText.label(of: field)): \(value)"
            }
            return ShellSnapshotText.detailScreen(breadcrumb: breadcrumb(spec), paragraphs: lines, size: size)
        }
    }

    /// The test file: a repository over the fixture, the shell over it, the snapshots, the stack and Esc.
    static func tests(_ spec: FeatureSpec) -> String {
        let method = DomainTemplates.methodName(spec)
        let fake = "Fixed\(spec.repositoryProtocol)"
        let value = spec.kind == .list ? spec.page : spec.entity
        let arguments = TemplateText.parameterArguments(spec)
        let resources = PresentationTestTemplates.resources(spec, clean: true).map {
            PresentationTestTemplates.entityLiteral(spec, $0, clean: true)
        }
        let fixture: String
        let fakeBody: String
        let fakeInit: String
        switch spec.kind {
        case .list:
            fixture =
                "/// The fixture's first resources, their text made printable ASCII.\nstatic let items: [\(spec.entity)] = [\n"
                + resources.map { "    \($0)," }.joined(separator: "\n") + "\n]"
            fakeBody = """
                /// The resources, on one page.
                let items: [\(spec.entity)]

                func \(method)(\(arguments)cursor: Int?, context: LoadContext) async throws(DomainError) -> Fetched<\(value)> {
                    Fetched(value: \(spec.page)(items: cursor == nil ? items : [], next: nil\(ScreenText.recordedTotalCount(spec).map { ", totalCount: \($0)" } ?? "")), freshness: .fresh, fetchedAt: nil)
                }
                """
            fakeInit = "\(fake)(items: Self.items)"
        case .detail:
            fixture =
                "/// The fixture's resource, its text made printable ASCII.\nstatic let value = \(resources.first ?? "")"
            fakeBody = """
                /// The resource.
                let value: \(spec.entity)

                func \(method)(\(arguments)context: LoadContext) async throws(DomainError) -> Fetched<\(value)> {
                    Fetched(value: value, freshness: .fresh, fetchedAt: nil)
                }
                """
            fakeInit = "\(fake)(value: Self.value)"
        }
        let routeValues = PresentationTestTemplates.routeValues(spec)
        let route =
            spec.parameters.isEmpty ? "Route.\(spec.propertyName)" : "Route.\(spec.propertyName)(\(routeValues))"
        let login = ScreenText.userParameter(spec)
        let stack =
            ([".home"] + (login == nil ? [] : [".users(since: nil)", ".user(login: \"octocat\")"]) + ["Self.route"])
            .joined(separator: ", ")
        let link = ScreenText.link(spec, values: PresentationTestTemplates.sampleValues(spec))
        var related = ""
        if spec.offersRelatedRoute, let key = spec.relatedKey {
            related += """


                    @Test("\(spec.name): \(key) on a profile opens the screen, and its hint is in the status bar")
                    func \(spec.propertyName)FromTheProfile() async {
                        let shell = Self.shell(at: .user(login: "octocat"))
                        await ShellFixture.settle(shell)
                        #expect(shell.state.chrome.hints.contains(KeyHint(\(TemplateText.literal(String(key))), \(TemplateText.literal(spec.prose)))))
                        await ShellFixture.press([.character(\(TemplateText.literal(String(key))))], on: shell)
                        #expect(shell.state.routes.last == Self.route)
                    }
                """
        }
        if spec.kind == .list, ScreenText.profileField(spec) != nil,
            case .string(let first)? = spec.fixture.first?["login"]
        {
            related += """


                    @Test("\(spec.name): Enter on a row opens that user's profile")
                    func \(spec.propertyName)RowOpensTheProfile() async {
                        let shell = Self.shell(at: Self.route)
                        await ShellFixture.settle(shell)
                        await ShellFixture.press([.enter], on: shell)
                        #expect(shell.state.routes.last == .user(login: \(TemplateText.literal(first))))
                    }
                """
        }
        return """
            import AtomicCore
            import Domain
            import Foundation
            import Presentation
            import TerminalUI
            import Testing

            @testable import AtomicShell

            \(ScreenText.doc("A \(spec.prose) repository over fixed resources, answering at once.", indent: 0))
            struct \(fake): \(spec.repositoryProtocol) {
            \(TemplateText.lines(fakeBody.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), indent: 4))
            }

            \(ScreenText.doc("The \(spec.prose) screen in the shell: drawn at 80 × 24 and 40 × 12 and compared with snapshot files, opened over its parents, and left with Esc."))
            @MainActor
            @Suite("\(spec.name) screen", .timeLimit(.minutes(1)))
            struct \(spec.name)ScreenTests {
            \(TemplateText.lines(fixture.split(separator: "\n").map(String.init), indent: 4))

                /// The route the tests open.
                static let route = \(route)

                /// The builder of the users' screens (a profile and its list are parents of some routes) and this feature's.
                static func builder() -> AppBuilder {
                    let clock = TestClock()
                    let users = PagedUsersRepository(count: 60)
                    let status = GetFeatureStatusUseCase(
                        cache: ShellFixture.CachedUsersOnly(), budget: ShellFixture.FixedBudget(budget: ShellFixture.budget))
                    let features: [any FeatureScreenBuilder] = [
                        UsersBuilder(
                            listUsers: ListGitHubUsersUseCase(repository: users), getUser: GetGitHubUserUseCase(repository: users),
                            clock: clock),
                        \(spec.builder)(useCase: \(spec.useCase)(repository: \(fakeInit)), clock: clock),
                    ]
                    return AppBuilder(features: features, status: status, clock: clock)
                }

                /// A shell at `route`, started, at the test clock's time.
                static func shell(at route: Route) -> AppShell {
                    let shell = AppShell(
                        builder: builder(), panes: [GitHubUsersPanes.self, \(spec.panes).self], route: route,
                        now: TestClock().now)
                    shell.send(.placeLoaded(AppState()))
                    return shell
                }

                @Test("\(spec.name): the screen draws the fixture at 80 × 24 and 40 × 12")
                func \(spec.propertyName)Snapshot() async {
                    let shell = Self.shell(at: Self.route)
                    await ShellFixture.settle(shell)
                    for size in ScreenSnapshot.sizes {
                        ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: \(TemplateText.literal(snapshotName(spec))))
                    }
                }

                @Test("\(spec.name): the deep link opens the screen over its parents, and Esc goes back")
                func \(spec.propertyName)DeepLinkAndBack() async throws {
                    #expect(try Self.builder().deepLinkParser().route(for: \(TemplateText.literal(link))) == Self.route)
                    let shell = Self.shell(at: Self.route)
                    await ShellFixture.settle(shell)
                    #expect(shell.state.routes == [\(stack)])
                    await ShellFixture.press([.escape], on: shell)
                    #expect(shell.state.routes == Array([\(stack)].dropLast()))
                }\(related)
            }

            """
    }
}
