import Foundation

/// The files a feature adds and the lines it adds to existing files, all paths relative to the package's root. A
/// plan is checked whole before anything is written, so a refusal leaves the tree as it was.
public struct FeaturePlan: Hashable, Sendable {
    /// A new file and its whole text.
    public struct NewFile: Hashable, Sendable {
        /// Where it goes (`Sources/Domain/UserGists/UserGist.swift`).
        public let path: String
        /// Its text.
        public let contents: String

        /// A file at `path` holding `contents`.
        public init(path: String, contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    /// Text inserted into an existing file, at a place found from the first occurrence of `anchor`.
    public struct Edit: Hashable, Sendable {
        /// Where the insertion goes, from the first occurrence of the anchor.
        public enum Position: Hashable, Sendable {
            /// After the line holding the anchor.
            case afterLine
            /// Before the line holding the anchor.
            case beforeLine
            /// Right before the first occurrence of this text after the anchor (inside a line).
            case beforeText(String)
            /// As the last element of the first array literal that closes after the anchor, with a comma before it,
            /// whether or not the list has a trailing comma.
            case lastElement
            /// In the first array literal that closes after the anchor, right after the last string element that
            /// starts with this text (the elements of one group, kept together), with a comma before it; as
            /// ``lastElement`` when none does.
            case afterLastElement(startingWith: String)
        }

        /// The file edited (`Sources/AtomicApp/Composition/FeatureList.swift`).
        public let path: String
        /// Text the insertion's place is found from.
        public let anchor: String
        /// The text inserted (whole lines end in a line break).
        public let insertion: String
        /// Where, from the anchor.
        public let position: Position

        /// An insertion of `insertion` at `position` from the first occurrence of `anchor` in `path`.
        public init(path: String, anchor: String, insertion: String, position: Position = .afterLine) {
            self.path = path
            self.anchor = anchor
            self.insertion = insertion
            self.position = position
        }

        /// `text` with the insertion made.
        ///
        /// - Throws: ``GeneratorError/editAnchorMissing(path:anchor:)`` when the anchor (or, for
        ///   ``Position/beforeText(_:)``, the text after it) is not there.
        public func applied(to text: String) throws(GeneratorError) -> String {
            guard let anchorRange = text.range(of: anchor) else {
                throw .editAnchorMissing(path: path, anchor: anchor)
            }
            let index: String.Index
            switch position {
            case .afterLine:
                index =
                    text[anchorRange.upperBound...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
            case .beforeLine:
                index =
                    text[..<anchorRange.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) }
                    ?? text.startIndex
            case .lastElement:
                return try appendedElement(to: text, after: anchorRange.upperBound)
            case .afterLastElement(let prefix):
                guard let closing = text[anchorRange.upperBound...].firstIndex(of: "]"),
                    let last = text.range(
                        of: "\"" + prefix, options: .backwards, range: anchorRange.upperBound..<closing),
                    let end = text[last.upperBound..<closing].firstIndex(of: "\"")
                else { return try appendedElement(to: text, after: anchorRange.upperBound) }
                index = text.index(after: end)
                var result = text
                result.insert(contentsOf: ", \(insertion)", at: index)
                return result
            case .beforeText(let following):
                guard let range = text.range(of: following, range: anchorRange.lowerBound..<text.endIndex) else {
                    throw .editAnchorMissing(path: path, anchor: anchor + "…" + following)
                }
                index = range.lowerBound
            }
            var result = text
            result.insert(contentsOf: insertion, at: index)
            return result
        }

        /// `text` with the insertion made as the last element of the first array literal closing after `start`.
        private func appendedElement(to text: String, after start: String.Index) throws(GeneratorError) -> String {
            guard let closing = text[start...].firstIndex(of: "]") else {
                throw .editAnchorMissing(path: path, anchor: anchor + "…]")
            }
            var last = text.index(before: closing)
            while last > start, text[last].isWhitespace { last = text.index(before: last) }
            var result = text
            if text[last] == "," {
                result.insert(contentsOf: " \(insertion),", at: text.index(after: last))
            } else {
                result.insert(contentsOf: ", \(insertion)", at: text.index(after: last))
            }
            return result
        }
    }

    /// The new files.
    public var files: [NewFile]
    /// The edits to existing files.
    public var edits: [Edit]

    /// A plan of `files` and `edits`.
    public init(files: [NewFile], edits: [Edit]) {
        self.files = files
        self.edits = edits
    }

    /// What `--dry-run` prints: one line per file, `new` or `edit` then its path.
    public var summary: String {
        (files.map { "new  \($0.path)" } + edits.map { "edit \($0.path)" }).joined(separator: "\n")
    }

    /// Writes the plan under `root`: first checks that no new file exists and that every edit's anchor is there, then
    /// writes the new files (making their folders) and the edited ones, the edited Swift files run through
    /// `formatSwift` when it is given (an insertion may make a line too long).
    ///
    /// - Throws: ``GeneratorError/fileExists(path:)``, ``GeneratorError/editAnchorMissing(path:anchor:)`` before
    ///   anything is written; ``GeneratorError/fileSystem(path:reason:)`` when a write fails.
    public func write(
        under root: URL, fileManager: FileManager = .default, formatSwift: ((String) -> String?)? = nil
    ) throws(GeneratorError) {
        for file in files where fileManager.fileExists(atPath: root.appendingPathComponent(file.path).path) {
            throw .fileExists(path: file.path)
        }
        var edited: [String: String] = [:]
        for edit in edits {
            let url = root.appendingPathComponent(edit.path)
            let original: String
            if let pending = edited[edit.path] {
                original = pending
            } else {
                guard let data = fileManager.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
                else { throw .fileSystem(path: edit.path, reason: "cannot be read as UTF-8 text") }
                original = text
            }
            edited[edit.path] = try edit.applied(to: original)
        }
        if let formatSwift {
            for (path, text) in edited where path.hasSuffix(".swift") {
                guard let formatted = formatSwift(text) else {
                    throw .fileSystem(path: path, reason: "swift format could not format the edited text")
                }
                edited[path] = formatted
            }
        }
        for file in files {
            let url = root.appendingPathComponent(file.path)
            do {
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                throw .fileSystem(path: file.path, reason: "cannot be written")
            }
        }
        for (path, text) in edited.sorted(by: { $0.key < $1.key }) {
            do {
                try Data(text.utf8).write(to: root.appendingPathComponent(path), options: .atomic)
            } catch {
                throw .fileSystem(path: path, reason: "cannot be written")
            }
        }
    }
}
