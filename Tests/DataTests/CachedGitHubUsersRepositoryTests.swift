import AtomicCore
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

@Suite("CachedGitHubUsersRepository")
struct CachedGitHubUsersRepositoryTests {
    private typealias Environment = RepositoryTestEnvironment

    /// A `/users` body with one sparse user per id.
    private static func usersJSON(_ ids: [Int]) -> String {
        let users = ids.map { id in
            #"{"login":"user\#(id)","id":\#(id),"avatar_url":"https://avatars.test/u/\#(id)","#
                + #""html_url":"https://github.com/user\#(id)","type":"User","site_admin":false}"#
        }
        return "[" + users.joined(separator: ",") + "]"
    }

    /// The users `usersJSON(ids)` describes, in domain terms.
    private static func users(_ ids: [Int]) -> [GitHubUser] {
        ids.map { id in
            GitHubUser(
                id: id, login: "user\(id)", avatarURL: URL(string: "https://avatars.test/u/\(id)"),
                profileURL: URL(string: "https://github.com/user\(id)"))
        }
    }

    private static let firstPage = GitHubRoute.users(since: nil, perPage: 3)

    private static func profileJSON(login: String, name: String = "The Octocat") -> String {
        #"{"login":"\#(login)","id":583231,"avatar_url":"https://avatars.test/u/583231","#
            + #""html_url":"https://github.com/\#(login)","name":"\#(name)","company":"@github","blog":"","#
            + #""location":"San Francisco","email":null,"bio":null,"twitter_username":null,"#
            + #""public_repos":8,"public_gists":8,"followers":9000,"following":9,"#
            + #""created_at":"2011-01-25T18:44:36Z"}"#
    }

    // MARK: Cursor

    @Test("the next cursor is the since of the Link rel=\"next\" target")
    func cursorFromLinkHeader() async throws {
        let env = try await Environment()
        let link =
            #"<https://api.github.test/users?per_page=3&since=9>; rel="next", "#
            + #"<https://api.github.test/users{?since}>; rel="first""#
        env.transport.stub(
            url: try Environment.url(Self.firstPage), .json(Self.usersJSON([1, 2, 3]), headers: ["Link": link]))

        let page = try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)

