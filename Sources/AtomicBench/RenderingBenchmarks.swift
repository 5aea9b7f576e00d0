import Foundation
import TerminalUI

/// Rendering: a users list at 200×60 drawn with TerminalUI's `ListView` (widgets → cell buffer → diff → bytes), as
/// the app's users screen draws its list (`UsersListScreenView` lives in the executable target `AtomicApp`, which
/// this one cannot import, so the rows here stand in for its rows). Each frame renders into a new buffer, as the
/// app's shell does. One frame after a selection move must take at most 1 ms (an absolute ceiling, no floor), and a
/// one-row scroll must write at most 25% of a full redraw's bytes.
enum RenderingBenchmarks {
    /// The terminal size drawn.
    static let size = (width: 200, height: 60)

    /// A list of `count` rows as the users screen shows them: login and id, profile address on the right.
    static func listView(count: Int) -> ListView {
        ListView(
            rows: (1...count).map { id in
                ListRow("user-\(id)  #\(id)", detail: "https://github.com/user-\(id)")
            })
    }

    /// One frame: the list with the selection moved one row down, rendered into a new buffer and diffed
    /// against the previous frame. Returns the bytes written.
    static func frame(
        of list: ListView, state: inout ListSelection, renderer: inout DiffRenderer, itemCount: Int
    ) -> [UInt8] {
        state.moveSelection(by: 1, itemCount: itemCount)
        var buffer = CellBuffer(width: size.width, height: size.height)
        list.render(into: &buffer, area: buffer.area, state: &state)
        return renderer.render(buffer)
    }

    /// The frame-time row: `frames` frames per round, each moving the selection down; median frame time in ms.
    static func frameTime(frames: Int) -> Benchmark {
        Benchmark(
            name: "render-frame",
            title: "one frame of a 10,000-row ListView at 200x60 after a selection move (absolute ceiling, no floor)",
            unit: "ms", target: nil, ceiling: 1
        ) {
            let list = listView(count: 10_000)
            var state = ListSelection()
            var renderer = DiffRenderer(colorDepth: .trueColor)
            _ = frame(of: list, state: &state, renderer: &renderer, itemCount: 10_000)
            return Benchmark.Sides(
                measuringOurs: {
                    var timings: [Double] = []
                    for _ in 0..<frames {
                        if state.selected.map({ $0 >= 9_000 }) ?? true { state = ListSelection() }
                        let elapsed = ContinuousClock().measure {
                            _ = frame(of: list, state: &state, renderer: &renderer, itemCount: 10_000)
                        }
                        timings.append(elapsed.milliseconds)
                    }
                    return timings.sorted()[timings.count / 2]
                }, floor: nil)
        }
    }

    /// The scroll row: bytes of a frame that scrolls the list by one row against bytes of a full redraw.
    static func scrollBytes() -> Benchmark {
        Benchmark(
            name: "render-scroll", title: "bytes of a one-row scroll of the 200x60 list vs a full redraw",
            unit: "bytes", target: 0.25, ceiling: nil
        ) {
            let list = listView(count: 10_000)
            func scrollFrameBytes(full: Bool) -> Double {
                // The selection on the last visible row: moving it down scrolls every row up by one.
                var state = ListSelection(selected: size.height - 1, offset: 0)
                var renderer = DiffRenderer(colorDepth: .trueColor)
                var buffer = CellBuffer(width: size.width, height: size.height)
                list.render(into: &buffer, area: buffer.area, state: &state)
                _ = renderer.render(buffer)
                if full { renderer.invalidate() }
                let bytes = frame(of: list, state: &state, renderer: &renderer, itemCount: 10_000)
                return Double(bytes.count)
            }
            return Benchmark.Sides(
                measuringOurs: { scrollFrameBytes(full: false) }, floor: { scrollFrameBytes(full: true) })
        }
    }
}
