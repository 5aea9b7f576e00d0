import AtomicTestSupport
import Foundation

/// The loopback servers the end-to-end tests point `atomic` at, set up as most of them need them.
extension TestHTTPServer {
    /// A GitHub whose `GET /users` pages through `ids` (`EndToEndFixtures.usersPager`), each answer passed through
    /// `adjust` first (to add headers or a delay).
    static func gitHubUsers(
        ids: [Int], sendsLink: Bool, adjusting adjust: @escaping @Sendable (inout TestResponse) -> Void = { _ in }
    ) throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        let pager = EndToEndFixtures.usersPager(ids: ids, port: server.port, sendsLink: sendsLink)
        server.route("/users") { request in
            var response = pager(request)
            adjust(&response)
            return response
        }
        return server
    }

    /// A posts API answering the feed's three endpoints with 200 (`EndToEndFixtures.serveFeed`).
    static func postsFeed() throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        EndToEndFixtures.serveFeed(on: server)
        return server
    }

    /// A GitHub answering `GET /users/octocat` with the profile of `EndToEndFixtures.userDetailJSON`, and the
    /// avatar host its avatar address (`/u/1?v=4`) names, answering `GET /u/1` with `avatar` when one is given.
    static func gitHubProfileAndAvatars(
        avatar: TestResponse? = nil
    ) throws -> (gitHub: TestHTTPServer, avatars: TestHTTPServer) {
        let gitHub = try TestHTTPServer()
        let avatars = try TestHTTPServer()
        let profile = EndToEndFixtures.userDetailJSON(login: "octocat", id: 1).replacingOccurrences(
            of: "\(EndToEndFixtures.avatarBase)/1?v=4", with: "\(avatars.baseURL.absoluteString)/u/1?v=4")
        gitHub.route("/users/octocat", .json(profile))
        if let avatar {
            avatars.route("/u/1", avatar)
        }
        return (gitHub, avatars)
    }
}
