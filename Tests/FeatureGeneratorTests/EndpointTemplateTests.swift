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
