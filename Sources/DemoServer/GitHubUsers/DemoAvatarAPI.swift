import Data
import Foundation
import Networking

/// GitHub's avatar host for the demo users, answered from a ``DemoDataset`` without a network.
///
/// The demo users' `avatar_url` is `https://avatars.github.demo/u/{id}?v=4` (see
/// ``DemoTransport/avatarBaseURL``), the shape of `avatars.githubusercontent.com`. This type answers those URLs:
///
/// - `GET /u/{id}` with an optional `s=N`: `200`, `Content-Type: image/png`, the bytes `render` makes for the
///   login of the user with that id, at `N` × `N` pixels. `N` is clamped to 1…``maximumSide``; without `s` (or
///   with a value that is not a number) the image is ``defaultSide`` pixels, like an original upload.
/// - An unknown id or any other path: `404` with a plain-text body, as the real host answers.
/// - `render` returning `nil`: `500`.
/// - `HEAD` gets the `GET` status and headers with an empty body; other methods get `405`.
///
/// Data cannot depend on the image pipeline, so the picture itself comes from outside through `render`: the
/// app's composition root passes identicons encoded as PNG. Like ``DemoAPI``, the answer is a pure function of
/// the request.
public struct DemoAvatarAPI: Sendable {
    /// Makes the image file for a login at a side in pixels, or `nil` when it cannot.
    public typealias Renderer = @Sendable (_ login: String, _ side: Int) -> Data?

    /// The side in pixels of an avatar asked for without `s`: 460, the size of GitHub's originals.
    public static let defaultSide = 460
    /// The largest side in pixels served; larger `s` values get this size. 460.
    public static let maximumSide = 460

    /// Where the avatars are served, for example ``DemoTransport/avatarBaseURL``.
    public let baseURL: URL

    private let users: DemoGitHubUsers
    private let render: Renderer

    /// Serves the avatars of `dataset`'s users under `baseURL`, with images made by `render`. Each request makes
    /// the one profile its id names (to learn the login) and renders its image; nothing is made up front.
    public init(baseURL: URL, dataset: DemoDataset = .standard, render: @escaping Renderer) {
        self.baseURL = baseURL
        self.render = render
        users = dataset.gitHubUsers
    }

    /// The answer to `method` on `url`, or `nil` when `url` is not under ``baseURL``.
    public func respond(method: String, url: URL) -> StubResponse? {
        guard let path = DemoAPI.segments(of: url, under: baseURL) else { return nil }
        let verb = method.uppercased()
        guard verb == "GET" || verb == "HEAD" else {
            return StubResponse(
                status: 405, headers: ["Content-Type": "text/plain", "Allow": "GET, HEAD"],
                body: Data("Method Not Allowed".utf8))
        }
        var response = image(path: path, size: Self.sizeValue(of: url))
        if verb == "HEAD" {
            response.body = Data()
        }
        return response
    }

    private func image(path: [String], size: String?) -> StubResponse {
        guard path.count == 2, path[0] == "u", let id = Int(path[1]), let position = users.firstIndex(ofID: id) else {
            return StubResponse(
                status: 404, headers: ["Content-Type": "text/plain"], body: Data("Not Found".utf8))
        }
        let side = Self.side(forSizeValue: size)
        guard let body = render(users[position].user.login, side) else {
            return StubResponse(
                status: 500, headers: ["Content-Type": "text/plain"], body: Data("Server Error".utf8))
        }
        return StubResponse(
            status: 200,
            headers: ["Content-Type": "image/png", "Cache-Control": "max-age=300"],
            body: body)
    }

    /// The side to render for the `s` query value `value`: clamped to 1…``maximumSide``, ``defaultSide``
    /// when missing or not a number.
    static func side(forSizeValue value: String?) -> Int {
        guard let value, let asked = Int(value) else { return defaultSide }
        return Swift.min(Swift.max(asked, 1), maximumSide)
    }

    private static func sizeValue(of url: URL) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems?.first { $0.name == "s" }?.value
    }
}
