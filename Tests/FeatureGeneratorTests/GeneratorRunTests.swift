import Foundation
import Testing

@testable import FeatureGenerator

/// A whole run of the generator on a copy of the files it edits: `--dry-run` writes nothing, a run writes every
/// planned file and edit, a second run refuses without touching anything, and a name that exists is refused.
@Suite struct GeneratorRunTests {
    /// The package this test belongs to.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let listArguments = ["UserGists", "--endpoint", "GET /users/{login}/gists"]

    /// A fresh folder holding copies of the files the plan of `arguments` edits.
    private func scratchPackage(for arguments: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("generator-\(UUID().uuidString)")
        let spec = try GeneratorRun(root: Self.packageRoot).spec(for: GeneratorArguments(parsing: arguments))
        for edit in FeatureGeneration.plan(spec).edits {
            let target = root.appendingPathComponent(edit.path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: target.path) {
                try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent(edit.path), to: target)
            }
        }
        return root
    }

    /// Every file under `root` with its contents.
    private func snapshot(of root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count))] =
                try Data(contentsOf: url)
        }
        return files
    }

    @Test func aDryRunWritesNothingAndListsThePlan() throws {
        let root = try scratchPackage(for: Self.listArguments)
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try snapshot(of: root)
        let output = try GeneratorRun(root: root).run(GeneratorArguments(parsing: Self.listArguments + ["--dry-run"]))
        #expect(try snapshot(of: root) == before)
        #expect(output.contains("new  Sources/Domain/UserGists/UserGist.swift"))
        #expect(output.contains("edit Sources/AtomicApp/Composition/FeatureList.swift"))
        #expect(output.hasSuffix("(dry run: nothing was written)"))
    }

    @Test func aRunWritesThePlanAndASecondRunRefusesWithoutTouchingAnything() throws {
        let root = try scratchPackage(for: Self.listArguments)
        defer { try? FileManager.default.removeItem(at: root) }
        let arguments = try GeneratorArguments(parsing: Self.listArguments)
        let spec = try GeneratorRun(root: root).spec(for: arguments)
        let plan = FeatureGeneration.plan(spec)
        _ = try GeneratorRun(root: root).run(arguments)
        let written = try snapshot(of: root)
        for file in plan.files {
            #expect(written["/" + file.path] == Data(file.contents.utf8), "\(file.path)")
        }
        let featureList = try String(
            contentsOf: root.appendingPathComponent("Sources/AtomicApp/Composition/FeatureList.swift"), encoding: .utf8)
        #expect(featureList.contains("Feature.self,\n        UserGistsFeature.self,\n    ]"))
        #expect(throws: GeneratorError.fileExists(path: plan.files[0].path)) {
            try GeneratorRun(root: root).run(arguments)
        }
        #expect(try snapshot(of: root) == written)
    }

    @Test func aNameWhoseTypesExistIsRefused() throws {
        // `PostList` with the entity `Post` would declare a type the Posts feature has.
        let arguments = try GeneratorArguments(
            parsing: ["PostList", "--entity", "Post", "--endpoint", "GET /posts", "--dry-run"])
        let error = #expect(throws: GeneratorError.self) { try GeneratorRun(root: Self.packageRoot).run(arguments) }
        guard case .nameCollision(let type, let path)? = error else {
            Issue.record("expected a name collision, got \(String(describing: error))")
            return
        }
        // `Post` in Domain or `PostDTO` in Data, whichever file is read first.
        #expect(type.hasPrefix("Post") && path.contains("/Posts/Post"), "\(type) in \(path)")
        #expect(error?.message == "the type \(type) exists already in \(path); choose another name")
    }

    @Test func aRouteCaseOrCommandThatExistsIsRefused() throws {
        for arguments in [["Posts", "--endpoint", "GET /posts"], ["Default", "--endpoint", "GET /d"]] {
            #expect(throws: GeneratorError.self, "\(arguments)") {
                try GeneratorRun(root: Self.packageRoot).run(GeneratorArguments(parsing: arguments + ["--dry-run"]))
            }
        }
        let taken = try GeneratorArguments(parsing: ["CacheList", "--command", "cache", "--dry-run"])
        #expect(
            throws: GeneratorError.invalidOption(
                "'cache' names a command of atomic already; choose another with --command")
        ) {
            try GeneratorRun(root: Self.packageRoot).run(taken)
        }
    }

    @Test func aProfilesKeyIsOneNoShellCommandAndNoOtherFeatureTakes() throws {
        let run = GeneratorRun(root: Self.packageRoot)
        // g (first row) and i (inspector) are the shell's, s searches users; t is the first letter of "gists" left.
        #expect(try run.spec(for: GeneratorArguments(parsing: Self.listArguments)).relatedKey == "t")
        #expect(try run.spec(for: GeneratorArguments(parsing: Self.listArguments + ["--key", "u"])).relatedKey == "u")
        for taken in ["r", "R", "f", "s"] {
            #expect(
                throws: GeneratorError.invalidOption("--key '\(taken)' opens something else already; choose another")
            ) {
                try run.spec(for: GeneratorArguments(parsing: Self.listArguments + ["--key", taken]))
            }
        }
        #expect(throws: GeneratorError.self) {
            try run.spec(for: GeneratorArguments(parsing: ["Gists", "--endpoint", "GET /gists", "--key", "t"]))
        }
        #expect(throws: GeneratorError.self) { try GeneratorArguments(parsing: ["UserGists", "--key", "st"]) }
    }

    @Test func anEditWhoseAnchorIsGoneRefusesBeforeWritingAnything() throws {
        let root = try scratchPackage(for: Self.listArguments)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("enum FeatureList {}\n".utf8).write(
            to: root.appendingPathComponent("Sources/AtomicApp/Composition/FeatureList.swift"))
        let before = try snapshot(of: root)
        #expect(throws: GeneratorError.self) {
            try GeneratorRun(root: root).run(GeneratorArguments(parsing: Self.listArguments))
        }
        #expect(try snapshot(of: root) == before)
    }
}

