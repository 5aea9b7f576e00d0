import Foundation
import Testing

@Suite struct LayerRuleTests {
    @Test func manifestFollowsTheDependencyRule() async throws {
        let manifest = try await PackageManifest.load()
        let sources = manifest.targets.filter { $0.type != "test" && $0.path == nil }
        #expect(sources.count >= 5, "expected the layer targets in Sources/")
        let dependencies = Dictionary(uniqueKeysWithValues: sources.map { ($0.name, $0.dependencies.map(\.name)) })
        #expect(LayerRule.manifestViolations(dependencies) == [])
        #expect(
            Set(dependencies["Presentation"] ?? ["missing"]).isSubset(of: ["Domain", "AtomicCore", "AtomicLogger"]),
            "the Presentation target exists and depends on Domain, AtomicCore and AtomicLogger only")
    }

    @Test func sourceImportsFollowTheDependencyRule() throws {
        let sourcesFolder = PackageManifest.root.appendingPathComponent("Sources")
        let targets = try FileManager.default.contentsOfDirectory(atPath: sourcesFolder.path).sorted()
        var checkedFiles = 0
        for target in targets {
            let folder = sourcesFolder.appendingPathComponent(target)
            var imports = Set<String>()
            for file in try swiftFiles(in: folder) {
                imports.formUnion(try Self.importedModules(in: String(contentsOf: file, encoding: .utf8)))
                checkedFiles += 1
            }
            #expect(LayerRule.importViolations(target: target, imports: imports) == [], "in Sources/\(target)")
        }
        #expect(checkedFiles > 0)
    }

    @Test func ruleRejectsForbiddenDependencies() {
        let violations = LayerRule.manifestViolations([
            "Domain": ["AtomicCore", "Networking"],
            "Presentation": ["Domain", "Data"],
            "Persistence": ["Networking"],
            "Mystery": [],
        ])
        #expect(
            violations == [
                "Domain depends on Networking, which the layer rule forbids",
                "Mystery is a source target the layer rule does not know; add it to LayerRule",
                "Persistence depends on Networking, which the layer rule forbids",
                "Presentation depends on Data, which the layer rule forbids",
            ])
    }

    @Test func demoCodeStaysOutOfTheDataLayer() throws {
        #expect(
            LayerRule.manifestViolations(["Data": ["Domain", "DemoServer"], "DemoServer": ["Data", "Persistence"]])
                == [
                    "Data depends on DemoServer, which the layer rule forbids",
                    "DemoServer depends on Persistence, which the layer rule forbids",
                ])
        let dataFolder = PackageManifest.root.appendingPathComponent("Sources/Data")
        let demoNames = try swiftFiles(in: dataFolder).map(\.lastPathComponent).filter { $0.hasPrefix("Demo") }
        #expect(demoNames == [], "the demo dataset and its server live in Sources/DemoServer")
    }

    @Test func theOutputLibraryNamesNoFeatureAndHidesNoInput() throws {
        #expect(
            LayerRule.importViolations(
                target: "AtomicOutput", imports: ["AtomicCore", "TerminalUI", "Domain", "Presentation", "Foundation"])
                == [
                    "AtomicOutput imports Domain, which the layer rule forbids",
                    "AtomicOutput imports Presentation, which the layer rule forbids",
                ])
        // The field selection (`--json=FIELDS`) is an argument of the output code, not a task-local it reads.
        let folder = PackageManifest.root.appendingPathComponent("Sources/AtomicOutput")
        let files = try swiftFiles(in: folder)
        #expect(!files.isEmpty)
        for file in files {
            #expect(
                !(try String(contentsOf: file, encoding: .utf8)).contains("@TaskLocal"), "\(file.lastPathComponent)")
        }
    }

    @Test func ruleRejectsForbiddenImports() {
        #expect(
            LayerRule.importViolations(
                target: "Domain", imports: ["Foundation", "FoundationNetworking", "Persistence"])
                == [
                    "Domain imports the toolchain module FoundationNetworking",
                    "Domain imports Persistence, which the layer rule forbids",
                ])
        #expect(
            LayerRule.importViolations(target: "Networking", imports: ["Foundation", "FoundationNetworking"])
                == ["Networking imports the toolchain module FoundationNetworking"])
        #expect(
            LayerRule.importViolations(
                target: "NetworkingURLSession", imports: ["Foundation", "FoundationNetworking", "Networking"]) == [])
    }

    /// FoundationNetworking loads libcurl and its ~29 libraries when a program starts on Linux, so nothing
    /// linked into `atomic` there may import it (decision 0008).
    @Test func onlyTheURLSessionTransportAndTheBenchmarksImportFoundationNetworking() throws {
        let sourcesFolder = PackageManifest.root.appendingPathComponent("Sources")
        var importers: Set<String> = []
        for target in try FileManager.default.contentsOfDirectory(atPath: sourcesFolder.path) {
            for file in try swiftFiles(in: sourcesFolder.appendingPathComponent(target))
            where Self.importedModules(in: try String(contentsOf: file, encoding: .utf8)).contains(
                "FoundationNetworking")
            {
                importers.insert(target)
            }
        }
        #expect(importers.contains("NetworkingURLSession"), "the scan finds the URLSession transport's import")
        #expect(importers.subtracting(["NetworkingURLSession", "AtomicBench", "AtomicBenchFloorSwift"]) == [])
    }

    @Test func theAppLinksTheURLSessionTransportOnlyOnApplePlatforms() async throws {
        let manifest = try await PackageManifest.load()
        let app = try #require(manifest.targets.first { $0.name == "AtomicApp" })
        let urlSession = try #require(app.dependencies.first { $0.name == "NetworkingURLSession" })
        let platforms = try #require(urlSession.platforms, "the dependency is limited to some platforms")
        #expect(!platforms.contains("linux"))
        #expect(Set(platforms).isSuperset(of: ["macos", "ios"]))
    }

    /// What a SwiftUI shell would link with Presentation: every target Presentation reaches, directly or through
    /// another, is one of the three portable layers, and none of them imports a toolchain module beyond Foundation,
    /// Observation, Dispatch and the platform's C library (no terminal, no FoundationNetworking, no project shell).
    @Test func everythingPresentationReachesIsUsableFromASwiftUIShell() async throws {
        let manifest = try await PackageManifest.load()
        let dependencies = Dictionary(
            uniqueKeysWithValues: manifest.targets.map { ($0.name, $0.dependencies.map(\.name)) })
        var reached: Set<String> = []
        var next = dependencies["Presentation"] ?? []
        while let target = next.popLast() {
            guard reached.insert(target).inserted else { continue }
            next += dependencies[target] ?? []
        }
        #expect(reached == ["Domain", "AtomicCore", "AtomicLogger"])
        let portable: Set<String> = ["Foundation", "Observation", "Dispatch", "Glibc", "Darwin", "Musl"]
        for target in reached.union(["Presentation"]) {
            let folder = PackageManifest.root.appendingPathComponent("Sources/\(target)")
            for file in try swiftFiles(in: folder) {
                let imports = try Self.importedModules(in: String(contentsOf: file, encoding: .utf8))
                let foreign = imports.subtracting(portable).subtracting(reached)
                #expect(foreign.isEmpty, "\(file.lastPathComponent) imports \(foreign.sorted())")
            }
        }
    }

    @Test func presentationMayImportOnlyDomainCoreLoggerFoundationAndObservation() {
        #expect(
            LayerRule.importViolations(
                target: "Presentation",
                imports: ["Foundation", "Observation", "Domain", "AtomicCore", "AtomicLogger"]) == [])
        #expect(
            LayerRule.importViolations(
                target: "Presentation",
                imports: ["Data", "Networking", "Persistence", "TerminalUI", "SwiftUI", "FoundationNetworking"])
                == [
                    "Presentation imports Data, which the layer rule forbids",
                    "Presentation imports the toolchain module FoundationNetworking",
                    "Presentation imports Networking, which the layer rule forbids",
                    "Presentation imports Persistence, which the layer rule forbids",
                    "Presentation imports the toolchain module SwiftUI",
                    "Presentation imports TerminalUI, which the layer rule forbids",
                ])
    }

    @Test func importScannerReadsEveryImportForm() {
        let source = """
            import Foundation
            @testable import Domain
            @preconcurrency import Dispatch
            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #endif
            import struct Networking.Endpoint
            let important = "import Fake"
            let template = \"\"\"
                import Templated
                \\(body)
                \"\"\"
            import AfterTheLiteral
            """
        #expect(
            Self.importedModules(in: source) == [
                "Foundation", "Domain", "Dispatch", "FoundationNetworking", "Networking", "AfterTheLiteral",
            ])
    }

    /// The modules named by `import` lines in Swift source text.
    static func importedModules(in source: String) -> Set<String> {
        var modules = Set<String>()
        // Text inside a multi-line string literal is not code: the feature generator's templates hold the
        // imports of the files they write.
        var inStringLiteral = false
        for line in source.split(separator: "\n") {
            let delimiters = line.components(separatedBy: "\"\"\"").count - 1
            if inStringLiteral || delimiters > 0 {
                if delimiters % 2 == 1 { inStringLiteral.toggle() }
                continue
            }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            modules.insert(String(path.split(separator: ".")[0]))
        }
        return modules
    }

    private func swiftFiles(in folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }
}
