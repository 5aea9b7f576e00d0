import AtomicCore
import Data
import Foundation
import Networking

/// The transport of demo mode: ``DemoAPI`` answers every request through a `StubTransport` with the features'
/// ``DemoRoute``s, after a small latency, so the app behaves as on the real network without using it; when given
/// a renderer, ``DemoAvatarAPI`` answers the demo users' avatar URLs first.
public enum DemoTransport {
    /// The GitHub base URL demo mode uses; only the demo transport answers it.
    public static let gitHubBaseURL = URL(string: "https://api.github.demo")!
    /// The JSONPlaceholder base URL demo mode uses; only the demo transport answers it.
    public static let postsBaseURL = URL(string: "https://jsonplaceholder.demo")!
    /// The host of the demo users' avatars (`…/u/{id}?v=4`); only the demo transport answers it.
    public static let avatarBaseURL = URL(string: DemoGitHubUserGenerator.avatarBaseURL)!

    /// A transport that answers from `dataset` after a latency between 15 and 60 ms (fixed per URL), waited
    /// on `clock`. With `avatars`, requests under ``avatarBaseURL`` get the images it renders (see
    /// ``DemoAvatarAPI``); without it they get `404` like any other unknown URL. `routes` are the requests the
    /// features make (the app passes every feature's; ``DemoGitHubUsersRoutes/all`` and ``DemoPostsRoutes/all`` are
    /// the built-in features'), tried in order; any other request is the API's `404` (see ``DemoAPI``).
    public static func make(
        dataset: DemoDataset = .standard,
        clock: any AppClock = SystemClock(),
        avatars: DemoAvatarAPI.Renderer? = nil,
        routes: [DemoRoute] = []
    ) -> StubTransport {
        let api = DemoAPI(
            githubBaseURL: gitHubBaseURL, postsBaseURL: postsBaseURL, dataset: dataset, routes: routes)
        let avatarAPI = avatars.map { DemoAvatarAPI(baseURL: avatarBaseURL, dataset: dataset, render: $0) }
        return StubTransport(clock: clock) { request in
            guard let url = request.url else {
                throw NetworkError.invalidRequest("The request has no URL.")
            }
            let method = request.httpMethod ?? "GET"
            var answer =
                avatarAPI?.respond(method: method, url: url)
                ?? api.respond(method: method, url: url, headers: request.allHTTPHeaderFields ?? [:])
            answer.delay = .milliseconds(latency(for: url))
            return answer
        }
    }

    /// A stable pseudo-random latency in milliseconds for `url` (FNV-1a of its text), 15 to 60.
    static func latency(for url: URL) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return 15 + Int(hash % 46)
    }
}
