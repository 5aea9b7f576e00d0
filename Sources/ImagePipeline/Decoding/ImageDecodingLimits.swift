/// The bounds a decoder enforces before it decodes anything, so that no image can take unbounded memory.
///
/// With the defaults an image takes at most 4096 × 4096 × 4 bytes = 64 MiB once decoded.
public struct ImageDecodingLimits: Sendable, Hashable {
    /// The widest image accepted, in pixels; 4096 by default.
    public var maximumWidth: Int
    /// The tallest image accepted, in pixels; 4096 by default.
    public var maximumHeight: Int
    /// The most encoded bytes accepted; 20 MiB (20 × 1024 × 1024) by default.
    public var maximumByteCount: Int

    /// Creates limits; a value below 1 is replaced by its default.
    public init(maximumWidth: Int = 4096, maximumHeight: Int = 4096, maximumByteCount: Int = 20 * 1024 * 1024) {
        self.maximumWidth = maximumWidth > 0 ? maximumWidth : 4096
        self.maximumHeight = maximumHeight > 0 ? maximumHeight : 4096
        self.maximumByteCount = maximumByteCount > 0 ? maximumByteCount : 20 * 1024 * 1024
    }

    /// 4096 × 4096 pixels and 20 MiB of encoded data.
    public static let standard = ImageDecodingLimits()
}
