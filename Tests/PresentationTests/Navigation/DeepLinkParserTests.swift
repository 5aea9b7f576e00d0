import Domain
import Foundation
import Presentation
import Testing

@Suite struct DeepLinkParserTests {
    private let parser = DeepLinkParser(extraHosts: ["GitHub.Example.com"], routes: AppBuilderFixture.routeTypes)

    @Test(
        "links that name a screen",
        arguments: [
            ("atomic://", Route.home), ("atomic://home", .home), ("atomic://users", .users(since: nil)),
            ("atomic://users/", .users(since: nil)), ("atomic://users?since=42", .users(since: 42)),
            ("atomic://users/octocat", .user(login: "octocat")),
            ("atomic://users/dependabot%5Bbot%5D", .user(login: "dependabot[bot]")), ("atomic://posts", .posts),
            ("atomic://posts/3", .post(id: 3)), ("ATOMIC://posts/3/", .post(id: 3)),
            ("https://github.com/octocat", .user(login: "octocat")),
            ("https://github.com/octocat/", .user(login: "octocat")),
            ("https://www.github.com/octocat", .user(login: "octocat")),
            ("http://github.com/octocat", .user(login: "octocat")),
            ("https://github.example.com/mona", .user(login: "mona")), ("octocat", .user(login: "octocat")),
            (" @octocat\n", .user(login: "octocat")),
            ("https://github.com/octocat?tab=repositories", .user(login: "octocat")),
        ]
    )
    func routes(text: String, expected: Route) throws {
        #expect(try parser.route(for: text) == expected)
    }

    @Test(
        "links that do not, with the reason",
        arguments: [
            ("", DeepLinkError.empty), ("   ", .empty), ("ftp://github.com/octocat", .unsupportedScheme("ftp")),
            ("https://gitlab.com/octocat", .unsupportedHost("gitlab.com")),
            ("https://github.com/octocat/hello-world", .unsupportedPath("/octocat/hello-world")),
            ("https://github.com/", .unsupportedPath("/")), ("atomic://repos", .unsupportedPath("repos")),
            ("atomic://foo/", .unsupportedPath("foo")), ("atomic:///foo", .unsupportedPath("foo")),
            ("atomic://users/a/b", .unsupportedPath("users/a/b")), ("atomic://posts/x", .invalidPostID("x")),
            ("atomic://posts/0", .invalidPostID("0")), ("atomic://users?since=-1", .invalidSince("-1")),
            ("atomic://users/..", .invalidLogin(.disallowedCharacter("."))),
            ("a/b", .invalidLogin(.disallowedCharacter("/"))), ("@", .invalidLogin(.empty)),
            ("atomic://users/%1B", .invalidLogin(.disallowedCharacter("\u{1B}"))),
            ("atomic://users/a%20b", .invalidLogin(.disallowedCharacter(" "))),
            ("https://github.com/a%20b", .invalidLogin(.disallowedCharacter(" "))),
            ("javascript:alert(1)", .invalidLogin(.disallowedCharacter(":"))),
            ("atomic://users?bogus=1", .unsupportedQueryKey("bogus", link: "atomic://users", accepted: ["since"])),
            (
                "atomic://Users/octocat?since=1",
                .unsupportedQueryKey("since", link: "atomic://Users/octocat", accepted: [])
            ),
            ("atomic://posts?a=1&b=2", .unsupportedQueryKey("a", link: "atomic://posts", accepted: ["user"])),
            ("atomic://?x", .unsupportedQueryKey("x", link: "atomic://", accepted: [])),
        ]
    )
    func errors(text: String, expected: DeepLinkError) {
        #expect(throws: expected) { try parser.route(for: text) }
    }

    @Test(
        "the posts API's addresses and the posts links name the posts' screens",
        arguments: [
            ("atomic://posts/authors/2", Route.postAuthor(id: 2)), ("atomic://posts?user=2", .authorPosts(userId: 2)),
            ("atomic://posts/authors/2/posts", .authorPosts(userId: 2)),
            ("https://jsonplaceholder.typicode.com/posts", .posts),
            ("https://jsonplaceholder.typicode.com/posts/1", .post(id: 1)),
            ("https://JSONPlaceholder.typicode.com/posts/1/", .post(id: 1)),
            ("http://jsonplaceholder.typicode.com:80/posts/1", .post(id: 1)),
            ("https://jsonplaceholder.typicode.com/users/1", .postAuthor(id: 1)),
            ("https://jsonplaceholder.typicode.com/users/1/posts", .authorPosts(userId: 1)),
            ("https://jsonplaceholder.typicode.com/posts?userId=1", .authorPosts(userId: 1)),
            ("https://jsonplaceholder.typicode.com/posts/1?utm=x", .post(id: 1)),
            ("http://127.0.0.1:8080/api/posts/4", .post(id: 4)),
            ("http://127.0.0.1:8080/api/users/4", .postAuthor(id: 4)),
        ]
    )
    func postsLinks(text: String, expected: Route) throws {
        let parser = DeepLinkParser(
            postsAPIURLs: [URL(string: "http://127.0.0.1:8080/api")!], routes: AppBuilderFixture.routeTypes)
        #expect(try parser.route(for: text) == expected)
    }

