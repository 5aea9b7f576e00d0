/// Pieces of Swift and SQL that the Data, DemoServer and test templates share: wrapped doc comments, the fixture as
/// a raw string literal, the path of a request, the table and column names, and the parameter values that name the
/// fixture's resource.
enum DataTemplateText {
    /// `text` as `///` lines of at most 116 characters after `indent` spaces (a word longer than that stays whole).
    static func doc(_ text: String, indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !current.isEmpty, pad.count + 4 + current.count + 1 + word.count > 116 {
                lines.append(current)
                current = String(word)
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { "\(pad)/// \($0)" }.joined(separator: "\n")
    }

    /// The fixture's JSON text (an array for a list, one object for a detail), as ``JSONValue/documentText`` writes it.
    static func fixtureText(_ spec: FeatureSpec) -> String {
        var value: JSONValue =
            spec.kind == .list ? .array(spec.fixture.map(JSONValue.object)) : .object(spec.fixture.first ?? [:])
        if let member = spec.itemsMember {
            var answer = spec.answerFixture
            answer[member] = value
            value = .object(answer)
        }
        return value.documentText
    }

    /// The Swift expression of one answer holding the resources `items`: `items` itself for an answer that is the
    /// array, else the answer's DTO with `items` and the other fields of the optional answer `answer` (their empty
    /// values when it is `nil`).
    static func answer(_ spec: FeatureSpec, items: String, from answer: String) -> String {
        guard spec.itemsMember != nil else { return items }
        let fields = spec.answerFields.map { field in
            field.isOptional
                ? ", \(field.bareName): \(answer)?.\(field.name)"
                : ", \(field.bareName): \(answer)?.\(field.name) ?? \(DomainTemplates.defaultValue(of: field))"
        }
        return "\(spec.answerDTO)(\(spec.itemsProperty): \(items)\(fields.joined()))"
    }

    /// `text` as a multi-line raw string literal whose lines start `indent` spaces in, the closing delimiter
    /// included: enough `#` that nothing in the text ends it or interpolates, and lines over 100 characters
    /// continued (`\#` at the end of a line joins it to the next, so the value is the same text).
    static func rawLiteral(_ text: String, indent: Int) -> String {
        var longestRun = 0
        var run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let hashes = String(repeating: "#", count: longestRun + 1)
        let pad = String(repeating: " ", count: indent)
        var body = text
        if body.hasSuffix("\n") { body.removeLast() }
        var lines: [String] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = Substring(line)
            while rest.count > 100 {
                var cut = rest.index(rest.startIndex, offsetBy: 100)
                // A continued line must not end in a backslash of the text, which would escape the continuation.
                while cut > rest.startIndex, rest[rest.index(before: cut)] == "\\" { cut = rest.index(before: cut) }
                if cut == rest.startIndex { break }
                lines.append(pad + rest[..<cut] + "\\" + hashes)
                rest = rest[cut...]
            }
            lines.append(rest.isEmpty ? "" : pad + rest)
        }
        return hashes + "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + pad + "\"\"\"" + hashes
    }

    /// The request's path as Swift array elements: literals quoted, parameters as their text
    /// (`"users", login.rawValue, "gists"`).
    static func pathSegments(_ spec: FeatureSpec) -> String {
        spec.endpoint.segments.map { segment in
            switch segment {
            case .literal(let text): TemplateText.literal(text)
            case .parameter(let name): valueText(of: parameter(named: name, in: spec))
            }
        }.joined(separator: ", ")
    }

    /// The DemoRoute path of the endpoint, parameters as `*` (`"users", "*", "gists"`).
    static func routePath(_ spec: FeatureSpec) -> String {
        spec.endpoint.segments.map { segment in
            switch segment {
            case .literal(let text): TemplateText.literal(text)
            case .parameter: "\"*\""
            }
        }.joined(separator: ", ")
    }

    /// A parameter's value as text in Swift: `login.rawValue`, `String(number)` or the string itself.
    static func valueText(of parameter: FeatureSpec.Parameter) -> String {
        switch parameter.type {
        case "GitHubLogin": "\(parameter.name).rawValue"
        case "Int": "String(\(parameter.name))"
        default: parameter.name
        }
    }

    static func parameter(named name: String, in spec: FeatureSpec) -> FeatureSpec.Parameter {
        spec.parameters.first { $0.pathName == name } ?? FeatureSpec.Parameter(name: name)
    }

    /// The parameters passed with the cache key's spelling: a login lower-cased, since logins differing in case name
    /// one account (`login: login.lowercased, `).
    static func keyPassing(_ spec: FeatureSpec) -> String {
        spec.parameters.map { "\($0.name): \($0.name)\($0.isLogin ? ".lowercased" : ""), " }.joined()
    }

    /// The snake-case table of the feature's resources (`feature_user_gists`): the prefix keeps it apart from the
    /// tables of the built-in features.
    static func table(_ spec: FeatureSpec) -> String {
        "feature_" + SwiftIdentifier.words(of: spec.name.rawValue).map { $0.lowercased() }.joined(separator: "_")
    }

    /// The table of a list's pages (`feature_user_gists_pages`).
    static func pagesTable(_ spec: FeatureSpec) -> String { table(spec) + "_pages" }

    /// A field's column as SQL, quoted so that a keyword (`default`, `order`) is a name.
    static func column(_ field: ResponseShape.Field) -> String { "\"\(field.columnName)\"" }

    /// The cursor's query item: `page` or `since`.
    static func cursorName(_ spec: FeatureSpec) -> String { spec.pagination == .since ? "since" : "page" }

    /// The value of each parameter that names the fixture's resource: the app's sample values
    /// (`AppTemplates.sampleValue`), so that the demo answers the command's examples and tests, and the Data tests
    /// ask for what the demo serves.
    static func fixtureKey(_ spec: FeatureSpec) -> [(parameter: FeatureSpec.Parameter, text: String)] {
        spec.parameters.map { ($0, AppTemplates.sampleValue($0, spec)) }
    }

    /// The Swift expression of a fixture key's value: `try GitHubLogin("octocat")`, `1`, `"aa5a315d"`.
    static func swiftValue(_ key: (parameter: FeatureSpec.Parameter, text: String)) -> String {
        switch key.parameter.type {
        case "GitHubLogin": "try GitHubLogin(\(TemplateText.literal(key.text)))"
        case "Int": groupedDigits(key.text)
        default: TemplateText.literal(key.text)
        }
    }

    /// An integer literal with its digits grouped by three (`1_234_567`), as the lint asks.
    static func groupedDigits(_ text: String) -> String {
        let negative = text.hasPrefix("-")
        let digits = Array(negative ? text.dropFirst() : Substring(text))
        guard digits.count > 4 else { return text }
        var groups: [String] = []
        var end = digits.count
        while end > 0 {
            let start = max(end - 3, 0)
            groups.insert(String(digits[start..<end]), at: 0)
            end = start
        }
        return (negative ? "-" : "") + groups.joined(separator: "_")
    }
}
