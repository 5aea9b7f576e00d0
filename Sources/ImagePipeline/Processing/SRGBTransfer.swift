import Foundation

/// The sRGB transfer function as lookup tables: 8-bit sRGB to linear light and back.
enum SRGBTransfer {
    /// Linear light (0…1) of each 8-bit sRGB value, by the IEC 61966-2-1 formula.
    static let toLinear: [Float] = (0..<256).map { value in
        let encoded = Double(value) / 255
        let linear = encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
        return Float(linear)
    }

    /// The number of steps in ``fromLinear``; linear values are looked up at `Int(value * (steps - 1) + 0.5)`.
    static let encodingSteps = 4096

    /// The nearest 8-bit sRGB value of each of ``encodingSteps`` evenly spaced linear values from 0 to 1.
    static let fromLinear: [UInt8] = (0..<encodingSteps).map { step in
        let linear = Double(step) / Double(encodingSteps - 1)
        let encoded = linear <= 0.003_130_8 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
        return UInt8(max(0, min(255, (encoded * 255).rounded())))
    }

    /// The 8-bit sRGB value of `linear` (clamped to 0…1).
    @inline(__always)
    static func encode(_ linear: Float, table: UnsafeBufferPointer<UInt8>) -> UInt8 {
        let clamped = min(1, max(0, linear))
        return table[Int(clamped * Float(encodingSteps - 1) + 0.5)]
    }
}
