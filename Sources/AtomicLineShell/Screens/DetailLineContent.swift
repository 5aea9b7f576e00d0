import Domain
import Foundation
import Presentation

/// A feature's detail screen as the line shell prints it: its name, its value as lines, and the routes it leads to.
///
/// The screen is the same for every detail: "Loading octocat…" while the value loads, the failure when there is
/// nothing to show, else the freshness notice once and the value's lines (remote text sanitised, a text of several
/// lines printed as several lines); the prompt names it ("octocat") and offers ``links(of:)``.
@MainActor
public protocol DetailLineContent: LineContent {
    /// What the screen shows.
    associatedtype Value: Sendable & Equatable
    /// The view model the screen is (a `DetailModel` of ``Value``).
    associatedtype Model: DetailModel<Value>

    /// What the screen shows, in a word or two, for the prompt and "Loading …" ("octocat", "post 3").
    static func name(of model: Model) -> String
    /// The value as lines in reading order, unsanitised (the screen sanitises them).
    static func lines(of value: Value) -> [String]
    /// The routes the value leads to behind a letter (a post's author); none by default.
    static func links(of value: Value) -> [RelatedRoute]
}

extension DetailLineContent {
    /// No links.
    public static func links(of value: Value) -> [RelatedRoute] { [] }

    /// The detail screen of `screen` when its view model is a ``Model``.
    public static func lineScreen(for screen: Screen, pageSize: Int) -> (any LineScreen)? {
        screen.model(Model.self).map { DetailLineScreen<Self>(model: $0) }
    }
}

/// The one detail screen: a `DetailModel` printed as its ``DetailLineContent`` says.
final class DetailLineScreen<Content: DetailLineContent>: LineScreen {
    /// The detail's view model.
    let model: Content.Model

    init(model: Content.Model) {
        self.model = model
    }

    var viewModel: any ScreenModel { model }
    var isList: Bool { false }
    var status: String { LineText.line(Content.name(of: model)) }
    var commands: [String] { [] }
    var links: [RelatedRoute] {
        guard let value = model.state.value else { return [] }
        return Content.links(of: value)
    }

    func prepare() async { await model.appear()?.value }
    func refresh() async { await (model.retry() ?? model.refresh())?.value }

    func lines(now: Date) -> [String] {
        let state = model.state
        switch state.phase {
        case .loading: return ["Loading \(status)…"]
        case .failed(let error): return LineText.failure(error)
        case .content, .empty: break
        }
        let notice = state.notice.map { [LineText.line($0.text(now: now, rateLimit: state.rateLimit))] } ?? []
        guard let value = state.value else { return notice }
        return notice + Content.lines(of: value).flatMap { LineText.printable($0) }
    }

    func handle(_ command: LineCommand) async -> LineReply {
        switch command {
        case .open, .nextPage, .previousPage, .filter: .say(["\(status) has no rows to open, page or filter"])
        default: .say(["? lists the commands"])
        }
    }
}
