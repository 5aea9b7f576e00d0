import AtomicCore
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

@Suite("CachedPostAuthorsRepository")
struct CachedPostAuthorsRepositoryTests {
    private typealias Environment = RepositoryTestEnvironment

    /// JSONPlaceholder's first user, as `GET /users/1` answers it.
    private static let authorJSON = """
        {"id":1,"name":"Leanne Graham","username":"Bret","email":"Sincere@april.biz",
         "address":{"street":"Kulas Light","suite":"Apt. 556","city":"Gwenborough","zipcode":"92998-3874",
                    "geo":{"lat":"-37.3159","lng":"81.1496"}},
         "phone":"1-770-736-8031 x56442","website":"hildegard.org",
         "company":{"name":"Romaguera-Crona","catchPhrase":"Multi-layered client-server neural-net",
                    "bs":"harness real-time e-markets"}}
        """

    private static let expected = PostAuthorProfile(
        id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz",
        address: .init(street: "Kulas Light", suite: "Apt. 556", city: "Gwenborough", zipcode: "92998-3874"),
        phone: "1-770-736-8031 x56442", website: "hildegard.org",
        company: .init(
            name: "Romaguera-Crona", catchPhrase: "Multi-layered client-server neural-net",
            business: "harness real-time e-markets"))

    private static func url(id: Int) throws -> URL {
        try JSONPlaceholder(baseURL: Environment.postsBaseURL).user(id: id).makeURL()
    }

    private static func repository(_ env: Environment, mode: CacheMode = .online) -> CachedPostAuthorsRepository {
        CachedPostAuthorsRepository(
            client: env.client, baseURL: Environment.postsBaseURL, policy: env.policy(mode: mode))
    }

    @Test("the first call asks GET /users/{id}; the second, within the time-to-live, is answered from the table")
    func fetchThenCached() async throws {
        let env = try await Environment()
        env.transport.stub(url: try Self.url(id: 1), outcomes: [.response(.json(Self.authorJSON))])
        let first = try await Self.repository(env).author(id: 1, context: .automatic)
        #expect(first.value == Self.expected && first.freshness == .fresh)
        env.clock.advance(by: 299)
        let second = try await Self.repository(env).author(id: 1, context: .automatic)
        #expect(second.value == Self.expected && second.freshness == .fresh)
        #expect(env.requests(to: try Self.url(id: 1)).count == 1)
        #expect(try Self.url(id: 1).absoluteString == "https://posts.test/users/1")
    }

    @Test("after the time-to-live the page is asked with If-None-Match, and a 304 keeps it, revalidated")
    func revalidates() async throws {
        let env = try await Environment()
        env.transport.stub(
            url: try Self.url(id: 1),
            outcomes: [
                .response(.json(Self.authorJSON, headers: ["ETag": #""u1""#])),
                .response(StubResponse(status: 304)),
            ])
        _ = try await Self.repository(env).author(id: 1, context: .automatic)
        env.clock.advance(by: 301)
        let again = try await Self.repository(env).author(id: 1, context: .automatic)
        #expect(again.value == Self.expected && again.freshness == .revalidated)
        let sent = env.requests(to: try Self.url(id: 1))
        #expect(sent.count == 2 && sent[1].value(forHTTPHeaderField: "If-None-Match") == #""u1""#)
    }

    @Test("a 200 after the time-to-live replaces the stored page")
    func replaces() async throws {
        let env = try await Environment()
        let renamed = Self.authorJSON.replacingOccurrences(of: "Leanne Graham", with: "Leanne G.")
        env.transport.stub(
            url: try Self.url(id: 1), outcomes: [.response(.json(Self.authorJSON)), .response(.json(renamed))])
        _ = try await Self.repository(env).author(id: 1, context: .automatic)
        env.clock.advance(by: 301)
        #expect(try await Self.repository(env).author(id: 1, context: .automatic).value.name == "Leanne G.")
        #expect(
            try await Self.repository(env, mode: .offline).author(id: 1, context: .automatic).value.name == "Leanne G.")
    }

    @Test("a 404 is an author that is not there")
    func notFound() async throws {
        let env = try await Environment()
        env.transport.stub(url: try Self.url(id: 11), outcomes: [.response(.json("{}", status: 404))])
        await #expect(throws: DomainError.notFound(.postAuthor(id: 11))) {
            _ = try await Self.repository(env).author(id: 11, context: .automatic)
        }
    }

    @Test("offline nothing is sent: not cached at first, then the stored page, stale with its age")
    func offline() async throws {
        let env = try await Environment()
        env.transport.stub(url: try Self.url(id: 1), outcomes: [.response(.json(Self.authorJSON))])
        await #expect(throws: DomainError.notCached) {
            _ = try await Self.repository(env, mode: .offline).author(id: 1, context: .automatic)
        }
        #expect(env.requests(to: try Self.url(id: 1)).isEmpty)
        _ = try await Self.repository(env).author(id: 1, context: .automatic)
        env.clock.advance(by: 600)
        let stored = try await Self.repository(env, mode: .offline).author(id: 1, context: .automatic)
        #expect(stored.value == Self.expected && stored.freshness == .stale(age: 600))
        #expect(env.requests(to: try Self.url(id: 1)).count == 1)
    }

    @Test("when the network fails after the time-to-live the stored page is served, stale, offline as its reason")
    func staleWhenTheNetworkFails() async throws {
        let env = try await Environment()
        env.transport.stub(
            url: try Self.url(id: 1), outcomes: [.response(.json(Self.authorJSON)), .failure(.noConnection)])
        _ = try await Self.repository(env).author(id: 1, context: .automatic)
        env.clock.advance(by: 400)
        let stale = try await Self.repository(env).author(id: 1, context: .automatic)
        #expect(stale.value == Self.expected && stale.freshness == .stale(age: 400) && stale.staleReason == .offline)
    }

    @Test("stale-while-revalidate: the stored page at once, then the refreshed one")
    func updates() async throws {
        let env = try await Environment()
        let renamed = Self.authorJSON.replacingOccurrences(of: "Leanne Graham", with: "Leanne G.")
        env.transport.stub(
            url: try Self.url(id: 1), outcomes: [.response(.json(Self.authorJSON)), .response(.json(renamed))])
        _ = try await Self.repository(env).author(id: 1, context: .automatic)
        env.clock.advance(by: 301)
        var names: [String] = []
        for try await answer in Self.repository(env).authorUpdates(id: 1, context: .automatic) {
            names.append(answer.value.name)
        }
        #expect(names == ["Leanne Graham", "Leanne G."])
    }

    @Test("blank contact details are stored as unknown")
    func blankDetails() async throws {
        let env = try await Environment()
        env.transport.stub(
            url: try Self.url(id: 2),
            outcomes: [.response(.json(#"{"id":2,"name":"Ervin Howell","username":"Antonette","email":"  "}"#))])
        let author = try await Self.repository(env).author(id: 2, context: .automatic).value
        #expect(author == PostAuthorProfile(id: 2, name: "Ervin Howell", username: "Antonette"))
        #expect(author.address.isEmpty && author.company.isEmpty)
    }
}
