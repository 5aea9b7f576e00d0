import AtomicCore
import TerminalUI
import Testing

@Suite struct HalfBlockImageTests {
    static let red = RGBAPixel(red: 255, green: 0, blue: 0)
    static let blue = RGBAPixel(red: 0, green: 0, blue: 255)
    static let white = RGBAPixel(red: 255, green: 255, blue: 255)
    static let black = RGBAPixel(red: 0, green: 0, blue: 0)
    static let grey = RGBAPixel(red: 128, green: 128, blue: 128)

    /// 2 × 4 pixels: red over blue, white over black; then grey over red, black over white.
    static let pixels: [RGBAPixel] = [red, white, blue, black, grey, black, red, white]

    @Test func twoPixelsMakeOneCellInTrueColour() {
        let image = HalfBlockImage(width: 2, height: 4, pixels: Self.pixels, mode: .trueColor)
        #expect(image.columns == 2 && image.rows == 2)
        #expect(
            image.cell(column: 0, row: 0)
                == ImageCell(
                    character: "▀", foreground: .rgb(red: 255, green: 0, blue: 0),
                    background: .rgb(red: 0, green: 0, blue: 255)))
        #expect(
            image.ansiLines() == [
                "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[38;2;255;255;255;48;2;0;0;0m▀\u{1B}[0m",
                "\u{1B}[38;2;128;128;128;48;2;255;0;0m▀\u{1B}[38;2;0;0;0;48;2;255;255;255m▀\u{1B}[0m",
            ])
    }

    @Test func the256ColourModeUsesTheNearestPaletteColours() {
        let image = HalfBlockImage(width: 2, height: 4, pixels: Self.pixels, mode: .palette256)
        #expect(
            image.ansiLines() == [
                "\u{1B}[38;5;196;48;5;21m▀\u{1B}[38;5;231;48;5;16m▀\u{1B}[0m",
                "\u{1B}[38;5;244;48;5;196m▀\u{1B}[38;5;16;48;5;231m▀\u{1B}[0m",
            ])
    }

    @Test func withoutColourShadesStandInByBrightness() {
        let image = HalfBlockImage(width: 2, height: 4, pixels: Self.pixels, mode: .none)
        // Red over blue is dark (mean luminance 0.14), white over black half (0.5), grey over red dim (0.36).
        #expect(image.ansiLines() == [" ▒", "░▒"])
        #expect(image.cells.allSatisfy { $0.foreground == nil && $0.background == nil })
        let row = [0, 60, 120, 180, 255].map { RGBAPixel(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
        let ramp = HalfBlockImage(width: 5, height: 2, pixels: row + row, mode: .none)
        #expect(ramp.ansiLines() == [" ░▒▓█"])
    }

    @Test func aRunOfOneColourWritesItsSequenceOnce() {
        let image = HalfBlockImage(width: 3, height: 2, pixels: Array(repeating: Self.red, count: 6), mode: .trueColor)
        #expect(image.ansiLines() == ["\u{1B}[38;2;255;0;0;48;2;255;0;0m▀▀▀\u{1B}[0m"])
    }

    @Test func anOddLastRowIsCompletedWithTheBackdrop() {
        let image = HalfBlockImage(
            width: 1, height: 3, pixels: [Self.red, Self.blue, Self.white], mode: .trueColor, backdrop: Self.grey)
        #expect(image.rows == 2)
        #expect(image.cell(column: 0, row: 1)?.background == .rgb(red: 128, green: 128, blue: 128))
    }

    @Test func transparentPixelsAreLaidOverTheBackdrop() {
        let half = RGBAPixel(red: 255, green: 255, blue: 255, alpha: 128)
        let image = HalfBlockImage(
            width: 1, height: 2, pixels: [half, RGBAPixel(red: 9, green: 9, blue: 9, alpha: 0)], mode: .trueColor)
        #expect(image.cell(column: 0, row: 0)?.foreground == .rgb(red: 128, green: 128, blue: 128))
        #expect(image.cell(column: 0, row: 0)?.background == .rgb(red: 0, green: 0, blue: 0))
    }

    @Test func mismatchedInputGivesAnEmptyPicture() {
        #expect(HalfBlockImage(width: 2, height: 2, pixels: [Self.red], mode: .trueColor).cells.isEmpty)
        #expect(HalfBlockImage(width: 0, height: 2, pixels: [], mode: .none).ansiLines() == [])
    }

    @Test func paletteIndicesMapToTheirColoursAndBack() {
        for index in UInt8(16)...UInt8(255) {
            let color = XTermPalette.color(of: index)
            let nearest = XTermPalette.nearestIndex(red: color.red, green: color.green, blue: color.blue)
            #expect(XTermPalette.color(of: nearest) == color, "index \(index)")
        }
        #expect(XTermPalette.nearestIndex(red: 250, green: 10, blue: 5) == 196)
        #expect(XTermPalette.nearestIndex(red: 100, green: 100, blue: 100) == 241)
    }

    @Test func theImageModeFollowsTheTerminalsColourDepth() {
        #expect(ImageColorMode(.trueColor) == .trueColor)
        #expect(ImageColorMode(.indexed256) == .palette256)
        #expect(ImageColorMode(.ansi16) == .palette256)
        #expect(ImageColorMode(.none) == .none)
    }
}
