import Foundation
import TerminalUI

/// The `list` path of the probe: a list of 200 users with a header and a status bar, driven by the keyboard,
/// so the toolkit's loop can be used by hand in tmux and driven by a test through a pseudo-terminal.
///
/// ↑/↓/j/k move, PgUp/PgDn page, Home/End/g/G jump, `/` opens the filter input (Enter keeps it, Esc clears
/// it), `?` toggles help, Ctrl-L redraws everything, `q` quits. The status bar names the last key.
@MainActor
enum ListDemo {
    static func run() async throws {
        let terminal = try TTYTerminal()
        let session = TerminalSession(device: terminal)
        let reader = try InputReader(descriptor: terminal.inputDescriptor) { terminal.size() }
        let depth = ColorDepth.detect(environment: ProcessInfo.processInfo.environment)
        var model = Model()
        var renderer = DiffRenderer(colorDepth: depth)
        try await session.run {
            try session.draw(renderer.render(model.frame(size: terminal.size())))
            for await event in reader.events {
                guard model.handle(event, renderer: &renderer) else { break }
                try session.draw(renderer.render(model.frame(size: terminal.size())))
            }
        }
        reader.stop()
    }

    struct Model {
        let users = (1...200).map { ListRow("user-\($0)", detail: "#\($0 * 37)") }
        var state = ListSelection()
        var filter: LineInput?
        var showsHelp = false
        var lastEvent = "ready"

        var rows: [ListRow] {
            guard let text = filter?.text, !text.isEmpty else { return users }
            return users.filter { $0.text.contains(text) }
        }

        /// Applies `event`; false when the demo should end.
        mutating func handle(_ event: TerminalEvent, renderer: inout DiffRenderer) -> Bool {
            switch event {
            case .resize(let size): lastEvent = "resize \(size.columns)x\(size.rows)"
            case .key(let key): lastEvent = "key \(key)"
            case .mouse(let event): lastEvent = "mouse \(event.button) \(event.kind) \(event.column),\(event.row)"
            }
            guard case .key(let key) = event else { return true }
            if var input = filter {
                switch input.handle(key) {
                case .cancelled:
                    filter = nil
                    state.selectFirst(itemCount: rows.count)
                    return true
                case .changed:
                    filter = input
                    state.selectFirst(itemCount: rows.count)
                    return true
                case .submitted:
                    return true
                case .ignored:
                    break
                }
            }
            let count = rows.count
            switch key {
            case .character("q"): return false
            case .control("l"): renderer.invalidate()
            case .character("?"): showsHelp.toggle()
            case .escape: showsHelp = false
            case .character("/"): filter = LineInput()
            case .down, .character("j"): state.moveSelection(by: 1, itemCount: count)
            case .up, .character("k"): state.moveSelection(by: -1, itemCount: count)
            case .pageDown: state.moveSelection(by: 10, itemCount: count)
            case .pageUp: state.moveSelection(by: -10, itemCount: count)
            case .home, .character("g"): state.selectFirst(itemCount: count)
            case .end, .character("G"): state.selectLast(itemCount: count)
            default: break
            }
            return true
        }

        mutating func frame(size: TerminalSize) -> CellBuffer {
            var frame = CellBuffer(size: size)
            let area = frame.area
            HeaderBar(title: "AtomicArch", breadcrumb: ["Demo", "Users"], trailing: "\(rows.count) users")
                .render(into: &frame, area: area.row(0))
            let listHeight = size.rows - (filter == nil ? 2 : 3)
            ListView(rows: rows).render(
                into: &frame, area: Rect(x: 0, y: 1, width: size.columns, height: listHeight), state: &state)
            if let filter {
                LineInputView(input: filter, placeholder: "type to filter")
                    .render(into: &frame, area: area.row(size.rows - 2))
            }
            let hints = [KeyHint("↑↓", "move"), KeyHint("/", "filter"), KeyHint("?", "help"), KeyHint("q", "quit")]
            StatusBar(hints: hints, message: lastEvent).render(into: &frame, area: area.row(size.rows - 1))
            if showsHelp {
                HelpOverlay(entries: [KeyHint("↑ ↓ j k", "move"), KeyHint("q", "quit")])
                    .render(into: &frame, area: area)
            }
            return frame
        }
    }
}
