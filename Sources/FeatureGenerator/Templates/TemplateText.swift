/// Small pieces of Swift the templates share: argument lists, field declarations, and the file header rule (a file
/// ends in one line break).
enum TemplateText {
    /// `lines` joined with line breaks, each line (those inside an element too) indented by `indent` spaces; empty
    /// lines stay empty.
    static func lines(_ lines: [String], indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent)
        return lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }

    /// The path parameters as a declaration's arguments, each followed by `, ` (`login: GitHubLogin, `); empty
    /// without parameters.
    static func parameterArguments(_ spec: FeatureSpec) -> String {
        spec.parameters.map { "\($0.name): \($0.type), " }.joined()
    }

    /// The path parameters passed on by name, each followed by `, ` (`login: login, `).
    static func parameterPassing(_ spec: FeatureSpec) -> String {
        spec.parameters.map { "\($0.name): \($0.name), " }.joined()
    }

    /// The parameters' values as text for a message or a key: `login.rawValue`, `"\(number)"`, joined by `/`.
    static func parameterKey(_ spec: FeatureSpec) -> String {
        guard !spec.parameters.isEmpty else { return "\"\(spec.name.kebabCaseName)\"" }
        return "["
            + spec.parameters.map { parameter in
                switch parameter.type {
                case "GitHubLogin": "\(parameter.name).rawValue"
                case "Int": "String(\(parameter.name))"
                default: parameter.name
                }
            }.joined(separator: ", ") + "].joined(separator: \"/\")"
    }

    /// The `DomainError.Resource` of a 404, as Swift text with `key` (a Swift expression of type `String`): for a
    /// path whose only parameter is a login, the user (GitHub answers 404 there only for a user that does not
    /// exist; a user with nothing to list gets `[]`), else the feature's resource.
    static func notFoundResource(_ spec: FeatureSpec, key: String) -> String {
        if spec.parameters.count == 1, spec.parameters[0].isLogin { return ".gitHubUser(login: \(key))" }
        return ".resource(noun: \(literal(spec.resourceNoun)), key: \(key))"
    }

    /// A Swift string literal of `text`, escaped.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The entity's lower-camel-case name, for a method (`userGist`).
    static func lowerFirst(_ name: String) -> String {
        var words = SwiftIdentifier.words(of: name)
        guard !words.isEmpty else { return name }
        words[0] = words[0].lowercased()
        return words.joined()
    }
}
