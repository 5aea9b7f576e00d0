/// What a config file says, checked against a ``ConfigSchema``: the good values by dotted key with the line each
/// is on, and one ``ConfigProblem`` for each thing wrong (whose value keeps its default).
///
/// ```swift
/// let contents = ConfigContents.read(ConfigFileLocation(environment: environment)!, schema: schema)
/// if case .text(let theme)? = contents.values["theme"] { … }
/// contents.problems.first.map { print("warning: \($0)") }
/// ```
public struct ConfigContents: Sendable, Equatable {
    /// The good values, by dotted key (`colors.header`).
    public var values: [String: ConfigValue] = [:]
    /// The line of each value, from 1.
    public var lines: [String: Int] = [:]
    /// What is wrong, in the order of the file.
    public var problems: [ConfigProblem] = []

    /// Nothing set and nothing wrong: no file.
    public init() {}

    /// The file at `location`, read bounded (``ConfigFileReader``) and checked against `schema`; no file is no
    /// values and no problem.
    public static func read(_ location: ConfigFileLocation, schema: ConfigSchema) -> ConfigContents {
        switch ConfigFileReader.contents(of: location.path) {
        case .missing:
            return ConfigContents()
        case .unusable(let reason):
            var contents = ConfigContents()
            contents.problems = [ConfigProblem(file: location.displayPath, line: nil, key: nil, message: reason)]
            return contents
        case .bytes(let bytes):
            return ConfigContents(bytes: bytes, file: location.displayPath, schema: schema)
        }
    }

    /// The document `bytes` checked against `schema`, its problems naming `file`.
    public init(bytes: [UInt8], file: String, schema: ConfigSchema) {
        let root: YAMLNode?
        do throws(YAMLError) {
            root = try YAMLDocumentParser.parse(bytes)
        } catch {
            problems = [ConfigProblem(file: file, line: error.line, key: nil, message: error.message)]
            return
        }
        guard let root else { return }
        guard let entries = root.entries else {
            problems = [
                ConfigProblem(file: file, line: root.line, key: nil, message: "the file must be a mapping of keys")
            ]
            return
        }
        var reader = Reader(file: file, schema: schema)
        for entry in entries {
            reader.take(entry, section: nil)
        }
        values = reader.contents.values
        lines = reader.contents.lines
        problems = reader.contents.problems
    }

    /// Checks entries one by one, keeping each good value and each problem.
    private struct Reader {
        let file: String
        let schema: ConfigSchema
        var contents = ConfigContents()
        /// The line each dotted key was first given on, so that a key given twice is told.
        var seen: [String: Int] = [:]

        init(file: String, schema: ConfigSchema) {
            self.file = file
            self.schema = schema
        }

        mutating func problem(_ line: Int, _ key: String?, _ message: String) {
            contents.problems.append(ConfigProblem(file: file, line: line, key: key, message: message))
        }

        mutating func take(_ entry: YAMLEntry, section: String?) {
            let name = entry.name
            let dotted = section.map { "\($0).\(name)" } ?? name
            let line = entry.key.line
            if section == nil, schema.isSection(name) {
                guard let children = entry.value.entries else {
                    return problem(entry.value.line, dotted, "needs a mapping of keys below it")
                }
                for child in children { take(child, section: name) }
                return
            }
            guard let key = schema.key(named: dotted) else {
                let known = section.map { schema.names(in: $0) } ?? schema.topLevelNames
                let hint = NameSuggestion.nearest(to: name, in: known).map { " (did you mean \"\($0)\"?)" } ?? ""
                let label = section.map { "\($0).\(name)" } ?? name
                return problem(line, nil, "unknown key \(ConfigKey.quoted(label))\(hint)")
            }
            if let earlier = seen[dotted] {
                problem(line, dotted, "is given twice (first on line \(earlier)); the later one applies")
            }
            seen[dotted] = line
            let result: Result<ConfigValue, ConfigValueProblem>
            switch entry.value.content {
            case .scalar(let text, let plain):
                if plain, ["", "~", "null"].contains(text) { return problem(entry.value.line, dotted, "has no value") }
                result = key.value(of: text, named: dotted)
            case .sequence(let items, _) where key.kind == .keys:
                let texts = items.compactMap(\.text)
                guard texts.count == items.count else {
                    return problem(entry.value.line, dotted, "needs \(key.meaning), got a nested list")
                }
                result = key.value(ofKeys: texts, named: dotted)
            case .sequence:
                return problem(entry.value.line, dotted, "needs \(key.meaning), got a list")
            case .mapping:
                return problem(entry.value.line, dotted, "needs \(key.meaning), got a mapping")
            }
            switch result {
            case .success(let value):
                contents.values[dotted] = value
                contents.lines[dotted] = line
            case .failure(let failure):
                problem(entry.value.line, dotted, failure.message)
            }
        }
    }
}
