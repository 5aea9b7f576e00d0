import AtomicCore
import Foundation
import Networking
import Testing

// The examples of Sources/Networking/Networking.docc/DescribingAnAPIWithEndpoints.md: a small books API.

struct BookDTO: Decodable, Sendable, Equatable {
    let id: Int
    let title: String
    let publishedAt: Date
}

struct NewBook: Encodable, Sendable {
    let title: String
}

enum BooksRoute: Sendable, Hashable {
    case list(author: String?, page: Int)
    case book(id: Int)
    case create
}

struct BooksEndpoint<Response: Decodable & Sendable>: Endpoint {
    let baseURL: URL
    let route: BooksRoute
    var body: HTTPBody = .none

    var path: String {
        switch route {
        case .list, .create: "/books"
        case .book(let id): "/books/\(id)"
        }
    }

    var method: HTTPMethod { route == .create ? .post : .get }

    var queryItems: [URLQueryItem] {
        guard case .list(let author, let page) = route else { return [] }
        var items: [URLQueryItem] = []
        if let author {
            items.append(URLQueryItem(name: "author", value: author))
        }
        items.append(URLQueryItem(name: "page", value: "\(page)"))
        return items
    }

    var headers: [String: String] { ["Accept": "application/json"] }

    var decoding: DecodingStrategy { .snakeCase }
}

struct BooksAPI: Sendable {
    let baseURL: URL

    func books(by author: String? = nil, page: Int = 1) -> BooksEndpoint<[BookDTO]> {
        let route = BooksRoute.list(author: author, page: page)
        return BooksEndpoint(baseURL: baseURL, route: route)
    }

    func book(id: Int) -> BooksEndpoint<BookDTO> {
        BooksEndpoint(baseURL: baseURL, route: .book(id: id))
    }

    func create(_ book: NewBook) -> BooksEndpoint<BookDTO> {
        BooksEndpoint(baseURL: baseURL, route: .create, body: .json(book))
    }
}

