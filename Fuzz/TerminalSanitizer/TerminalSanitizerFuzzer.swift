import AtomicCore
import TerminalUI

/// libFuzzer entry point: sanitises the input (as UTF-8, invalid bytes replaced) both ways and checks the
/// sanitiser's promises: no control character, escape, bidirectional override or invisible character survives
/// (but the joiners, presentation selectors and flag tags of visible sequences), and sanitising twice changes
/// nothing more.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalSanitizer(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    for keepNewlines in [false, true] {
        let clean = TerminalSanitizer.sanitize(text, keepNewlines: keepNewlines)
        for scalar in clean.unicodeScalars where isForbidden(scalar, keepNewlines: keepNewlines) {
            fatalError("U+\(String(scalar.value, radix: 16)) survived in \(clean.debugDescription)")
        }
        let twice = TerminalSanitizer.sanitize(clean, keepNewlines: keepNewlines)
        if twice != clean {
            fatalError("sanitising twice changed \(clean.debugDescription) to \(twice.debugDescription)")
        }
    }
    return 0
}

/// Whether `scalar` must not appear in sanitised text.
private func isForbidden(_ scalar: Unicode.Scalar, keepNewlines: Bool) -> Bool {
    switch scalar.value {
    case 0x0A: !keepNewlines
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    // What a visible sequence may keep: a joiner between emoji, a presentation selector, a flag's tags.
    case 0x200D, 0xFE0E, 0xFE0F, 0xE0030...0xE0039, 0xE0061...0xE007A, 0xE007F: false
    default: InvisibleCharacters.isInvisible(scalar)
    }
}
