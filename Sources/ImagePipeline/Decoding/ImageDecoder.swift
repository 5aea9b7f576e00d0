import Foundation

/// The pipeline's default decoder: recognises the format by its first bytes and hands PNG to ``PNGDecoder`` and
/// JPEG to ``JPEGDecoder``.
///
/// **GIF is not decoded**: GitHub serves a few GIF avatars, and for them this decoder throws
/// ``ImageDecodingError/unsupportedFormat(_:)`` with ``ImageFormat/gif``, so the screen shows its placeholder
/// (initials in a box). WebP and anything unrecognised get the same error. Supporting GIF later means one more
/// system library (`libgif`) and one more case here.
public struct ImageDecoder: ImageDecoding {
    /// The limits enforced by every format's decoder; ``ImageDecodingLimits/standard`` by default.
    public let limits: ImageDecodingLimits

    /// A decoder enforcing `limits`.
    public init(limits: ImageDecodingLimits = .standard) {
        self.limits = limits
    }

    /// Decodes PNG or JPEG; see ``PNGDecoder`` and ``JPEGDecoder``.
    ///
    /// - Throws: ``ImageDecodingError``; `.unsupportedFormat(.gif)` for GIF, `.unsupportedFormat(nil)` for data
    ///   that is no known image format.
    public func decode(_ data: Data, minimumSize: PixelSize?) throws(ImageDecodingError) -> RGBAImage {
        try CodecCall.checkSize(of: data, limits: limits)
        switch ImageFormat(sniffing: data) {
        case .png: return try PNGDecoder(limits: limits).decode(data, minimumSize: minimumSize)
        case .jpeg: return try JPEGDecoder(limits: limits).decode(data, minimumSize: minimumSize)
        case let other: throw .unsupportedFormat(other)
        }
    }
}