    @Test(
        "posts links that name no screen, with the reason",
        arguments: [
            ("atomic://posts/authors/0", DeepLinkError.invalidAuthorID("0")),
            ("atomic://posts?user=x", .invalidAuthorID("x")),
            ("atomic://posts/authors", .unsupportedPath("posts/authors")),
            ("atomic://posts/authors/1/comments", .unsupportedPath("posts/authors/1/comments")),
            ("https://jsonplaceholder.typicode.com/users/x", .invalidAuthorID("x")),
            ("https://jsonplaceholder.typicode.com/posts?userId=-1", .invalidAuthorID("-1")),
            ("https://jsonplaceholder.typicode.com/comments", .unsupportedPath("/comments")),
            ("https://jsonplaceholder.typicode.com/", .unsupportedPath("/")),
            // Another port, or outside the base URL's path, is not the posts API.
            ("http://127.0.0.1:9090/api/posts/4", .unsupportedHost("127.0.0.1")),
            ("http://127.0.0.1:8080/posts/4", .unsupportedHost("127.0.0.1")),
            (
                "https://jsonplaceholder.typicode.com.evil.example/posts/1",
                .unsupportedHost("jsonplaceholder.typicode.com.evil.example")
            ),
        ]
    )
    func postsLinkErrors(text: String, expected: DeepLinkError) {
        let parser = DeepLinkParser(
            postsAPIURLs: [URL(string: "http://127.0.0.1:8080/api")!], routes: AppBuilderFixture.routeTypes)
        #expect(throws: expected) { try parser.route(for: text) }
    }

    @Test("the posts API given is not a posts host unless given")
    func postsHostOnlyWhenGiven() {
        #expect(throws: DeepLinkError.unsupportedHost("127.0.0.1")) {
            try parser.route(for: "http://127.0.0.1:8080/api/posts/4")
        }
    }

    @Test func routesSurviveEncoding() throws {
        let routes: [Route] = [
            .home, .users(since: nil), .users(since: 7), .user(login: "octocat"), .posts, .post(id: 3),
            .postAuthor(id: 2), .authorPosts(userId: 2),
        ]
        for route in routes {
            let data = try JSONEncoder().encode(route)
            #expect(
                Route(rememberedText: String(decoding: data, as: UTF8.self), routes: AppBuilderFixture.routeTypes)
                    == route)
        }
    }

    @Test(
        "every error says in one line what is wrong",
        arguments: [
            (DeepLinkError.empty, "the link is empty"),
            (.unsupportedScheme("ftp"), "\"ftp:\" links cannot be opened; use atomic:// or a GitHub profile URL"),
            (
                .unsupportedHost("gitlab.com\u{1B}"),
                "\"gitlab.com\\u{1B}\" is neither a GitHub host nor the posts API's"
            ),
            (
                .unsupportedPath("repos"),
                "\"repos\" names no screen; try atomic://home, atomic://users, atomic://users/LOGIN, "
                    + "atomic://users/LOGIN/followers, atomic://search/users?q=QUERY, atomic://posts, "
                    + "atomic://posts/ID or atomic://posts/authors/ID"
            ),
            (
                .invalidLogin(.disallowedCharacter("/")),
                "a login has only ASCII letters, digits, \"-\" and \"_\", not \"/\""
            ),
            (.invalidPostID("x"), "\"x\" is not a post id (a whole number from 1)"),
            (.invalidAuthorID("x"), "\"x\" is not an author id (a whole number from 1)"),
            (
                .unsupportedQueryKey("bo\u{1B}gus", link: "atomic://users", accepted: ["since"]),
                "atomic://users takes only the query key since, not \"bo\\u{1B}gus\""
            ),
            (
                .unsupportedQueryKey("x", link: "atomic://posts", accepted: []),
                "atomic://posts takes no query keys, not \"x\""
            ),
            (
                .unsupportedQueryKey("x", link: "atomic://a", accepted: ["b", "c", "d"]),
                "atomic://a takes only the query keys b, c and d, not \"x\""
            ),
            (.invalidSince("-1"), "\"-1\" is not a user id to start after (a whole number from 0)"),
        ]
    )
    func messages(error: DeepLinkError, expected: String) {
        #expect(error.message == expected)
    }
}
