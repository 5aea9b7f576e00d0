import AtomicCore
import Domain
import Foundation
import Observation
import Presentation
import TerminalUI

/// The interactive app without its terminal, as one state funnel: the state (``ShellState``) is one value,
/// changed only by ``send(_:)``, and ``frame(_:size:)`` draws it without changing it.
///
/// Keys, resizes, the clock and the results of the work the shell started all arrive as a ``ShellAction``:
/// a view model's change is observed and comes back as ``ShellAction/screensChanged``, an avatar as
/// ``ShellAction/avatarLoaded(_:_:)``, a save of the remembered place as ``ShellAction/placeSaved``. What only
/// the terminal can do (quit, suspend, open the browser, copy) is returned as a ``ShellEffect``, and its result
/// is sent back as an action too. Nothing here waits on the network or the database: a key calls the view
/// models' intents, which start tasks and return at once.
///
/// ```swift
/// let shell = AppShell(builder: builder, panes: [GitHubUsersPanes.self], route: .users(since: nil), now: now)
/// await shell.start()                       // reads the remembered place, opens the route
/// shell.send(.key(.down))
/// let frame = AppShell.frame(shell.state, size: TerminalSize(columns: 80, rows: 24))
/// ```
@MainActor
public final class AppShell {
    /// Everything the app shows; only ``send(_:)`` changes it. Outside the library it is read-only; inside, only
    /// the reducer's functions (the `AppShell` extensions that ``send(_:)`` calls) write it.
    public internal(set) var state: ShellState {
        didSet { revision &+= 1 }
    }
    /// Called after the shell changed its state by itself (a load answered, an avatar arrived), so that the
    /// loop draws a frame; not called for the actions the caller sends.
    public var onUpdate: (@MainActor () -> Void)?

    /// The navigation of each pane, in the order of ``ShellState/panes``.
    private var flows: [ShellFlow]
    /// The routes of the pane shown.
    private var routes: RouteStack { flows[state.activePane].routes }
    /// The coordinator of the pane shown.
    private var coordinator: AppCoordinator { flows[state.activePane].coordinator }
    let builder: AppBuilder
    private let panes: [any FeaturePanes.Type]
    private let context: PaneContext
    private let avatarSource: (any AvatarSource)?
    private let store: (any AppStateStore)?
    private let startRoute: Route
    private let opensRemembered: Bool
    /// The load the last action started, if any: the shell never waits for it; ``settle()`` does.
    private var pendingLoad: Task<Void, Never>?
    private var avatarLoads: [AvatarRequest: Task<Void, Never>] = [:]
    private var lastSave: Task<Void, Never>?
    /// Counts the observations of the view models; only the latest one's change is sent.
    private var observation = 0
    /// Whether a view model the latest observation follows has changed since it began (set by its `onChange`, on
    /// whichever thread changed it): until then a ``ShellAction/clock(now:tick:)`` has nothing to lay out again.
    private let observedChange = Locked(false)
    /// Counts the changes of ``state``: a frame drawn at one revision is the frame of the state until the next.
    private var revision = 0
    /// The frame the last layout drew, with the revision of the state it is the frame of.
    private var laidOutFrame: (revision: Int, frame: CellBuffer)?
    /// How long the selection must rest on a row before the preview beside a list loads it.
    let previewDelay: Duration
    /// The wait before the preview of the route it names loads; started again when the selection moves.
    lazy var previewWait = RestartableWait<Route>(delay: previewDelay) { [weak self] route in
        self?.deliver(.previewSettled(route))
    }
    /// The preview's first load, if it was started.
    var previewLoad: Task<Void, Never>?
    /// The selection the avatars below it are prefetched for: it rested there for ``previewDelay``.
    private var restedSelection: RestedSelection?
    /// The wait before the selection counts as rested; started again when the selection moves.
    private lazy var restWait = RestartableWait<RestedSelection>(delay: previewDelay) { [weak self] selection in
        self?.deliver(.selectionRested(selection.route, selected: selection.selected))
    }

