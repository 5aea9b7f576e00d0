import Foundation
import Testing

/// A feature is a slice: a folder with the same name in each layer, and one assembly in the app.
@Suite struct FeatureSliceTests {
    /// The layers every feature has a folder in; DemoServer only for features with demo data.
    private static let layers = ["Domain", "Data", "Presentation"]

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
        for layer in Self.layers {
            let folders = try Self.folders(in: "Sources/\(layer)")
            for feature in features {
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
}
