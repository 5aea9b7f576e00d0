import CPNG
import Foundation

/// Decodes PNG through the system libpng: every colour type (grey, grey + alpha, palette, RGB, RGBA), bit depths
/// 1–16 and Adam7 interlacing, to 8-bit RGBA (16-bit samples are reduced to 8, `tRNS` becomes alpha).
///
/// libpng's errors are caught on the C side (`setjmp` in `CPNG/shim.h`) and arrive here as codes, so a damaged
/// file never unwinds through Swift. The header is read before any pixel; see ``ImageDecoding`` for the limits.
public struct PNGDecoder: ImageDecoding {
    /// The limits enforced; ``ImageDecodingLimits/standard`` by default.
    public let limits: ImageDecodingLimits

    /// A decoder enforcing `limits`.
    public init(limits: ImageDecodingLimits = .standard) {
        self.limits = limits
    }

    /// Decodes `data`; with `minimumSize`, a non-interlaced image is reduced by a whole factor as its rows arrive
    /// (both sides stay at least twice that large, for the downscaler's last step), so the full image is never in
    /// memory: a 4096 × 4096 avatar drawn at 32 × 32 holds about 100 KB instead of 64 MB. An interlaced one is
    /// decoded whole.
    ///
    /// - Throws: ``ImageDecodingError``: `.unsupportedFormat(nil)` when `data` is not PNG, `.truncated`,
    ///   `.corrupt`, `.tooLarge`, `.dataTooLarge`, `.empty`, `.outOfMemory`.
    public func decode(_ data: Data, minimumSize: PixelSize?) throws(ImageDecodingError) -> RGBAImage {
        try decodeReportingPeak(data, minimumSize: minimumSize).image
    }

    /// ``decode(_:minimumSize:)``, with the most bytes of decoded pixels (and row buffers) held at once.
    func decodeReportingPeak(
        _ data: Data, minimumSize: PixelSize?
    ) throws(ImageDecodingError) -> (image: RGBAImage, peakByteCount: Int) {
        try CodecCall.checkSize(of: data, limits: limits)
        var width: UInt32 = 0
        var height: UInt32 = 0
        var peak = 0
        var output: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw -> Int32 in
            let base = raw.bindMemory(to: UInt8.self).baseAddress
            return atomic_png_decode_rgba_reduced(
                base, raw.count, CodecCall.clamp(limits.maximumWidth), CodecCall.clamp(limits.maximumHeight),
                CodecCall.clamp(max(0, minimumSize?.width ?? 0)), CodecCall.clamp(max(0, minimumSize?.height ?? 0)),
                &width, &height, &output, &peak, &message, message.count)
        }
        let detail = CodecCall.text(message)
        switch Int(status) {
        case Int(ATOMIC_PNG_OK):
            return (try CodecCall.adopt(output, width: width, height: height, format: .png), peak)
        case Int(ATOMIC_PNG_NOT_PNG): throw .unsupportedFormat(ImageFormat(sniffing: data))
        case Int(ATOMIC_PNG_TRUNCATED): throw .truncated(format: .png)
        case Int(ATOMIC_PNG_TOO_LARGE): throw .tooLarge(width: Int(width), height: Int(height))
        case Int(ATOMIC_PNG_NO_MEMORY): throw .outOfMemory
        default: throw .corrupt(format: .png, detail: detail.isEmpty ? "unreadable data" : detail)
        }
    }
}
