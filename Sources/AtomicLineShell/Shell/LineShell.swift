import AtomicCore
import Domain
import Foundation
import Presentation
import TerminalUI

/// The app as plain lines, for screen readers and terminals that cannot draw: the same `AppBuilder`, routes,
/// coordinator and view models as the full-screen shell, printed in reading order and driven by whole lines.
///
/// There is no alternate screen, no cursor movement and no redraw: each screen is printed once when it is shown
/// (its breadcrumb, its notice, its lines), then a prompt says where one is and what can be typed:
/// `users 1–30 of many · number to open, n next page, / filter, s search users, b back, q quit > `. A number opens
/// that row, `n` and `p` turn a list's pages, `/ TEXT` filters, the letters of the features' related routes and
/// searches open them (`f` followers on a profile, `s` search users on the users list), `r` refreshes, `?` lists
/// the commands, `b` goes back, and `q` or the end of the input quits. Loads are waited for before the screen is
/// printed, so nothing is printed twice.
///
/// ```swift
/// let shell = LineShell(builder: builder, features: [GitHubUsersLines.self], route: .users(since: nil)) {
///     print($0, terminator: "")
/// }
/// await shell.run(StandardInputLines.stream())   // until q or the end of the input
/// ```
@MainActor
public final class LineShell {
    private let routes = RouteStack()
    private let coordinator: AppCoordinator
    private let builder: AppBuilder
    private let features: [any LineFeature.Type]
    private let startRoute: Route
    private let pageSize: Int
    private let write: @MainActor (String) -> Void
    private var screens: [(route: Route, screen: any LineScreen)] = []
    /// The search whose query the next line is, after its letter was typed alone.
    private var pendingSearch: RelatedSearch?

    /// A shell that opens `route`, with the screens below it as a deep link builds them, when it starts.
    ///
    /// - Parameters:
    ///   - builder: Makes every route's view model.
    ///   - features: Each feature's line screens.
    ///   - route: The route to open.
    ///   - pageSize: Rows a page of a list (default 30, at least 1).
    ///   - write: Where the text goes, as is (the prompt ends without a line feed).
    public init(
        builder: AppBuilder, features: [any LineFeature.Type], route: Route, pageSize: Int = 30,
        write: @escaping @MainActor (String) -> Void
    ) {
        coordinator = AppCoordinator(router: routes, builder: builder)
        self.builder = builder
        self.features = features
        startRoute = route
        self.pageSize = max(1, pageSize)
        self.write = write
    }

    /// The routes on the stack, home first.
    public var stack: [Route] { routes.stack }

    /// The view model of the screen shown, once started.
    public var viewModel: (any ScreenModel)? { screens.last?.screen.viewModel }

    /// Opens the first screen, then reads `input` a line at a time until `q` or its end; either way the last
    /// prompt is ended with a line feed.
    public func run(_ input: AsyncStream<String>) async {
        await start()
        for await line in input {
            // `q` ends the prompt's line too, so that the shell's own prompt starts on a line of its own.
            guard await send(line) else { break }
        }
        write("\n")
    }

    /// Says that the data is the demo's when it is, opens the route given at creation, waits for its load and
    /// prints it.
    public func start() async {
        if builder.status.isDemo { write("demo data — nothing here is real\n") }
        coordinator.open(startRoute)
        await showTop()
    }

    /// Applies one typed `line`, waits for the loads it started and prints the result and the next prompt; false
    /// when the line quits (nothing is printed then).
    public func send(_ line: String) async -> Bool {
        if let search = pendingSearch {
            pendingSearch = nil
            guard let route = search.route(line) else {
                say(["no search: nothing typed"])
                return true
            }
            await navigate { coordinator.show(route) }
            return true
        }
        guard let screen = screens.last?.screen else { return false }
        let command = LineCommand(line, isList: screen.isList)
        switch command {
        case .quit: return false
        case .nothing: prompt()
        case .help: say(help(for: screen))
        case .back:
            guard routes.stack.count > 1 else {
                say(["this is home; q quits"])
                return true
            }
            await navigate { coordinator.back() }
        case .refresh:
            await screen.refresh()
            printScreen(screen)
        case .letter(let letter, let argument):
            await open(letter, argument: argument, on: screen)
        case .unknown(let text):
            say(["“\(TerminalSanitizer.singleLine(text))” is not a command here; ? lists the commands"])
        case .open, .nextPage, .previousPage, .filter:
            let before = routes.stack
            let reply = await screen.handle(command)
            if routes.stack != before {
                await showTop()
            } else if case .say(let lines) = reply {
                say(lines)
            } else {
                printScreen(screen)
            }
        }
        return true
    }

    // MARK: - Letters

