import AtomicCore
import Foundation

/// Deterministic identicon-style avatars made from a login, for demo mode: a 5 × 5 grid of blocks mirrored
/// left to right, in one colour on a light background, with a half-block margin.
///
/// The same login always gives the same pixels — and, through ``PNGEncoder``, the same PNG bytes — on every
/// machine: the pattern and colour come from FNV-1a 64 of the login's UTF-8 bytes, not from `Hasher`.
public struct IdenticonGenerator: Sendable {
    /// The side of the square image in pixels; at least 12, 120 by default.
    public let side: Int

    /// The background colour: light grey, sRGB (240, 240, 240).
    public static let background = RGBAPixel(red: 240, green: 240, blue: 240)

    /// A generator of `side` × `side` images (`side` raised to 12 when smaller).
    public init(side: Int = 120) {
        self.side = max(12, side)
    }

    /// The identicon for `login`, `side` × `side` pixels, opaque.
    public func image(for login: String) -> RGBAImage {
        let hash = Self.hash(login)
        let color = Self.color(from: hash)
        let cells = Self.cells(from: hash)
        // Five blocks and half a block of margin on each side: six blocks across.
        let margin = side / 12
        let block = (side - 2 * margin) / 5
        let offset = (side - 5 * block) / 2
        var image = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let column = (x - offset) / block
                let row = (y - offset) / block
                let inside = x >= offset && y >= offset && column < 5 && row < 5
                let pixel = inside && cells[row * 5 + column] ? color : Self.background
                let index = (y * side + x) * 4
                image[index] = pixel.red
                image[index + 1] = pixel.green
                image[index + 2] = pixel.blue
                image[index + 3] = 255
            }
        }
        // The byte count is side × side × 4 by construction.
        return RGBAImage(width: side, height: side, pixels: image)
            ?? RGBAImage(
                width: side, height: side, filledWith: Self.background)
    }

    /// The identicon for `login` encoded as PNG.
    ///
    /// - Throws: ``ImageEncodingError`` when libpng refuses (it does not for these images).
    public func png(for login: String) throws(ImageEncodingError) -> Data {
        try PNGEncoder().encode(image(for: login))
    }

    /// FNV-1a 64 of the login's UTF-8 bytes.
    static func hash(_ login: String) -> UInt64 {
        CacheKeyHash.fnv1a(Array(login.utf8))
    }

    /// Which of the 25 blocks are filled, row by row: 15 bits of the hash decide the left three columns, and the
    /// right two mirror the left two.
    static func cells(from hash: UInt64) -> [Bool] {
        var cells = [Bool](repeating: false, count: 25)
        for row in 0..<5 {
            for column in 0..<3 {
                let filled = (hash >> UInt64(row * 3 + column)) & 1 == 1
                cells[row * 5 + column] = filled
                cells[row * 5 + (4 - column)] = filled
            }
        }
        return cells
    }

    /// A saturated, mid-dark colour from the hash's upper bits: a hue on the six edges of the colour cube.
    static func color(from hash: UInt64) -> RGBAPixel {
        let hue = Int((hash >> 32) % 360)
        let (high, low): (UInt8, UInt8) = (200, 60)
        let fraction = Double(hue % 60) / 60
        let rising = UInt8(Double(low) + Double(high - low) * fraction)
        let falling = UInt8(Double(high) - Double(high - low) * fraction)
        switch hue / 60 {
        case 0: return RGBAPixel(red: high, green: rising, blue: low)
        case 1: return RGBAPixel(red: falling, green: high, blue: low)
        case 2: return RGBAPixel(red: low, green: high, blue: rising)
        case 3: return RGBAPixel(red: low, green: falling, blue: high)
        case 4: return RGBAPixel(red: rising, green: low, blue: high)
        default: return RGBAPixel(red: high, green: low, blue: falling)
        }
    }
}
