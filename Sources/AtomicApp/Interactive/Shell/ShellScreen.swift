import Domain
import Foundation
import Presentation
import TerminalUI

/// One screen as the terminal shell drives it: a view model and the terminal view that draws it, made for each
/// frame and key from the view model a route shows.
///
/// A feature gives its screens to the shell through its assembly (``FeatureAssembly/shellScreen(for:context:)``);
/// the shell asks the screen, never the view model's type, what to draw and what a key does. A screen is a
/// ``ShellListScreen`` (rows to select, open and filter) or a ``ShellTextScreen`` (text to scroll).
@MainActor
protocol ShellScreen {
    /// The header's right-hand text, the notice, the key hints and the badge.
    var chrome: ScreenChrome { get }
    /// Whether the screen waits for something, so a spinner turns.
    var isBusy: Bool { get }
    /// What the inspector says about the screen's last answer; `nil` before one, or for home.
    var provenance: Provenance? { get }
    /// The use case the view model calls, named by the inspector.
    var useCase: Any.Type { get }
    /// Starts the screen's first load when it is shown (again); returns the started task, if any.
    func appear() -> Task<Void, Never>?
    /// Retries what failed, else refreshes (the `r` key); returns the started task, if any.
    func refresh() -> Task<Void, Never>?
    /// The web page of what the screen shows, or of the row at `selected` (for `o` and `y`); `nil` when none.
    func webURL(selected: Int?) -> URL?
}

/// A screen of rows: moved through, opened with Enter, filtered with `/`, and remembered between runs.
@MainActor
protocol ShellListScreen: ShellScreen {
    /// The number of rows shown, which the selection moves through.
    var itemCount: Int { get }
    /// The ids of the rows shown, in order: what a remembered selection is matched against.
    var itemIDs: [String] { get }
    /// The name the selection is remembered under ("users"), or `nil` when it is not remembered.
    var selectionName: String? { get }
    /// The filter typed, or `nil` when the list cannot be filtered.
    var filter: String? { get }
    /// Filters the rows by `text`; the empty text shows them all.
    func applyFilter(_ text: String)
    /// Opens the row at `index` (the view model's selection).
    func open(at index: Int)
    /// Loads the next page when the row at `index` is near the end; returns the started task, if any.
    func loadMore(near index: Int) -> Task<Void, Never>?
    /// Loads what is needed until the row with id `itemID` is among the rows (a selection remembered from an
    /// earlier run, however deep); returns the started task, or `nil` when nothing needs loading or it cannot be.
    func reveal(_ itemID: String) -> Task<Void, Never>?
    /// Stops the loading ``reveal(_:)`` started, as the person moved.
    func stopRevealing()
    /// Draws the rows into `area`, scrolled so that `list.selected` shows.
    func render(into buffer: inout CellBuffer, area: Rect, list: inout TerminalUI.ListState, tick: Int)
}

extension ShellListScreen {
    /// One row per id.
    var itemCount: Int { itemIDs.count }
    /// Not filtered.
    var filter: String? { nil }
    /// Does nothing.
    func applyFilter(_ text: String) {}
    /// Loads nothing.
    func loadMore(near index: Int) -> Task<Void, Never>? { nil }
    /// Loads nothing: every row is loaded at once.
    func reveal(_ itemID: String) -> Task<Void, Never>? { nil }
    /// Nothing to stop.
    func stopRevealing() {}
}

/// A screen of text, scrolled with the arrows and pages.
@MainActor
protocol ShellTextScreen: ShellScreen {
    /// Draws the text into `area`, scrolled by `scroll`.
    func render(into buffer: inout CellBuffer, area: Rect, scroll: inout TextScrollState, tick: Int)
}

/// What the shell gives every screen it makes: the avatar loader and the web pages of the APIs.
struct ShellContext {
    /// The avatars the user screens draw and the users list prefetches; `nil` draws placeholders.
    var avatars: AvatarImages?
    /// The pages `o` and `y` use.
    var links: ShellLinks
}