/// ``FeaturePlan/Edit``'s insertion into a list that keeps a group's elements together.
@Suite struct FeaturePlanEditTests {
    @Test func aGroupsElementGoesAfterItsGroupsLastOne() throws {
        let text = #"static let owners = ["'atomic users'", "'atomic search users'", "'atomic gists'"]"#
        let edit = FeaturePlan.Edit(
            path: "x", anchor: "static let owners = [", insertion: #""'atomic search repos'""#,
            position: .afterLastElement(startingWith: "'atomic search "))
        #expect(
            try edit.applied(to: text)
                == #"static let owners = ["'atomic users'", "'atomic search users'", "'atomic search repos'", "'atomic gists'"]"#
        )
        let alone = FeaturePlan.Edit(
            path: "x", anchor: "static let owners = [", insertion: #""'atomic orgs a'""#,
            position: .afterLastElement(startingWith: "'atomic orgs "))
        #expect(try alone.applied(to: text).hasSuffix(#""'atomic gists'", "'atomic orgs a'"]"#))
    }
}

/// What the generator refuses or tidies before writing code that could not compile or would mislead.
@Suite struct GeneratorRefusalTests {
    @Test(arguments: [
        "GET /x/{page}", "GET /x/{cursor}", "GET /x/{context}", "GET /x/{limit}", "GET /x/{items}",
        "GET /x/{origin}", "GET /x?per={perPage}", "GET /x?q={a}&q={b}", "GET /x?q=1&q=2",
    ])
    func aParameterTheCodeNamesItsOwnValueSoIsRefused(_ text: String) {
        #expect(throws: GeneratorError.self) { try EndpointTemplate(text) }
    }

    @Test func keysThatMakeNoPropertyAreLeftOutAndNamedPrintably() throws {
        let resources: [[String: JSONValue]] = [
            ["id": .int(1), "self": .string("a"), "init": .string("b"), "naïve": .string("c"), "\u{1B}[31m": .int(2)]
        ]
        let shape = try ResponseShape(resources: resources, source: "s")
        #expect(shape.fields.map(\.jsonKey) == ["id"])
        #expect(UntrustedKey.printable("\u{1B}[31m\u{2028}x") == "\\u{1B}[31m\\u{2028}x")
    }

    @Test func anIDThatIdentifiesNothingIsRefused() {
        #expect(throws: GeneratorError.self) {
            try ResponseShape(resources: [["id": .double(1.5), "name": .string("x")]], source: "s")
        }
    }

    @Test(arguments: ["Strings", "Tasks", "Ints", "Data", "Domain", "Notifications"])
    func aNameThatHidesAStandardTypeIsRefused(_ name: String) throws {
        let resources = FeatureGeneration.defaultResources(kind: .list)
        #expect(throws: GeneratorError.self) {
            try FeatureSpec(
                name: FeatureName(name), kind: .list, endpoint: EndpointTemplate("GET /things"),
                shape: ResponseShape(resources: resources, source: "s"), fixture: resources)
        }
    }
}
