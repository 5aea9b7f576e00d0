import Foundation

/// What to load: an image URL and the pixel box it will be drawn into.
///
/// The box decides three things: the size parameter asked of servers that take one (see
/// ``AvatarURLSizing``), how far the decoded image is scaled down (to fit the box, aspect ratio kept), and the
/// memory cache entry (one per URL and box).
public struct ImageRequest: Sendable, Hashable {
    /// The image's URL as the API gave it, for example `https://avatars.githubusercontent.com/u/583231?v=4`.
    public var url: URL
    /// The most pixels across and down that will be drawn.
    public var targetSize: PixelSize

    /// A request for `url` drawn into at most `targetSize` pixels.
    public init(url: URL, targetSize: PixelSize) {
        self.url = url
        self.targetSize = targetSize
    }
}
