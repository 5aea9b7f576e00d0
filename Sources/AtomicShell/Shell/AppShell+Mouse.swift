import Foundation
import Presentation
import TerminalUI

/// A press of the mouse's left button on a row: the row, on which screen and screen line, when, and whether it
/// opened something, so that the next press tells a double click and is not taken for a click on the screen it
/// opened.
struct RowPress: Equatable {
    /// The route whose row was pressed.
    var route: Route
    /// The row.
    var index: Int
    /// The screen line pressed.
    var line: Int
    /// When, as the action said.
    var date: Date
    /// Whether the press opened the row.
    var opened: Bool
}

extension AppShell {
    /// Two presses on the same row this close together are a double click: 400 ms, as the action's dates measure
    /// it.
    public static let doubleClickInterval: TimeInterval = 0.4

    /// How many rows one notch of the wheel moves a list's selection or scrolls a text: 3.
    public static let wheelRows = 3

    /// Applies a mouse `event` that happened at `date`: the wheel moves a list's selection or scrolls a text (or
    /// the inspector) by ``wheelRows``; a left click on a row selects it, and a click on the selected row or a
    /// double click opens it, as Enter does; a click on an earlier screen's name in the header's breadcrumb goes
    /// back to that screen. A click closes the help and the inspector, and first closes an open filter (keeping
    /// it) or search line (dropping it). Releases, drags, moves, other buttons and a frame too small to draw
    /// change nothing.
    func handle(_ event: MouseEvent, at date: Date) -> ShellEffect? {
        guard event.kind == .press, !TooSmallPanel().isTooSmall(state.size) else { return nil }
        switch event.button {
        case .wheelUp: wheel(by: -Self.wheelRows)
        case .wheelDown: wheel(by: Self.wheelRows)
        case .left: return click(column: event.column, row: event.row, at: date)
        case .middle, .right, .none: break
        }
        return nil
    }

    private func wheel(by rows: Int) {
        if state.showsHelp { return }
        if state.showsInspector {
            state.inspectorOffset += rows
            return
        }
        guard var current = state.current else { return }
        switch current.pane {
        case let list as any ListPane:
            current.list.moveSelection(by: rows, itemCount: list.itemCount)
            state.current = current
            if let index = current.list.selected, let load = list.loadMore(near: index) { start(load) }
            rememberSelection()
        case is any TextPane:
            current.scroll.scroll(by: rows)
            state.current = current
        default:
            break
        }
    }

    private func click(column: Int, row: Int, at date: Date) -> ShellEffect? {
        let last = state.lastPress
        state.lastPress = nil
        if state.showsHelp || state.showsInspector {
            state.showsHelp = false
            state.showsInspector = false
            return nil
        }
        if let last, last.opened, last.line == row, Self.isDoubleClick(from: last.date, to: date) {
            // The second press of a double click that already opened a screen: not a click on that screen.
            return nil
        }
        if state.filterInput != nil { state.filterInput = nil }
        if state.searchInput != nil { state.searchInput = nil }
        if row == 0 {
            goBack(toSegment: state.header(chrome: state.chrome).segment(atColumn: column, row: row, in: headerArea))
            return nil
        }
        let area = state.contentArea
        guard let current = state.current, let list = current.listPane, area.contains(column: column, row: row),
            let index = list.item(atLine: row - area.y, in: area, list: current.list)
        else { return nil }
        state.message = ""
        let isDouble =
            last.map { $0.route == current.route && $0.index == index && Self.isDoubleClick(from: $0.date, to: date) }
            ?? false
        guard isDouble || current.list.selected == index else {
            select(index, in: list)
            state.lastPress = RowPress(route: current.route, index: index, line: row, date: date, opened: false)
            return nil
        }
        // A double click opens the row it was on, even when a key moved the selection in between.
        if current.list.selected != index { select(index, in: list) }
        var opened = true
        navigate { opened = openSelected() }
        state.lastPress = RowPress(route: current.route, index: index, line: row, date: date, opened: true)
        // A row that opens no screen opens its web page, as Enter does.
        return opened ? nil : openInBrowser()
    }

    /// The header's row as the frame lays it out.
    private var headerArea: Rect { Rect(x: 0, y: 0, width: state.size.columns, height: 1) }

    /// Whether a press at `later` follows one at `earlier` closely enough to make a double click.
    private static func isDoubleClick(from earlier: Date, to later: Date) -> Bool {
        let interval = later.timeIntervalSince(earlier)
        return interval >= 0 && interval <= doubleClickInterval
    }

    private func select(_ index: Int, in list: any ListPane) {
        guard var current = state.current else { return }
        current.list.selected = index
        state.current = current
        if let load = list.loadMore(near: index) { start(load) }
        rememberSelection()
    }

    /// Goes back to the screen whose name is part `segment` of the header's path (0 is the app's title, which is
    /// no screen); nothing for the screen shown or no part.
    private func goBack(toSegment segment: Int?) {
        guard let segment, segment >= 1 else { return }
        let steps = state.stack.count - segment
        guard steps > 0 else { return }
        state.message = ""
        navigate {
            for _ in 0..<steps { goBack() }
        }
    }
}
