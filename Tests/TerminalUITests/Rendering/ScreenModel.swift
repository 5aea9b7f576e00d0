@testable import TerminalUI

/// A tiny terminal emulator for tests: it applies the sequences the renderer writes (CUP, SGR, ED 2, DECSTBM,
/// SU, SD, DEC private modes) to a grid, so a test can check that the bytes reproduce the frame.
///
/// It also keeps the pictures of the test graphics (see `TestGraphics`): a kitty APC `ESC _ G …c=C,r=R;label ESC \`
/// adds a picture at the cursor and `a=d` deletes every one, as kitty does, while ED 2 leaves them; a sixel DCS
/// `ESC P q label;C;R ESC \` paints one at the cursor, which ED 2 erases and a scroll or any character printed over
/// its box damages, as real sixel pixels would be. Either leaves the cursor past the right edge, where a character
/// printed without a CUP first is lost.
struct ScreenModel {
    /// A picture on the model's screen.
    struct Picture: Hashable {
        var isKitty: Bool
        var area: Rect
        var label: String
        /// The cells (`y * 10_000 + x`) where a character, a scroll or another picture was drawn over its pixels
        /// (sixel only); the picture is gone once they are all of its cells.
        var erased: Set<Int> = []
        /// Whether some of its pixels were drawn over.
        var isDamaged: Bool { !erased.isEmpty }
    }

    private(set) var screen: CellBuffer
    private(set) var pictures: [Picture] = []
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
                    damageSixels(in: Rect(x: cursor.x, y: cursor.y, width: width, height: 1))
                    cursor.x += width
                }
                index += 1
                continue
            }
            if index + 1 < text.count, text[index + 1] == "_" || text[index + 1] == "P" {
                // A string sequence, up to ST (ESC \).
                var end = index + 2
                while end + 1 < text.count, !(text[end] == "\u{1B}" && text[end + 1] == "\\") { end += 1 }
                guard end + 1 < text.count else { return }
                perform(string: String(text[(index + 2)..<end]), isKitty: text[index + 1] == "_")
                index = end + 2
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

    private mutating func perform(string: String, isKitty: Bool) {
        if isKitty {
            guard string.hasPrefix("G") else { return }
            let parts = string.dropFirst().split(separator: ";", maxSplits: 1)
            let keys = parts.first.map { $0.split(separator: ",") } ?? []
            if keys.contains("a=d") {
                pictures.removeAll(where: \.isKitty)
                return
            }
            func key(_ name: String) -> Int {
                keys.first { $0.hasPrefix(name + "=") }.flatMap { Int($0.dropFirst(name.count + 1)) } ?? 0
            }
            let area = Rect(x: cursor.x, y: cursor.y, width: key("c"), height: key("r"))
            pictures.append(Picture(isKitty: true, area: area, label: parts.count > 1 ? String(parts[1]) : ""))
        } else {
            guard string.hasPrefix("q") else { return }
            let fields = string.dropFirst().split(separator: ";").map(String.init)
            guard fields.count == 3, let columns = Int(fields[1]), let rows = Int(fields[2]) else { return }
            let area = Rect(x: cursor.x, y: cursor.y, width: columns, height: rows)
            // New pixels erase the old ones under them.
            damageSixels(in: area)
            pictures.append(Picture(isKitty: false, area: area, label: fields[0]))
        }
        cursor = (screen.width, cursor.y)
    }

    private mutating func damageSixels(in rect: Rect) {
        for index in pictures.indices where !pictures[index].isKitty {
            let hit = pictures[index].area.intersection(rect)
            for y in hit.y..<hit.maxY {
                for x in hit.x..<hit.maxX { pictures[index].erased.insert(y * 10_000 + x) }
            }
        }
        pictures.removeAll { $0.erased.count == $0.area.width * $0.area.height }
    }

    private mutating func perform(final: Character, parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch final {
        case "H":
            cursor = (max(1, numbers.count > 1 ? numbers[1] : 1) - 1, max(1, numbers.first ?? 1) - 1)
        case "J":
            screen = CellBuffer(width: screen.width, height: screen.height)
            pictures.removeAll { !$0.isKitty }
        case "r":
            scrollTop = numbers.count > 1 ? numbers[0] - 1 : 0
            scrollBottom = numbers.count > 1 ? numbers[1] - 1 : screen.height - 1
            cursor = (0, 0)
        case "S", "T":
            let shift = RowShift(
                top: scrollTop, bottom: scrollBottom, distance: final == "S" ? numbers[0] : -numbers[0])
            screen = shift.apply(to: screen)
            damageSixels(in: Rect(x: 0, y: shift.top, width: screen.width, height: shift.bottom - shift.top + 1))
            // A kitty picture moves with the text; the model marks it out of place.
            for index in pictures.indices where pictures[index].isKitty { pictures[index].erased.insert(-1) }
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