    /// A shell that opens `route` when it starts (or the route remembered, when `opensRemembered` and the store
    /// remembers one that reads as a route of `builder`'s features), with the screens below it as a deep link
    /// builds them.
    ///
    /// - Parameters:
    ///   - builder: Makes every route's view model.
    ///   - panes: Each feature's terminal views, which draw its view models.
    ///   - route: The route to open.
    ///   - opensRemembered: Whether the remembered route, if any, opens instead of `route`.
    ///   - links: The pages `o` and `y` use.
    ///   - keyMap: Which keys give which command.
    ///   - store: Where the route and selections are remembered between runs; `nil` remembers nothing.
    ///   - avatars: Where the avatars come from; `nil` draws placeholders.
    ///   - size: The terminal's size until a ``ShellAction/resize(_:)`` says otherwise.
    ///   - previewDelay: How long the selection rests on a row before the preview beside the list loads it.
    ///   - now: The time until a ``ShellAction/clock(now:tick:)`` says otherwise.
    ///   - theme: The styles every screen is drawn with.
    ///   - message: The status bar's first message (a problem of the config file), until the first key.
    public init(
        builder: AppBuilder, panes: [any FeaturePanes.Type], route: Route, opensRemembered: Bool = false,
        links: ShellLinks = ShellLinks(), keyMap: KeyMap = .standard, store: (any AppStateStore)? = nil,
        avatars: (any AvatarSource)? = nil,
        size: TerminalSize = TerminalSize(columns: 80, rows: 24), previewDelay: Duration = .milliseconds(200),
        now: Date, theme: Theme = .dark,
        message: String = ""
    ) {
        flows = [ShellFlow(builder: builder)]
        self.builder = builder
        self.panes = panes
        context = PaneContext(links: links)
        avatarSource = avatars
        self.store = store
        startRoute = route
        self.previewDelay = previewDelay
        self.opensRemembered = opensRemembered
        state = ShellState(
            size: size, now: now, isDemo: builder.status.isDemo, token: builder.status.token, keyMap: keyMap,
            theme: theme)
        state.paneCount = builder.homeEntries.count
        state.message = message
    }

    /// Reads the remembered place from the store (nothing without one) and sends it as
    /// ``ShellAction/placeLoaded(_:)``, which opens the first screen.
    public func start() async {
        let remembered = (try? await store?.load()) ?? AppState()
        send(.placeLoaded(remembered))
    }

    /// Applies `action` to the state; returns what the terminal loop must do beyond drawing the next frame.
    ///
    /// After every action the list shown selects its item again (wherever the rows now have it), the positions
    /// are laid out at the state's size, the avatars the screen needs are asked for, and the view models the
    /// frame reads are observed: their next change arrives as ``ShellAction/screensChanged``. A
    /// ``ShellAction/clock(now:tick:)`` that finds no view model changed and the same screens since the last
    /// action skips that work, whose outcome the time cannot change (the loop sends one before each frame).
    @discardableResult
    public func send(_ action: ShellAction) -> ShellEffect? {
        switch action {
        case .key, .mouse:
            // Rows may have moved since the last action (a window of pages let go of a page, and the change has not
            // arrived yet): a key moves from the selected item where it is now, not from where it was.
            restoreSelection()
        default:
            break
        }
        let effect = reduce(action)
        let screensMoved = syncStack()
        if case .clock = action, !screensMoved, !observedChange.withLock({ $0 }) {
            return effect
        }
        let generation = observation + 1
        observation = generation
        observedChange.withLock { $0 = false }
        withObservationTracking {
            restoreSelection()
            let frame = state.layOut()
            laidOutFrame = (revision, frame)
            schedulePreview()
        } onChange: { [weak self, observedChange] in
            observedChange.withLock { $0 = true }
            Task { @MainActor in self?.viewModelsChanged(generation) }
        }
        demandAvatars()
        return effect
    }

