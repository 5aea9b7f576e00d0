import Foundation
import Testing

/// Every ```swift block of every DocC article and landing page must appear, line for line, in a file of this
/// test target, where it is compiled and run; so an example in the documentation cannot stop compiling or
/// start lying without a test failing.
///
/// Lines are compared without their leading and trailing white space (a block is indented inside a test
/// function), and blank lines are ignored.
///
/// One kind of block is left out: code for Apple's SwiftUI, which cannot be built here. Such a block opens with
/// ``notCompiledMarker`` as its first line and imports SwiftUI; the article says so to its reader. A block that
/// only has the marker, or only imports SwiftUI, is compiled like any other.
@Suite struct ArticleExamplesTests {
    /// The first line of a block that needs Apple's SwiftUI and is not compiled here.
    static let notCompiledMarker = "// Needs Apple's SwiftUI: not compiled by the project's tests."

    /// A fenced ```swift block of a catalogue file.
    struct CodeBlock: CustomStringConvertible {
        /// The catalogue file, relative to the package.
        let file: String
        /// The line of the opening fence, from 1.
        let line: Int
        /// The block's lines, trimmed, blank lines left out.
        let lines: [String]

        var description: String { "\(file):\(line)" }

        /// Whether the block is SwiftUI code that says it is not compiled: the marker as its first line, and an
        /// `import SwiftUI`.
        var needsSwiftUI: Bool {
            lines.first == ArticleExamplesTests.notCompiledMarker && lines.contains("import SwiftUI")
        }
    }

    /// The package's root folder: this file is Tests/DocumentationExamplesTests/ArticleExamplesTests.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown files of every `Sources/*/*.docc` catalogue, sorted.
    static func catalogueFiles() throws -> [URL] {
        let sources = packageRoot.appendingPathComponent("Sources")
        var files: [URL] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let folder = sources.appendingPathComponent(target)
            let catalogues = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for catalogue in catalogues.sorted() where catalogue.hasSuffix(".docc") {
                let root = folder.appendingPathComponent(catalogue)
                guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
                for case let path as String in walker where path.hasSuffix(".md") {
                    files.append(root.appendingPathComponent(path))
                }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The ```swift blocks of `text`, a Markdown file called `file`.
    static func swiftBlocks(in text: String, file: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var current: [String]?
        var start = 0
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if var lines = current {
                if line.hasPrefix("```") {
                    blocks.append(CodeBlock(file: file, line: start, lines: lines))
                    current = nil
                } else if !line.isEmpty {
                    lines.append(line)
                    current = lines
                }
            } else if line == "```swift" {
                current = []
                start = index + 1
            }
        }
        return blocks
    }

    /// The lines of every Swift file of this target, trimmed, blank lines left out.
    static func exampleSources() throws -> [String: [String]] {
        let folder = packageRoot.appendingPathComponent("Tests/DocumentationExamplesTests")
        var sources: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            sources[name] = text.components(separatedBy: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        return sources
    }

    /// Whether `needle` occurs as consecutive elements of `haystack`.
    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count)
        where haystack[start] == needle[0] && Array(haystack[start..<start + needle.count]) == needle {
            return true
        }
        return false
    }

    @Test func everyLibraryTargetHasACatalogueWithExamples() throws {
        let files = try Self.catalogueFiles()
        let targets = Set(files.map { $0.path.components(separatedBy: "/Sources/")[1].components(separatedBy: "/")[0] })
        #expect(
            targets.isSuperset(of: [
                "AtomicCore", "AtomicLogger", "Data", "Domain", "ImagePipeline", "Networking", "Persistence",
                "Presentation", "TerminalUI",
            ]))
        let blocks = try files.flatMap { url in
            Self.swiftBlocks(in: try String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
        }
        #expect(blocks.count >= 10)
    }

    /// The blocks of `blocks` that no file of `sources` holds, SwiftUI blocks (``CodeBlock/needsSwiftUI``) left
    /// out.
    static func uncompiled(_ blocks: [CodeBlock], sources: [String: [String]]) -> [CodeBlock] {
        blocks.filter { block in
            !block.needsSwiftUI && !sources.values.contains { Self.contains($0, block.lines) }
        }
    }

    @Test func everySwiftBlockIsCompiledByATest() throws {
        let sources = try Self.exampleSources()
        for url in try Self.catalogueFiles() {
            let relative = String(url.path.dropFirst(Self.packageRoot.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            for block in Self.uncompiled(Self.swiftBlocks(in: text, file: relative), sources: sources) {
                Issue.record("the swift block at \(block) is not in any file of Tests/DocumentationExamplesTests")
            }
        }
    }

    @Test func onlyAMarkedSwiftUIBlockIsLeftUncompiled() {
        let text = """
            ```swift
            \(Self.notCompiledMarker)
            import SwiftUI
            struct V: View { var body: some View { Text("a") } }
            ```
            ```swift
            let broken = = 1
            ```
            ```swift
            \(Self.notCompiledMarker)
            let alsoBroken = = 2
            ```
            ```swift
            import SwiftUI
            let brokenToo = = 3
            ```
            ```swift
            let compiled = 4
            ```
            """
        let blocks = Self.swiftBlocks(in: text, file: "Example.md")
        #expect(blocks.map(\.needsSwiftUI) == [true, false, false, false, false])
        let left = Self.uncompiled(blocks, sources: ["Example.swift": ["let compiled = 4"]])
        #expect(left.map(\.line) == [6, 9, 13])
    }

    @Test func theSwiftUIArticleMarksEveryBlockAndSaysSo() throws {
        let url = Self.packageRoot.appendingPathComponent(
            "Sources/Presentation/Presentation.docc/DrivingTheViewModelsFromSwiftUI.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let blocks = Self.swiftBlocks(in: text, file: url.lastPathComponent)
        #expect(blocks.count >= 3)
        #expect(blocks.allSatisfy { $0.needsSwiftUI })
        #expect(text.contains("These examples need Apple's SwiftUI and are not compiled by the project's tests."))
    }

    @Test func theExtractorFindsBlocksAndIgnoresOtherFences() {
        let text = """
            Intro
            ```swift
                let a = 1

                #expect(a == 1)
            ```
            ```text
            not swift
            ```
            """
        let blocks = Self.swiftBlocks(in: text, file: "Example.md")
        #expect(blocks.map(\.lines) == [["let a = 1", "#expect(a == 1)"]])
        #expect(blocks.first?.line == 2)
        #expect(Self.contains(["x", "let a = 1", "#expect(a == 1)", "y"], blocks[0].lines))
        #expect(!Self.contains(["let a = 1", "x", "#expect(a == 1)"], blocks[0].lines))
    }
}
