import Foundation
import Testing

@testable import FeatureGenerator

/// Fields, types and optionality inferred from recorded responses, and the fixture moved to loopback.
@Suite struct ResponseShapeTests {
    private func resources(_ texts: String...) throws -> [[String: JSONValue]] {
        try texts.map { text in
            guard case .object(let members) = try JSONValue.parse(Data(text.utf8), path: "sample") else {
                throw GeneratorError.invalidSample(path: "sample", reason: "not an object")
            }
            return members
        }
    }

    @Test func typesAreInferredAndTheIdentityComesFirst() throws {
        let shape = try ResponseShape(
            resources: resources(#"{"name": "a", "id": 7, "public": true, "score": 1.5, "html_url": "x"}"#),
            source: "sample")
        #expect(shape.fields.map(\.name) == ["id", "htmlURL", "name", "`public`", "score"])
        #expect(shape.fields.map(\.declaredType) == ["Int", "String", "String", "Bool", "Double"])
        #expect(shape.identity.jsonKey == "id")
    }

    @Test func aFieldMissingOrNullInAnySampleIsOptional() throws {
        let shape = try ResponseShape(
            resources: resources(
                #"{"id": 1, "bio": "x", "blog": "b", "count": 2}"#, #"{"id": 2, "bio": null, "count": 3}"#),
            source: "sample")
        #expect(shape.fields.map(\.declaredType) == ["Int", "String?", "String?", "Int"])
    }

    @Test func oneSampleCannotTellSoEveryPresentFieldIsRequired() throws {
        let shape = try ResponseShape(resources: resources(#"{"id": "a", "bio": "x"}"#), source: "sample")
        #expect(shape.fields.allSatisfy { !$0.isOptional })
    }

    @Test func objectsArraysMixedAndNullOnlyMembersAreLeftOutByName() throws {
        let shape = try ResponseShape(
            resources: resources(
                #"{"id": 1, "owner": {"login": "a"}, "files": [], "mixed": 1, "gone": null}"#,
                #"{"id": 2, "mixed": "x", "gone": null}"#),
            source: "sample")
        #expect(shape.fields.map(\.jsonKey) == ["id"])
        #expect(shape.ignoredKeys == ["files", "gone", "mixed", "owner"])
    }

    @Test func integersBesideFractionsAreDoubles() throws {
        let shape = try ResponseShape(resources: resources(#"{"id": 1, "x": 1}"#, #"{"id": 2, "x": 0.5}"#), source: "s")
        #expect(shape.fields.last?.declaredType == "Double")
    }

    @Test func withoutAnIdentityTheSampleIsRefused() throws {
        #expect(throws: GeneratorError.self) {
            try ResponseShape(resources: resources(#"{"title": "x"}"#), source: "sample")
        }
        #expect(throws: GeneratorError.self) {
            try ResponseShape(resources: resources(#"{"id": 1}"#, #"{"title": "x"}"#), source: "sample")
        }
    }

    @Test func addressesInTheFixtureMoveToLoopback() {
        #expect(JSONValue.loopback("https://api.github.com/gists/1") == "http://127.0.0.1/gists/1")
        #expect(JSONValue.loopback("git://github.com/a.git") == "git://127.0.0.1/a.git")
        #expect(JSONValue.loopback("see https://user:pw@example.com:8443/x?y") == "see http://127.0.0.1/x?y")
        #expect(JSONValue.loopback("http://127.0.0.1:9/x") == "http://127.0.0.1:9/x")
        #expect(JSONValue.loopback("http://localhost/x") == "http://localhost/x")
        #expect(JSONValue.loopback("a, b: no address") == "a, b: no address")
        #expect(
            JSONValue.loopback("two: https://a.com/1 https://b.org/2") == "two: http://127.0.0.1/1 http://127.0.0.1/2")
        let nested = JSONValue.object(["a": .array([.string("https://gist.github.com/x")])])
        #expect(nested.withLoopbackAddresses == .object(["a": .array([.string("http://127.0.0.1/x")])]))
    }

    @Test func aBooleanIsNeverTakenForANumber() throws {
        #expect(
            try JSONValue.parse(Data("[true, 1, 1.5, null]".utf8), path: "s")
                == .array([.bool(true), .int(1), .double(1.5), .null]))
    }
}