    /// The whole screen of ``state`` at its size: ``frame(_:size:)`` of it, without drawing it again when the last
    /// action's layout drew this state already (the frame of a key is drawn once, by its layout). Drawing the
    /// state changes nothing, so the two are always the same frame.
    public func currentFrame() -> CellBuffer {
        if let laidOutFrame, frameIsLaidOut {
            return laidOutFrame.frame
        }
        return Self.frame(state, size: state.size)
    }

    /// Whether ``currentFrame()`` is the frame the last layout drew, with nothing to draw again.
    var frameIsLaidOut: Bool { laidOutFrame?.revision == revision }

    /// The whole screen of `state` at `size`; "terminal too small" below 40 × 12. It reads the state (and the
    /// view models' state through the panes) and changes nothing: the same state gives the same frame.
    public static func frame(_ state: ShellState, size: TerminalSize) -> CellBuffer {
        var copy = state
        return copy.draw(size: size)
    }

    /// Waits until the loads the shell started have ended, following any load they lead to, and sends their
    /// results; avatars are not waited for (``settleAvatars()``).
    public func settle() async {
        while let load = pendingLoad {
            await load.value
            if pendingLoad == load { pendingLoad = nil }
            send(.screensChanged)
        }
    }

    /// Waits until every avatar load started so far has ended and its picture was sent.
    public func settleAvatars() async {
        while let load = avatarLoads.values.first {
            await load.value
        }
    }

    /// Saves the selections not saved yet, then waits for every save of the remembered place started so far.
    public func flush() async {
        saveUnsavedSelections()
        await lastSave?.value
    }

    private func reduce(_ action: ShellAction) -> ShellEffect? {
        switch action {
        case .placeLoaded(let remembered):
            guard state.stack.isEmpty else { return nil }
            state.place = RememberedPlace(remembered: remembered)
            var route = startRoute
            if opensRemembered, let text = remembered.route,
                let kept = Route(rememberedText: text, routes: builder.routeTypes)
            {
                route = kept
            }
            coordinator.open(route)
            syncStack()
            save(state.place.remember(route: state.top))
            appearOnTop()
        case .key(let key):
            return handle(key)
        case .mouse(let event, let date):
            return handle(event, at: date)
        case .resize(let size):
            state.size = size
        case .clock(let now, let tick):
            state.now = now
            state.tick = tick
        case .screensChanged:
            break
        case .avatarLoaded(let request, let picture):
            avatarLoads[request] = nil
            keep(picture.map(AvatarOutcome.loaded) ?? .failed, for: request)
        case .placeSaved:
            state.place.savesInFlight -= 1
        case .selectionSaveDue:
            state.place.selectionSaveScheduled = false
            saveUnsavedSelections()
        case .browserStarted(.started(let program), _):
            state.message = "opened with \((program as NSString).lastPathComponent)"
        case .browserStarted(.noBrowser, let url):
            state.message = url.absoluteString
        case .browserFinished(let failure):
            // A browser that failed says so; one that ended well leaves "opened with …" as it is.
            if let failure { state.message = failure.errorDescription ?? "could not open the browser" }
        case .copied:
            state.message = "URL copied (OSC 52)"
        case .copiedText(let noun):
            state.message = "\(TerminalSanitizer.singleLine(noun)) copied (OSC 52)"
        case .previewSettled(let route):
            showPreview(route)
        case .listJumped(let route, let landing):
            land(on: route, at: landing)
        case .selectionRested(let route, let selected):
            restedSelection = RestedSelection(route: route, selected: selected)
        }
        return nil
    }

    /// Sends `action` as the shell's own, and tells the loop to draw.
    func deliver(_ action: ShellAction) {
        send(action)
        onUpdate?()
    }

    private func viewModelsChanged(_ generation: Int) {
        guard generation == observation else { return }
        deliver(.screensChanged)
    }

