import AtomicCore
import Domain
import Presentation
import Testing

/// The generic list model over a scripted source: paging at both ends of its window, the window's bound, failures
/// that keep the rows, retry, refresh, and results that arrive too late.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct PagedListModelTests {
    private let clock = TestClock()

    private func model(
        _ source: ScriptedPages, start: PageRequest<Int> = .start, maximumPages: Int? = nil
    ) -> PagedListModel<ScriptedPages> {
        PagedListModel(
            source: source, start: start, prefetchThreshold: 3, maximumPages: maximumPages,
            environment: ScreenEnvironment(clock: clock))
    }

    /// Answers the next request with the source's usual page for it, fresh, and waits for `task`.
    private func answerNext(_ source: ScriptedPages, _ task: Task<Void, Never>?) async throws -> String {
        let request = try #require(await source.requests.receive())
        let cursor = request.call.split(separator: " ").last.flatMap { Int($0.dropLast()) }
        request.send(.element(Samples.fresh(source.page(after: cursor))))
        request.send(.end)
        await task?.value
        return request.call
    }

    private func ids(_ model: PagedListModel<ScriptedPages>) -> [Int] { model.state.items.map(\.id) }

    @Test func pagesLoadAfterAndBeforeTheWindow() async throws {
        let source = ScriptedPages(namesPrevious: true)
        let list = model(source, start: .after(30))
        #expect(try await answerNext(source, list.appear()) == "updates(after: 30)")
        #expect(ids(list) == Array(31...40))
        #expect(list.state.hasEarlierItems, "the page names the page before it")

        let before = try #require(list.loadMoreIfNeeded(currentItem: list.state.items[1]))
        #expect(list.state.isLoadingEarlier)
        #expect(try await answerNext(source, before) == "updates(after: 20)")
        #expect(ids(list) == Array(21...40))
        #expect(!list.state.isLoadingEarlier)

        let after = try #require(list.loadMoreIfNeeded(currentItem: list.state.items[19]))
        #expect(list.state.isLoadingMore)
        #expect(try await answerNext(source, after) == "updates(after: 40)")
        #expect(ids(list) == Array(21...50))
        #expect(list.loadMoreIfNeeded(currentItem: list.state.items[10]) == nil, "the middle loads nothing")
    }

    @Test func theFirstRowOfTheListLoadsNothingBefore() async throws {
        let source = ScriptedPages(namesPrevious: true)
        let list = model(source)
        _ = try await answerNext(source, list.appear())
        #expect(!list.state.hasEarlierItems)
        #expect(list.loadMoreIfNeeded(currentItem: list.state.items[0]) == nil)
        #expect(source.calls == ["updates(start)"])
    }

    @Test func aFullWindowDropsThePageAtTheOtherEndAndAsksForItAgain() async throws {
        let source = ScriptedPages()
        let list = model(source, maximumPages: 2)
        _ = try await answerNext(source, list.appear())
        _ = try await answerNext(source, list.loadMoreIfNeeded(currentItem: list.state.items[9]))
        #expect(ids(list) == Array(1...20))
        #expect(!list.state.hasEarlierItems)

        _ = try await answerNext(source, list.loadMoreIfNeeded(currentItem: list.state.items[19]))
        #expect(ids(list) == Array(11...30), "the first page left the window")
        #expect(list.state.hasEarlierItems, "the page it dropped can be asked for again")

        let back = try #require(list.loadMoreIfNeeded(currentItem: list.state.items[0]))
        #expect(try await answerNext(source, back) == "updates(start)", "by the request that loaded it")
        #expect(ids(list) == Array(1...20), "and the last page left at the other end")
        #expect(!list.state.hasEarlierItems && !list.state.reachedEnd)

        let forward = try #require(list.loadMoreIfNeeded(currentItem: list.state.items[19]))
        #expect(try await answerNext(source, forward) == "updates(after: 20)")
        #expect(ids(list) == Array(11...30))
        #expect(list.maximumPages == 2)
    }

    /// Answers the next request with `page`, fresh, and waits for `task`.
    private func answerNext(
        _ source: ScriptedPages, _ task: Task<Void, Never>?, with page: ListPage<NumberedRow, Int>
    ) async throws {
        let request = try #require(await source.requests.receive())
        request.send(.element(Samples.fresh(page)))
        request.send(.end)
        await task?.value
    }

    @Test func aRowOnTwoPagesIsShownOnceWhereItCameFirst() async throws {
        let source = ScriptedPages(namesPrevious: true)
        let list = model(source, start: .after(30))
        _ = try await answerNext(source, list.appear())
        #expect(ids(list) == Array(31...40))

        // Rows 39 and 40 moved onto the next page too (a list that shifted between two requests).
        let rows = [39, 40, 41, 42].map { NumberedRow($0, title: "again \($0)") }
        let after = list.loadMoreIfNeeded(currentItem: list.state.items[9])
        try await answerNext(source, after, with: ListPage(items: rows, next: 42, previous: .after(30)))
        #expect(ids(list) == Array(31...42))
        #expect(list.state.items[8].title == "row 39", "the row stays where it was first, as it was")

        // The page before holds rows 29, 30 and 31: 31 is already shown, by the page after it.
        let before = list.loadMoreIfNeeded(currentItem: list.state.items[0])
        let earlier = ListPage(items: [29, 30, 31].map { NumberedRow($0) }, next: 31, previous: .start)
        try await answerNext(source, before, with: earlier)
        #expect(ids(list) == Array(29...42), "each id once, in list order")
    }

    @Test func aFailedPageKeepsTheRowsAndRetryAsksForItAgain() async throws {
        let source = ScriptedPages(namesPrevious: true)
        let list = model(source, start: .after(50))
        _ = try await answerNext(source, list.appear())

        let after = list.loadMoreIfNeeded(currentItem: list.state.items[9])
        try #require(await source.requests.receive()).send(.failure(.offline))
        await after?.value
        let offline = ErrorPresentation(.offline, now: clock.now)
        #expect(ids(list) == Array(51...60))
        #expect(list.state.loadMoreError == offline && !list.state.isLoadingMore)
        #expect(list.loadMoreIfNeeded(currentItem: list.state.items[9]) == nil, "a failed page waits for a retry")

        let before = list.loadMoreIfNeeded(currentItem: list.state.items[0])
        try #require(await source.requests.receive()).send(.failure(.offline))
        await before?.value
        #expect(list.state.loadEarlierError == offline && !list.state.isLoadingEarlier)
        #expect(ids(list) == Array(51...60))

        let retryAfter = try #require(list.retry())
        let again = try #require(await source.requests.receive())
        #expect(again.call == "updates(after: 60)" && again.trigger == .retry)
        again.send(.element(Samples.fresh(source.page(after: 60))))
        again.send(.end)
        await retryAfter.value
        #expect(ids(list) == Array(51...70) && list.state.loadMoreError == nil)

        let retryBefore = try #require(list.retry())
        let earlier = try #require(await source.requests.receive())
        #expect(earlier.call == "updates(after: 40)" && earlier.trigger == .retry)
        earlier.send(.element(Samples.fresh(source.page(after: 40))))
        earlier.send(.end)
        await retryBefore.value
        #expect(ids(list) == Array(41...70) && list.state.loadEarlierError == nil)
        #expect(list.retry() == nil, "nothing failed")
    }

    @Test func anEmptyIncompletePageIsAFailureToLoadMoreNotTheEnd() async throws {
        let source = ScriptedPages()
        let list = model(source)
        _ = try await answerNext(source, list.appear())
        let more = list.loadMoreIfNeeded(currentItem: list.state.items[9])
        let request = try #require(await source.requests.receive())
        let missing = ListPage<NumberedRow, Int>(items: [], next: 10, isIncomplete: true)
        request.send(.element(Samples.stale(missing, age: 60, reason: .offline)))
        request.send(.end)
        await more?.value
        #expect(list.state.loadMoreError == ErrorPresentation(.offline, now: clock.now))
        #expect(!list.state.reachedEnd && ids(list) == Array(1...10))
    }

    @Test func refreshAsksForTheFirstPageAgainAndKeepsThePagesAfterIt() async throws {
        let source = ScriptedPages()
        let list = model(source)
        _ = try await answerNext(source, list.appear())
        _ = try await answerNext(source, list.loadMoreIfNeeded(currentItem: list.state.items[9]))

        let refresh = try #require(list.refresh())
        #expect(list.state.notice == .refreshing)
        let request = try #require(await source.requests.receive())
        #expect(request.call == "load(start)" && request.trigger == .refresh)
        var page = source.page(after: nil)
        page.items[0].title = "renamed"
        request.send(.element(Samples.fresh(page)))
        await refresh.value
        #expect(ids(list) == Array(1...20) && list.state.items[0].title == "renamed")
        #expect(list.state.notice == .updated)
    }

    @Test func aFailedRefreshKeepsTheRowsAndRetryRefreshesAgain() async throws {
        let source = ScriptedPages()
        let list = model(source)
        _ = try await answerNext(source, list.appear())
        let refresh = list.refresh()
        try #require(await source.requests.receive()).send(.failure(.offline))
        await refresh?.value
        #expect(list.state.notice == .refreshFailed(ErrorPresentation(.offline, now: clock.now)))
        #expect(ids(list) == Array(1...10))

        let retry = try #require(list.retry())
        let again = try #require(await source.requests.receive())
        #expect(again.call == "load(start)" && again.trigger == .retry)
        again.send(.element(Samples.fresh(source.page(after: nil))))
        await retry.value
        #expect(list.state.notice == .updated)
    }

    @Test func resultsOfEarlierWorkAreDropped() async throws {
        let source = ScriptedPages()
        let list = model(source)
        let first = list.appear()
        let late = try #require(await source.requests.receive())
        list.disappear()
        late.send(.element(Samples.fresh(source.page(after: nil))))
        late.send(.end)
        await first?.value
        #expect(list.state == ListState(phase: .loading), "the screen went away before the page came")

        _ = try await answerNext(source, list.appear())
        let more = list.loadMoreIfNeeded(currentItem: list.state.items[9])
        let page = try #require(await source.requests.receive())
        let refresh = list.refresh()
        #expect(!list.state.isLoadingMore, "a refresh replaces the load of the next page")
        page.send(.element(Samples.fresh(source.page(after: 10))))
        page.send(.end)
        await more?.value
        #expect(ids(list) == Array(1...10), "the page asked for before the refresh does not land")
        let refreshed = try #require(await source.requests.receive())
        refreshed.send(.element(Samples.fresh(source.page(after: nil))))
        await refresh?.value
        #expect(ids(list) == Array(1...10) && list.state.notice == .updated)
    }

    @Test func theFilterAsksTheSourceWhichRowsPass() async throws {
        let source = ScriptedPages()
        let list = model(source)
        _ = try await answerNext(source, list.appear())
        list.filter("  ROW 1 ")
        #expect(list.state.visibleItems.map(\.id) == [1, 10])
        list.filter("")
        #expect(list.state.visibleItems.count == 10)
        #expect(source.calls.count == 1, "filtering asks nothing")
    }
}