/// The examples of Sources/Networking/Networking.docc, against a stub transport: no network is touched.
@Suite struct NetworkingExamples {
    /// `send` decodes the answer as the endpoint's `Response`; the query is encoded in order.
    @Test func sendReturnsTheEndpointsResponseType() async throws {
        let transport = StubTransport()
        let client = HTTPClient(transport: transport)
        let api = BooksAPI(baseURL: URL(string: "https://books.example")!)
        try transport.stub(
            api.books(by: "Le Guin"),
            .json(#"[{"id":1,"title":"The Dispossessed","published_at":"1974-05-01T00:00:00Z"}]"#)
        )

        let books = try await client.send(api.books(by: "Le Guin"))  // [BookDTO]

        #expect(books.map(\.title) == ["The Dispossessed"])
        #expect(transport.requests.first?.url?.absoluteString == "https://books.example/books?author=Le%20Guin&page=1")
    }

    /// `HTTPRequest` for one call; `Data` receives the bytes; query values are percent-encoded.
    @Test func oneOffRequestsAndRawBytes() async throws {
        let transport = StubTransport()
        let client = HTTPClient(transport: transport)
        let api = BooksAPI(baseURL: URL(string: "https://books.example")!)

        let cover = URL(string: "https://books.example/covers/1.png")!
        transport.stub(url: cover, StubResponse(body: Data([0x89, 0x50, 0x4E, 0x47])))

        let bytes = try await client.send(HTTPRequest<Data>(url: cover))

        #expect(bytes == Data([0x89, 0x50, 0x4E, 0x47]))

        let search = HTTPRequest<[BookDTO]>(
            baseURL: api.baseURL,
            path: "/search",
            queryItems: [URLQueryItem(name: "q", value: "C++ & Swift")],
            headers: ["Accept-Language": "en"],
            decoding: .snakeCase
        )
        #expect(try search.makeURL().absoluteString == "https://books.example/search?q=C%2B%2B%20%26%20Swift")
    }

    /// A JSON body is encoded with sorted keys and sent with its content type.
    @Test func aJSONBodyIsEncodedWithItsContentType() async throws {
        let transport = StubTransport()
        let client = HTTPClient(transport: transport)
        let api = BooksAPI(baseURL: URL(string: "https://books.example")!)

        let draft = NewBook(title: "Always Coming Home")
        try transport.stub(
            api.create(draft),
            .json(#"{"id":2,"title":"Always Coming Home","published_at":"1985-09-01T00:00:00Z"}"#, status: 201)
        )

        let created = try await client.send(api.create(draft))

        #expect(created.id == 2)
        let sent = try #require(transport.requests.last)
        #expect(sent.httpMethod == "POST")
        #expect(sent.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(sent.httpBody == Data(#"{"title":"Always Coming Home"}"#.utf8))
    }

    /// `response(for:)` exposes status, header fields, links and the rate limit.
    @Test func responseForCarriesStatusHeadersLinksAndRateLimit() async throws {
        let transport = StubTransport()
        let client = HTTPClient(transport: transport)
        let api = BooksAPI(baseURL: URL(string: "https://books.example")!)

        try transport.stub(
            api.books(page: 1),
            .json(
                "[]",
                headers: [
                    "ETag": "\"v7\"",
                    "Link": "<https://books.example/books?page=2>; rel=\"next\"",
                    "x-ratelimit-limit": "60",
                    "x-ratelimit-remaining": "59",
                ]
            )
        )

        let page = try await client.response(for: api.books(page: 1))

        #expect(page.status == 200)
        #expect(page.value == [])
        #expect(page.headers["etag"] == "\"v7\"")
        #expect(page.links.next == URL(string: "https://books.example/books?page=2"))
        #expect(page.rateLimit?.remaining == 59)
    }

    /// An `ETag` sent back as `If-None-Match` gets a `304` without a value.
    @Test func aConditionalRequestIsAnsweredNotModified() async throws {
        let transport = StubTransport()
        let client = HTTPClient(transport: transport)
        let api = BooksAPI(baseURL: URL(string: "https://books.example")!)

        try transport.stub(
            api.book(id: 1),
            .json(
                #"{"id":1,"title":"The Dispossessed","published_at":"1974-05-01T00:00:00Z"}"#,
                headers: ["ETag": "\"b1\""]
            ),
            StubResponse(status: 304)
        )

        let first = try await client.response(for: api.book(id: 1))
        let etag = try #require(first.etag)
        let second = try await client.response(for: api.book(id: 1), headers: ["If-None-Match": etag])

        #expect(first.value?.title == "The Dispossessed")
        #expect(second.isNotModified)
        #expect(second.value == nil)
    }

    /// `NetworkError` cases, switched over without casting.
    @Test func errorsAreTypedCases() async throws {
        let transport = StubTransport()
        let api = BooksAPI(baseURL: URL(string: "https://books.example")!)

        func explain(_ error: NetworkError) -> String {
            switch error {
            case .http(status: 404, _, _): "That book does not exist."
            case .unauthorized: "Sign in again."
            case .rateLimited: "Too many requests; try again in a while."
            case _ where error.isConnectivityFailure: "You are offline; showing the books you saved."
            default: error.message
            }
        }

        try transport.stub(api.book(id: 404), .json(#"{"message":"No such book"}"#, status: 404))
        try transport.fail(api.book(id: 3), with: .noConnection)
        let impatient = HTTPClient(transport: transport, configuration: .init(retryPolicy: .never))

        do throws(NetworkError) {
            _ = try await impatient.send(api.book(id: 404))
        } catch {
            #expect(error == .http(status: 404, message: "No such book"))
            #expect(explain(error) == "That book does not exist.")
        }
        do throws(NetworkError) {
            _ = try await impatient.send(api.book(id: 3))
        } catch {
            #expect(error == .noConnection)
            #expect(explain(error) == "You are offline; showing the books you saved.")
        }
    }

    /// `RefreshingAuthenticator`: a refused token is renewed once and the request sent again with the new one.
    @Test func anAuthenticatorRenewsARefusedToken() async throws {
        struct SignIn: Sendable {
            let renewals = Locked(0)

            func renew(_ old: AuthenticationCredential) async throws(NetworkError) -> AuthenticationCredential {
                renewals.withLock { $0 += 1 }
                return AuthenticationCredential(token: "renewed-token", isRefreshable: true)
            }
        }
        let signIn = SignIn()
        let clock = TestClock()
        let saved = "saved-token"
        let expiry = clock.now.addingTimeInterval(3600)
        let transport = StubTransport(clock: clock) { request in
            request.value(forHTTPHeaderField: "Authorization") == "Bearer renewed-token"
                ? .json(#"{"id":1,"title":"The Dispossessed","published_at":"1974-05-01T00:00:00Z"}"#)
                : .json(#"{"message":"Bad credentials"}"#, status: 401)
        }
        let api = BooksAPI(baseURL: URL(string: "https://books.example")!)

        let books = RefreshingAuthenticator(
            origin: Origin(scheme: "https", host: "books.example"),
            credential: AuthenticationCredential(token: saved, expiresAt: expiry, isRefreshable: true),
            clock: clock
        ) { old throws(NetworkError) in
            try await signIn.renew(old)  // the app's exchange of its refresh token
        }
        let client = HTTPClient(
            transport: transport,
            configuration: HTTPClient.Configuration(authenticator: books, clock: clock)
        )
        let book = try await client.send(api.book(id: 1))  // sent again with the renewed token after a 401

        #expect(book.title == "The Dispossessed")
        #expect(signIn.renewals.withLock { $0 } == 1)
        #expect(
            transport.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == [
                "Bearer saved-token", "Bearer renewed-token",
            ])
    }
}
