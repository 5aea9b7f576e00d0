import Domain
import Foundation
import Presentation
import TerminalUI

/// The interactive app without its terminal: the navigation (an ``AppCoordinator`` over a ``RouteStack``), the
/// views' own state, and the two things a terminal loop asks of it — the frame for a size
/// (``frame(size:tick:)``) and what a key does (``handle(_:)``).
///
/// Every frame renders the current view models' state; a key calls their intents, which start tasks and return
/// at once, so nothing here waits on the network or the database.
@MainActor
final class AppShell {
    /// The navigation stack; its top is the screen shown.
    let routes = RouteStack()
    /// Opens and closes screens and owns their view models.
    let coordinator: AppCoordinator
    /// Makes every route's view model; asked for the routes features add to other screens.
    let builder: AppBuilder
    /// The pages `o` and `y` use.
    let links: ShellLinks
    /// Selections and scroll positions per route.
    var views = ViewStates()
    /// The filter being typed, while the `/` input is open.
    var filterInput: LineInput?
    /// Whether the help overlay shows.
    var showsHelp = false
    /// Whether the inspector shows.
    var showsInspector = false
    /// The inspector's first row shown.
    var inspectorOffset = 0
    /// The route and selections remembered between runs.
    let memory: ShellMemory
    /// The time now, for the inspector's rate-limit reset.
    let now: @Sendable () -> Date
    /// A note in the status bar ("URL copied"); cleared by the next key.
    var message = ""
    /// The height of the content area in the last frame, for PgUp and PgDn.
    private(set) var pageHeight = 10
    /// The load the last key or navigation started, if any: the app never waits for it; tests do.
    var pendingLoad: Task<Void, Never>?
    /// The avatars the user screens draw and the users list prefetches; `nil` draws placeholders.
    var avatars: AvatarImages?

    /// A shell showing `route` (with the screens below it, as a deep link builds them), its first load started;
    /// `memory` keeps the route and selections for the next run.
    init(
        builder: AppBuilder, route: Route, links: ShellLinks = ShellLinks(), memory: ShellMemory = ShellMemory(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        coordinator = AppCoordinator(router: routes, builder: builder)
        self.builder = builder
        self.links = links
        self.memory = memory
        self.now = now
        coordinator.open(route)
        memory.rememberRoute(top)
        appearOnTop()
    }

    /// The route shown.
    var top: Route { routes.top ?? .home }

    /// The view model of the route shown.
    var screen: Screen? { coordinator.screen(for: top) }

    /// The terminal view of the screen shown, from the feature whose view model it is (home is built in).
    var shellScreen: (any ShellScreen)? {
        guard let screen else { return nil }
        if let home = screen.model(HomeViewModel.self) { return HomeShellScreen(model: home) }
        return FeatureList.shellScreen(for: screen, context: ShellContext(avatars: avatars, links: links))
    }

    /// The route another feature adds to the screen shown (Enter opens it on a screen of text), if any.
    var relatedRoute: RelatedRoute? { builder.relatedRoute(to: top) }

    /// Whether the screen shown waits for something, so a spinner turns.
    var isBusy: Bool { shellScreen?.isBusy ?? false }

    /// The whole screen at `size`; "terminal too small" below 40 × 12. `tick` turns the spinners.
    func frame(size: TerminalSize, tick: Int) -> CellBuffer {
        restoreSelection()
        var buffer = CellBuffer(size: size)
        let tooSmall = TooSmallPanel()
        guard !tooSmall.isTooSmall(size) else {
            tooSmall.render(into: &buffer, area: buffer.area)
            return buffer
        }
        let whole = buffer.area
        let chrome = self.chrome
        var content = Rect(x: 0, y: 1, width: size.columns, height: size.rows - 2)
        if let notice = chrome.notice {
            NoticeView.banner(for: notice, now: now(), rateLimit: chrome.rateLimit).render(
                into: &buffer, area: content.row(0))
            content = Rect(x: 0, y: 2, width: size.columns, height: content.height - 1)
        }
        if let filterInput {
            LineInputView(input: filterInput, placeholder: "type to filter, Enter keeps, Esc clears")
                .render(into: &buffer, area: whole.row(size.rows - 2))
            content.height -= 1
        }
        pageHeight = max(1, content.height)
        renderBody(into: &buffer, area: content, tick: tick)
        HeaderBar(title: "AtomicArch", breadcrumb: routes.stack.map(Self.title(of:)), trailing: chrome.trailing)
            .render(into: &buffer, area: whole.row(0))
        StatusBar(hints: chrome.hints + [KeyHint("i", "inspect")], message: message.isEmpty ? chrome.badge : message)
            .render(into: &buffer, area: whole.row(size.rows - 1))
        if showsInspector {
            let area = Rect(x: 0, y: 1, width: size.columns, height: size.rows - 2)
            InspectorPanel(content: inspectorContent).render(into: &buffer, area: area, offset: &inspectorOffset)
        }
        if showsHelp {
            HelpOverlay(entries: KeyCommand.helpEntries).render(into: &buffer, area: whole)
        }
        return buffer
    }

    /// The breadcrumb name of `route`, as its feature names it.
    static func title(of route: Route) -> String {
        route.value.title
    }

    private var chrome: ScreenChrome {
        guard let shellScreen else { return ScreenChrome() }
        var chrome = shellScreen.chrome
        if shellScreen is any ShellTextScreen, let related = relatedRoute {
            chrome.hints.insert(KeyHint("Enter", related.title), at: 0)
        }
        return chrome
    }

    private func renderBody(into buffer: inout CellBuffer, area: Rect, tick: Int) {
        let route = top
        switch shellScreen {
        case let list as any ShellListScreen:
            list.render(into: &buffer, area: area, list: &views[list: route], tick: tick)
        case let text as any ShellTextScreen:
            text.render(into: &buffer, area: area, scroll: &views[text: route], tick: tick)
        default:
            buffer.fill(area)
        }
    }

    /// Starts the first load of the screen shown, and on a list the loading of the row remembered from an earlier
    /// run; home reads its statuses again, as they change while the app runs.
    func appearOnTop() {
        pendingLoad = shellScreen?.appear()
        revealRememberedSelection()
    }
}
