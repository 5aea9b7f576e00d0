import Domain
import Foundation
import Presentation
import TerminalUI

/// A feature's detail screen as the shell's text pane draws it: what it waits for, its web page, its paragraphs,
/// and what stands beside them (an avatar).
///
/// The pane is the same for every detail: its chrome is the header's text of the value, the freshness notice, the
/// keys ↑↓ scroll (with Tab select and Enter open when the value has ``parts(of:)``), `o` browser, Esc back, `?` help,
/// and the view model's rate-limit budget; it shows a spinner while the value loads, `r` retries what failed or else
/// refreshes, and the text scrolls.
@MainActor
public protocol DetailPaneContent: PaneContent {
    /// What the screen shows.
    associatedtype Value: Sendable & Equatable
    /// The view model the screen is (a `DetailModel` of ``Value``).
    associatedtype Model: DetailModel<Value>

    /// The use case the view model calls, named by the inspector.
    static var useCase: Any.Type { get }

    /// The line shown while `model` loads ("Loading octocat…").
    static func loadingText(of model: Model) -> String
    /// The header's right-hand text, from the value once loaded; empty by default.
    static func trailing(of value: Value?) -> String
    /// The web page of what `model` shows (for `o` and `y`), or `nil`.
    static func webURL(of model: Model, context: PaneContext) -> URL?
    /// The value as styled paragraphs, the pane's scrolled text, in `theme`'s styles.
    static func paragraphs(of value: Value, theme: Theme) -> [StyledText]
    /// The parts of ``paragraphs(of:theme:)`` a person can select (Tab, Shift-Tab), each naming its paragraph by index;
    /// none by default.
    static func parts(of value: Value) -> [TextPart]
    /// Draws what stands beside the text into `area`, already cleared, and returns the area left for the text;
    /// by default nothing, and the text starts one column in.
    static func decorate(
        _ value: Value, into buffer: inout CellBuffer, area: Rect, drawing: PaneDrawing
    ) -> Rect
    /// The avatars `value` shows in a content `area`; none by default.
    static func avatars(of value: Value, in area: Rect) -> AvatarDemand
}

extension DetailPaneContent {
    /// Nothing.
    public static func trailing(of value: Value?) -> String { "" }

    /// No parts: the text only scrolls.
    public static func parts(of value: Value) -> [TextPart] { [] }

    /// Nothing beside the text, which starts one column in.
    public static func decorate(
        _ value: Value, into buffer: inout CellBuffer, area: Rect, drawing: PaneDrawing
    ) -> Rect {
        Rect(x: area.x + 1, y: area.y, width: area.width - 1, height: area.height)
    }

    /// No avatars.
    public static func avatars(of value: Value, in area: Rect) -> AvatarDemand { AvatarDemand() }

    /// The detail pane of `screen` when its view model is a ``Model``.
    public static func pane(for screen: Screen, context: PaneContext) -> (any Pane)? {
        screen.model(Model.self).map { DetailPane<Self>(model: $0, context: context) }
    }
}

/// The one detail pane: a `DetailModel` drawn as its ``DetailPaneContent`` says.
struct DetailPane<Content: DetailPaneContent>: TextPane {
    /// The detail's view model.
    let model: Content.Model
    /// The web pages.
    let context: PaneContext

    var viewModel: any ScreenModel { model }

    var chrome: PaneChrome {
        let state = model.state
        let partHints = parts.isEmpty ? [] : [CommandHint(.nextPart, "select"), CommandHint(.open, "open")]
        return PaneChrome(
            trailing: Content.trailing(of: state.value),
            notice: state.notice,
            commandHints: [CommandHint([.up, .down], "scroll")] + partHints + [
                CommandHint(.openInBrowser, "browser"), CommandHint(.back, "back"), CommandHint(.help, "help"),
            ],
            rateLimit: state.rateLimit)
    }

    /// The value's parts, once it has loaded.
    var parts: [TextPart] {
        guard let value = model.state.value else { return [] }
        return Content.parts(of: value)
    }

    var isBusy: Bool { model.state.phase == .loading }
    var provenance: Provenance? { model.state.provenance }
    var useCase: Any.Type { Content.useCase }

    func appear() -> Task<Void, Never>? { model.appear() }
    func refresh() -> Task<Void, Never>? { model.retry() ?? model.refresh() }
    func webURL(selected: Int?) -> URL? { Content.webURL(of: model, context: context) }

    /// The value's avatars, once it has loaded.
    func avatars(in area: Rect, selected: Int?) -> AvatarDemand {
        guard model.state.phase == .content, let value = model.state.value else { return AvatarDemand() }
        return Content.avatars(of: value, in: area)
    }

    func render(into buffer: inout CellBuffer, area: Rect, scroll: inout TextScrollState, drawing: PaneDrawing) {
        let state = model.state
        let phase = PhaseView(
            phase: state.phase, loadingText: Content.loadingText(of: model), emptyText: "", tick: drawing.tick,
            theme: drawing.theme)
        guard phase.showsContent, let value = state.value else { return phase.render(into: &buffer, area: area) }
        buffer.fill(area)
        let textArea = Content.decorate(value, into: &buffer, area: area, drawing: drawing)
        TextView(paragraphs: Content.paragraphs(of: value, theme: drawing.theme), theme: drawing.theme)
            .render(into: &buffer, area: textArea, state: &scroll)
    }
}
