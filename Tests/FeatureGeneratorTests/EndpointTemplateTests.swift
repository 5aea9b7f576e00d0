import Foundation
import Testing

@testable import FeatureGenerator

@Suite struct EndpointTemplateTests {
    @Test func parametersBecomeTypedArguments() throws {
        let endpoint = try EndpointTemplate("GET /users/{login}/gists")
        #expect(endpoint.parameters == ["login"])
        #expect(endpoint.pathText == "/users/{login}/gists")
        let spec = try FeatureSpec(
            name: FeatureName("UserGists"), kind: .list, endpoint: endpoint,
            shape: ResponseShape(resources: FeatureGeneration.defaultResources(kind: .list), source: "s"),
            fixture: FeatureGeneration.defaultResources(kind: .list))
        #expect(spec.parameters.map(\.type) == ["GitHubLogin"])
        #expect(spec.parameters.map(\.argumentName) == ["LOGIN"])
        #expect(spec.entity == "UserGist")
        #expect(spec.commandLine == "atomic user-gists")
        let numbered = try EndpointTemplate("GET /repos/{owner}/{repo}/issues/{issueNumber}")
        #expect(numbered.parameters.map { FeatureSpec.Parameter(name: $0).type } == ["String", "String", "Int"])
        let gist = FeatureSpec.Parameter(name: "gistId")
        #expect((gist.name, gist.pathName, gist.argumentName) == ("gistID", "gistId", "GIST_ID"))
    }

    @Test func aFixedQueryIsSentAsWrittenBeforeTheListsOwn() throws {
        let endpoint = try EndpointTemplate("GET /users/{login}/repos?type=owner&sort=updated")
        #expect(endpoint.pathText == "/users/{login}/repos")
        #expect(endpoint.query.map { "\($0.name)=\($0.value)" } == ["type=owner", "sort=updated"])
        #expect(endpoint.text == "GET /users/{login}/repos?type=owner&sort=updated")
        #expect(endpoint.text(adding: "page=") == "GET /users/{login}/repos?type=owner&sort=updated&page=")
        #expect(try EndpointTemplate("GET /users").text(adding: "since=") == "GET /users?since=")
    }

    @Test(arguments: [
        "GET /users?type", "GET /users?type=", "GET /users?=owner", "GET /users?a=b&", "GET /users?per_page=5",
        "GET /users?since=1", "GET /users?q=a b", "GET /users?q=a%20b", "GET /users#top",
    ])
    func refusesAQueryItCannotSendAsWritten(_ text: String) {
        #expect(throws: GeneratorError.self) { try EndpointTemplate(text) }
    }

    @Test(arguments: [
        "/users", "POST /users", "GET users", "GET /users?page=2", "GET /{a}/{a}", "GET /{Login}", "GET /a b",
        "GET /{login}", "GET /a//b", "GET /a/../b",
    ])
    func refusesWhatIsNotAReadOfAPath(_ text: String) {
        #expect(throws: GeneratorError.self) { try EndpointTemplate(text) }
    }
}

/// An answer that is an object: `--items` reads the resources from its member, and the other members become the
/// page's fields, stored and served with it.
@Suite struct AnswerObjectTests {
    /// The package this test belongs to.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let arguments = [
        "SearchRepositories", "--endpoint", "GET /search/repositories?q={query}", "--items", "items", "--command",
        "search repos", "--entity", "FoundRepository", "--from-response",
        "Tests/FeatureGeneratorTests/Fixtures/search-repositories.json",
    ]

    @Test func aQueryParameterIsATypedArgumentSentAsItsItem() throws {
        let endpoint = try EndpointTemplate("GET /search/users?q={query}&sort=joined")
        #expect(endpoint.parameters == ["query"])
        #expect(endpoint.queryParameters.map(\.item) == ["q"] && endpoint.queryParameters.map(\.parameter) == ["query"])
        #expect(endpoint.query.map(\.parameter) == ["query", nil])
        #expect(throws: GeneratorError.self) { try EndpointTemplate("GET /users/{q}?q={q}") }
        #expect(throws: GeneratorError.self) { try EndpointTemplate("GET /search/users?q={Query}") }
    }

    @Test func theAnswersOtherMembersAreThePagesFields() throws {
        let run = GeneratorRun(root: Self.packageRoot)
        let spec = try run.spec(for: GeneratorArguments(parsing: Self.arguments))
        #expect(spec.itemsMember == "items" && spec.fixture.count == 2)
        #expect(spec.answerFields.map(\.jsonKey) == ["incomplete_results", "total_count"])
        #expect(spec.answerFixture["total_count"] == .int(2))
        let files = FeatureGeneration.plan(spec).files
        let text = { (suffix: String) in files.first { $0.path.hasSuffix(suffix) }?.contents ?? "" }
        #expect(text("FoundRepositoryDTO.swift").contains("public struct SearchRepositoriesAnswerDTO: Codable"))
        #expect(text("SearchRepositoriesEndpoint.swift").contains("-> HTTPRequest<SearchRepositoriesAnswerDTO>"))
        #expect(text("SearchRepositoriesEndpoint.swift").contains(#"URLQueryItem(name: "q", value: query)"#))
        #expect(text("SearchRepositoriesSchema.swift").contains(#""total_count" INTEGER NOT NULL,"#))
        #expect(text("SearchRepositoriesPage.swift").contains("public let totalCount: Int"))
        #expect(text("SearchRepositoriesRoute.swift").contains(#"public var linkQueryKeys: [String] { ["q"] }"#))
        #expect(text("SearchRepositoriesViewModel.swift").contains("remarks: GitHubSearchText.remarks("))
        #expect(text("DemoSearchRepositoriesRoutes.swift").contains(#""total_count" : 2"#))
    }

    @Test func aResourceRecordedTwiceIsOneResource() throws {
        let run = GeneratorRun(root: Self.packageRoot)
        let twice =
            Self.arguments + ["--from-response", "Tests/FeatureGeneratorTests/Fixtures/search-repositories.json"]
        #expect(try run.spec(for: GeneratorArguments(parsing: twice)).fixture.count == 2)
    }

    @Test func anAnswerWithoutTheMemberOrOnADetailIsRefused() throws {
        let run = GeneratorRun(root: Self.packageRoot)
        var wrongMember = Self.arguments
        wrongMember[4] = "results"
        #expect(throws: GeneratorError.self) { try run.spec(for: GeneratorArguments(parsing: wrongMember)) }
        #expect(throws: GeneratorError.invalidOption("--items applies to --kind list only")) {
            try run.spec(for: GeneratorArguments(parsing: ["Gist", "--kind", "detail", "--items", "items"]))
        }
    }
}