        #expect(page.value.users == Self.users([1, 2, 3]))
        #expect(page.value.next == UserCursor(since: 9))
        #expect(page.freshness == .fresh)
        #expect(page.fetchedAt == env.clock.now)
    }

    @Test("without a Link header the cursor is the last user's id")
    func cursorFromLastID() async throws {
        let env = try await Environment()
        env.transport.stub(url: try Environment.url(Self.firstPage), .json(Self.usersJSON([4, 17, 23])))

        let page = try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)

        #expect(page.value.next == UserCursor(since: 23))
    }

    @Test("a Link header without rel=\"next\" marks the last page")
    func linkWithoutNextEndsTheList() async throws {
        let env = try await Environment()
        let onlyFirst = #"<https://api.github.test/users{?since}>; rel="first""#
        env.transport.stub(
            url: try Environment.url(Self.firstPage), .json(Self.usersJSON([4, 17, 23]), headers: ["Link": onlyFirst]))

        let page = try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)

        #expect(page.value.users.map(\.id) == [4, 17, 23])
        #expect(page.value.next == nil)
    }

    @Test("an empty page has no next cursor, even with a next link")
    func emptyPageEndsTheList() async throws {
        let env = try await Environment()
        let link = #"<https://api.github.test/users?per_page=3&since=99>; rel="next""#
        env.transport.stub(url: try Environment.url(Self.firstPage), .json("[]", headers: ["Link": link]))

        let page = try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)

        #expect(page.value.users.isEmpty)
        #expect(page.value.next == nil)
    }

    @Test("a cursor is sent as since, with the page size as per_page")
    func cursorIsSentAsSince() async throws {
        let env = try await Environment()
        let url = try Environment.url(.users(since: 46, perPage: 100))
        env.transport.stub(url: url, .json(Self.usersJSON([47, 50])))

        let page = try await env.usersRepository().users(
            after: UserCursor(since: 46), pageSize: 100, context: .automatic)

        #expect(url.absoluteString == "https://api.github.test/users?per_page=100&since=46")
        #expect(env.requests(to: url).count == 1)
        #expect(page.value.users.map(\.id) == [47, 50])
    }

    // MARK: Cache policy

    @Test("a page is served from the cache within the time-to-live, cursor included")
    func freshPageMakesNoRequest() async throws {
        let env = try await Environment()
        let link = #"<https://api.github.test/users?per_page=3&since=9>; rel="next""#
        env.transport.stub(
            url: try Environment.url(Self.firstPage), .json(Self.usersJSON([1, 2, 3]), headers: ["Link": link]))
        let repository = env.usersRepository()
        let first = try await repository.users(after: nil, pageSize: 3, context: .automatic)

        env.clock.advance(by: 299)
        let second = try await repository.users(after: nil, pageSize: 3, context: .automatic)

        #expect(env.transport.requestCount == 1)
        #expect(second.value == first.value)
        #expect(second.value.next == UserCursor(since: 9))
        #expect(second.freshness == .fresh)
        #expect(second.fetchedAt == first.fetchedAt)
    }

    @Test("after the time-to-live the page is revalidated with If-None-Match; a 304 keeps it")
    func revalidatesWithETag() async throws {
        let env = try await Environment()
        let url = try Environment.url(Self.firstPage)
        env.transport.stub(
            url: url, .json(Self.usersJSON([1, 2, 3]), headers: ["ETag": #"W/"page-1""#]),
            StubResponse(status: 304, headers: ["ETag": #"W/"page-1""#]))
        let repository = env.usersRepository()
        let first = try await repository.users(after: nil, pageSize: 3, context: .automatic)

        env.clock.advance(by: 300)
        let second = try await repository.users(after: nil, pageSize: 3, context: .automatic)

        let requests = env.requests(to: url)
        try #require(requests.count == 2)
        #expect(requests[0].value(forHTTPHeaderField: "If-None-Match") == nil)
        #expect(requests[1].value(forHTTPHeaderField: "If-None-Match") == #"W/"page-1""#)
        #expect(second.freshness == .revalidated)
        #expect(second.value == first.value)
        #expect(second.fetchedAt == env.clock.now)

        env.clock.advance(by: 299)
        let third = try await repository.users(after: nil, pageSize: 3, context: .automatic)
        #expect(env.transport.requestCount == 2, "a 304 starts a new time-to-live")
        #expect(third.freshness == .fresh)
    }

    @Test("a stale page is served with its age when the network fails")
    func staleOnNetworkFailure() async throws {
        let env = try await Environment()
        env.transport.stub(
            url: try Environment.url(Self.firstPage),
            outcomes: [.response(.json(Self.usersJSON([1, 2, 3]))), .failure(.noConnection)])
        let repository = env.usersRepository()
        let first = try await repository.users(after: nil, pageSize: 3, context: .automatic)

        env.clock.advance(by: 720)
        let second = try await repository.users(after: nil, pageSize: 3, context: .automatic)

        #expect(env.transport.requestCount == 2)
        #expect(second.freshness == .stale(age: 720))
        #expect(second.staleReason == .offline)
        #expect(second.value.users == Self.users([1, 2, 3]))
        #expect(second.fetchedAt == first.fetchedAt)
    }

    @Test(
        "with nothing cached a failed connection is an error that says what happened",
        arguments: [
            (NetworkError.noConnection, DomainError.offline), (.timedOut, .timedOut(after: nil)),
            (.connectionLost, .connectionLost),
            (.connectionRefused(host: "127.0.0.1:9"), .cannotConnect(host: "127.0.0.1:9", service: .gitHub)),
        ])
    func offlineWithoutCache(failure: NetworkError, expected: DomainError) async throws {
        let env = try await Environment()
        env.transport.stub(url: try Environment.url(Self.firstPage), outcomes: [.failure(failure)])

        await #expect(throws: expected) {
            try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)
        }
    }

    @Test("offline mode with nothing cached is notCached and sends nothing")
    func offlineModeNothingCached() async throws {
        let env = try await Environment()

        await #expect(throws: DomainError.notCached) {
            try await env.usersRepository(mode: .offline).users(after: nil, pageSize: 3, context: .automatic)
        }
        await #expect(throws: DomainError.notCached) {
            try await env.usersRepository(mode: .offline).user(login: try GitHubLogin("octocat"), context: .automatic)
        }
        #expect(env.transport.requestCount == 0)
    }

    @Test("offline mode serves a cached page, marked stale once old, without a request")
    func offlineModeServesCache() async throws {
        let env = try await Environment()
        env.transport.stub(url: try Environment.url(Self.firstPage), .json(Self.usersJSON([1, 2, 3])))
        _ = try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)

        env.clock.advance(by: 3_600)
        let page = try await env.usersRepository(mode: .offline).users(after: nil, pageSize: 3, context: .automatic)

        #expect(env.transport.requestCount == 1)
        #expect(page.value.users.map(\.id) == [1, 2, 3])
        #expect(page.freshness == .stale(age: 3_600))
        #expect(page.staleReason == nil)
    }

    @Test("a cancelled refresh of a stale page is cancelled, not served as stale")
    func cancelledRefreshIsNotStale() async throws {
        let env = try await Environment()
        env.transport.stub(url: try Environment.url(Self.firstPage), .json(Self.usersJSON([1, 2, 3])))
        let repository = env.usersRepository()
        _ = try await repository.users(after: nil, pageSize: 3, context: .automatic)
        env.clock.advance(by: 301)

        let outcome = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await repository.users(after: nil, pageSize: 3, context: .automatic)
        }.result

        switch outcome {
        case .success(let page):
            Issue.record("expected cancellation, got a page that is \(page.freshness)")
        case .failure(let error):
            #expect(error as? DomainError == .cancelled)
        }
        #expect(env.transport.requestCount == 1)
    }

    // MARK: Errors

    @Test("a 404 for a profile is notFound for that login")
    func profileNotFound() async throws {
        let env = try await Environment()
        env.transport.stub(
            url: try Environment.url(.user(login: try GitHubLogin("ghost"))),
            .json(#"{"message":"Not Found","documentation_url":"https://docs.github.com"}"#, status: 404))

        await #expect(throws: DomainError.notFound(.gitHubUser(login: "ghost"))) {
            try await env.usersRepository().user(login: try GitHubLogin("ghost"), context: .automatic)
        }
    }

    @Test("a 403 with the rate limit used up is rateLimited until the reset time, with the budget it reported")
    func rateLimited() async throws {
        let env = try await Environment()
        let headers: HTTPHeaders = [
            "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1767229200",
        ]
        env.transport.stub(
            url: try Environment.url(Self.firstPage),
            .json(#"{"message":"API rate limit exceeded for 203.0.113.9."}"#, status: 403, headers: headers))

        let reset = Date(timeIntervalSince1970: 1_767_229_200)
        let reported = RateLimitBudget(remaining: 0, limit: 60, resetAt: reset)
        await #expect(throws: DomainError.rateLimited(until: reset, rateLimit: reported)) {
            try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)
        }
    }

    @Test("a 429 with Retry-After is rateLimited until that many seconds from now")
    func secondaryRateLimit() async throws {
        let env = try await Environment()
        env.transport.stub(
            url: try Environment.url(.user(login: try GitHubLogin("octocat"))),
            .json(
                #"{"message":"You have exceeded a secondary rate limit."}"#, status: 429,
                headers: ["Retry-After": "120"]))

        await #expect(throws: DomainError.rateLimited(until: env.clock.now.addingTimeInterval(120))) {
            try await env.usersRepository().user(login: try GitHubLogin("octocat"), context: .automatic)
        }
    }

    @Test("a 500 is a server error with the API's message")
    func serverError() async throws {
        let env = try await Environment()
        env.transport.stub(
            url: try Environment.url(Self.firstPage), .json(#"{"message":"Server Error"}"#, status: 500))

        await #expect(throws: DomainError.server(status: 500, message: "Server Error")) {
            try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)
        }
    }

    @Test("malformed JSON is badData and is never stored; the next call fetches again")
    func malformedJSONIsNotStored() async throws {
        let env = try await Environment()
        let url = try Environment.url(Self.firstPage)
        env.transport.stub(url: url, .json(#"[{"login":"user1","id":1},{"login":"#), .json(Self.usersJSON([1, 2])))
        let repository = env.usersRepository()

        let error = await #expect(throws: DomainError.self) {
            try await repository.users(after: nil, pageSize: 3, context: .automatic)
        }
        guard case .badData = error else {
            Issue.record("expected badData, got \(String(describing: error))")
            return
        }
        #expect(try await env.store.entry(for: CacheKey(url: url)) == nil)

        let page = try await repository.users(after: nil, pageSize: 3, context: .automatic)
        #expect(env.transport.requestCount == 2)
        #expect(page.value.users.map(\.id) == [1, 2])
        #expect(try await env.store.entry(for: CacheKey(url: url)) != nil)
    }

    @Test("a list of the wrong shape is badData naming the field")
    func wrongShapeNamesTheField() async throws {
        let env = try await Environment()
        env.transport.stub(url: try Environment.url(Self.firstPage), .json(#"[{"login":"user1","id":1},{"id":2}]"#))

        let error = await #expect(throws: DomainError.self) {
            try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)
        }
        guard case .badData(let detail) = error else {
            Issue.record("expected badData, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("[1].login"))
    }

    // MARK: Profiles

    @Test("a profile decodes, with null and blank fields as nil, and is cached")
    func profileWithNullFields() async throws {
        let env = try await Environment()
        env.transport.stub(
            url: try Environment.url(.user(login: try GitHubLogin("octocat"))),
            .json(Self.profileJSON(login: "octocat")))
        let repository = env.usersRepository()

        let profile = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)
        env.clock.advance(by: 60)
        let again = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)

        let user = profile.value
        #expect(user.id == 583231)
        #expect(user.login == "octocat")
        #expect(user.name == "The Octocat")
        #expect(user.company == "@github")
        #expect(user.location == "San Francisco")
        #expect(user.email == nil)
        #expect(user.bio == nil)
        #expect(user.twitterUsername == nil)
        #expect(user.blog == nil, "a blank blog is no blog")
        #expect(user.followers == 9000)
        #expect(user.createdAt == Date(timeIntervalSince1970: 1_295_981_076))
        #expect(user.profileURL == URL(string: "https://github.com/octocat"))
        #expect(again.value == user)
        #expect(again.freshness == .fresh)
        #expect(env.transport.requestCount == 1)
    }

    @Test("list users with null avatar and profile addresses decode with nil URLs")
    func listUserWithNullAddresses() async throws {
        let env = try await Environment()
        env.transport.stub(
            url: try Environment.url(Self.firstPage),
            .json(#"[{"login":"sparse","id":5,"avatar_url":null,"html_url":null,"site_admin":null,"type":null}]"#))

        let page = try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)

        #expect(page.value.users == [GitHubUser(id: 5, login: "sparse", avatarURL: nil, profileURL: nil)])
    }

    @Test("logins that differ only in case share one cached profile, also in offline mode")
    func profileCacheIgnoresLoginCase() async throws {
        let env = try await Environment()
        env.transport.stub(
            url: try Environment.url(.user(login: try GitHubLogin("Octocat"))),
            .json(Self.profileJSON(login: "octocat")))
        let fetched = try await env.usersRepository().user(login: try GitHubLogin("Octocat"), context: .automatic)

        let again = try await env.usersRepository().user(login: try GitHubLogin("OCTOCAT"), context: .automatic)
        let offline = try await env.usersRepository(mode: .offline).user(
            login: try GitHubLogin("octocat"), context: .automatic)

        #expect(env.transport.requestCount == 1)
        #expect(again.value == fetched.value)
        #expect(offline.value == fetched.value)
        #expect(offline.freshness == .fresh)
    }

    @Test("without an ETag a stale profile is revalidated with If-Modified-Since")
    func revalidatesWithLastModified() async throws {
        let env = try await Environment()
        let url = try Environment.url(.user(login: try GitHubLogin("octocat")))
        let lastModified = "Tue, 25 Jan 2011 18:44:36 GMT"
        env.transport.stub(
            url: url, .json(Self.profileJSON(login: "octocat"), headers: ["Last-Modified": lastModified]),
            StubResponse(status: 304))
        let repository = env.usersRepository()
        let first = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)

        env.clock.advance(by: 600)
        let second = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)

        let sent = try #require(env.requests(to: url).last)
        #expect(sent.value(forHTTPHeaderField: "If-Modified-Since") == lastModified)
        #expect(sent.value(forHTTPHeaderField: "If-None-Match") == nil)
        #expect(second.freshness == .revalidated)
        #expect(second.value == first.value)
    }

    @Test("a stale profile is revalidated and refreshed by a 200 with new content")
    func profileRefreshedAfterTimeToLive() async throws {
        let env = try await Environment()
        let url = try Environment.url(.user(login: try GitHubLogin("octocat")))
        env.transport.stub(
            url: url, .json(Self.profileJSON(login: "octocat"), headers: ["ETag": #""v1""#]),
            .json(Self.profileJSON(login: "octocat", name: "Mona"), headers: ["ETag": #""v2""#]))
        let repository = env.usersRepository()
        _ = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)

        env.clock.advance(by: 301)
        let refreshed = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)

        #expect(env.requests(to: url).last?.value(forHTTPHeaderField: "If-None-Match") == #""v1""#)
        #expect(refreshed.value.name == "Mona")
        #expect(refreshed.freshness == .fresh)
        #expect(try await env.store.entry(for: CacheKey(url: url))?.validators.etag == #""v2""#)
    }
}
