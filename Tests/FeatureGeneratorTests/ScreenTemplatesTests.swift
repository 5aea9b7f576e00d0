import Testing

@testable import FeatureGenerator

/// The screen's templates: the layout ``ShellSnapshotText`` predicts matches rows the shell really drew (the built-in
/// features' snapshots), and the Presentation, AtomicShell and test files declare what the app and the shell need.
@Suite struct ScreenTemplatesTests {
    private func spec(
        _ name: String, kind: FeatureSpec.Kind, endpoint: String, pagination: FeatureSpec.Pagination? = nil
    ) throws -> FeatureSpec {
        let resources = FeatureGeneration.defaultResources(kind: kind)
        return try FeatureSpec(
            name: FeatureName(name), kind: kind, endpoint: EndpointTemplate(endpoint), pagination: pagination,
            shape: ResponseShape(resources: resources, source: "s"), fixture: resources)
    }

    /// Rows of `Tests/AtomicShellTests/Snapshots/posts-content-*.txt` and `post-detail-40x12.txt`.
    @Test func theLayoutIsTheShellsLayout() {
        #expect(
            ShellSnapshotText.header(breadcrumb: ["Home", "Posts"], trailing: "3 posts", width: 40)
                == " AtomicArch › Home › Posts      3 posts ")
        #expect(
            ShellSnapshotText.header(breadcrumb: ["Home", "Posts", "Post 1"], trailing: "", width: 40)
                == " AtomicArch › Home › Posts › Post 1     ")
        #expect(
            ShellSnapshotText.listRow(
                text: "sunt aut facere repellat provident occaecati excepturi optio reprehenderit",
                detail: "Leanne Graham · 2 comments", width: 80)
                == " sunt aut facere repellat provident occaecati exce…  Leanne Graham · 2 comments ")
        #expect(
            ShellSnapshotText.listRow(text: "qui est esse", detail: "0 comments", width: 40)
                == " qui est esse                0 comments ")
        #expect(
            ShellSnapshotText.statusBar(hints: ShellSnapshotText.listHints, message: "", width: 40)
                == " ↑↓ move  Enter open  / filter  ? help  ")
        #expect(
            ShellSnapshotText.statusBar(hints: ShellSnapshotText.detailHints, message: "", width: 80)
                == " ↑↓ scroll  o browser  Esc back  ? help  i inspect" + String(repeating: " ", count: 30))
        // The sign-in message takes the right, and the hints that no longer fit before it are left out.
        #expect(
            ShellSnapshotText.statusBar(hints: ShellSnapshotText.listHints, width: 80)
                == " ↑↓ move  Enter open  / filter  ? help      not signed in · 60 requests an hour ")
        #expect(
            ShellSnapshotText.statusBar(hints: ShellSnapshotText.listHints, width: 40)
                == "    not signed in · 60 requests an hour ")
        #expect(
            ShellSnapshotText.wrap(
                "sunt aut facere repellat provident occaecati excepturi optio reprehenderit", toWidth: 38)
                == ["sunt aut facere repellat provident", "occaecati excepturi optio", "reprehenderit"])
        #expect(ShellSnapshotText.wrap("abcdefgh", toWidth: 3) == ["abc", "def", "gh"])
        #expect(ShellSnapshotText.plain("Ünï\n") == "?n??")
    }

    @Test func aListUnderAUserOpensOnTheProfileAndIsOfferedThere() throws {
        var spec = try spec("UserGists", kind: .list, endpoint: "GET /users/{login}/gists")
        spec.relatedKey = "s"
        let files = FeatureGeneration.plan(spec).files
        let text = { (suffix: String) in files.first { $0.path.hasSuffix(suffix) }?.contents ?? "" }
        #expect(text("UserGistsRoute.swift").contains("case userGists(login: String)"))
        #expect(text("UserGistsRoute.swift").contains(".user(login: login)"))
        #expect(
            text("UserGistsViewModel.swift").contains("UserGistsViewModel: PagedListModel<UserGistsPages>"))
        #expect(
            text("UserGistsBuilder.swift").contains("init(\n        useCase: ListUserGistsUseCase, clock: any AppClock")
        )
        #expect(text("UserGistsBuilder.swift").contains("func relatedRoutes(to route: Route) -> [RelatedRoute]"))
        #expect(text("UserGistsBuilder.swift").contains(#"RelatedRoute(title: "gists", key: "s","#))
        #expect(text("UserGistsPane.swift").contains("UserGistsPane: ListPaneContent"))
        #expect(text("UserGistsPanes.swift").contains("[UserGistsPane.self]"))
        let snapshot = text("Snapshots/user-gists-screen-80x24.txt").split(separator: "\n").map(String.init)
        #expect(snapshot.count == 24)
        #expect(snapshot.first == "| AtomicArch › Home › Users › octocat › Gists                         row 1 of 3 |")
        #expect(snapshot.dropFirst().first == "| first" + String(repeating: " ", count: 71) + "#1 |")
    }

    @Test func aDetailWithoutAUserSitsOnHome() throws {
        let spec = try spec("Gist", kind: .detail, endpoint: "GET /gists/{gistId}")
        let files = FeatureGeneration.plan(spec).files
        let route = files.first { $0.path.hasSuffix("GistRoute.swift") }?.contents ?? ""
        #expect(route.contains("case gist(gistID: String)"))
        #expect(route.contains("public var parent: Route? { nil }"))
        let builder = files.first { $0.path.hasSuffix("GistBuilder.swift") }?.contents ?? ""
        #expect(!builder.isEmpty)
        #expect(!builder.contains("relatedRoute"))
        let snapshot = files.first { $0.path.hasSuffix("gist-screen-40x12.txt") }?.contents ?? ""
        #expect(snapshot.split(separator: "\n").dropFirst().first == "| Id: 1                                  |")
        #expect(snapshot.split(separator: "\n").count == 12)
    }
}
