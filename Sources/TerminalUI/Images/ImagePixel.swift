/// One pixel handed to ``HalfBlockImage``: 8-bit sRGB red, green, blue and alpha (255 = opaque, not premultiplied).
///
/// TerminalUI knows nothing of how images are loaded; the app converts the pipeline's pixels to these.
public struct ImagePixel: Sendable, Hashable {
    /// Red, 0–255, sRGB-encoded.
    public var red: UInt8
    /// Green, 0–255, sRGB-encoded.
    public var green: UInt8
    /// Blue, 0–255, sRGB-encoded.
    public var blue: UInt8
    /// Alpha, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8

    /// A pixel from its samples; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// This pixel laid over the opaque `backdrop` by its alpha (in sRGB values, as terminals blend nothing).
    func composited(over backdrop: ImagePixel) -> ImagePixel {
        guard alpha < 255 else { return self }
        let opacity = Int(alpha)
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Int(top) * opacity + Int(bottom) * (255 - opacity) + 127) / 255)
        }
        return ImagePixel(
            red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue))
    }

    /// Relative luminance, 0…1, from the Rec. 709 weights applied to the sRGB values.
    var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }
}
