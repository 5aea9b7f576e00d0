import Domain
import Foundation
import Testing

@Suite struct UpdatesUseCaseTests {
    private static let user = GitHubUser(id: 1, login: "octocat")

    @Test func listingUpdatesClampsThePageSizeAndAsksTheRepository() async throws {
        let repository = RecordingUsersRepository.listing([Self.user])
        var pages: [Fetched<UserPage>] = []
        for try await page in ListGitHubUsersUseCase(repository: repository).updates(
            after: nil, pageSize: 500, context: .automatic)
        {
            pages.append(page)
        }
        #expect(pages.map(\.value.users) == [[Self.user]])
        #expect(await repository.pageRequests == [.init(cursor: nil, pageSize: 100)])
    }

    @Test func anImpossibleLoginFailsWithoutARequest() async {
        let repository = RecordingUsersRepository()
        let updates = GetGitHubUserUseCase(repository: repository).updates(login: "a/b", context: .automatic)
        await #expect(throws: DomainError.notFound(.gitHubUser(login: "a/b"))) {
            for try await _ in updates {}
        }
        #expect(await repository.userRequests == [])
    }

    @Test func aTypedLoginIsTrimmedBeforeTheRequest() async throws {
        let detail = GitHubUserDetail(id: 1, login: "octocat")
        let repository = RecordingUsersRepository(userAnswer: { _ in
            .success(Fetched(value: detail, freshness: .fresh, fetchedAt: nil))
        })
        var values: [GitHubUserDetail] = []
        for try await fetched in GetGitHubUserUseCase(repository: repository).updates(
            login: " @octocat ", context: .automatic)
        {
            values.append(fetched.value)
        }
        #expect(values == [detail])
        #expect(await repository.userRequests == ["octocat"])
    }

    @Test func anImpossiblePostIdFailsWithoutARequest() async {
        let repository = RecordingPostsRepository()
        await #expect(throws: DomainError.notFound(.post(id: 0))) {
            for try await _ in GetPostDetailUseCase(repository: repository).updates(id: 0, context: .automatic) {}
        }
        #expect(await repository.detailRequests == [])
    }

    @Test func aLoadContextIsAutomaticWithoutADeadlineUnlessSaidOtherwise() async {
        #expect(LoadContext.automatic == LoadContext(trigger: .automatic, deadline: nil))
        #expect(!LoadContext.automatic.trigger.isExplicit)
        #expect(LoadContext.retry.trigger.isExplicitRetry && LoadContext.retry.trigger.isExplicit)
        #expect(!LoadContext.refresh.trigger.isExplicitRetry && LoadContext.refresh.trigger.isExplicit)
        let now = Date(timeIntervalSince1970: 1_000)
        let deadline = LoadContext.Deadline(budget: .seconds(30), now: now)
        #expect(deadline.instant == now.addingTimeInterval(30))
        #expect(LoadContext.Deadline(budget: .seconds(-5), now: now).instant == now)
        let retried = LoadContext(deadline: deadline).with(trigger: .retry)
        #expect(retried.trigger == .retry && retried.deadline == deadline, "the deadline stays with the trigger")
    }

    @Test func theContextReachesTheRepositoryThroughEveryUseCase() async throws {
        let users = RecordingUsersRepository.listing([Self.user])
        let context = LoadContext(
            trigger: .retry, deadline: LoadContext.Deadline(budget: .seconds(9), now: Date(timeIntervalSince1970: 5)))
        _ = try await ListGitHubUsersUseCase(repository: users)(context: context)
        _ = try await CollectGitHubUsersUseCase(repository: users)(limit: 1, context: context)
        _ = try? await GetGitHubUserUseCase(repository: users)(login: "octocat", context: context)
        for try await _ in ListGitHubUsersUseCase(repository: users).updates(context: context) {}
        #expect(await users.contexts == [context, context, context, context])
    }
}
