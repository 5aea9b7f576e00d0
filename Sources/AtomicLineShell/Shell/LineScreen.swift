import Foundation
import Presentation

/// One screen as the line shell drives it: a view model, the plain lines that say what it shows, the words of its
/// prompt, and the commands it answers itself (open a row, page, filter).
///
/// A feature gives its line screens through its ``LineFeature``; the shell asks the screen, never the view model's
/// type, what to print. A screen prints nothing itself and never waits for input: ``prepare()`` waits for the loads
/// the screen needs, and ``lines(now:)`` reads the view model's state.
@MainActor
public protocol LineScreen: AnyObject {
    /// The view model the screen reads, for the shell to tell screens apart.
    var viewModel: any ScreenModel { get }
    /// Whether the screen is a list, whose pages `n` and `p` turn; elsewhere those letters are free for the
    /// feature's routes (`p` lists an author's posts).
    var isList: Bool { get }
    /// The prompt's first words: what is shown and where ("users 1–30 of many", "octocat").
    var status: String { get }
    /// The screen's own commands for the prompt, in order ("number to open", "n next page", "/ filter").
    var commands: [String] { get }
    /// The routes the screen itself offers behind a letter, beyond the features' related routes (a post's `a`
    /// author); none by default.
    var links: [RelatedRoute] { get }
    /// Starts the first load when nothing was loaded, and waits for it and for the rows the page shown needs.
    func prepare() async
    /// Retries what failed, else refreshes, and waits for it.
    func refresh() async
    /// What the screen shows now, as plain lines in reading order: remote text sanitised, no escape sequence, no
    /// line break inside a line. `now` is the time ages are told at.
    func lines(now: Date) -> [String]
    /// Answers a command the shell leaves to the screen (``LineCommand/open(_:)``, ``LineCommand/nextPage``,
    /// ``LineCommand/previousPage``, ``LineCommand/filter(_:)``); it may navigate, which the shell notices.
    func handle(_ command: LineCommand) async -> LineReply
}

extension LineScreen {
    /// No links of its own.
    public var links: [RelatedRoute] { [] }
}

/// What a screen answers to a command: print it again (a new page, a filter), or a few lines of its own.
public enum LineReply: Sendable, Equatable {
    /// The screen changed what it shows: print it again.
    case reprint
    /// Lines to print, the screen unchanged ("this is the first page").
    case say([String])
}

/// What makes the line screen of some view models: one per kind of screen of a feature.
@MainActor
public protocol LineContent {
    /// The line screen of `screen` when this content reads its view model, else `nil`; lists show `pageSize` rows
    /// at a time.
    static func lineScreen(for screen: Screen, pageSize: Int) -> (any LineScreen)?
}

/// A feature's line screens: the plain-line view of each of its view models. The app lists one per feature (beside
/// its full-screen panes) and hands the list to ``LineShell``.
@MainActor
public protocol LineFeature {
    /// What prints each of the feature's view models, tried in order.
    static var contents: [any LineContent.Type] { get }
}

extension LineFeature {
    /// The line screen of `screen` from the first of ``contents`` that reads its view model, else `nil`.
    public static func lineScreen(for screen: Screen, pageSize: Int) -> (any LineScreen)? {
        for content in contents {
            if let line = content.lineScreen(for: screen, pageSize: pageSize) { return line }
        }
        return nil
    }
}
