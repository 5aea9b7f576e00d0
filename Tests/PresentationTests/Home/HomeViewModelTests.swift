import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3))) struct HomeViewModelTests {
    private let clock = TestClock()

    @Test func eachFeatureHasAStatusLine() async {
        let providers = FakeStatusProviders(
            budget: Samples.budget,
            statuses: [
                .gitHubUsers: .success(
                    FeatureCacheStatus(feature: .gitHubUsers, lastFetchedAt: Samples.start.addingTimeInterval(-720))),
                .posts: .success(FeatureCacheStatus(feature: .posts, lastFetchedAt: nil)),
            ])
        let viewModel = HomeViewModel(status: providers.useCase, entries: AppBuilderFixture.homeEntries, clock: clock)
        #expect(viewModel.state == HomeState())
        await viewModel.task()
        #expect(
            viewModel.state
                == HomeState(
                    phase: .content,
                    features: [
                        FeatureSummary(
                            feature: .gitHubUsers, title: "GitHub Users",
                            cache: FeatureCacheStatus(
                                feature: .gitHubUsers, lastFetchedAt: Samples.start.addingTimeInterval(-720)),
                            statusLine: "cached · 12 min old · 58 of 60 GitHub requests left · resets 01:00 UTC"),
                        FeatureSummary(
                            feature: .posts, title: "Posts",
                            cache: FeatureCacheStatus(feature: .posts, lastFetchedAt: nil),
                            statusLine: "not cached"),
                    ],
                    rateLimit: Samples.budget))
        #expect(
            providers.calls == ["currentBudget(of: .core)", "cacheStatus(of: gitHubUsers)", "cacheStatus(of: posts)"])
    }

    @Test func anUnreadableCacheSaysSoAndRefreshReadsAgain() async {
        let providers = FakeStatusProviders(statuses: [.posts: .failure(.storage("disk I/O error"))])
        let viewModel = HomeViewModel(status: providers.useCase, entries: AppBuilderFixture.homeEntries, clock: clock)
        await viewModel.task()
        #expect(viewModel.state.features.map(\.statusLine) == ["not cached", "cache unavailable"])
        #expect(viewModel.state.rateLimit == nil)

        providers.setBudget(RateLimitBudget(remaining: 0, limit: 60))
        await viewModel.refresh()?.value
        #expect(
            viewModel.state.features.map(\.statusLine) == [
                "not cached · 0 of 60 GitHub requests left", "cache unavailable",
            ])
        #expect(viewModel.state.rateLimit == RateLimitBudget(remaining: 0, limit: 60))
    }

    @Test("with the demo data every row says so, without a cache age or a request budget")
    func demoDataSaysSo() async {
        let providers = FakeStatusProviders(
            budget: Samples.budget,
            statuses: [
                .gitHubUsers: .success(
                    FeatureCacheStatus(feature: .gitHubUsers, lastFetchedAt: Samples.start.addingTimeInterval(-720)))
            ])
        let viewModel = HomeViewModel(
            status: providers.demoUseCase, entries: AppBuilderFixture.homeEntries, clock: clock)
        await viewModel.task()
        #expect(
            viewModel.state.features.map(\.statusLine) == [
                "demo data · built in, no cache, no network", "demo data · built in, no cache, no network",
            ])
        #expect(viewModel.state.rateLimit == nil)
        #expect(!providers.calls.contains("currentBudget(of: .core)"))
    }

    @Test func selectTellsTheCoordinator() {
        let viewModel = HomeViewModel(
            status: FakeStatusProviders().useCase, entries: AppBuilderFixture.homeEntries, clock: clock)
        var selected: [Feature] = []
        viewModel.onSelect = { selected.append($0) }
        viewModel.select(.posts)
        #expect(selected == [.posts])
    }
}
