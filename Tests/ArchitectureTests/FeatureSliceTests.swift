import Foundation
import Testing

/// A feature is a slice: a folder with the same name in each layer, and one assembly in the app.
@Suite struct FeatureSliceTests {
    /// The layers every feature has a folder in; DemoServer only for features with demo data, whose routes are in
    /// `DemoServer/<Feature>/Demo<Feature>Routes.swift`.
    private static let layers = ["Domain", "Data"]
    /// The layers a feature with a screen (its assembly gives a `routeType` in its parts) has a folder in as well.
    private static let screenLayers = ["Presentation", "AtomicShell", "AtomicLineShell"]

    private static func folders(in path: String) throws -> Set<String> {
        let url = PackageManifest.root.appendingPathComponent(path)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        return Set(
            names.filter { name in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue
            })
    }

    @Test func everyFeatureOfTheAppHasAFolderOfItsNameInEachLayer() throws {
        let features = try Self.folders(in: "Sources/AtomicApp/Features")
        #expect(features.isSuperset(of: ["GitHubUsers", "Posts"]))
        for layer in Self.layers + Self.screenLayers {
            let folders = try Self.folders(in: "Sources/\(layer)")
            for feature in features {
                guard try Self.layers.contains(layer) || Self.hasScreen(feature) else { continue }
                #expect(folders.contains(feature), "Sources/\(layer)/\(feature) is missing")
            }
        }
    }

    @Test func eachFeatureHasOneAssemblyNamedAfterIt() throws {
        for feature in try Self.folders(in: "Sources/AtomicApp/Features") {
            let path = "Sources/AtomicApp/Features/\(feature)/\(feature)Feature.swift"
            let url = PackageManifest.root.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains("enum \(feature)Feature: FeatureAssembly"), "\(path)")
            let list = try String(
                contentsOf: PackageManifest.root.appendingPathComponent(
                    "Sources/AtomicApp/Composition/FeatureList.swift"),
                encoding: .utf8)
            #expect(list.contains("\(feature)Feature.self"), "\(feature) is not in FeatureList.all")
        }
    }

    /// Whether the assembly of `feature` declares a screen (a `routeType` in its parts).
    private static func hasScreen(_ feature: String) throws -> Bool {
        let path = "Sources/AtomicApp/Features/\(feature)/\(feature)Feature.swift"
        return try String(contentsOf: PackageManifest.root.appendingPathComponent(path), encoding: .utf8)
            .contains("routeType:")
    }

    /// The Swift files under `path`, relative to the package, sorted.
    private static func swiftFiles(under path: String) -> [String] {
        let url = PackageManifest.root.appendingPathComponent(path)
        guard let walker = FileManager.default.enumerator(atPath: url.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "\(path)/\($0)" }.sorted()
    }

    /// The names of the types declared in `file`.
    private static func declaredTypes(in file: String) throws -> Set<String> {
        let text = try String(contentsOf: PackageManifest.root.appendingPathComponent(file), encoding: .utf8)
        let pattern = /(?:class|struct|enum|protocol|actor)\s+([A-Z][A-Za-z0-9]*)/
        return Set(text.matches(of: pattern).map { String($0.output.1) })
    }

    /// The navigation and the shell are shared by every feature: their code (comments aside) names no type that a
    /// feature's Presentation, shell or app folder declares, so a feature's screens are added in its folders alone.
    /// The shells' shared folders are every folder of `Sources/AtomicShell` and `Sources/AtomicLineShell` that is not
    /// a feature's.
    @Test func theSharedNavigationAndShellNameNoFeaturesTypes() throws {
        let features = try Self.folders(in: "Sources/AtomicApp/Features")
        var featureTypes: [String: String] = [:]
        for feature in features {
            for file in Self.swiftFiles(under: "Sources/Presentation/\(feature)")
                + Self.swiftFiles(under: "Sources/AtomicShell/\(feature)")
                + Self.swiftFiles(under: "Sources/AtomicLineShell/\(feature)")
                + Self.swiftFiles(under: "Sources/AtomicApp/Features/\(feature)")
            {
                for type in try Self.declaredTypes(in: file) { featureTypes[type] = feature }
            }
        }
        #expect(featureTypes["UsersListViewModel"] == "GitHubUsers" && featureTypes["PostsRoute"] == "Posts")
        #expect(featureTypes["UsersListPane"] == "GitHubUsers" && featureTypes["PostDetailPane"] == "Posts")
        let shellFolders = try Self.folders(in: "Sources/AtomicShell").subtracting(features)
        #expect(shellFolders.isSuperset(of: ["Shell", "Loop"]))
        let lineFolders = try Self.folders(in: "Sources/AtomicLineShell").subtracting(features)
        #expect(lineFolders.isSuperset(of: ["Shell", "Screens"]))
        #expect(featureTypes["UsersListLines"] == "GitHubUsers" && featureTypes["PostDetailLines"] == "Posts")
        let shared =
            Self.swiftFiles(under: "Sources/Presentation/Navigation")
            + Self.swiftFiles(under: "Sources/Presentation/Home")
            + shellFolders.sorted().flatMap { Self.swiftFiles(under: "Sources/AtomicShell/\($0)") }
            + lineFolders.sorted().flatMap { Self.swiftFiles(under: "Sources/AtomicLineShell/\($0)") }
            + Self.swiftFiles(under: "Sources/AtomicApp/Interactive")
        #expect(shared.count > 10)
        for file in shared {
            let text = try String(contentsOf: PackageManifest.root.appendingPathComponent(file), encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            let words = Set(
                code.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }.map(String.init))
            for (type, feature) in featureTypes where words.contains(type) {
                Issue.record("\(file) names \(type) of the \(feature) feature")
            }
        }
    }

    @Test func aFeatureWithDemoDataServesItThroughItsOwnRoutes() throws {
        let demoFolders = try Self.folders(in: "Sources/DemoServer")
        #expect(demoFolders.isSuperset(of: ["GitHubUsers", "Posts"]))
        for feature in try Self.folders(in: "Sources/AtomicApp/Features") where demoFolders.contains(feature) {
            let routes = "Sources/DemoServer/\(feature)/Demo\(feature)Routes.swift"
            let text = try String(contentsOf: PackageManifest.root.appendingPathComponent(routes), encoding: .utf8)
            #expect(text.contains("public enum Demo\(feature)Routes"), "\(routes)")
            let assembly = try String(
                contentsOf: PackageManifest.root.appendingPathComponent(
                    "Sources/AtomicApp/Features/\(feature)/\(feature)Feature.swift"),
                encoding: .utf8)
            #expect(assembly.contains("Demo\(feature)Routes.all"), "\(feature)Feature does not list its demo routes")
        }
        // What the demo serves is the features' routes: the app-wide DemoAPI reads nothing of the dataset itself.
        let api = try String(
            contentsOf: PackageManifest.root.appendingPathComponent("Sources/DemoServer/DemoAPI.swift"), encoding: .utf8
        )
        #expect(!api.contains("dataset."))
    }
}
