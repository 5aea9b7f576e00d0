import Domain

extension GitHubLogin.Invalid {
    /// One line saying what is wrong, for example "a login cannot contain \"/\"".
    ///
    /// Domain says which rule a text breaks; the words for it are written here.
    public var message: String {
        switch self {
        case .empty: "a login cannot be empty"
        case .dotSegment: "a login cannot be \".\" or \"..\""
        case .containsSlash: "a login cannot contain \"/\""
        case .containsControlCharacter: "a login cannot contain control characters"
        }
    }
}