/// The generic detail model over closures: the first load, a refresh that fails and keeps the value, a retry, and
/// results that arrive too late.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct DetailModelTests {
    private let clock = TestClock()
    private let requests = Mailbox<PendingRequest<String>>()

    private func model() -> DetailModel<String> {
        let requests = requests
        return DetailModel(
            updates: { context in
                Updates { previous throws(DomainError) in
                    guard previous == nil else { return nil }
                    let request = PendingRequest<String>(call: "updates", trigger: context.trigger)
                    requests.send(request)
                    return try await request.single()
                }
            },
            load: { context async throws(DomainError) in
                let request = PendingRequest<String>(call: "load", trigger: context.trigger)
                requests.send(request)
                return try await request.single()
            },
            environment: ScreenEnvironment(clock: clock))
    }

    @Test func aFailedRefreshKeepsTheValueAndRetryAsksAgain() async throws {
        let detail = model()
        let first = detail.appear()
        try #require(await requests.receive()).send(.element(Samples.fresh("octocat")))
        await first?.value
        #expect(detail.state == DetailState(phase: .content, value: "octocat"))

        let refresh = detail.refresh()
        #expect(detail.state.notice == .refreshing)
        let failing = try #require(await requests.receive())
        #expect(failing.call == "load" && failing.trigger == .refresh)
        failing.send(.failure(.offline))
        await refresh?.value
        let offline = ErrorPresentation(.offline, now: clock.now)
        #expect(detail.state == DetailState(phase: .content, value: "octocat", notice: .refreshFailed(offline)))

        let retry = try #require(detail.retry())
        let again = try #require(await requests.receive())
        #expect(again.trigger == .retry)
        again.send(.element(Samples.fresh("monalisa")))
        await retry.value
        #expect(detail.state == DetailState(phase: .content, value: "monalisa", notice: .updated))
    }

    @Test func aFailureWithNothingShownFailsTheScreenAndLateResultsAreDropped() async throws {
        let detail = model()
        let first = detail.appear()
        try #require(await requests.receive()).send(.failure(.offline))
        await first?.value
        #expect(detail.state == DetailState(phase: .failed(ErrorPresentation(.offline, now: clock.now))))

        let retry = detail.retry()
        let late = try #require(await requests.receive())
        #expect(late.trigger == .retry)
        detail.disappear()
        late.send(.element(Samples.fresh("octocat")))
        await retry?.value
        #expect(detail.state == DetailState(phase: .loading), "the screen went away before the value came")
    }
}
