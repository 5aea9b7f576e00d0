import AtomicCore
import Data
import DemoServer
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import AtomicApp

/// The feature list is the one registration: commands, migrations and repositories all come from it.
@Suite struct FeatureListTests {
    @Test func everyFeatureCommandIsInTheCommandListOnce() {
        let names = CommandList.all.map { $0.configuration.commandName }
        for feature in FeatureList.all {
            for command in feature.commands {
                #expect(names.filter { $0 == command.configuration.commandName }.count == 1)
            }
        }
        #expect(Array(names.prefix(4)) == ["users", "user", "posts", "post"])
    }

    @Test func theDemoServesTheFeaturesRoutesInFeatureOrder() {
        let paths = FeatureList.demoRoutes.map {
            "\($0.api == .gitHub ? "github" : "posts") /\($0.path.joined(separator: "/"))"
        }
        // The built-in features' routes come first, in order; a feature added after them adds its own behind.
        let builtIn = DemoGitHubUsersRoutes.all.count + DemoPostsRoutes.all.count
        #expect(builtIn == 5)
        #expect(
            Array(paths.prefix(builtIn)) == [
                "github /users", "github /users/*", "posts /posts", "posts /users", "posts /comments",
            ])
    }

    @Test func theMigrationsIncreaseAndAgreeWithDatasList() throws {
        let versions = FeatureList.migrations.map(\.version)
        #expect(versions == versions.sorted())
        #expect(Set(versions).count == versions.count)
        // Data's own list (for its tests and the benchmarks) holds the built-in features' schemas, all in the app's.
        #expect(Set(FeatureMigrations.all.map(\.version)).isSubset(of: Set(versions)))
        #expect(versions.first ?? 0 > SQLiteCacheStore.coreSchemaVersion)
        _ = try Migrator(migrations: FeatureList.migrations)
    }

    @Test func eachFeatureBuildsItsTypedServicesOverTheSharedPieces() async throws {
        let store = try await SQLiteCacheStore.inMemory(featureMigrations: FeatureList.migrations)
        let client = HTTPClient(transport: StubTransport())
        let context = FeatureContext(
            gitHub: FeatureContext.API(client: client, baseURL: URL(string: "http://127.0.0.1:1")!),
            posts: FeatureContext.API(client: client, baseURL: URL(string: "http://127.0.0.1:2")!),
            policy: CachePolicy(store: store, clock: TestClock()), logger: .disabled)
        #expect(GitHubUsersFeature.makeServices(context: context).repository is CachedGitHubUsersRepository)
        #expect(PostsFeature.makeServices(context: context).repository is CachedPostsRepository)
    }
}
