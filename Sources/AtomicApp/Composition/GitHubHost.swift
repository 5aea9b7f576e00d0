import AtomicCommandLine
import Domain
import Foundation
import TerminalUI

/// The GitHub host `atomic` talks to, as `gh` chooses it: `GH_HOST`, else github.com; its REST API's base URL;
/// and the environment variables its token is read from.
///
/// - github.com: `https://api.github.com`, token from `GH_TOKEN`, then `GITHUB_TOKEN`.
/// - any other host (GitHub Enterprise Server): `https://HOST/api/v3`, token from `GH_ENTERPRISE_TOKEN`, then
///   `GITHUB_ENTERPRISE_TOKEN`.
///
/// `--github-api-url` (or `ATOMIC_GITHUB_API_URL`) overrides the base URL, never the variables: the host still
/// decides which token is read. Empty and blank values count as unset.
struct GitHubHost: Equatable, Sendable {
    /// The host name, lower-cased: `github.com` or an Enterprise host such as `ghe.example.com`.
    let name: String

    /// github.com.
    static let gitHubCom = GitHubHost(name: "github.com")

    /// The host `environment` names in `GH_HOST` (a bare host name, optionally with a port, or an address
    /// whose host is taken), else github.com. A value that is not a usable host name counts as unset.
    init(environment: [String: String]) {
        self = Self.parse(environment["GH_HOST"]) ?? .gitHubCom
    }

    private init(name: String) {
        self.name = name
    }

    /// Whether this is github.com itself (`www.github.com` and `api.github.com` included).
    var isGitHubCom: Bool {
        ["github.com", "www.github.com", "api.github.com"].contains(name)
    }

    /// The REST API's base URL: `https://api.github.com` for github.com, `https://HOST/api/v3` otherwise.
    var apiURL: URL {
        isGitHubCom ? URL(string: "https://api.github.com")! : URL(string: "https://\(name)/api/v3")!
    }

    /// The variables a token is read from, first wins.
    var tokenVariables: [String] {
        isGitHubCom ? ["GH_TOKEN", "GITHUB_TOKEN"] : ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]
    }

    /// The token for this host in `environment` (trimmed) and where it came from.
    func token(in environment: [String: String]) -> (value: String?, source: TokenSource) {
        for variable in tokenVariables {
            if let value = environment[variable]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty {
                return (value, TokenSource(candidates: tokenVariables, variable: variable))
            }
        }
        return (nil, TokenSource(candidates: tokenVariables, variable: nil))
    }

    /// ``token(in:)``'s source, with the setting the API's address came from: `--github-api-url` when
    /// `configured` (the flag or `ATOMIC_GITHUB_API_URL`), else `GH_HOST` for a host other than github.com.
    func tokenSource(in environment: [String: String], configured: URL?) -> TokenSource {
        var source = token(in: environment).source
        source.apiURLSetting = configured != nil ? "--github-api-url" : isGitHubCom ? nil : "GH_HOST"
        return source
    }

    /// The base URL requests go to: `configured` when the user gave one (`--github-api-url`,
    /// `ATOMIC_GITHUB_API_URL`), whatever it is, else this host's ``apiURL``.
    func apiURL(configured: URL?) -> URL {
        configured ?? apiURL
    }

    /// The usage error for a `GH_HOST` in `environment` that is set but names no host (it would otherwise be
    /// ignored, and requests would go to github.com), quoting the value without any `user:password@` part; nil
    /// when it is unset, blank or a host.
    static func usageError(in environment: [String: String]) -> UsageError? {
        guard let text = environment["GH_HOST"], !text.trimmingCharacters(in: .whitespaces).isEmpty,
            parse(text) == nil
        else { return nil }
        return UsageError(
            "GH_HOST is not a host name: \"\(UserInfoHiding.quoted(text))\"",
            hint: "set GH_HOST to a host such as ghe.example.com (a port may follow), or unset it for github.com")
    }

    /// The usage error for a token in `environment` that contains a control character (a line break could add
    /// a header to every request), naming the variable it came from and never the value; nil when the token
    /// `environment` gives the host it names is unset or clean.
    static func tokenUsageError(in environment: [String: String]) -> UsageError? {
        let token = GitHubHost(environment: environment).token(in: environment)
        guard let value = token.value, let variable = token.source.variable,
            value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        return UsageError(
            "\(variable) contains a control character (such as a line break), so it cannot be sent",
            hint: "set \(variable) to the token alone, on one line, or unset it")
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
