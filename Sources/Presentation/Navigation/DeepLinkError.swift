import Domain

/// Why a text is not a deep link the app can open.
public enum DeepLinkError: Error, Sendable, Equatable {
    /// The text is empty or only white space.
    case empty
    /// The scheme is neither `atomic` nor `https` (or `http`); the associated value is the scheme as given.
    case unsupportedScheme(String)
    /// An `https` link to a host that is neither a configured GitHub web host nor the posts API's.
    case unsupportedHost(String)
    /// The scheme and host are known but the path names no screen, for example `atomic://repos` or
    /// `https://github.com/octocat/hello-world`; the associated value is the path as given.
    case unsupportedPath(String)
    /// The link names a user whose login cannot be one.
    case invalidLogin(GitHubLogin.Invalid)
    /// `atomic://posts/ID` with an ID that is not a whole number from 1 up; the associated value is the ID as
    /// given.
    case invalidPostID(String)
    /// A link to a posts' author (`atomic://posts/authors/ID`, `atomic://posts?user=ID`, the posts API's `/users/ID`)
    /// with an ID that is not a whole number from 1 up; the associated value is the ID as given.
    case invalidAuthorID(String)
    /// `atomic://users?since=N` with an N that is not a whole number from 0 up.
    case invalidSince(String)
    /// An `atomic://` link with a query key its route does not take (``FeatureRoute/linkQueryKeys``): the key,
    /// the link's scheme and path as given (`atomic://users`), and the keys the route takes.
    case unsupportedQueryKey(String, link: String, accepted: [String])

    /// One line saying why the link cannot be opened, for example
    /// `"gitlab.com" is neither a GitHub host nor the posts API's`; text from the link is escaped.
    public var message: String {
        switch self {
        case .empty:
            "the link is empty"
        case .unsupportedScheme(let scheme):
            "\"\(EscapedText.oneLine(scheme)):\" links cannot be opened; use atomic:// or a GitHub profile URL"
        case .unsupportedHost(let host):
            "\"\(EscapedText.oneLine(host))\" is neither a GitHub host nor the posts API's"
        case .unsupportedPath(let path):
            "\"\(EscapedText.oneLine(path))\" names no screen; try atomic://home, atomic://users, "
                + "atomic://users/LOGIN, atomic://users/LOGIN/followers, atomic://search/users?q=QUERY, "
                + "atomic://posts, atomic://posts/ID or atomic://posts/authors/ID"
        case .invalidLogin(let problem):
            problem.message
        case .invalidPostID(let id):
            "\"\(EscapedText.oneLine(id))\" is not a post id (a whole number from 1)"
        case .invalidAuthorID(let id):
            "\"\(EscapedText.oneLine(id))\" is not an author id (a whole number from 1)"
        case .invalidSince(let since):
            "\"\(EscapedText.oneLine(since))\" is not a user id to start after (a whole number from 0)"
        case .unsupportedQueryKey(let key, let link, let accepted):
            Self.unsupportedQueryKey(
                EscapedText.oneLine(key), link: EscapedText.oneLine(link), accepted: accepted.map(EscapedText.oneLine))
        }
    }

    /// `atomic://users takes only the query key since, not "bogus"`; `... takes no query keys, not "bogus"`.
    private static func unsupportedQueryKey(_ key: String, link: String, accepted: [String]) -> String {
        switch accepted.count {
        case 0: "\(link) takes no query keys, not \"\(key)\""
        case 1: "\(link) takes only the query key \(accepted[0]), not \"\(key)\""
        default:
            "\(link) takes only the query keys \(accepted.dropLast().joined(separator: ", ")) and "
                + "\(accepted[accepted.count - 1]), not \"\(key)\""
        }
    }
}
