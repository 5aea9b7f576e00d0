import Domain
import Foundation

extension CommandRunner {
    /// Opens `page` in the browser (``GlobalOptions/browser``), or prints its address when there is none.
    ///
    /// A user's page is the profile's `html_url` when the profile can be had (from the cache or the network) and
    /// that address is a plain https URL without control characters or spaces; otherwise `https://github.com/LOGIN`.
    /// A post's page is `BASE/posts/ID`, BASE being `--posts-api-url`.
    func browse(_ page: WebPage) async throws {
        let url: String
        switch page {
        case .user(let login):
            let profile = try? await GetGitHubUserUseCase(repository: makeServices().users)(login: login)
            url = Self.plainHTTPS(profile?.value.profileURL?.absoluteString) ?? Self.gitHubPage(of: login)
        case .post(let id):
            url = options.postsAPIURL.absoluteString + "/posts/\(id)"
        }
        if options.browser.command == nil {
            console.write(url + "\n")
            return
        }
        if console.isTerminal { console.writeError("Opening \(url) in your browser.\n") }
        _ = try options.browser.openAndWait(url)
    }

    /// `https://github.com/LOGIN`, the login percent-encoded as one path segment.
    static func gitHubPage(of login: GitHubLogin) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/[]")
        let segment = login.rawValue.addingPercentEncoding(withAllowedCharacters: allowed) ?? login.rawValue
        return "https://github.com/" + segment
    }

    /// `text` when it is a plain https URL with a host and no control characters, spaces or backslashes; else nil.
    static func plainHTTPS(_ text: String?) -> String? {
        guard let text, text.lowercased().hasPrefix("https://"),
            !text.unicodeScalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\\" }
            ),
            let components = URLComponents(string: text), components.host?.isEmpty == false,
            components.user == nil, components.password == nil
        else { return nil }
        return text
    }
}
