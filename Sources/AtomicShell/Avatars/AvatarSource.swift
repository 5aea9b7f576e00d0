import Foundation
import TerminalUI

/// One avatar as the shell draws it: the picture at `url`, for a box of `cells`.
public struct AvatarRequest: Sendable, Hashable {
    /// Where the picture is.
    public let url: URL
    /// The box it is drawn in, in cells; the source decides how many pixels it loads for it.
    public let cells: TerminalSize

    /// The avatar at `url` drawn in `cells`.
    public init(url: URL, cells: TerminalSize) {
        self.url = url
        self.cells = cells
    }

    /// Whether the URL is a web address (`http` or `https`); any other fails at once, without a load.
    public var isWeb: Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https"
    }
}

/// What became of an avatar's load.
public enum AvatarOutcome: Sendable, Hashable {
    /// The picture, drawn for the cells asked.
    case loaded(TerminalPicture)
    /// There is no picture (a `404`, damaged data, a GIF, not a web address): the placeholder shows.
    case failed
}

/// The avatars a pane wants: the one it draws now, and those of the rows about to appear, to prefetch.
public struct AvatarDemand: Sendable, Hashable {
    /// The avatar drawn now, if any.
    public var shown: AvatarRequest?
    /// The avatars to load ahead, in order; `nil` leaves those loading ahead as they are.
    public var prefetched: [AvatarRequest]?

    /// A demand for `shown` and the `prefetched` ones; nothing by default.
    public init(shown: AvatarRequest? = nil, prefetched: [AvatarRequest]? = nil) {
        self.shown = shown
        self.prefetched = prefetched
    }
}

/// Where the shell's avatars come from: the app implements it over its image loader, a test over pictures it
/// has. The shell asks for each picture once; what the source answers arrives back as an action.
@MainActor
public protocol AvatarSource: AnyObject {
    /// The picture for `request` when the source has it at hand (its memory cache), without loading; else `nil`.
    func cachedPicture(for request: AvatarRequest) -> TerminalPicture?
    /// Loads the picture for `request`; `nil` when there is none (a failed download, damaged data, a GIF).
    func picture(for request: AvatarRequest) async -> TerminalPicture?
    /// Starts loading `requests` ahead into the source's caches, nothing drawn.
    func startPrefetching(_ requests: [AvatarRequest])
    /// Stops loading ahead `requests`, no longer wanted.
    func stopPrefetching(_ requests: [AvatarRequest])
}
