import Domain
import Foundation
import Testing

@Suite struct UpdatesUseCaseTests {
    private static let user = GitHubUser(id: 1, login: "octocat")

    @Test func listingUpdatesClampsThePageSizeAndAsksTheRepository() async throws {
        let repository = RecordingUsersRepository.listing([Self.user])
        var pages: [Fetched<UserPage>] = []
        for try await page in ListGitHubUsersUseCase(repository: repository).updates(after: nil, pageSize: 500) {
            pages.append(page)
        }
        #expect(pages.map(\.value.users) == [[Self.user]])
        #expect(await repository.pageRequests == [.init(cursor: nil, pageSize: 100)])
    }

    @Test func anImpossibleLoginFailsWithoutARequest() async {
        let repository = RecordingUsersRepository()
        let updates = GetGitHubUserUseCase(repository: repository).updates(login: "a/b")
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
        for try await fetched in GetGitHubUserUseCase(repository: repository).updates(login: " @octocat ") {
            values.append(fetched.value)
        }
        #expect(values == [detail])
        #expect(await repository.userRequests == ["octocat"])
    }

    @Test func anImpossiblePostIdFailsWithoutARequest() async {
        let repository = RecordingPostsRepository()
        await #expect(throws: DomainError.notFound(.post(id: 0))) {
            for try await _ in GetPostDetailUseCase(repository: repository).updates(id: 0) {}
        }
        #expect(await repository.detailRequests == [])
    }

    @Test func theLoadTriggerIsAutomaticUnlessSet() async {
        #expect(LoadTrigger.current == .automatic)
        #expect(!LoadTrigger.current.isExplicit)
        let seen = await LoadTrigger.$current.withValue(.retry) {
            await Task { LoadTrigger.current }.value
        }
        #expect(seen == .retry, "tasks started inside inherit the trigger")
        #expect(LoadTrigger.retry.isExplicitRetry && LoadTrigger.retry.isExplicit)
        #expect(!LoadTrigger.refresh.isExplicitRetry && LoadTrigger.refresh.isExplicit)
    }
}
