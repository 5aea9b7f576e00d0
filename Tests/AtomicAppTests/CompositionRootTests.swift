import AtomicCore
import Domain
import Foundation
import Testing

@testable import AtomicApp

@Suite struct CompositionRootTests {
    private final class Warnings: Sendable {
        let lines = Locked<[String]>([])
        func record(_ line: String) { lines.withLock { $0.append(line) } }
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-root-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func demoModeAnswersFromTheDemoDataWithoutTouchingTheCacheDatabase() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = GlobalOptions()
        options.demo = true
        options.cacheDirectory = folder.path
        let warnings = Warnings()

        let services = try await CompositionRoot(
            options: options, environment: [:], warn: warnings.record
        ).makeServices()
        let page = try await services.gitHubUsers.repository.users(after: nil, pageSize: 5)
        let posts = try await services.posts.repository.posts()

        #expect(page.value.users.count == 5)
        #expect(posts.value.count == 100)
        #expect(warnings.lines.withLock { $0 }.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cache.sqlite").path))
    }

    @Test func theAppStateIsKeptInTheCacheDatabaseAndFreshStartIgnoresIt() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = GlobalOptions()
        options.cacheDirectory = folder.path
        options.offline = true
        let first = try await CompositionRoot(options: options, environment: [:], warn: { _ in }).makeServices()
        try await first.appState.saveRoute("posts")
        try await first.appState.saveSelection("7", inList: "posts")

        let second = try await CompositionRoot(options: options, environment: [:], warn: { _ in }).makeServices()
        options.freshStart = true
        let fresh = try await CompositionRoot(options: options, environment: [:], warn: { _ in }).makeServices()

        #expect(try await second.appState.load() == AppState(route: "posts", selections: ["posts": "7"]))
        #expect(try await fresh.appState.load().isEmpty)
        #expect(try await second.status.cacheStatus(of: .posts).isCached == false)
        #expect(await second.status.rateLimitBudget() == nil)
    }

    @Test func theHomeStatusSeesWhatTheRepositoriesCached() async throws {
        var options = GlobalOptions()
        options.demo = true
        let services = try await CompositionRoot(options: options, environment: [:], warn: { _ in }).makeServices()
        #expect(try await services.status.cacheStatus(of: .posts).isCached == false)

        _ = try await services.posts.repository.posts()
        _ = try await services.gitHubUsers.repository.users(after: nil, pageSize: 5)

        #expect(try await services.status.cacheStatus(of: .posts).isCached)
        #expect(try await services.status.cacheStatus(of: .gitHubUsers).isCached)
    }

    @Test func demoDataNeedsNoNetworkSoOfflineStillShowsIt() async throws {
        var options = GlobalOptions()
        options.demo = true
        options.offline = true
        let services = try await CompositionRoot(options: options, environment: [:], warn: { _ in }).makeServices()
        #expect(try await services.posts.repository.posts().value.count == 100)
    }

    @Test func anUnusableCacheFolderIsAWarningNotAFailure() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        var options = GlobalOptions()
        options.cacheDirectory = blocker.appendingPathComponent("cache").path
        let warnings = Warnings()

        let services = try await CompositionRoot(
            options: options, environment: [:], warn: warnings.record
        ).makeServices()

        let lines = warnings.lines.withLock { $0 }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("the cache cannot be used (") == true)
        #expect(lines.first?.hasSuffix("); continuing without it") == true)
        #expect(try await services.cache.report(now: Date(), ttl: 300).path == ":memory:")
    }

    @Test func theTokenComesFromGHTokenThenGitHubToken() {
        #expect(CompositionRoot.gitHubToken(in: ["GITHUB_TOKEN": "a", "GH_TOKEN": "b"]) == "b")
        #expect(CompositionRoot.gitHubToken(in: ["GH_TOKEN": " ", "GITHUB_TOKEN": "a"]) == "a")
        #expect(CompositionRoot.gitHubToken(in: ["GITHUB_TOKEN": " ", "GH_TOKEN": "b"]) == "b")
        #expect(CompositionRoot.gitHubToken(in: ["GH_TOKEN": "b\n"]) == "b")
        #expect(CompositionRoot.gitHubToken(in: [:]) == nil)
    }
}
