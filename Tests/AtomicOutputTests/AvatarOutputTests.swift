import AtomicCore
import AtomicOutput
import TerminalUI
import Testing

@Suite struct AvatarOutputTests {
    /// The pixels of a `width` × `height` image whose left half is red and right half blue, row by row.
    static func halves(width: Int, height: Int) -> [RGBAPixel] {
        var pixels: [RGBAPixel] = []
        for _ in 0..<height {
            for x in 0..<width {
                pixels.append(
                    x < width / 2 ? RGBAPixel(red: 255, green: 0, blue: 0) : RGBAPixel(red: 0, green: 0, blue: 255))
            }
        }
        return pixels
    }

    @Test func theBoxIs32PixelsSquareAndNarrowerOnANarrowTerminal() {
        #expect(AvatarOutput(width: 100, colors: .trueColor).cells == TerminalSize(columns: 32, rows: 16))
        #expect(AvatarOutput(width: 32, colors: .trueColor).columns == 32)
        #expect(AvatarOutput(width: 21, colors: .trueColor).cells == TerminalSize(columns: 21, rows: 11))
        #expect(AvatarOutput(width: 20, colors: .trueColor).columns == 20)
        #expect(AvatarOutput(width: 0, colors: .trueColor).columns == 1)
    }

    @Test func aPictureIsOneLineOfHalfBlocksPerTwoPixelRows() {
        let output = AvatarOutput(width: 80, colors: .trueColor)
        let text = output.lines(
            of: TerminalPicture(
                HalfBlockImage(width: 8, height: 4, pixels: Self.halves(width: 8, height: 4), mode: .trueColor)))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(text.filter { $0 == "▀" }.count == 16)
        #expect(text.contains("\u{1B}[38;2;255;0;0;48;2;255;0;0m▀▀▀▀"))
        #expect(text.contains("\u{1B}[38;2;0;0;255;48;2;0;0;255m▀▀▀▀"))
        #expect(lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") })
    }

    @Test func the256ColourAndShadeModesDrawTheSameCells() {
        let image = Self.halves(width: 4, height: 2)
        let palette = AvatarOutput(width: 80, colors: .palette256).lines(
            of: TerminalPicture(HalfBlockImage(width: 4, height: 2, pixels: image, mode: .palette256)))
        #expect(palette.contains("\u{1B}[38;5;196;48;5;196m▀▀"))
        #expect(palette.contains("\u{1B}[38;5;21;48;5;21m▀▀"))
        let shades = AvatarOutput(width: 80, colors: .none).lines(
            of: TerminalPicture(HalfBlockImage(width: 4, height: 2, pixels: image, mode: .none)))
        #expect(!shades.contains("\u{1B}"))
        #expect(!shades.contains("▀"))
        #expect(shades.count == 5)
    }

    @Test func thePlaceholderIsABoxWithTheInitialsInTheMiddle() {
        let box = AvatarOutput(width: 80, colors: .trueColor).placeholder(initials: "TO")
        #expect(box == "┌────────┐\n│        │\n│   TO   │\n│        │\n└────────┘\n")
        let wide = AvatarOutput(width: 80, colors: .none).placeholder(initials: "高翔")
        #expect(wide.split(separator: "\n")[2] == "│  高翔  │")
        let narrow = AvatarOutput(width: 4, colors: .none).placeholder(initials: "MLX")
        #expect(narrow.split(separator: "\n").map { TextWidth.displayWidth(of: String($0)) } == [5, 5, 5, 5, 5])
    }

    @Test func initialsComeFromTheNameThenTheLoginAndCarryNoControls() {
        #expect(AvatarOutput.initials(name: "The Octocat", login: "octocat") == "TO")
        #expect(AvatarOutput.initials(name: "Mona Lisa da Vinci", login: "x") == "MV")
        #expect(AvatarOutput.initials(name: nil, login: "mona-lisa") == "ML")
        #expect(AvatarOutput.initials(name: nil, login: "octocat") == "O")
        #expect(AvatarOutput.initials(name: "😀 🎉", login: "dependabot[bot]") == "D")
        #expect(AvatarOutput.initials(name: "Mallory \u{1B}[31mRed\u{1B}[0m", login: "m") == "MR")
        #expect(AvatarOutput.initials(name: "\u{202E}txet desrever\u{202C} Z̷a̴l̶g̵o", login: "r") == "TZ")
        #expect(AvatarOutput.initials(name: "高橋 翔太", login: "s") == "高翔")
        #expect(AvatarOutput.initials(name: "", login: "") == "?")
    }

    @Test func colourFollowsTheOptions() {
        #expect(AvatarOutput.colorMode(color: true, trueColor: true) == .trueColor)
        #expect(AvatarOutput.colorMode(color: true, trueColor: false) == .palette256)
        #expect(AvatarOutput.colorMode(color: false, trueColor: true) == .none)
    }
}
