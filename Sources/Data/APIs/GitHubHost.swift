import Domain
import Foundation

/// The GitHub host `atomic` talks to, as `gh` chooses it: `GH_HOST`, else github.com; its REST API's base URL;
/// and the environment variables its token is read from.
///
/// - github.com: `https://api.github.com`, token from `GH_TOKEN`, then `GITHUB_TOKEN`.
/// - any other host (GitHub Enterprise Server): `https://HOST/api/v3`, token from `GH_ENTERPRISE_TOKEN`, then
///   `GITHUB_ENTERPRISE_TOKEN`.
///
/// `--github-api-url` (or `ATOMIC_GITHUB_API_URL`) overrides the base URL, never the variables: the host still
/// decides which token is read. Empty and blank values count as unset.
public struct GitHubHost: Equatable, Sendable {
    /// The host name, lower-cased: `github.com` or an Enterprise host such as `ghe.example.com`.
    public let name: String

    /// github.com.
    public static let gitHubCom = GitHubHost(name: "github.com")

    /// The host `environment` names in `GH_HOST` (a bare host name, optionally with a port, or an address
    /// whose host is taken), else github.com. A value that is not a usable host name counts as unset.
    public init(environment: [String: String]) {
        self = Self.parse(environment["GH_HOST"]) ?? .gitHubCom
    }

    private init(name: String) {
        self.name = name
    }

    /// Whether this is github.com itself (`www.github.com` and `api.github.com` included).
    public var isGitHubCom: Bool {
        ["github.com", "www.github.com", "api.github.com"].contains(name)
    }

    /// The REST API's base URL: `https://api.github.com` for github.com, `https://HOST/api/v3` otherwise.
    public var apiURL: URL {
        isGitHubCom ? URL(string: "https://api.github.com")! : URL(string: "https://\(name)/api/v3")!
    }

    /// The variables a token is read from, first wins.
    public var tokenVariables: [String] {
        isGitHubCom ? ["GH_TOKEN", "GITHUB_TOKEN"] : ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]
    }

    /// The token for this host in `environment` (trimmed) and where it came from.
    public func token(in environment: [String: String]) -> (value: String?, source: TokenSource) {
        for variable in tokenVariables {
            if let value = environment[variable]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty {
                return (value, TokenSource(candidates: tokenVariables, variable: variable))
            }
        }
        return (nil, TokenSource(candidates: tokenVariables, variable: nil))
    }

    /// ``token(in:)``'s source, with the setting the API's address came from: `--github-api-url` when
    /// `configured` (the flag or `ATOMIC_GITHUB_API_URL`), else `GH_HOST` for a host other than github.com.
    public func tokenSource(in environment: [String: String], configured: URL?) -> TokenSource {
        var source = token(in: environment).source
        source.apiURLSetting = configured != nil ? "--github-api-url" : isGitHubCom ? nil : "GH_HOST"
        return source
    }

    /// The base URL requests go to: `configured` when the user gave one (`--github-api-url`,
    /// `ATOMIC_GITHUB_API_URL`), whatever it is, else this host's ``apiURL``.
    public func apiURL(configured: URL?) -> URL {
        configured ?? apiURL
    }

    /// Whether `GH_HOST` in `environment` is set (not blank) but names no host: it is then ignored, and requests
    /// would go to github.com, so a command that asks the network refuses it.
    public static func namesNoHost(in environment: [String: String]) -> Bool {
        guard let text = environment["GH_HOST"], !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            return false
        }
        return parse(text) == nil
    }

    /// The variable the token for the host `environment` names came from, when that token contains a control
    /// character (a line break could add a header to every request); nil when the token is unset or clean.
    public static func variableOfTokenWithControlCharacter(in environment: [String: String]) -> String? {
        let token = GitHubHost(environment: environment).token(in: environment)
        guard let value = token.value, let variable = token.source.variable,
            value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        return variable
    }

    private static func parse(_ text: String?) -> GitHubHost? {
        guard var text = text?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(), !text.isEmpty else {
            return nil
        }
        if text.contains("://") {
            guard let url = URLComponents(string: text), let host = url.host, !host.isEmpty else { return nil }
            text = url.port.map { "\(host):\($0)" } ?? host
        }
        while text.hasSuffix("/") { text.removeLast() }
        // A host name, with an optional port: letters, digits, dots, hyphens, and one colon before digits.
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let host = parts.first, !host.isEmpty,
            host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }),
            parts.count == 1 || (parts[1].allSatisfy(\.isASCII) && UInt16(parts[1]) != nil)
        else { return nil }
        return GitHubHost(name: text)
    }
}