    /// Keeps ``ShellState/stack`` the navigation's stack: a route still there keeps its state and its pane (the
    /// same view model), a new one gets its pane made once. Returns whether the stack changed (a route or a
    /// pane came, went or moved).
    @discardableResult
    func syncStack() -> Bool {
        let stack = routes.stack
        var kept: [RouteState] = []
        var changed = stack.count != state.stack.count
        for (position, route) in stack.enumerated() {
            let screen = coordinator.screen(for: route)
            if let index = state.stack.firstIndex(where: { $0.route == route }),
                state.stack[index].pane?.viewModel === screen?.viewModel
            {
                changed = changed || index != position
                kept.append(state.stack[index])
            } else {
                changed = true
                kept.append(
                    RouteState(
                        route: route, pane: screen.flatMap(makePane),
                        related: builder.relatedRoutes(to: route, reserving: state.keyMap.reservedCharacters),
                        searches: builder.relatedSearches(to: route, reserving: state.keyMap.reservedCharacters)))
            }
        }
        state.stack = kept
        return changed
    }

    func makePane(for screen: Screen) -> (any Pane)? {
        if let home = screen.model(HomeViewModel.self) { return HomePane(model: home) }
        for feature in panes {
            if let pane = feature.pane(for: screen, context: context) { return pane }
        }
        return nil
    }

    /// Runs `change` (a navigation); when the screen shown changed, closes the filter input, saves the route and
    /// starts the new screen's load.
    func navigate(_ change: () -> Void) {
        let before = routes.stack
        change()
        guard routes.stack != before else { return }
        state.filterInput = nil
        state.searchInput = nil
        state.textSearchInput = nil
        syncStack()
        closeOtherPanes(withRoot: state.paneRoot)
        saveUnsavedSelections()
        save(state.place.remember(route: state.top))
        appearOnTop()
    }

    /// Opens a new pane on `route`, as a deep link builds its stack from home, and shows it.
    func openPane(_ route: Route) {
        let flow = ShellFlow(builder: builder)
        flows.append(flow)
        state.panes.append([])
        state.activePane = flows.count - 1
        flow.coordinator.open(route)
        syncStack()
    }

    /// Closes the panes other than the one shown whose top screen is `root`: a feature opened again from home
    /// starts afresh, and home alone is kept once, in the pane shown.
    func closeOtherPanes(withRoot root: Route?) {
        for index in state.panes.indices.reversed()
        where index != state.activePane && ShellState.root(of: state.panes[index]) == root {
            flows.remove(at: index)
            state.panes.remove(at: index)
            if index < state.activePane { state.activePane -= 1 }
        }
    }

    /// Opens the route `related` on top of the screen shown.
    func show(_ related: RelatedRoute) {
        coordinator.show(related.route)
    }

    /// Opens `route` on top of the screen shown (a search's, or what the selected part of a text names).
    func show(_ route: Route) {
        coordinator.show(route)
    }

    /// Back one screen.
    func goBack() {
        coordinator.back()
    }

    /// Starts `load`, as the shell's pending one.
    func start(_ load: Task<Void, Never>?) {
        pendingLoad = load
    }

    /// Starts the first load of the screen shown, and on a list the loading of the row remembered from an earlier
    /// run; home reads its statuses again, as they change while the app runs.
    func appearOnTop() {
        start(state.pane?.appear())
        revealRememberedSelection()
    }

    /// Starts `save` after the saves before it, when there is a store; its end arrives as
    /// ``ShellAction/placeSaved``.
    func save(_ save: PlaceSave?) {
        guard let save, let store else { return }
        state.place.savesInFlight += 1
        let previous = lastSave
        lastSave = Task { [weak self] in
            await previous?.value
            switch save {
            case .route(let text): try? await store.saveRoute(text)
            case .selection(let itemID, let list): try? await store.saveSelection(itemID, inList: list)
            }
            self?.deliver(.placeSaved)
        }
    }

