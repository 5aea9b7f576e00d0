import AtomicTestSupport
import Foundation

/// GitHub- and JSONPlaceholder-shaped answers, written for the end-to-end tests.
enum EndToEndFixtures {
    // MARK: - GitHub

    /// Where the fixtures' avatars are: the loopback discard port, which refuses at once. The built app draws
    /// avatars, so a GitHub-shaped `avatars.githubusercontent.com` address here would make it look up and contact
    /// a host off this machine; a test that wants avatars served puts its own loopback server's address in place.
    static let avatarBase = "http://127.0.0.1:9/u"

    /// One entry of `GET /users`, as GitHub sends it.
    static func gitHubUserJSON(id: Int) -> String {
        let login = "user\(id)"
        return """
            {"login":"\(login)","id":\(id),"node_id":"MDQ6VXNlcj\(id)","avatar_url":"\(avatarBase)/\(id)?v=4",\
            "gravatar_id":"","url":"https://api.github.com/users/\(login)","html_url":"https://github.com/\(login)",\
            "type":"User","user_view_type":"public","site_admin":false}
            """
    }

    /// A `GET /users` body holding the users with `ids`.
    static func gitHubUsersJSON(ids: some Sequence<Int>) -> String {
        "[" + ids.map(gitHubUserJSON(id:)).joined(separator: ",") + "]"
    }

    /// Answers `GET /users` like GitHub over the users with `ids` (ascending): `per_page` users with an id
    /// greater than `since`, and, when `sendsLink`, a `Link` header whose `next` page starts after the
    /// last user sent. `port` is the server's, for the absolute `Link` URL.
    static func usersPager(
        ids: [Int], port: Int, sendsLink: Bool
    ) -> @Sendable (RecordedRequest) -> TestResponse {
        { request in
            let since = request.queryValue("since").flatMap { Int($0) } ?? 0
            let perPage = request.queryValue("per_page").flatMap { Int($0) } ?? 30
            let page = Array(ids.filter { $0 > since }.prefix(perPage))
            var headers: [(name: String, value: String)] = []
            if sendsLink, let last = page.last {
                let next = "http://127.0.0.1:\(port)/users?per_page=\(perPage)&since=\(last)"
                headers.append(
                    ("Link", "<\(next)>; rel=\"next\", <http://127.0.0.1:\(port)/users{?since}>; rel=\"first\""))
            }
            return .json(gitHubUsersJSON(ids: page), headers: headers)
        }
    }

    /// A `GET /users/{login}` body in which every field GitHub may send as null is null.
    static func userDetailWithNullsJSON(login: String, id: Int) -> String {
        """
        {"login":"\(login)","id":\(id),"node_id":"MDQ6VXNlcjQy","avatar_url":"\(avatarBase)/\(id)?v=4",
        "gravatar_id":"","url":"https://api.github.com/users/\(login)","html_url":"https://github.com/\(login)",
        "type":"User","user_view_type":"public","site_admin":false,
        "name":null,"company":null,"blog":null,"location":null,"email":null,"hireable":null,"bio":null,
        "twitter_username":null,"public_repos":0,"public_gists":0,"followers":0,"following":0,
        "created_at":"2011-01-25T18:44:36Z","updated_at":"2024-05-01T09:00:00Z"}
        """
    }

    /// A `GET /users/{login}` body with every field filled in.
    static func userDetailJSON(login: String, id: Int) -> String {
        """
        {"login":"\(login)","id":\(id),"avatar_url":"\(avatarBase)/\(id)?v=4",
        "html_url":"https://github.com/\(login)","type":"User","site_admin":false,
        "name":"Mona Lisa","company":"@github","blog":"https://github.blog","location":"San Francisco",
        "email":"mona@example.com","hireable":true,"bio":"Octocat's friend","twitter_username":"monalisa",
        "public_repos":8,"public_gists":3,"followers":120,"following":9,
        "created_at":"2011-01-25T18:44:36Z","updated_at":"2024-05-01T09:00:00Z"}
        """
    }

    /// GitHub's 403 body when the rate limit is used up.
    static let rateLimitedJSON = """
        {"message":"API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get \
        a higher rate limit. Check out the documentation for more details.)",\
        "documentation_url":"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}
        """

    // MARK: - JSONPlaceholder

    /// `GET /posts`: three posts by two authors.
    static let postsJSON = """
        [
          {"userId":1,"id":1,"title":"sunt aut facere repellat","body":"quia et suscipit\\nsuscipit recusandae"},
          {"userId":1,"id":2,"title":"qui est esse","body":"est rerum tempore vitae"},
          {"userId":2,"id":3,"title":"ea molestias quasi","body":"et iusto sed quo iure"}
        ]
        """

    /// `GET /users`: the two authors of ``postsJSON``.
    static let authorsJSON = """
        [
          {"id":1,"name":"Leanne Graham","username":"Bret","email":"Sincere@april.biz",
           "address":{"street":"Kulas Light","suite":"Apt. 556","city":"Gwenborough","zipcode":"92998-3874",
                      "geo":{"lat":"-37.3159","lng":"81.1496"}},
           "phone":"1-770-736-8031 x56442","website":"hildegard.org",
           "company":{"name":"Romaguera-Crona","catchPhrase":"Multi-layered","bs":"harness real-time e-markets"}},
          {"id":2,"name":"Ervin Howell","username":"Antonette","email":"Shanna@melissa.tv",
           "phone":"010-692-6593 x09125","website":"anastasia.net"}
        ]
        """

    /// `GET /comments`: four comments, two on post 1 and one on each other post.
    static let commentsJSON = """
        [
          {"postId":1,"id":1,"name":"id labore ex et quam","email":"Eliseo@gardner.biz","body":"laudantium enim"},
          {"postId":1,"id":2,"name":"quo vero reiciendis","email":"Jayne_Kuhic@sydney.com","body":"est natus enim"},
          {"postId":2,"id":3,"name":"odio adipisci rerum","email":"Nikita@garfield.biz","body":"quia molestiae"},
          {"postId":3,"id":4,"name":"alias odio sit","email":"Lew@alysha.tv","body":"non et atque"}
        ]
        """

    /// The feed's three paths.
    static let feedPaths = ["/posts", "/users", "/comments"]

    /// Routes the feed's three endpoints on `server`, each answering 200 with its body.
    static func serveFeed(on server: TestHTTPServer) {
        server.route("/posts", .json(postsJSON))
        server.route("/users", .json(authorsJSON))
        server.route("/comments", .json(commentsJSON))
    }

    /// Routes the feed's three endpoints on `server` with ETags: 200 with `ETag: "<path>-v1"`, or 304 when
    /// the request's `If-None-Match` carries that tag.
    static func serveFeedWithETags(on server: TestHTTPServer) {
        for (path, body) in [("/posts", postsJSON), ("/users", authorsJSON), ("/comments", commentsJSON)] {
            let etag = etag(for: path)
            server.route(path) { request in
                if request.header("If-None-Match") == etag {
                    return TestResponse(status: 304, headers: [("ETag", etag)])
                }
                return .json(body, headers: [("ETag", etag)])
            }
        }
    }

    /// The ETag ``serveFeedWithETags(on:)`` sends for `path`.
    static func etag(for path: String) -> String {
        "\"\(path.dropFirst())-v1\""
    }

    // MARK: - Reading output

    /// `text` parsed as JSON, or nil when it is not JSON.
    static func json(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }
}
