import AtomicTestSupport
import Testing

@testable import TerminalUI

/// Random frames, from a fixed seed: whatever changes between two frames (text of every width, styles, rows
/// moved up or down, a new size), the bytes the renderer writes bring a model terminal exactly to the new frame.
@Suite struct DiffRendererPropertyTests {
    private static let texts = [
        "hello", "日本語", "a😀b", "❤️x", "👍🏽", "🇫🇷", "e\u{301}", "ok", "─│┌", "  ", "user-42  #1337", "क्षि",
    ]
    private static let styles = [
        Style.plain, .bold, .reverse, Style(foreground: .red), Style(foreground: .rgb(10, 200, 30), background: .blue),
        Style(attributes: [.dim, .underline]),
    ]

    /// The rows of `buffer` as text with each cell's width and attributes, and its colours when `colors` is
    /// true (at depths below true colour the terminal shows a reduced colour, not the one in the frame).
    private func signature(_ buffer: CellBuffer, colors: Bool) -> [String] {
        (0..<buffer.height).map { y in
            buffer.row(y).map { cell in
                let color = colors ? "\(cell.style.foreground)/\(cell.style.background)" : ""
                return "\(cell.grapheme)\(cell.width)\(cell.style.attributes.rawValue)\(color)"
            }.joined(separator: "|")
        }
    }

    private func shifted(_ frame: CellBuffer, by distance: Int, top: Int, bottom: Int) -> CellBuffer {
        RowShift(top: top, bottom: bottom, distance: distance).apply(to: frame)
    }

    @Test(arguments: [ColorDepth.trueColor, .indexed256, .none])
    func theBytesAlwaysReproduceTheFrame(depth: ColorDepth) {
        var random = SeededGenerator(seed: 2026)
        var renderer = DiffRenderer(colorDepth: depth)
        var frame = CellBuffer(width: 30, height: 10)
        var model = ScreenModel(width: 30, height: 10)
        for step in 0..<400 {
            switch random.next(10) {
            case 0:
                let size = (20 + random.next(20), 5 + random.next(10))
                var resized = CellBuffer(width: size.0, height: size.1)
                resized.write("resized", x: 0, y: 0)
                frame = resized
                model = ScreenModel(width: size.0, height: size.1)
            case 1, 2:
                let top = random.next(frame.height)
                let bottom = top + random.next(frame.height - top)
                guard bottom > top else { continue }
                let distance = (1 + random.next(bottom - top)) * (random.next(2) == 0 ? 1 : -1)
                frame = shifted(frame, by: distance, top: top, bottom: bottom)
                frame.write(Self.texts[random.next(Self.texts.count)], x: 0, y: distance > 0 ? bottom : top)
            default:
                for _ in 0...random.next(4) {
                    frame.write(
                        Self.texts[random.next(Self.texts.count)],
                        x: random.next(frame.width),
                        y: random.next(frame.height),
                        style: Self.styles[random.next(Self.styles.count)]
                    )
                }
            }
            model.apply(renderer.render(frame))
            let colors = depth == .trueColor
            let expected = signature(frame, colors: colors)
            #expect(signature(model.screen, colors: colors) == expected, "step \(step)")
            if signature(model.screen, colors: colors) != expected { return }
        }
    }
}
