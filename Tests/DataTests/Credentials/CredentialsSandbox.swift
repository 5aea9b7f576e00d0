import Data
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A private temporary folder for one test, holding the folder `atomic` and its `credentials.json`, none of which
/// exists until the test makes it; removed when the value goes away.
final class CredentialsSandbox {
    /// The temporary folder (`0700`), which stands for the `XDG_CONFIG_HOME` or `~/.config` folder.
    let root: URL
    /// `root/atomic`, the folder of the file.
    let folder: URL
    /// `root/atomic/credentials.json`.
    let fileURL: URL
    /// The store over ``fileURL``.
    let file: CredentialsFile

    init(lockTimeout: Duration = .seconds(10)) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("atomicarch-credentials-\(UUID())")
        try FileManager.default.createDirectory(
            at: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        folder = root.appendingPathComponent("atomic")
        fileURL = folder.appendingPathComponent("credentials.json")
        file = CredentialsFile(url: fileURL, lockTimeout: lockTimeout)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var path: String { fileURL.path }
    var folderPath: String { folder.path }

    /// Makes the folder (`folderMode`) and writes `text` to the file (`mode`), as another program might have.
    func write(_ text: String, mode: mode_t = 0o600, folderMode: mode_t = 0o700) throws {
        try write(Data(text.utf8), mode: mode, folderMode: folderMode)
    }

    /// Makes the folder (`folderMode`) and writes `data` to the file (`mode`).
    func write(_ data: Data, mode: mode_t = 0o600, folderMode: mode_t = 0o700) throws {
        try makeFolder(mode: folderMode)
        try data.write(to: fileURL)
        try Self.check(chmod(path, mode), "chmod \(path)")
    }

    /// Makes the folder with `mode` (set exactly, whatever the umask).
    func makeFolder(mode: mode_t = 0o700) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.check(chmod(folderPath, mode), "chmod \(folderPath)")
    }

    /// The permission bits of the file or folder at `path`, without following a link.
    static func mode(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    }

    /// The file's text, read without the store.
    func text() throws -> String {
        String(decoding: try Data(contentsOf: fileURL), as: UTF8.self)
    }

    static func check(_ result: Int32, _ step: String) throws {
        struct Failed: Error, CustomStringConvertible { let description: String }
        guard result == 0 else { throw Failed(description: "\(step): \(String(cString: strerror(errno)))") }
    }
}

/// Credentials with every field set, for the tests.
enum SampleCredentials {
    static let token = "gho_SampleAccessToken0123456789abcdefXYZ"
    static let refreshToken = "ghr_SampleRefreshToken0123456789abcdefXYZ"

    static let full = StoredCredential(
        token: token, refreshToken: refreshToken,
        expiresAt: Date(timeIntervalSince1970: 1_800_000_000),
        refreshTokenExpiresAt: Date(timeIntervalSince1970: 1_815_000_000), clientID: "Iv1.0123456789abcdef",
        login: "octocat", apiURL: "https://api.github.com", webURL: "https://github.com", scopes: "repo, read:org")

    static func minimal(_ token: String = token, apiURL: String = "https://ghe.example.com/api/v3") -> StoredCredential
    {
        StoredCredential(token: token, apiURL: apiURL)
    }
}

extension CredentialsFile {
    /// Sets `credential` for `host` in one update.
    func set(_ credential: StoredCredential?, forHost host: String) throws(CredentialsError) {
        try update { (hosts: inout [String: StoredCredential]) throws(CredentialsError) in
            hosts[host] = credential
        }
    }
}
