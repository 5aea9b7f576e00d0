import Foundation

/// The generator's entry points: a ``FeatureSpec`` from the command's arguments and the package's files, the
/// ``FeaturePlan`` of the files each layer's templates write, and the check that no declared type exists already.
public enum FeatureGeneration {
    /// The files and edits of `spec`, in layer order: Domain, Data, DemoServer, Presentation, AtomicShell, the
    /// app, the tests; then the feature list and the README's command table.
    public static func plan(_ spec: FeatureSpec) -> FeaturePlan {
        let files = TemplateLayers.all.flatMap { $0.files(spec) }
        let edits = TemplateLayers.all.flatMap { $0.edits(spec) }
        return FeaturePlan(files: files, edits: edits)
    }

    /// Refuses `spec` when a type it declares is declared already by a Swift file of a target the feature writes
    /// into (`Sources/Domain`, `Tests/DataTests`…: a `struct`, `enum`, `class`, `actor`, `protocol` or `typealias`
    /// of that name), or when its command (or its new group) has the name of a command of `atomic`.
    ///
    /// - Throws: ``GeneratorError/nameCollision(type:path:)`` naming the first such type and its file;
    ///   ``GeneratorError/invalidOption(_:)`` for a command name that is taken.
    public static func checkUnused(_ spec: FeatureSpec, under root: URL, fileManager: FileManager = .default)
        throws(GeneratorError)
    {
        if spec.existingCommandGroup == nil,
            let taken = commandNames(under: root.appendingPathComponent("Sources/AtomicApp"), fileManager: fileManager)
                .first(where: { $0 == spec.commandPath[0] })
        {
            throw .invalidOption("'\(taken)' names a command of atomic already; choose another with --command")
        }
        if SwiftIdentifier.keywords.contains(spec.propertyName)
            || routeCaseNames(under: root.appendingPathComponent("Sources/Presentation"), fileManager: fileManager)
                .contains(spec.propertyName)
        {
            throw .invalidName(
                spec.name.rawValue,
                reason: "its route case '\(spec.propertyName)' is a Swift keyword or another feature's route")
        }
        let wanted = Set(spec.declaredTypes)
        // A name is taken where the feature writes: a module of another folder may declare it too, as its own
        // declaration shadows an imported one.
        let targets = Set(plan(spec).files.map { $0.path.split(separator: "/").prefix(2).joined(separator: "/") })
        for folder in targets.sorted() {
            let base = root.appendingPathComponent(folder)
            guard let enumerator = fileManager.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                guard let data = fileManager.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
                else { continue }
                for name in declaredNames(in: text) where wanted.contains(name) {
                    let relative = String(url.path.dropFirst(root.path.count + 1))
                    throw .nameCollision(type: name, path: relative)
                }
            }
        }
    }

    /// The path, relative to `root`, of the Swift file under `Sources` that declares the type `name`; `nil` when none
    /// does.
    public static func file(declaring name: String, under root: URL, fileManager: FileManager = .default) -> String? {
        let base = root.appendingPathComponent("Sources")
        guard let enumerator = fileManager.enumerator(at: base, includingPropertiesForKeys: nil) else { return nil }
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            guard let data = fileManager.contents(atPath: url.path), let text = String(data: data, encoding: .utf8),
                declaredNames(in: text).contains(name)
            else { continue }
            return String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
        }
        return nil
    }

    /// The key of `spec`'s screen on a profile: `asked` when no shell command and no other feature's related route
    /// takes it, else, without `asked`, the first letter of the feature's words (lower case, then upper case) that
    /// none takes.
    ///
    /// - Throws: ``GeneratorError/invalidOption(_:)`` when `asked` is taken, or every letter of the name is.
    static func relatedKey(for spec: FeatureSpec, asked: Character?, under root: URL, fileManager: FileManager)
        throws(GeneratorError) -> Character
    {
        let taken = takenKeys(under: root, fileManager: fileManager)
        if let asked {
            guard !taken.contains(asked) else {
                throw .invalidOption("--key '\(asked)' opens something else already; choose another")
            }
            return asked
        }
        let letters = spec.prose.filter(\.isLetter)
        let candidates = letters.lowercased() + letters.uppercased()
        guard let key = candidates.first(where: { $0.isASCII && !taken.contains($0) }) else {
            throw .invalidOption("every letter of '\(spec.prose)' opens something else already; choose one with --key")
        }
        return key
    }

    /// The printable keys in use: each `.character("x")` of the shell's `KeyMap.swift`, and each `key: "x"` of a
    /// related route in `Sources/Presentation`.
    static func takenKeys(under root: URL, fileManager: FileManager) -> Set<Character> {
        var keys: Set<Character> = []
        func collect(after marker: String, in text: String) {
            for piece in text.components(separatedBy: marker).dropFirst() {
                let characters = Array(piece.prefix(2))
                if characters.count == 2, characters[1] == "\"" { keys.insert(characters[0]) }
            }
        }
        let commands = root.appendingPathComponent("Sources/AtomicShell/Shell/KeyMap.swift")
        if let data = fileManager.contents(atPath: commands.path), let text = String(data: data, encoding: .utf8) {
            collect(after: ".character(\"", in: text)
        }
        let presentation = root.appendingPathComponent("Sources/Presentation")
        if let enumerator = fileManager.enumerator(at: presentation, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                guard let data = fileManager.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
                else { continue }
                collect(after: "key: \"", in: text)
            }
        }
        return keys
    }

    /// The case names of every route type under `folder` (each `case` of a `…Route.swift` file): the keys the shell
    /// remembers routes by, which a new feature's route case must not repeat.
    static func routeCaseNames(under folder: URL, fileManager: FileManager) -> Set<String> {
        guard let enumerator = fileManager.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var names: Set<String> = []
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix("Route.swift") {
            guard let data = fileManager.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
            else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                if words.first == "case", words.count > 1 { names.insert(String(words[1])) }
            }
        }
        return names
    }

    /// Every command name declared under `folder` (each `commandName: "…"` literal outside a comment), subcommands
    /// included.
    static func commandNames(under folder: URL, fileManager: FileManager) -> [String] {
        guard let enumerator = fileManager.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var names: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            guard let data = fileManager.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
            else { continue }
            for line in text.split(separator: "\n") where !line.drop(while: { $0 == " " }).hasPrefix("//") {
                for piece in line.components(separatedBy: "commandName: \"").dropFirst() {
                    if let end = piece.firstIndex(of: "\"") { names.append(String(piece[..<end])) }
                }
            }
        }
        return names
    }

    /// The next free schema version of a feature, as `N` of `SQLiteCacheStore.coreSchemaVersion + N`: one above the
    /// largest `N` written that way in the package's `Sources/Data/**/*Schema.swift` (1 when there is none).
    public static func nextSchemaVersionOffset(under root: URL, fileManager: FileManager = .default) -> Int {
        let base = root.appendingPathComponent("Sources/Data")
        guard let enumerator = fileManager.enumerator(at: base, includingPropertiesForKeys: nil) else { return 1 }
        var largest = 0
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix("Schema.swift") {
            guard let data = fileManager.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
            else { continue }
            largest = max(largest, schemaVersionOffsets(in: text).max() ?? 0)
        }
        return largest + 1
    }

    /// Every `N` of `SQLiteCacheStore.coreSchemaVersion + N` in `source`.
    static func schemaVersionOffsets(in source: String) -> [Int] {
        source.components(separatedBy: "SQLiteCacheStore.coreSchemaVersion").dropFirst().compactMap { piece in
            let rest = piece.drop { $0 == " " }
            guard rest.first == "+" else { return nil }
            return Int(String(rest.dropFirst().drop { $0 == " " }.prefix { $0.isASCII && $0.isNumber }))
        }
    }

    /// The names of the types `source` declares at any depth: the word after `struct`, `enum`, `class`, `actor`,
    /// `protocol` or `typealias`.
    static func declaredNames(in source: String) -> [String] {
        let introducers: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
        var names: [String] = []
        for line in source.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("//") { continue }
            let words = trimmed.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            for (index, word) in words.enumerated() where introducers.contains(word) && index + 1 < words.count {
                names.append(String(words[index + 1]))
            }
        }
        return names
    }

    /// Reads the `--from-response` files at `paths` (relative to `directory` unless absolute) as the resources of a
    /// feature of `kind`: each file of a list is an array of objects, each file of a detail one object. Addresses
    /// in them are moved to loopback (``JSONValue/withLoopbackAddresses``).
    ///
    /// - Throws: ``GeneratorError/invalidSample(path:reason:)`` for a file that cannot be read or has another shape.
    public static func resources(
        fromFiles paths: [String], kind: FeatureSpec.Kind, directory: URL, fileManager: FileManager = .default
    ) throws(GeneratorError) -> [[String: JSONValue]] {
        var resources: [[String: JSONValue]] = []
        for path in paths {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
            guard let data = fileManager.contents(atPath: url.path) else {
                throw .invalidSample(path: path, reason: "cannot be read")
            }
            guard data.count <= 16 << 20 else { throw .invalidSample(path: path, reason: "larger than 16 MiB") }
            switch (try JSONValue.parse(data, path: path).withLoopbackAddresses, kind) {
            case (.object(let members), .detail):
                resources.append(members)
            case (.array(let values), .list):
                for value in values {
                    guard case .object(let members) = value else {
                        throw .invalidSample(path: path, reason: "a list's answer is an array of objects")
                    }
                    resources.append(members)
                }
            case (_, .detail): throw .invalidSample(path: path, reason: "a detail's answer is one JSON object")
            case (_, .list): throw .invalidSample(path: path, reason: "a list's answer is a JSON array of objects")
            }
        }
        return resources
    }

    /// Reads the `--from-response` files at `paths` as the answers of a list whose resources are in each answer's
    /// `member` (an object such as `{"total_count": 2, "items": [...]}`), addresses moved to loopback: the
    /// resources of all of them, and each answer's other members.
    ///
    /// - Throws: ``GeneratorError/invalidSample(path:reason:)`` for a file that cannot be read, is not an object, or
    ///   has no array of objects in `member`.
    public static func answers(
        fromFiles paths: [String], member: String, directory: URL, fileManager: FileManager = .default
    ) throws(GeneratorError) -> (resources: [[String: JSONValue]], answers: [[String: JSONValue]]) {
        var resources: [[String: JSONValue]] = []
        var answers: [[String: JSONValue]] = []
        for path in paths {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
            guard let data = fileManager.contents(atPath: url.path) else {
                throw .invalidSample(path: path, reason: "cannot be read")
            }
            guard data.count <= 16 << 20 else { throw .invalidSample(path: path, reason: "larger than 16 MiB") }
            guard case .object(var members) = try JSONValue.parse(data, path: path).withLoopbackAddresses,
                case .array(let values)? = members.removeValue(forKey: member)
            else {
                throw .invalidSample(
                    path: path, reason: "--items \(member) needs an object whose '\(member)' is an array")
            }
            for value in values {
                guard case .object(let resource) = value else {
                    throw .invalidSample(path: path, reason: "'\(member)' is an array of objects")
                }
                resources.append(resource)
            }
            answers.append(members)
        }
        return (resources, answers)
    }

    /// The resources a feature starts from without `--from-response`: three with an `id`, a `name` and an optional
    /// `description` (one for a detail), addresses on loopback.
    public static func defaultResources(kind: FeatureSpec.Kind) -> [[String: JSONValue]] {
        let all: [[String: JSONValue]] = [
            [
                "id": .int(1), "name": .string("first"), "description": .string("The first resource"),
                "html_url": .string("http://127.0.0.1/resources/1"),
            ],
            [
                "id": .int(2), "name": .string("second"), "description": .null,
                "html_url": .string("http://127.0.0.1/resources/2"),
            ],
            [
                "id": .int(3), "name": .string("third"), "description": .string("The third resource"),
                "html_url": .string("http://127.0.0.1/resources/3"),
            ],
        ]
        return kind == .list ? all : [all[0]]
    }
}
