import Domain
import Foundation
import Presentation
import TerminalUI

@MainActor
extension ShellState {
    /// The breadcrumb name of `route`, as its feature names it.
    public static func title(of route: Route) -> String {
        route.value.title
    }

    /// The chrome of the pane shown: a hint first for each route other features add to it, then the pane's
    /// commands with the keys the key map gives them; on a list, the header says which row is selected.
    var chrome: PaneChrome {
        guard let current = stack.last, let pane = current.pane else { return PaneChrome() }
        var chrome = pane.chrome
        let commands = chrome.commandHints.map { KeyHint(keyMap.hintLabel(of: $0.commands), $0.action) }
        chrome.hints = Self.keyHints(of: current) + commands + chrome.hints
        chrome.commandHints = []
        if !(pane is HomePane), let list = pane as? any ListPane,
            let position = Self.position(of: current.list.selected, in: list)
        {
            // "row 2 of 30" says all "30 users" does; a filter's or a search's count says more.
            let complete = list.reachedEnd && (list.filter ?? "").isEmpty && list.totalCount == nil
            chrome.trailing = complete || chrome.trailing.isEmpty ? position : position + " · " + chrome.trailing
        }
        return chrome
    }

    /// "row 212 of 1,830" once the list's end is loaded, "row 212 of many" before, counted in the whole list (the
    /// rows a window of pages let go of before its first row included); `nil` without a selection or when the rows
    /// before the first held are not counted (a window that jumped).
    static func position(of selected: Int?, in list: any ListPane) -> String? {
        guard let selected, let before = list.itemsBefore, list.itemCount > 0, selected < list.itemCount else {
            return nil
        }
        let total = list.reachedEnd ? CountText.grouped(before + list.itemCount) : "many"
        return "row \(CountText.grouped(before + selected + 1)) of \(total)"
    }

    /// The hints of the keys other features add to `route`'s screen: its related routes, then its searches.
    static func keyHints(of route: RouteState) -> [KeyHint] {
        route.related.map { KeyHint(String($0.key), $0.title) }
            + route.searches.map { KeyHint(String($0.key), $0.title) }
    }

    /// What the status bar says when no message is left: the count or keys typed so far of a command ("5",
    /// "g"), the search's match on a text ("“swift” 2 of 5"), else ``statusSummary``.
    var quietMessage: String {
        if count != nil || !pendingKeys.isEmpty {
            return (count.map(String.init) ?? "") + pendingKeys.map(\.label).joined()
        }
        if let scroll = stack.last?.scroll, let term = scroll.searchTerm, pane is any TextPane {
            let quoted = "“\(TerminalSanitizer.singleLine(term))”"
            return scroll.matchCount == 0
                ? "\(quoted) not found" : "\(quoted) \(scroll.matchIndex + 1) of \(scroll.matchCount)"
        }
        return statusSummary
    }

    /// The header of the screen: the app's name and the breadcrumb of the routes, with the chrome's trailing text.
    func header(chrome: PaneChrome) -> HeaderBar {
        HeaderBar(
            title: "AtomicArch", breadcrumb: routes.map(Self.title(of:)), trailing: chrome.trailing, theme: theme)
    }

    /// Lays the state out at its own size, as the next frame will draw it: the list scrolled to its selection,
    /// the text's bottom and the inspector's rows clamped, the page height and the content area measured; the
    /// frame it drew, which is the frame of the state it leaves.
    mutating func layOut() -> CellBuffer {
        draw(size: size)
    }

