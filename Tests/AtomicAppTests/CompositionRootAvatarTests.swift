import AtomicCore
import Data
import DemoServer
import Foundation
import ImagePipeline
import Testing

@testable import AtomicApp

/// The run's image pipeline: built once by the composition root, caching in `<cache dir>/avatars`, serving the
/// demo identicons through the same path as real avatars.
@Suite struct CompositionRootAvatarTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "atomic-avatars-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func demoServices(cacheFolder: URL?) async throws -> AppServices {
        var options = GlobalOptions()
        options.demo = true
        options.cacheDirectory = cacheFolder?.path
        return try await CompositionRoot(options: options, environment: [:], warn: { _ in }).makeServices()
    }

    @Test func demoAvatarsAreIdenticonsDownloadedDecodedAndCachedOnDisk() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let services = try await demoServices(cacheFolder: folder)
        let images = try #require(services.images)
        let user = DemoDataset.standard.gitHubUsers[4].user
        let url = try #require(user.avatarURL.flatMap(URL.init(string:)))

        let image = try await images.image(for: ImageRequest(url: url, targetSize: PixelSize(width: 32, height: 32)))

        // The demo host takes s=N, so the identicon was made at the 32 pixels asked for.
        #expect(
            images.sizedURL(for: ImageRequest(url: url, targetSize: PixelSize(width: 32, height: 32))).query
                == "v=4&s=32")
        #expect(image.size == PixelSize(width: 32, height: 32))
        let expected = IdenticonGenerator(side: 32).image(for: user.login)
        #expect(image == expected)
        let disk = try #require(images.configuration.diskCache)
        #expect(disk.folder.standardizedFileURL == folder.appendingPathComponent("avatars").standardizedFileURL)
        #expect(disk.sizeLimit == 50 * 1024 * 1024)
        #expect(disk.totalSize > 0)
        #expect(images.configuration.memoryCache?.costLimit == 32 * 1024 * 1024)
    }

    @Test func cacheClearEmptiesTheAvatarFolderToo() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let services = try await demoServices(cacheFolder: folder)
        let images = try #require(services.images)
        let url = try #require(DemoDataset.standard.gitHubUsers[0].user.avatarURL.flatMap(URL.init(string:)))
        _ = try await images.image(for: ImageRequest(url: url, targetSize: PixelSize(width: 16, height: 16)))
        #expect(try #require(images.configuration.diskCache).totalSize > 0)

        try await services.cache.clear()

        #expect(try #require(images.configuration.diskCache).totalSize == 0)
    }

    @Test func anUnusableCacheFolderLeavesTheMemoryCacheOnly() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        let services = try await demoServices(cacheFolder: blocker.appendingPathComponent("cache"))
        let images = try #require(services.images)
        #expect(images.configuration.diskCache == nil)
        let url = try #require(DemoDataset.standard.gitHubUsers[1].user.avatarURL.flatMap(URL.init(string:)))
        let request = ImageRequest(url: url, targetSize: PixelSize(width: 8, height: 8))
        _ = try await images.image(for: request)
        #expect(images.cachedImage(for: request) != nil)
    }
}
