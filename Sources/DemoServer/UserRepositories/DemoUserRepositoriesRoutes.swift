import Data
import Foundation
import Networking

/// The repositories feature's requests in the demo, answered from ``recordedResponse`` as GitHub answers them; the
/// app lists them in the feature's assembly.
///
/// - `GET /users/{login}/repos?type=owner&sort=updated`: the recorded resources, `per_page` a page (default 30, at
/// most 100), page `page` (default 1), with a `Link` header naming the next and the last page as GitHub's does.
///
/// Every answer carries GitHub's fixed rate-limit header fields, so output stays deterministic.
public enum DemoUserRepositoriesRoutes {
    /// Every route of the feature.
    public static let all: [DemoRoute] = [list]

    /// The recorded answer that the demo serves and the tests read, every address on loopback.
    public static let recordedResponse = #"""
        [
          {
            "archived" : false,
            "description" : "My first repository on GitHub!",
            "fork" : false,
            "forks_count" : 1100,
            "full_name" : "octocat/Hello-World",
            "html_url" : "http://127.0.0.1/octocat/Hello-World",
            "id" : 1296269,
            "language" : "Swift",
            "name" : "Hello-World",
            "stargazers_count" : 2500,
            "updated_at" : "2026-11-30T10:00:00Z"
          },
          {
            "archived" : true,
            "description" : null,
            "fork" : true,
            "forks_count" : 40,
            "full_name" : "octocat/linguist",
            "html_url" : "http://127.0.0.1/octocat/linguist",
            "id" : 1300192,
            "language" : null,
            "name" : "linguist",
            "stargazers_count" : 120,
            "updated_at" : "2026-10-01T08:30:00Z"
          },
          {
            "archived" : false,
            "description" : "Notes, with an emoji 🐙",
            "fork" : false,
            "forks_count" : 0,
            "full_name" : "octocat/octo-notes",
            "html_url" : "http://127.0.0.1/octocat/octo-notes",
            "id" : 1300500,
            "language" : "Markdown",
            "name" : "octo-notes",
            "stargazers_count" : 7,
            "updated_at" : "2026-09-15T12:00:00Z"
          }
        ]
        """#

    /// ``recordedResponse`` decoded: what the list serves. The text is this file's own constant, so it always
    /// decodes; were it ever broken, the list would be empty.
    static let recorded: [RepositoryDTO] =
        (try? JSONDecoder().decode([RepositoryDTO].self, from: Data(recordedResponse.utf8))) ?? []

    /// `GET /users/{login}/repos?type=owner&sort=updated&page=&per_page=`: one page of ``recorded``, with its
    /// `Link` header.
    static let list = DemoRoute(.gitHub, path: ["users", "*", "repos"]) { request in
        // A login the demo has no user for has no pages either: GitHub's 404, as for its profile.
        guard request.dataset.gitHubUser(login: request.path[1]) != nil else {
            return .gitHubNotFound(documentation: "https://docs.github.com/rest")
        }
        let page = DemoPageNumbers(of: DemoUserRepositoriesRoutes.recorded, for: request)
        return .gitHub(encoding: page.items, extraHeaders: ["Link": page.link])
    }
}
