import Foundation

/// An encoded image format, recognised by its first bytes (never by a file name or a content type).
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    /// PNG: starts with `89 50 4E 47 0D 0A 1A 0A`.
    case png = "PNG"
    /// JPEG: starts with `FF D8 FF`.
    case jpeg = "JPEG"
    /// GIF: starts with `GIF87a` or `GIF89a`.
    case gif = "GIF"
    /// WebP: `RIFF`, four bytes of length, `WEBP`.
    case webp = "WebP"

    /// The format `data` starts with, or `nil` when it is none of these.
    public init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(12))
        func starts(_ bytes: [UInt8]) -> Bool { head.starts(with: bytes) }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if head.count == 12, starts(Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }
}
