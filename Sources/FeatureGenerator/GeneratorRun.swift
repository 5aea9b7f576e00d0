import Foundation

/// One run of the generator over a package: the arguments made into a ``FeatureSpec``, checked against the
/// package's types, planned, formatted and written (or, with `--dry-run`, listed).
public struct GeneratorRun {
    /// Formats the text of one Swift file; `nil` when the formatter failed.
    public typealias Formatter = (String) -> String?

    /// The package's root folder.
    public let root: URL
    /// The file system.
    public let fileManager: FileManager

    /// A run over the package at `root`.
    public init(root: URL, fileManager: FileManager = .default) {
        self.root = root
        self.fileManager = fileManager
    }

    /// The feature `arguments` describe.
    ///
    /// - Throws: any ``GeneratorError`` of the name, the endpoint, the samples or the options.
    public func spec(for arguments: GeneratorArguments) throws(GeneratorError) -> FeatureSpec {
        let name = try FeatureName(arguments.name)
        let endpoint = try EndpointTemplate(arguments.endpoint ?? "GET /\(name.kebabCaseName)")
        if arguments.itemsMember != nil, arguments.kind != .list {
            throw .invalidOption("--items applies to --kind list only")
        }
        var resources = FeatureGeneration.defaultResources(kind: arguments.kind)
        var answers: [[String: JSONValue]] = []
        if let member = arguments.itemsMember, !arguments.samples.isEmpty {
            (resources, answers) = try FeatureGeneration.answers(
                fromFiles: arguments.samples, member: member, directory: root, fileManager: fileManager)
        } else if !arguments.samples.isEmpty {
            resources = try FeatureGeneration.resources(
                fromFiles: arguments.samples, kind: arguments.kind, directory: root, fileManager: fileManager)
        }
        let source = arguments.samples.isEmpty ? "the default sample" : arguments.samples.joined(separator: ", ")
        let shape = try ResponseShape(resources: resources, source: source)
        if arguments.kind == .list, arguments.pagination == .since, shape.identity.type != .int {
            throw .invalidOption(
                "--pagination since needs an integer id; the resources' \(shape.identity.jsonKey) is text")
        }
        // A resource recorded twice (overlapping samples) is one resource, as the command and the screen show it;
        // the first 100 are enough for the demo's pages and the tests, and keep the app small.
        var identities: Set<JSONValue> = []
        let unique = resources.filter { identities.insert($0[shape.identity.jsonKey] ?? .null).inserted }
        let fixture = arguments.kind == .list ? Array(unique.prefix(100)) : Array(resources.prefix(1))
        var spec = try FeatureSpec(
            name: name, kind: arguments.kind, endpoint: endpoint, pagination: arguments.pagination,
            entity: arguments.entity, shape: shape, fixture: fixture, commandPath: arguments.command,
            schemaVersionOffset: FeatureGeneration.nextSchemaVersionOffset(under: root, fileManager: fileManager))
        if spec.offersRelatedRoute {
            spec.relatedKey = try FeatureGeneration.relatedKey(
                for: spec, asked: arguments.relatedKey, under: root, fileManager: fileManager)
        } else if arguments.relatedKey != nil {
            throw .invalidOption("--key applies to a feature of /users/{login}/... whose only parameter is the login")
        }
        if let member = arguments.itemsMember {
            spec.itemsMember = member
            // The page's own members (`items`, `next`) are not the answer's to name.
            spec.answerFields = ResponseShape.scalarFields(of: answers).fields.filter {
                !["items", "next", spec.itemsProperty].contains($0.name)
            }
            spec.answerFixture = answers.first ?? [:]
        }
        if let group = spec.commandGroup {
            spec.existingCommandGroup = FeatureGeneration.file(declaring: group, under: root, fileManager: fileManager)
        }
        return spec
    }

    /// Plans the feature, checks it, formats its Swift files with `format` and writes them, unless `--dry-run`;
    /// answers the lines to print (the files, then what a developer does next).
    ///
    /// - Throws: any ``GeneratorError``; nothing has been written when one is thrown before the writing starts.
    public func run(_ arguments: GeneratorArguments, format: Formatter? = nil) throws(GeneratorError) -> String {
        let spec = try spec(for: arguments)
        var plan = FeatureGeneration.plan(spec)
        for file in plan.files where fileManager.fileExists(atPath: root.appendingPathComponent(file.path).path) {
            throw .fileExists(path: file.path)
        }
        try FeatureGeneration.checkUnused(spec, under: root, fileManager: fileManager)
        if arguments.isDryRun {
            return plan.summary + "\n(dry run: nothing was written)"
        }
        if let format {
            plan.files = try plan.files.map { file throws(GeneratorError) in
                guard file.path.hasSuffix(".swift") else { return file }
                guard let formatted = format(file.contents) else {
                    throw .fileSystem(path: file.path, reason: "swift format could not format the generated text")
                }
                return FeaturePlan.NewFile(path: file.path, contents: formatted)
            }
        }
        try plan.write(under: root, fileManager: fileManager, formatSwift: format)
        let ignored =
            spec.shape.ignoredKeys.isEmpty
            ? ""
            : "\nleft out of the entity (objects, arrays, mixed types, always null, or keys that make no distinct Swift "
                + "name): \(spec.shape.ignoredKeys.map { UntrustedKey.printable($0) }.joined(separator: ", "))"
        let placeholder =
            arguments.samples.isEmpty
            ? "\nthe fields are a placeholder (id, name, description, html_url): record the API's answer and give it"
                + " with --from-response, or edit the DTO and the entity" : ""
        return plan.summary + ignored + placeholder + "\nnext: swift build, then swift test --filter \(spec.name)"
    }
}

/// A key from a recorded answer as the generator prints it: the server's text, so every control character, line or
/// paragraph separator and format character (bidirectional overrides) is written as `\u{…}` rather than sent to the
/// terminal.
enum UntrustedKey {
    /// `key` with its unprintable scalars escaped.
    static func printable(_ key: String) -> String {
        key.unicodeScalars.map { scalar -> String in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                return String(scalar)
            }
        }.joined()
    }
}
