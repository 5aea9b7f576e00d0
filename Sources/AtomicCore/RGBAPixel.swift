/// One pixel: 8-bit sRGB red, green and blue, and 8-bit alpha (255 = opaque, not premultiplied).
///
/// The one pixel type of the project: ImagePipeline decodes into it and TerminalUI draws it, so that neither
/// needs the other and nothing converts between two copies of the same four bytes.
public struct RGBAPixel: Sendable, Hashable {
    /// Red, 0–255, sRGB-encoded.
    public var red: UInt8
    /// Green, 0–255, sRGB-encoded.
    public var green: UInt8
    /// Blue, 0–255, sRGB-encoded.
    public var blue: UInt8
    /// Alpha, 0 (transparent) – 255 (opaque), not premultiplied.
    public var alpha: UInt8

    /// A pixel from its four samples; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