    /// Draws the whole screen at `size`, keeping in the state what drawing decides: the positions clamped, the
    /// page height and the content area. ``AppShell/frame(_:size:)`` draws a copy, so that a frame changes nothing.
    mutating func draw(size: TerminalSize) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        let tooSmall = TooSmallPanel(theme: theme)
        guard !tooSmall.isTooSmall(size) else {
            tooSmall.render(into: &buffer, area: buffer.area)
            contentArea = Rect(x: 0, y: 1, width: 0, height: 0)
            return buffer
        }
        let whole = buffer.area
        let chrome = self.chrome
        var content = Rect(x: 0, y: 1, width: size.columns, height: size.rows - 2)
        if let notice = chrome.notice {
            NoticeView.banner(for: notice, now: now, rateLimit: chrome.rateLimit, theme: theme).render(
                into: &buffer, area: content.row(0))
            content = Rect(x: 0, y: content.y + 1, width: size.columns, height: content.height - 1)
        }
        if let remark = chrome.remark, content.height > 1 {
            NoticeBanner(remark, kind: .warning, theme: theme).render(into: &buffer, area: content.row(0))
            content = Rect(x: 0, y: content.y + 1, width: size.columns, height: content.height - 1)
        }
        if let filterInput {
            LineInputView(input: filterInput, placeholder: "type to filter, Enter keeps, Esc clears", theme: theme)
                .render(into: &buffer, area: whole.row(size.rows - 2))
            content.height -= 1
        } else if let searchInput {
            LineInputView(
                input: searchInput.line, prompt: "\(searchInput.search.key)",
                placeholder: searchInput.search.placeholder, theme: theme
            )
            .render(into: &buffer, area: whole.row(size.rows - 2))
            content.height -= 1
        } else if let textSearchInput {
            LineInputView(
                input: textSearchInput, placeholder: "search the text, Enter keeps (n N), Esc ends", theme: theme
            )
            .render(into: &buffer, area: whole.row(size.rows - 2))
            content.height -= 1
        }
        pageHeight = max(1, content.height)
        if previewRoute != nil {
            // The list on the left two fifths, a rule, the preview on the rest.
            let listWidth = content.width * 2 / 5
            let list = Rect(x: content.x, y: content.y, width: listWidth, height: content.height)
            let right = Rect(
                x: content.x + listWidth + 1, y: content.y, width: content.width - listWidth - 1,
                height: content.height)
            contentArea = list
            renderBody(into: &buffer, area: list)
            for row in 0..<content.height {
                buffer.write("│", x: content.x + listWidth, y: content.y + row, style: theme.border)
            }
            renderPreview(into: &buffer, area: right)
        } else {
            contentArea = content
            previewArea = nil
            renderBody(into: &buffer, area: content)
        }
        header(chrome: chrome).render(into: &buffer, area: whole.row(0))
        let inspect = KeyHint(keyMap.hintLabel(of: [.inspect]), "inspect")
        StatusBar(hints: chrome.hints + [inspect], message: message.isEmpty ? quietMessage : message, theme: theme)
            .render(into: &buffer, area: whole.row(size.rows - 1))
        if showsInspector {
            let area = Rect(x: 0, y: 1, width: size.columns, height: size.rows - 2)
            InspectorPanel(
                content: inspectorContent, theme: theme, scrollKeys: keyMap.hintLabel(of: [.up, .down]),
                closeKeys: "\(keyMap.hintLabel(of: [.back])) or \(keyMap.hintLabel(of: [.inspect]))"
            ).render(
                into: &buffer, area: area, offset: &inspectorOffset)
        }
        if showsHelp {
            let related = stack.last.map(Self.keyHints(of:)) ?? []
            let closes = "\(keyMap.hintLabel(of: [.back])) or \(keyMap.hintLabel(of: [.help])) closes"
            HelpOverlay(
                entries: related + helpEntries, footer: closes,
                scrollFooter: "\(keyMap.hintLabel(of: [.up, .down])) more · \(closes)", theme: theme
            ).render(
                into: &buffer, area: whole, offset: &helpOffset)
        }
        return buffer
    }

    /// The route the preview beside the list shows: what the selected row opens, on a terminal at least
    /// ``AppShell/previewMinimumWidth`` columns wide; `nil` on home, on a list whose rows open no screen, and on
    /// anything but a list.
    var previewRoute: Route? {
        guard size.columns >= AppShell.previewMinimumWidth, let current = stack.last, !(current.pane is HomePane),
            let list = current.pane as? any ListPane, let index = current.list.selected
        else { return nil }
        return list.route(at: index)
    }

    /// Draws the preview of the selected row into `area`: its text from the top, or a "…" in the theme's secondary style while it has not
    /// loaded (the selection is still moving, or the answer has not come).
    private mutating func renderPreview(into buffer: inout CellBuffer, area: Rect) {
        previewArea = area
        buffer.fill(area)
        let inner = Rect(x: area.x + 1, y: area.y, width: max(0, area.width - 1), height: area.height)
        guard var shown = preview, shown.route == previewRoute, let text = shown.pane as? any TextPane else {
            buffer.write("…", x: inner.x, y: inner.y, style: theme.secondary)
            return
        }
        text.render(into: &buffer, area: inner, scroll: &shown.scroll, drawing: drawing)
        preview = shown
    }

    private mutating func renderBody(into buffer: inout CellBuffer, area: Rect) {
        guard var current = stack.last else { return buffer.fill(area) }
        let drawing = self.drawing
        switch current.pane {
        case let list as any ListPane:
            list.render(into: &buffer, area: area, list: &current.list, drawing: drawing)
        case let text as any TextPane:
            // The selected part shows from the first frame its text has, before any Tab.
            current.scroll.highlightedParagraph = selectedPart?.paragraph
            text.render(into: &buffer, area: area, scroll: &current.scroll, drawing: drawing)
        default:
            buffer.fill(area)
        }
        self.current = current
    }
}
