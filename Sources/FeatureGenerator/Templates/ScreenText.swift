import Foundation

/// Pieces of Swift the screen's templates share (Presentation, AtomicShell and their tests): the route's case and its
/// values, the deep link, the fields a row and a filter read, and the words of a detail's lines.
enum ScreenText {
    // MARK: - The route's values

    /// A parameter's type in the route: a login as the `String` given (checked by the deep link), else its own type.
    static func routeType(of parameter: FeatureSpec.Parameter) -> String {
        parameter.isLogin ? "String" : parameter.type
    }

    /// The route case's arguments, `login: String, gistId: String`.
    static func routeArguments(_ spec: FeatureSpec) -> String {
        spec.parameters.map { "\($0.name): \(routeType(of: $0))" }.joined(separator: ", ")
    }

    /// The route's case as a pattern binding `names` only: `.userGists(let login)`, `.gist`.
    static func pattern(_ spec: FeatureSpec, binding names: [String]) -> String {
        guard !spec.parameters.isEmpty, !names.isEmpty else { return ".\(spec.propertyName)" }
        let bindings = spec.parameters.map { names.contains($0.name) ? "let \($0.name)" : "_" }
        return ".\(spec.propertyName)(\(bindings.joined(separator: ", ")))"
    }

    /// The route's case made of values of the same names: `userGists(login: login)`, `orgs`.
    static func construction(_ spec: FeatureSpec) -> String {
        guard !spec.parameters.isEmpty else { return spec.propertyName }
        return "\(spec.propertyName)(\(spec.parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ")))"
    }

    /// `atomic://users/LOGIN/gists`: the endpoint's path as the app's deep link.
    static func linkPattern(_ spec: FeatureSpec) -> String {
        "atomic://"
            + spec.endpoint.segments.map {
                switch $0 {
                case .literal(let text): text
                case .parameter(let name): FeatureSpec.Parameter(name: name).argumentName
                }
            }.joined(separator: "/") + query(spec) { FeatureSpec.Parameter(name: $0).argumentName }
    }

    /// The link's query of the endpoint's query parameters, each value what `value` gives for the parameter's path
    /// name (`?q=QUERY`); empty without any.
    static func query(_ spec: FeatureSpec, value: (String) -> String) -> String {
        let items = spec.endpoint.queryParameters.map { "\($0.item)=\(value($0.parameter))" }
        return items.isEmpty ? "" : "?" + items.joined(separator: "&")
    }

    /// The deep link of the route with `values` for its parameters (`atomic://users/octocat/gists`).
    static func link(_ spec: FeatureSpec, values: [String: String]) -> String {
        "atomic://"
            + spec.endpoint.segments.map {
                switch $0 {
                case .literal(let text): text
                case .parameter(let name): values[FeatureSpec.Parameter(name: name).name] ?? name
                }
            }.joined(separator: "/")
            + query(spec) {
                let text = values[FeatureSpec.Parameter(name: $0).name] ?? $0
                return text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
            }
    }

    /// The login parameter of a path under `users/{login}/…`, whose screen opens with the user's profile below it.
    static func userParameter(_ spec: FeatureSpec) -> String? {
        let segments = spec.endpoint.segments
        guard segments.count > 2, segments[0] == .literal("users"), case .parameter(let name) = segments[1],
            FeatureSpec.Parameter(name: name).isLogin
        else { return nil }
        return FeatureSpec.Parameter(name: name).name
    }

    /// The entity's property that names a GitHub user, whose profile a row of the list opens: a `login` that every
    /// resource has, as text; `nil` when there is none.
    static func profileField(_ spec: FeatureSpec) -> String? {
        spec.shape.fields.first { $0.jsonKey == "login" && $0.type == .string && !$0.isOptional }?.name
    }

    /// The call that words what a GitHub search answer (`answer`, a page of the feature) says about itself, when the
    /// answer has `total_count` or `incomplete_results` (`GitHubSearchText.remarks`); `nil` for any other answer.
    static func searchRemarks(_ spec: FeatureSpec, answer: String) -> String? {
        guard spec.itemsMember != nil else { return nil }
        let total = spec.answerFields.first { $0.jsonKey == "total_count" && $0.type == .int }
        let incomplete = spec.answerFields.first { $0.jsonKey == "incomplete_results" && $0.type == .bool }
        guard total != nil || incomplete != nil else { return nil }
        return "GitHubSearchText.remarks(totalCount: \(total.map { "\(answer).\($0.name)" } ?? "nil"), "
            + "incompleteResults: \(incomplete.map { "\(answer).\($0.name)" } ?? "nil"), isLastPage: \(answer).next == nil)"
    }

    /// The `total_count` of the recorded answer, when the feature's answer has one and the sample gave it.
    static func recordedTotalCount(_ spec: FeatureSpec) -> Int? {
        guard totalCount(spec, answer: "") != nil, case .int(let total)? = spec.answerFixture["total_count"] else {
            return nil
        }
        return total
    }

    /// `number` with a comma between each group of three digits, as the app counts (`12,345`).
    static func grouped(_ number: Int) -> String {
        var digits = Array(String(number.magnitude))
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(String(digits), at: 0)
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// The page's `total_count` field as `answer`'s property, when it has one.
    static func totalCount(_ spec: FeatureSpec, answer: String) -> String? {
        guard spec.itemsMember != nil,
            let total = spec.answerFields.first(where: { $0.jsonKey == "total_count" && $0.type == .int })
        else { return nil }
        return "\(answer).\(total.name)"
    }

    /// `text` with its first letter in upper case.
    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// The words a route starts with: the feature's (`user gists`) for a list, the resource's (`gist`) for a detail.
    static func routeNoun(_ spec: FeatureSpec) -> String {
        spec.kind == .list ? spec.prose : spec.resourceNoun
    }

    /// The route's title as an expression: "User gists" for a list, "Gist \(gistId)" for a detail.
    static func titleExpression(_ spec: FeatureSpec) -> String {
        let noun = capitalized(routeNoun(spec))
        guard spec.kind == .detail, !spec.parameters.isEmpty else { return TemplateText.literal(noun) }
        let values = spec.parameters.map { "\\(\($0.name))" }.joined(separator: "/")
        let text = "\"\(TemplateText.literal(noun).dropFirst().dropLast()) \(values)\""
        return "switch self { case \(pattern(spec, binding: spec.parameters.map(\.name))): \(text) }"
    }

    /// The route's title as the app draws it for `values`: what ``titleExpression(_:)`` gives.
    static func title(_ spec: FeatureSpec, values: [String: String]) -> String {
        let noun = capitalized(routeNoun(spec))
        guard spec.kind == .detail, !spec.parameters.isEmpty else { return noun }
        return noun + " " + spec.parameters.map { values[$0.name] ?? "" }.joined(separator: "/")
    }

    /// The route's words as an expression: "user gists \(EscapedText.oneLine(login))".
    static func wordsExpression(_ spec: FeatureSpec) -> String {
        let noun = TemplateText.literal(routeNoun(spec)).dropFirst().dropLast()
        guard !spec.parameters.isEmpty else { return "\"\(noun)\"" }
        let values = spec.parameters.map {
            $0.type == "Int" ? "\\(\($0.name))" : "\\(EscapedText.oneLine(\($0.name)))"
        }.joined(separator: " ")
        return "switch self { case \(pattern(spec, binding: spec.parameters.map(\.name))): \"\(noun) \(values)\" }"
    }

    /// The route's values as one text, for a message or a key: `login`, `[login, String(number)].joined(…)`.
    static func routeKey(_ spec: FeatureSpec) -> String {
        let parts = spec.parameters.map { $0.type == "Int" ? "String(\($0.name))" : $0.name }
        switch parts.count {
        case 0: return TemplateText.literal(spec.name.kebabCaseName)
        case 1: return parts[0]
        default: return "[\(parts.joined(separator: ", "))].joined(separator: \"/\")"
        }
    }

    /// The local name of a login once checked: `gitHubLogin`.
    static func checkedName(_ parameter: FeatureSpec.Parameter) -> String {
        "gitHub" + capitalized(parameter.name)
    }

    /// The parameters passed to the use case, each followed by `, `: a login as its checked name.
    static func typedPassing(_ spec: FeatureSpec) -> String {
        spec.parameters.map { "\($0.name): \($0.isLogin ? checkedName($0) : $0.name), " }.joined()
    }

    /// `guard let gitHubLogin = try? GitHubLogin(login) else` for the route's logins; `nil` without one.
    static func loginGuard(_ spec: FeatureSpec) -> String? {
        let logins = spec.parameters.filter(\.isLogin)
        guard !logins.isEmpty else { return nil }
        return "guard " + logins.map { "let \(checkedName($0)) = try? GitHubLogin(\($0.name))" }.joined(separator: ", ")
            + " else"
    }

    // MARK: - The fields a screen reads

    /// Whether a field holds an address (its last word is `url`).
    static func isAddress(_ field: ResponseShape.Field) -> Bool {
        SwiftIdentifier.words(of: field.jsonKey).last?.lowercased() == "url"
    }

    /// The text fields a list's filter reads: the `String` fields that are not addresses.
    static func filterFields(_ spec: FeatureSpec) -> [ResponseShape.Field] {
        spec.shape.fields.filter { $0.type == .string && !isAddress($0) }
    }

    /// The filter's test: each text field, ignoring case; the identity when there is none.
    static func matchExpression(_ spec: FeatureSpec) -> String {
        let fields = filterFields(spec)
        guard !fields.isEmpty else {
            return "String(item.\(spec.shape.identity.name)).localizedCaseInsensitiveContains(text)"
        }
        return fields.map {
            $0.isOptional
                ? "(item.\($0.name)?.localizedCaseInsensitiveContains(text) ?? false)"
                : "item.\($0.name).localizedCaseInsensitiveContains(text)"
        }.joined(separator: "\n    || ")
    }

    /// The keys a row prefers for its text, in order.
    static let rowKeys = ["name", "title", "full_name", "login", "description", "summary", "body", "message"]

    /// The field a list's row shows as its text: a name, a title, a description…, else the first text field that
    /// is not the identity nor an address; `nil` when the identity is the only text.
    static func rowField(_ spec: FeatureSpec) -> ResponseShape.Field? {
        let identity = spec.shape.identity
        let candidates = filterFields(spec).filter { $0 != identity }
        for key in rowKeys {
            if let field = candidates.first(where: { $0.jsonKey == key }) { return field }
        }
        return candidates.first
    }

    /// What a row shows for a field it has no value of.
    static let missingValue = "—"

    /// The field of the resource's web page (`html_url`), when it has one of text.
    static func webField(_ spec: FeatureSpec) -> ResponseShape.Field? {
        spec.shape.fields.first { $0.jsonKey == "html_url" && $0.type == .string }
    }

    /// A detail's label of a field: `created_at` → "Created at".
    static func label(of field: ResponseShape.Field) -> String {
        capitalized(SwiftIdentifier.words(of: field.jsonKey).map { $0.lowercased() }.joined(separator: " "))
    }

    /// The widest the identity is drawn on a row's right.
    static let identityWidth = 20
}

extension ScreenText {
    /// `text` as `///` comment lines of at most 116 columns at `indent` spaces (the formatter never wraps a comment);
    /// lines after the first start with `hanging` after the slashes (`"    "` under a parameter's `- name:`).
    /// Only the first line has no indentation, so the result drops into a template at the place of the first line.
    static func doc(_ text: String, indent: Int = 0, hanging: String = "") -> String {
        let width = 116 - indent
        var lines: [String] = []
        var line = "///"
        var hasWord = false
        for word in text.split(separator: " ") {
            if hasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = "///" + hanging
            }
            line += " " + word
            hasWord = true
        }
        lines.append(line)
        let pad = String(repeating: " ", count: indent)
        return lines.enumerated().map { $0.offset == 0 ? $0.element : pad + $0.element }.joined(separator: "\n")
    }
}
