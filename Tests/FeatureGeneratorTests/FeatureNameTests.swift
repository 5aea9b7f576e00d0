import Testing

@testable import FeatureGenerator

@Suite struct FeatureNameTests {
    @Test func derivesEveryLayersSpelling() throws {
        let name = try FeatureName("UserGists")
        #expect(name.words == ["User", "Gists"])
        #expect(name.propertyName == "userGists")
        #expect(name.snakeCaseName == "user_gists")
        #expect(name.kebabCaseName == "user-gists")
        #expect(name.prose == "user gists")
    }

    @Test(arguments: ["", "userGists", "User Gists", "User-Gists", "Gists!", "Ünicode", "Shell", "Screens"])
    func refusesWhatIsNotAFeatureName(_ text: String) {
        #expect(throws: GeneratorError.self) { try FeatureName(text) }
    }

    @Test func refusalIsOneLine() {
        #expect(
            throws: GeneratorError.invalidName(
                "user", reason: "a feature's name starts with an upper-case letter (UserGists)")
        ) {
            try FeatureName("user")
        }
        #expect(!GeneratorError.invalidName("x", reason: "y").message.contains("\n"))
    }

    @Test func propertyNamesFollowTheGuidelines() {
        #expect(SwiftIdentifier.propertyName(ofKey: "html_url") == "htmlURL")
        #expect(SwiftIdentifier.propertyName(ofKey: "node_id") == "nodeID")
        #expect(SwiftIdentifier.propertyName(ofKey: "stargazers_count") == "stargazersCount")
        #expect(SwiftIdentifier.propertyName(ofKey: "default") == "`default`")
        #expect(SwiftIdentifier.propertyName(ofKey: "id") == "id")
        #expect(SwiftIdentifier.propertyName(ofKey: "1st") == nil)
        #expect(SwiftIdentifier.propertyName(ofKey: "a b$") == nil)
    }
}
