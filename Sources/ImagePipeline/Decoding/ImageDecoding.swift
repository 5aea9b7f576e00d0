import Foundation

/// Turns the bytes of an encoded image into an ``RGBAImage``: the seam where a platform decoder plugs in.
///
/// On Linux the pipeline uses ``ImageDecoder`` (libpng and libjpeg-turbo); an Apple shell can provide one backed
/// by ImageIO instead. Whatever the implementation, it must
/// - refuse data over ``ImageDecodingLimits/maximumByteCount`` without reading it, and images whose header
///   claims more than ``ImageDecodingLimits/maximumWidth`` × ``ImageDecodingLimits/maximumHeight`` pixels
///   before decoding a single pixel (``ImageDecodingError/tooLarge(width:height:)``);
/// - answer bad input with an ``ImageDecodingError``, never a crash, a hang or unbounded memory.
public protocol ImageDecoding: Sendable {
    /// The limits this decoder enforces.
    var limits: ImageDecodingLimits { get }

    /// Decodes `data` to 8-bit RGBA.
    ///
    /// - Parameter minimumSize: the smallest size the caller will use; a decoder may decode at a reduced size
    ///   (as JPEG's DCT scaling can) as long as both sides stay at least this large or the full size.
    ///   `nil` asks for the full size.
    /// - Throws: ``ImageDecodingError``.
    func decode(_ data: Data, minimumSize: PixelSize?) throws(ImageDecodingError) -> RGBAImage
}

extension ImageDecoding {
    /// Decodes `data` to 8-bit RGBA at its full size.
    ///
    /// - Throws: ``ImageDecodingError``.
    public func decode(_ data: Data) throws(ImageDecodingError) -> RGBAImage {
        try decode(data, minimumSize: nil)
    }
}
