@testable import TerminalUI

/// A tiny terminal emulator for tests: it applies the sequences the renderer writes (CUP, SGR, ED 2, DECSTBM,
/// SU, SD, DEC private modes) to a grid, so a test can check that the bytes reproduce the frame.
struct ScreenModel {
    private(set) var screen: CellBuffer
    private var cursor = (x: 0, y: 0)
    private var style = Style.plain
    private var scrollTop = 0
    private var scrollBottom: Int

    init(width: Int, height: Int) {
        screen = CellBuffer(width: width, height: height)
        scrollBottom = height - 1
    }

    mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        let text = Array(String(decoding: bytes, as: UTF8.self))
        while index < text.count {
            let character = text[index]
            guard character == "\u{1B}" else {
                let width = TextWidth.displayWidth(of: character)
                if width > 0, cursor.x < screen.width {
                    screen.write(String(character), x: cursor.x, y: cursor.y, style: style)
                    cursor.x += width
                }
                index += 1
                continue
            }
            // ESC [ parameters final
            var end = index + 2
            while end < text.count, !(text[end].asciiValue.map { (0x40...0x7E).contains($0) } ?? false) { end += 1 }
            // A sequence cut off at the end of the bytes so far is applied once the rest arrives.
            guard end < text.count else { return }
            let parameters = String(text[(index + 2)..<end])
            perform(final: text[end], parameters: parameters)
            index = end + 1
        }
    }

    private mutating func perform(final: Character, parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch final {
        case "H":
            cursor = (max(1, numbers.count > 1 ? numbers[1] : 1) - 1, max(1, numbers.first ?? 1) - 1)
        case "J":
            screen = CellBuffer(width: screen.width, height: screen.height)
        case "r":
            scrollTop = numbers.count > 1 ? numbers[0] - 1 : 0
            scrollBottom = numbers.count > 1 ? numbers[1] - 1 : screen.height - 1
            cursor = (0, 0)
        case "S", "T":
            let shift = RowShift(
                top: scrollTop, bottom: scrollBottom, distance: final == "S" ? numbers[0] : -numbers[0])
            screen = shift.apply(to: screen)
        case "m":
            style = Style.plain
            var index = 0
            while index < numbers.count {
                switch numbers[index] {
                case 1: style.attributes.insert(.bold)
                case 2: style.attributes.insert(.dim)
                case 4: style.attributes.insert(.underline)
                case 7: style.attributes.insert(.reverse)
                case 30...37: style.foreground = .ansi(UInt8(numbers[index] - 30))
                case 90...97: style.foreground = .ansi(UInt8(numbers[index] - 82))
                case 40...47: style.background = .ansi(UInt8(numbers[index] - 40))
                case 100...107: style.background = .ansi(UInt8(numbers[index] - 92))
                case 38, 48:
                    let isForeground = numbers[index] == 38
                    let color: Color
                    if numbers[index + 1] == 5 {
                        color = .indexed(UInt8(numbers[index + 2]))
                        index += 2
                    } else {
                        color = .rgb(UInt8(numbers[index + 2]), UInt8(numbers[index + 3]), UInt8(numbers[index + 4]))
                        index += 4
                    }
                    if isForeground { style.foreground = color } else { style.background = color }
                default: break
                }
                index += 1
            }
        default:
            break
        }
    }
}
