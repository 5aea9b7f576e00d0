import Domain

extension UsersListViewModel {
    /// Loads pages until the user called `login` (compared without regard to case) is among the items, so that a
    /// screen can select a user remembered from an earlier run however deep in the list it was; returns the started
    /// task, or `nil` when the user is loaded already or cannot be placed.
    ///
    /// Where the user is comes from `ListGitHubUsersUseCase.knownUserID(login:)`: the pages are loaded as scrolling
    /// would load them (stored pages from the store, the rest from the network), after the first load if it runs,
    /// until one ends at or past that id. A list that holds a window of pages (``PagedListModel/maximumPages``)
    /// jumps to the page that starts with the user instead (``PagedListModel/jump(to:)``), without loading the
    /// pages in between, then loads the page before it; the rows before it are counted from the store when it
    /// holds them all. A user the repository does not know is not searched for page after page.
    /// The walk stops at the end of the list, at a page that fails (``ListState/loadMoreError``), at a refresh, and
    /// at ``stopRevealing()``.
    @discardableResult
    public func reveal(login: String) -> Task<Void, Never>? {
        guard !holds(login), let gitHubLogin = try? GitHubLogin(login) else { return nil }
        let first = work.task(in: .first)
        return work.start(.reveal, trigger: .automatic) { [weak self] token in
            await first?.value
            await self?.runReveal(gitHubLogin, token: token)
        }
    }

    /// Stops the walk ``reveal(login:)`` started (the person moved, so the remembered user no longer matters); a
    /// page being loaded still arrives.
    public func stopRevealing() {
        work.cancel(.reveal)
    }

    private func runReveal(_ login: GitHubLogin, token: ScreenWork.Token) async {
        guard work.isCurrent(token), !holds(login.rawValue),
            let target = await source.listUsers.knownUserID(login: login), work.isCurrent(token), !holds(login.rawValue)
        else { return }
        if maximumPages != nil {
            // A window of pages goes straight to the page that starts with the user, instead of reading (and, when
            // they are out of date, fetching again) every page in between.
            await startJump { _ in .after(UserCursor(since: target - 1)) }.value
            // The rows above the user, so that it is not shown as the first row of the list.
            guard work.isCurrent(token), holds(login.rawValue) else { return }
            await startLoading(.before, trigger: .automatic)?.value
            return
        }
        while work.isCurrent(token), !holds(login.rawValue), state.loadMoreError == nil,
            let last = state.items.last, last.id < target, let load = startLoading(.after, trigger: .automatic)
        {
            await load.value
        }
    }

    /// Whether a user called `login` (in any case) is loaded.
    private func holds(_ login: String) -> Bool {
        state.items.contains { $0.login.caseInsensitiveCompare(login) == .orderedSame }
    }

}