    /// The routes behind a letter on the screen of `route`: the screen's own links, then the features'.
    private func letterRoutes(for screen: any LineScreen, route: Route) -> [RelatedRoute] {
        let reserved = screen.isList ? LineCommand.listLetters : LineCommand.screenLetters
        let own = screen.links.filter { !reserved.contains($0.key) }
        let taken = reserved.union(own.map(\.key))
        return own + builder.relatedRoutes(to: route, reserving: taken)
    }

    private func searches(for screen: any LineScreen, route: Route) -> [RelatedSearch] {
        let reserved = screen.isList ? LineCommand.listLetters : LineCommand.screenLetters
        return builder.relatedSearches(to: route, reserving: reserved.union(screen.links.map(\.key)))
    }

    private func open(_ letter: Character, argument: String?, on screen: any LineScreen) async {
        guard let route = routes.stack.last else { return }
        if argument == nil, let related = letterRoutes(for: screen, route: route).first(where: { $0.key == letter }) {
            return await navigate { coordinator.show(related.route) }
        }
        if let search = searches(for: screen, route: route).first(where: { $0.key == letter }) {
            guard let argument else {
                pendingSearch = search
                return write(LineText.line("\(search.title) · \(search.placeholder) > "))
            }
            guard let found = search.route(argument) else { return say(["no search: nothing typed"]) }
            return await navigate { coordinator.show(found) }
        }
        say(["“\(TerminalSanitizer.singleLine(String(letter)))” is not a command here; ? lists the commands"])
    }

    // MARK: - Showing

    /// Runs `change` (a navigation); when the screen shown changed, prints the new one, else the prompt again.
    private func navigate(_ change: () -> Void) async {
        let before = routes.stack
        change()
        if routes.stack != before { await showTop() } else { prompt() }
    }

    /// Keeps one line screen per route on the stack (the same one while its view model is the same), waits for
    /// the top one's loads and prints it.
    /// A route no line screen reads (a feature without line screens) is left at once, with a line saying so.
    private func showTop() async {
        syncScreens()
        if let top = routes.stack.last, screens.last?.route != top, routes.stack.count > 1 {
            coordinator.back()
            syncScreens()
            return say(["\(LineText.line(top.value.title)) has no plain-line view; staying here"])
        }
        guard let screen = screens.last?.screen else { return write("nothing to show in lines\n") }
        await screen.prepare()
        printScreen(screen)
    }

    private func syncScreens() {
        screens = routes.stack.compactMap { route in
            guard let screen = coordinator.screen(for: route) else { return nil }
            if let kept = screens.first(where: { $0.route == route && $0.screen.viewModel === screen.viewModel }) {
                return kept
            }
            return makeScreen(for: screen).map { (route, $0) }
        }
    }

    private func makeScreen(for screen: Screen) -> (any LineScreen)? {
        if let home = screen.model(HomeViewModel.self) { return HomeLineScreen(model: home) }
        for feature in features {
            if let line = feature.lineScreen(for: screen, pageSize: pageSize) { return line }
        }
        return nil
    }

    /// A blank line, the breadcrumb, the screen's lines and the prompt.
    private func printScreen(_ screen: any LineScreen) {
        let breadcrumb = routes.stack.map { LineText.line($0.value.title) }.joined(separator: " › ")
        let lines = [""] + [breadcrumb] + screen.lines(now: builder.clock.now)
        write(lines.map { $0 + "\n" }.joined())
        prompt()
    }

    private func say(_ lines: [String]) {
        write(lines.map { $0 + "\n" }.joined())
        prompt()
    }

    /// "users 1–30 of many · number to open, n next page, / filter, s search users, b back, q quit > ".
    private func prompt() {
        guard let screen = screens.last?.screen, let route = routes.stack.last else { return }
        write("\(screen.status) · \(commands(for: screen, route: route).joined(separator: ", ")) > ")
    }

    /// Every command of the screen, each with what it does, in the prompt's order.
    private func commands(for screen: any LineScreen, route: Route) -> [String] {
        var commands = screen.commands
        commands += letterRoutes(for: screen, route: route).map { "\($0.key) \(LineText.line($0.title))" }
        commands += searches(for: screen, route: route).map { "\($0.key) \(LineText.line($0.title))" }
        if routes.stack.count > 1 { commands.append("b back") }
        commands.append("q quit")
        return commands
    }

    private func help(for screen: any LineScreen) -> [String] {
        guard let route = routes.stack.last else { return [] }
        var lines = ["Commands here, each followed by Enter:"]
        lines += commands(for: screen, route: route).map { "  " + $0 }
        lines += [
            "  r refresh (or retry what failed)", "  ? this list",
            "A search letter alone asks for the text on the next line; the end of the input quits.",
        ]
        return lines
    }
}
