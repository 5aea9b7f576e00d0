import Presentation

/// The navigation of one pane: its own stack of routes and the coordinator that pushes and pops them, so that
/// each pane keeps its screens (and their view models) while another shows.
@MainActor
struct ShellFlow {
    /// The pane's routes, bottom first.
    let routes: RouteStack
    /// The pane's coordinator, over ``routes``.
    let coordinator: AppCoordinator

    /// A pane with nothing shown yet, whose screens `builder` makes.
    init(builder: AppBuilder) {
        let routes = RouteStack()
        self.routes = routes
        coordinator = AppCoordinator(router: routes, builder: builder)
    }
}
