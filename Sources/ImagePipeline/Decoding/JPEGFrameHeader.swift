import Foundation

/// Finds a JPEG's size in its start-of-frame marker without decoding, to choose a DCT scale.
enum JPEGFrameHeader {
    /// The width and height of the first SOF marker, or `nil` when the markers before it cannot be walked.
    static func size(in data: Data) -> PixelSize? {
        let bytes = [UInt8](data.prefix(256 * 1024))
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2 else { return nil }
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame {
                guard index + 9 <= bytes.count else { return nil }
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return PixelSize(width: width, height: height)
            }
            index += 2 + length
        }
        return nil
    }
}
