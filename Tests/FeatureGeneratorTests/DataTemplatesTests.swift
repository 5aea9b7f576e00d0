import Foundation
import Testing

@testable import FeatureGenerator

/// The Data, DemoServer and their tests' templates: the schema version is the next free one, the fixture's literal
/// keeps the text, the parameters name the fixture's resource, and the files declare what the app and tests use.
@Suite struct DataTemplatesTests {
    private func spec(
        _ name: String, kind: FeatureSpec.Kind, endpoint: String, pagination: FeatureSpec.Pagination? = nil,
        resources: [[String: JSONValue]]? = nil, offset: Int = 6
    ) throws -> FeatureSpec {
        let resources = resources ?? FeatureGeneration.defaultResources(kind: kind)
        return try FeatureSpec(
            name: FeatureName(name), kind: kind, endpoint: EndpointTemplate(endpoint), pagination: pagination,
            shape: ResponseShape(resources: resources, source: "s"), fixture: resources, schemaVersionOffset: offset)
    }

    @Test func theSchemaVersionIsOneAboveEveryFeaturesVersion() throws {
        let source = """
            version: SQLiteCacheStore.coreSchemaVersion + 2,
            version: SQLiteCacheStore.coreSchemaVersion+11,
            let core = SQLiteCacheStore.coreSchemaVersion
            """
        #expect(FeatureGeneration.schemaVersionOffsets(in: source) == [2, 11])

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("schemas-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(FeatureGeneration.nextSchemaVersionOffset(under: root) == 1)
        let folder = root.appendingPathComponent("Sources/Data/Things")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: folder.appendingPathComponent("ThingsSchema.swift"))
        try Data("SQLiteCacheStore.coreSchemaVersion + 40".utf8).write(to: folder.appendingPathComponent("Other.swift"))
        #expect(FeatureGeneration.nextSchemaVersionOffset(under: root) == 12)
    }

    @Test func thePackagesNextVersionIsAboveTheBuiltInFeatures() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        #expect(FeatureGeneration.nextSchemaVersionOffset(under: root) >= 6)
    }

    @Test func theRawLiteralKeepsTheText() {
        let text = "{\"a\" : \"x\\\"#y\", \"b\" : \"##\"}\n"
        let literal = DataTemplateText.rawLiteral(text, indent: 4)
        #expect(literal.hasPrefix("###\"\"\"\n    {"))
        #expect(literal.hasSuffix("\n    \"\"\"###"))

        let long = String(repeating: "abcdefghij", count: 25)
        let wrapped = DataTemplateText.rawLiteral(long, indent: 2)
        let lines = wrapped.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.count <= 104 })
        #expect(lines[1].hasSuffix("\\#"))
        let joined = lines.dropFirst().dropLast().map { $0.dropFirst(2) }
            .map { $0.hasSuffix("\\#") ? String($0.dropLast(2)) : String($0) }.joined()
        #expect(joined == long)
    }

    @Test func theFixtureKeyNamesTheRecordedResource() throws {
        let gist = try spec(
            "Gist", kind: .detail, endpoint: "GET /users/{login}/gists/{gistId}",
            resources: [["id": .string("aa5a"), "login": .string("octocat")]])
        #expect(DataTemplateText.fixtureKey(gist).map(\.text) == ["octocat", "aa5a"])
        #expect(DataTemplateText.pathSegments(gist) == #""users", login.rawValue, "gists", gistID"#)

        let issue = try spec(
            "Issue", kind: .detail, endpoint: "GET /repos/{owner}/{repo}/issues/{issueNumber}",
            resources: [["id": .int(1_234_567), "title": .string("t")]])
        let key = DataTemplateText.fixtureKey(issue)
        #expect(key.map(\.text) == ["1234567", "1234567", "1"])
        #expect(key.map(DataTemplateText.swiftValue) == [#""1234567""#, #""1234567""#, "1"])
        #expect(key.map(\.text) == issue.parameters.map { AppTemplates.sampleValue($0, issue) })
    }

    @Test func theFilesDeclareWhatTheAppAndTheTestsUse() throws {
        let list = try spec("UserGists", kind: .list, endpoint: "GET /users/{login}/gists")
        let files =
            DataTemplates.files(list) + DemoServerTemplates.files(list) + DataTestTemplates.files(list)
            + DomainTestTemplates.files(list)
        let text = files.map(\.contents).joined()
        #expect(
            files.map(\.path) == [
                "Sources/Data/UserGists/UserGistDTO.swift", "Sources/Data/UserGists/UserGistsEndpoint.swift",
                "Sources/Data/UserGists/UserGistsSchema.swift",
                "Sources/Data/UserGists/CachedUserGistsRepository.swift",
                "Sources/DemoServer/UserGists/DemoUserGistsRoutes.swift",
                "Tests/DataTests/UserGists/CachedUserGistsRepositoryTests.swift",
                "Tests/DomainTests/UserGists/ListUserGistsUseCaseTests.swift",
            ])
        #expect(text.contains("public init(client: HTTPClient, baseURL: URL, policy: CachePolicy)"))
        #expect(text.contains("version: SQLiteCacheStore.coreSchemaVersion + 6,"))
        #expect(text.contains("public static let all: [DemoRoute]"))
        #expect(text.contains("public static let recordedResponse = #\"\"\""))
        #expect(text.contains("FeatureMigrations.all + UserGistsSchema.migrations"))
        let edit = try #require(DataTemplates.edits(list).first)
        let migrations = "```text\nPRAGMA user_version        migration\ncoreSchemaVersion + 5      x\n```\n"
        #expect(
            try edit.applied(to: migrations)
                == "```text\nPRAGMA user_version        migration\ncoreSchemaVersion + 5      x\n"
                + "coreSchemaVersion + 6      feature_user_gists, feature_user_gists_pages (the gists feature)\n```\n"
        )
    }
}