    /// Asks the avatar source for the avatar the screen shows and prefetches those of the rows about to appear;
    /// a picture already at hand goes into the state at once, one to load arrives as an action.
    private func demandAvatars() {
        guard let avatarSource, let current = state.current, let pane = current.pane else { return }
        let needs = pane.avatars(in: state.contentArea, selected: current.list.selected ?? current.list.offset)
        if let preview = state.preview, preview.route == state.previewRoute, let area = state.previewArea,
            let request = preview.pane?.avatars(in: area, selected: nil).shown
        {
            demand(request, from: avatarSource)
        }
        if let request = needs.shown { demand(request, from: avatarSource) }
        guard let prefetched = needs.prefetched else { return }
        let wanted = Set(prefetched)
        let gone = state.prefetchedAvatars.subtracting(wanted)
        if !gone.isEmpty { avatarSource.stopPrefetching(Array(gone)) }
        // Only what will be drawn: while the selection moves (a held key) nothing new is prefetched, and once it has
        // rested for the preview's delay the avatars below it are.
        let selection = RestedSelection(route: current.route, selected: current.list.selected)
        guard restedSelection == selection else {
            if !gone.isEmpty { keepPrefetched(state.prefetchedAvatars.subtracting(gone)) }
            waitForRest(on: selection)
            return
        }
        let new = wanted.subtracting(state.prefetchedAvatars).filter {
            state.avatars[$0] == nil && avatarLoads[$0] == nil
        }
        if !new.isEmpty { avatarSource.startPrefetching(Array(new)) }
        if state.prefetchedAvatars != wanted { keepPrefetched(wanted) }
    }

    /// Sets ``ShellState/prefetchedAvatars``, which no frame draws: a frame the layout drew before stays the
    /// frame of the state.
    private func keepPrefetched(_ requests: Set<AvatarRequest>) {
        let wasLaidOut = frameIsLaidOut
        state.prefetchedAvatars = requests
        if wasLaidOut { laidOutFrame?.revision = revision }
    }

    /// Has ``ShellAction/selectionRested(_:selected:)`` arrive for `selection` after ``previewDelay``, unless that
    /// wait runs already; a wait for another selection is started again for this one.
    private func waitForRest(on selection: RestedSelection) {
        restWait.start(selection)
    }

    /// Waits until the selection's wait before prefetching has ended and its prefetch was asked for.
    public func settleRest() async {
        await restWait.settle()
    }

    /// The most avatars the state holds: 32. A picture in an image protocol carries its whole sequence (about
    /// 200 KB for a 20 × 10 box of 10 × 20-pixel cells in kitty's, up to about 850 KB for 400 × 400 pixels), so
    /// past this the others are let go; the source's memory cache gives them back at once when they are shown
    /// again.
    static let keptAvatarLimit = 32

    /// Records `outcome` for `request`, first letting the other avatars go when the state holds
    /// ``keptAvatarLimit`` of them.
    private func keep(_ outcome: AvatarOutcome, for request: AvatarRequest) {
        if state.avatars.count >= Self.keptAvatarLimit, state.avatars[request] == nil {
            state.avatars = [:]
        }
        state.avatars[request] = outcome
    }

    /// Asks `avatarSource` for `request` unless it is at hand or on its way: a picture in its memory goes into the
    /// state at once, one to load arrives as an action, and one that is not on the web fails at once.
    private func demand(_ request: AvatarRequest, from avatarSource: any AvatarSource) {
        guard state.avatars[request] == nil, avatarLoads[request] == nil else { return }
        if let picture = avatarSource.cachedPicture(for: request) {
            keep(.loaded(picture), for: request)
        } else if !request.isWeb {
            keep(.failed, for: request)
        } else {
            avatarLoads[request] = Task { [weak self] in
                let picture = await avatarSource.picture(for: request)
                self?.deliver(.avatarLoaded(request, picture))
            }
        }
    }
}

/// A list's selection on a route, as the wait before prefetching knows it.
struct RestedSelection: Equatable, Sendable {
    /// The route of the list.
    let route: Route
    /// The selected row.
    let selected: Int?
}
