import TerminalUI

/// libFuzzer entry point: the first byte picks a width from -2 to 125 columns, the rest is text; measures,
/// truncates, fits and wraps it, and checks the promised widths.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextLayout(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let width = Int(bytes[0] & 0x7F) - 2
    let text = String(decoding: UnsafeBufferPointer(start: bytes + 1, count: count - 1), as: UTF8.self)

    _ = TextWidth.displayWidth(of: text)
    let truncated = TextWidth.truncate(text, toWidth: width)
    if TextWidth.displayWidth(of: truncated) > max(0, width) {
        fatalError("truncate to \(width) gave \(truncated.debugDescription)")
    }
    for alignment in [TextWidth.Alignment.left, .right, .center] {
        let cell = TextWidth.fit(text, toWidth: width, alignment: alignment)
        if TextWidth.displayWidth(of: cell) != max(0, width) {
            fatalError("fit to \(width) gave \(cell.debugDescription)")
        }
        let padded = TextWidth.pad(text, toWidth: width, alignment: alignment)
        if TextWidth.displayWidth(of: padded) < width {
            fatalError("pad to \(width) gave \(padded.debugDescription)")
        }
    }
    for line in TextWrapper.wrap(text, toWidth: width) where TextWidth.displayWidth(of: line) > max(1, width) {
        if line.count > 1 {
            fatalError("a wrapped line is wider than \(width): \(line.debugDescription)")
        }
    }
    return 0
}
