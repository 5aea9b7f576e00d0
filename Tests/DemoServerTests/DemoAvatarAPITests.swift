import AtomicCore
import Data
import DemoServer
import Foundation
import Networking
import Testing

@Suite("DemoAvatarAPI")
struct DemoAvatarAPITests {
    private let dataset = DemoDataset.standard

    /// A renderer whose bytes name the login and side it was asked for.
    private static let naming: DemoAvatarAPI.Renderer = { login, side in Data("\(login)@\(side)".utf8) }

    private func api(render: @escaping DemoAvatarAPI.Renderer = naming) -> DemoAvatarAPI {
        DemoAvatarAPI(baseURL: DemoTransport.avatarBaseURL, dataset: dataset, render: render)
    }

    private func get(_ api: DemoAvatarAPI, _ address: String, method: String = "GET") throws -> StubResponse? {
        api.respond(method: method, url: try #require(URL(string: address)))
    }

    @Test("every demo user's avatar URL is on the demo avatar host")
    func avatarURLsAreOnTheDemoHost() throws {
        for detail in dataset.gitHubUsers.prefix(50) {
            let url = try #require(detail.user.avatarURL.flatMap(URL.init(string:)))
            #expect(url.host == DemoTransport.avatarBaseURL.host)
            #expect(url.path == "/u/\(detail.user.id)")
        }
    }

    @Test("an avatar URL is answered with the image for that user's login, at the size asked for")
    func answersWithTheLoginsImage() throws {
        let user = dataset.gitHubUsers[3].user
        let avatarURL = try #require(user.avatarURL)
        let response = try #require(try get(api(), "\(avatarURL)&s=64"))
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "image/png")
        #expect(String(decoding: response.body, as: UTF8.self) == "\(user.login)@64")
    }

    @Test("s is clamped to 1…460 and defaults to 460")
    func sizeParameter() throws {
        let id = dataset.gitHubUsers[0].user.id
        let login = dataset.gitHubUsers[0].user.login
        let base = "https://avatars.github.demo/u/\(id)"
        let cases = ["?v=4": 460, "?s=0": 1, "?s=-5": 1, "?s=9999": 460, "?s=abc": 460, "?v=4&s=32": 32]
        for (query, side) in cases {
            let response = try #require(try get(api(), base + query))
            #expect(String(decoding: response.body, as: UTF8.self) == "\(login)@\(side)", "\(query)")
        }
    }

    @Test("unknown ids and paths are 404, other methods 405, HEAD has no body, a failed render is 500")
    func errors() throws {
        let api = api()
        #expect(try get(api, "https://avatars.github.demo/u/999999999")?.status == 404)
        #expect(try get(api, "https://avatars.github.demo/u/abc")?.status == 404)
        #expect(try get(api, "https://avatars.github.demo/users/1")?.status == 404)
        let id = dataset.gitHubUsers[0].user.id
        #expect(try get(api, "https://avatars.github.demo/u/\(id)", method: "POST")?.status == 405)
        let head = try #require(try get(api, "https://avatars.github.demo/u/\(id)", method: "HEAD"))
        #expect(head.status == 200 && head.body.isEmpty)
        let failing = self.api { _, _ in nil }
        #expect(try get(failing, "https://avatars.github.demo/u/\(id)")?.status == 500)
    }

    @Test("URLs under another base are left to the other APIs")
    func otherHosts() throws {
        #expect(try get(api(), "https://api.github.demo/users") == nil)
        #expect(try get(api(), "https://avatars.githubusercontent.com/u/1") == nil)
    }

    @Test("the demo transport serves avatars only when given a renderer (its test clock sleeps at once)")
    func transportRoutesAvatars() async throws {
        let user = dataset.gitHubUsers[5].user
        let url = try #require(user.avatarURL.flatMap(URL.init(string:)))
        let clock = TestClock()
        let configuration = HTTPClient.Configuration(retryPolicy: .never, clock: clock)
        let withAvatars = HTTPClient(
            transport: DemoTransport.make(clock: clock, avatars: Self.naming), configuration: configuration)
        let body = try await withAvatars.send(HTTPRequest<Data>(url: url))
        #expect(String(decoding: body, as: UTF8.self) == "\(user.login)@460")

        let without = HTTPClient(
            transport: DemoTransport.make(clock: clock), configuration: configuration)
        await #expect(throws: NetworkError.self) {
            _ = try await without.send(HTTPRequest<Data>(url: url))
        }
    }
}
