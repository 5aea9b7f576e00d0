import Domain

extension GitHubLogin.Invalid {
    /// One line saying what is wrong and the rule, for example
    /// `a login has only ASCII letters, digits, "-" and "_", not "/"`; a control character is escaped.
    ///
    /// Domain says which rule a text breaks; the words for it are written here.
    public var message: String {
        switch self {
        case .empty: "a login cannot be empty"
        case .disallowedCharacter(let character):
            "a login has only ASCII letters, digits, \"-\" and \"_\", not \"\(EscapedText.oneLine(String(character)))\""
        }
    }
}
