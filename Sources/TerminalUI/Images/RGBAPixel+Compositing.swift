import AtomicCore

extension RGBAPixel {
    /// This pixel laid over the opaque `backdrop` by its alpha (in sRGB values, as terminals blend
    /// nothing): an opaque pixel; the backdrop's own alpha is not looked at.
    public func composited(over backdrop: RGBAPixel) -> RGBAPixel {
        guard alpha < 255 else { return self }
        let opacity = Int(alpha)
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Int(top) * opacity + Int(bottom) * (255 - opacity) + 127) / 255)
        }
        return RGBAPixel(
            red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue))
    }

    /// Relative luminance, 0…1, from the Rec. 709 weights applied to the sRGB values.
    var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }
}
