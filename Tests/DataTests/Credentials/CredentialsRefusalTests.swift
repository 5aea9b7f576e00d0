import Data
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every file and folder the store refuses: refused by a read and by an update alike, left exactly as it was
/// (never followed, never re-moded), with a message that names the path and never shows what the file holds.
@Suite struct CredentialsRefusalTests {
    /// A good file's text, whose token must never reach a message.
    static let goodText =
        #"{"version": 1, "hosts": {"github.com": {"token": "\#(SampleCredentials.token)", "#
        + #""api_url": "https://api.github.com"}}}"#

    /// Checks that both a read and an update throw `expected`, that the file and folder are as they were, and that
    /// the message is one line naming `path` and holding no token.
    static func expectRefused(
        _ sandbox: CredentialsSandbox, _ expected: CredentialsError, path: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = snapshot(sandbox)
        #expect(throws: expected, sourceLocation: sourceLocation) { try sandbox.file.read() }
        #expect(throws: expected, sourceLocation: sourceLocation) {
            try sandbox.file.credential(forHost: "github.com")
        }
        #expect(throws: expected, sourceLocation: sourceLocation) {
            try sandbox.file.set(SampleCredentials.full, forHost: "ghe.example.com")
        }
        #expect(snapshot(sandbox) == before, sourceLocation: sourceLocation)
        let message = expected.message
        #expect(message.contains(path), "\(message)", sourceLocation: sourceLocation)
        #expect(!message.contains("\n"), sourceLocation: sourceLocation)
        #expect(!message.contains(SampleCredentials.token), sourceLocation: sourceLocation)
        #expect(!message.contains("gho_"), sourceLocation: sourceLocation)
    }

    /// The folder's names, and each one's type, mode, owner and (for a regular file) bytes, without following links;
    /// all but the lock file, which an update makes (empty) before it reads the file.
    static func snapshot(_ sandbox: CredentialsSandbox) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: sandbox.folderPath)) ?? [])
            .filter { $0 != "credentials.lock" }
        var lines = ["folder \(CredentialsSandbox.mode(sandbox.folderPath).map { String($0, radix: 8) } ?? "none")"]
        for name in names.sorted() {
            let path = sandbox.folder.appendingPathComponent(name).path
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            let bytes =
                status.st_mode & S_IFMT == S_IFREG
                ? String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) : ""
            lines.append("\(name) \(String(status.st_mode, radix: 8)) \(status.st_uid) \(bytes)")
        }
        return lines
    }

    @Test func aSymbolicLinkToAGoodFileIsNeverFollowed() throws {
        let sandbox = try CredentialsSandbox()
        let target = sandbox.root.appendingPathComponent("elsewhere.json")
        try Data(Self.goodText.utf8).write(to: target)
        try CredentialsSandbox.check(chmod(target.path, 0o600), "chmod")
        try sandbox.makeFolder()
        try FileManager.default.createSymbolicLink(at: sandbox.fileURL, withDestinationURL: target)
        try Self.expectRefused(sandbox, .fileIsSymbolicLink(path: sandbox.path), path: sandbox.path)
        #expect(try Data(contentsOf: target) == Data(Self.goodText.utf8))
    }

    @Test func aDanglingSymbolicLinkIsRefusedAndNothingIsMadeThroughIt() throws {
        let sandbox = try CredentialsSandbox()
        let target = sandbox.root.appendingPathComponent("planted.json")
        try sandbox.makeFolder()
        try FileManager.default.createSymbolicLink(at: sandbox.fileURL, withDestinationURL: target)
        try Self.expectRefused(sandbox, .fileIsSymbolicLink(path: sandbox.path), path: sandbox.path)
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func aFolderInPlaceOfTheFileIsRefused() throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.makeFolder()
        try FileManager.default.createDirectory(at: sandbox.fileURL, withIntermediateDirectories: false)
        try Self.expectRefused(sandbox, .notARegularFile(path: sandbox.path), path: sandbox.path)
    }

    @Test func aFIFOInPlaceOfTheFileIsRefusedWithoutWaitingForAWriter() throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.makeFolder()
        try CredentialsSandbox.check(mkfifo(sandbox.path, 0o600), "mkfifo")
        try Self.expectRefused(sandbox, .notARegularFile(path: sandbox.path), path: sandbox.path)
    }

    @Test(arguments: [0o644, 0o640, 0o604, 0o660, 0o606, 0o700 | 0o004])
    func aFileOthersMayReadOrWriteIsRefusedAndKeepsItsMode(mode: Int) throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.write(Self.goodText, mode: mode_t(mode))
        let error = CredentialsError.fileAccessibleToOthers(path: sandbox.path, mode: UInt32(mode))
        try Self.expectRefused(sandbox, error, path: sandbox.path)
        #expect(CredentialsSandbox.mode(sandbox.path) == mode_t(mode))
        #expect(error.message.hasSuffix("; run chmod 600 \(sandbox.path)"), "\(error.message)")
        #expect(error.message.contains("(mode 0\(String(mode, radix: 8)))"), "\(error.message)")
    }

    @Test(arguments: [0o755, 0o750, 0o711, 0o701, 0o770, 0o777, 0o1777])
    func aFolderOthersMayEnterReadOrWriteIsRefusedAndKeepsItsMode(mode: Int) throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.write(Self.goodText, folderMode: mode_t(mode))
        let error = CredentialsError.folderAccessibleToOthers(path: sandbox.folderPath, mode: UInt32(mode))
        try Self.expectRefused(sandbox, error, path: sandbox.folderPath)
        #expect(CredentialsSandbox.mode(sandbox.folderPath) == mode_t(mode))
        #expect(error.message.hasSuffix("; run chmod 700 \(sandbox.folderPath)"), "\(error.message)")
    }

    @Test func aFolderThatIsASymbolicLinkIsNeverFollowed() throws {
        let sandbox = try CredentialsSandbox()
        let real = sandbox.root.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
        try CredentialsSandbox.check(chmod(real.path, 0o700), "chmod")
        let realFile = real.appendingPathComponent("credentials.json")
        try Data(Self.goodText.utf8).write(to: realFile)
        try CredentialsSandbox.check(chmod(realFile.path, 0o600), "chmod")
        try FileManager.default.createSymbolicLink(at: sandbox.folder, withDestinationURL: real)
        try Self.expectRefused(sandbox, .folderIsSymbolicLink(path: sandbox.folderPath), path: sandbox.folderPath)
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.path) == ["credentials.json"])
    }

    @Test func aFileInPlaceOfTheFolderIsRefused() throws {
        let sandbox = try CredentialsSandbox()
        try Data("not a folder".utf8).write(to: sandbox.folder)
        let error = CredentialsError.folderNotAFolder(path: sandbox.folderPath)
        #expect(throws: error) { try sandbox.file.read() }
        #expect(throws: error) { try sandbox.file.set(SampleCredentials.full, forHost: "github.com") }
        #expect(try Data(contentsOf: sandbox.folder) == Data("not a folder".utf8))
    }

    /// Needs root, as CI runs, to give the file to uid 65534; fails (never skips) otherwise.
    @Test func aFileOfAnotherUserIsRefused() throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.write(Self.goodText)
        try #require(
            chown(sandbox.path, 65534, 65534) == 0, "chown to 65534 (needs root): \(String(cString: strerror(errno)))")
        try Self.expectRefused(sandbox, .fileOwnedByAnotherUser(path: sandbox.path, owner: 65534), path: sandbox.path)
    }

    /// Needs root, as CI runs, to give the folder to uid 65534; fails (never skips) otherwise.
    @Test func aFolderOfAnotherUserIsRefused() throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.write(Self.goodText)
        try #require(
            chown(sandbox.folderPath, 65534, 65534) == 0,
            "chown to 65534 (needs root): \(String(cString: strerror(errno)))")
        let error = CredentialsError.folderOwnedByAnotherUser(path: sandbox.folderPath, owner: 65534)
        try Self.expectRefused(sandbox, error, path: sandbox.folderPath)
    }

    /// Needs root, as CI runs, to give the lock file to uid 65534.
    @Test func aLockFileOfAnotherUserIsRefusedByAnUpdate() throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.file.set(SampleCredentials.full, forHost: "github.com")
        let lockPath = sandbox.folder.appendingPathComponent("credentials.lock").path
        try #require(chown(lockPath, 65534, 65534) == 0, "chown (needs root): \(String(cString: strerror(errno)))")
        #expect(throws: CredentialsError.fileOwnedByAnotherUser(path: lockPath, owner: 65534)) {
            try sandbox.file.set(nil, forHost: "github.com")
        }
        #expect(try sandbox.file.read().keys.sorted() == ["github.com"])
    }

    /// Texts that are not a credentials file, and the reason given for each; every one holds the sample token.
    static let corruptTexts: [(String, String)] = {
        let token = SampleCredentials.token
        let api = #""api_url": "https://api.github.com""#
        return [
            ("", "it is empty"),
            ("not json \(token)", "it is not valid JSON"),
            (#"{"version": 1, "hosts": {"github.com": {"token": "\#(token)", \#(api)}}"#, "it is not valid JSON"),
            (#"["\#(token)"]"#, "it is not a JSON object"),
            (#"{"version": 0, "hosts": {"github.com": {"token": "\#(token)", \#(api)}}}"#, "its version is not 1"),
            (#"{"version": "1", "hosts": {}, "x": "\#(token)"}"#, "its version is not 1"),
            (#"{"hosts": {"github.com": {"token": "\#(token)", \#(api)}}}"#, "it has no version"),
            (#"{"version": 1, "token": "\#(token)"}"#, "it has no hosts"),
            (#"{"version": 1, "hosts": ["\#(token)"]}"#, "its hosts are not an object"),
            (#"{"version": 1, "hosts": {"github.com": "\#(token)"}}"#, "a host entry is not an object"),
            (#"{"version": 1, "hosts": {"github.com": {\#(api), "login": "\#(token)"}}}"#, "a host entry has no token"),
            (#"{"version": 1, "hosts": {"github.com": {"token": "\#(token)"}}}"#, "a host entry has no api_url"),
            (
                #"{"version": 1, "hosts": {"github.com": {"token": 12, \#(api)}}}"#,
                "a host entry's token is not a string"
            ),
            (#"{"version": 1, "hosts": {"github.com": {"token": "", \#(api)}}}"#, "a host entry's token is empty"),
            (
                #"{"version": 1, "hosts": {"github.com": {"token": "\#(token)\nX-A: b", \#(api)}}}"#,
                "a host entry's token has a line break or another control character"
            ),
            (
                #"{"version": 1, "hosts": {"github.com": {"token": "\#(token)\u001b[2J", \#(api)}}}"#,
                "a host entry's token has a line break or another control character"
            ),
            (
                #"{"version": 1, "hosts": {"github.com": {"token": "\#(token)\u2028", \#(api)}}}"#,
                "a host entry's token has a line break or another control character"
            ),
            (
                #"{"version": 1, "hosts": {"github.com": {"token": "\#(token)", "refresh_token": "r\tr", \#(api)}}}"#,
                "a host entry's refresh_token has a line break or another control character"
            ),
            (
                #"{"version": 1, "hosts": {"github.com": {"token": "\#(token)", "login": "a\u0085b", \#(api)}}}"#,
                "a host entry's login has a line break or another control character"
            ),
            (
                #"{"version": 1, "hosts": {"github.com": {"token": "\#(token)", "api_url": "file:///etc"}}}"#,
                "a host entry's api_url is not an absolute http or https address without a user"
            ),
            (
                #"{"version": 1, "hosts": {"github.com": {"token": "\#(token)", \#(api), "expires_at": "soon"}}}"#,
                "a host entry's expires_at is not an ISO 8601 date"
            ),
            (
                #"{"version": 1, "hosts": {"GitHub.com": {"token": "\#(token)", \#(api)}}}"#,
                "a host is not a lower-cased host name with an optional port"
            ),
            (
                #"{"version": 1, "hosts": {"https://github.com": {"token": "\#(token)", \#(api)}}}"#,
                "a host is not a lower-cased host name with an optional port"
            ),
        ]
    }()

    @Test(arguments: corruptTexts)
    func aCorruptFileIsRefusedWithoutQuotingIt(text: String, reason: String) throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.write(text)
        let error = CredentialsError.corrupt(path: sandbox.path, reason: reason)
        try Self.expectRefused(sandbox, error, path: sandbox.path)
        #expect(
            error.message == "\(sandbox.path) is corrupt (\(reason)); remove it and run `atomic auth login` again")
    }

    @Test func aFileLargerThanTheBoundIsRefusedAndOneAtTheBoundIsRead() throws {
        let sandbox = try CredentialsSandbox()
        var atBound = Data(Self.goodText.utf8)
        atBound.append(Data(repeating: UInt8(ascii: " "), count: CredentialsFile.maximumSize - atBound.count))
        try sandbox.write(atBound)
        #expect(try sandbox.file.read().keys.sorted() == ["github.com"])

        atBound.append(UInt8(ascii: " "))
        try sandbox.write(atBound)
        try Self.expectRefused(
            sandbox, .tooLarge(path: sandbox.path, limit: CredentialsFile.maximumSize), path: sandbox.path)
    }

    @Test func noMessageHoldsATokenAndEachIsOneLineNamingItsPath() {
        let path = "/home/u/.config/atomic/credentials.json"
        let errors: [CredentialsError] = [
            .fileIsSymbolicLink(path: path), .notARegularFile(path: path),
            .fileAccessibleToOthers(path: path, mode: 0o644), .fileOwnedByAnotherUser(path: path, owner: 65534),
            .folderIsSymbolicLink(path: path), .folderNotAFolder(path: path),
            .folderAccessibleToOthers(path: path, mode: 0o755), .folderOwnedByAnotherUser(path: path, owner: 65534),
            .folderParentMissing(path: path), .corrupt(path: path, reason: "it is empty"),
            .tooLarge(path: path, limit: 1 << 20), .cannotWrite(path: path, errno: EROFS),
            .cannotRead(path: path, errno: EIO), .lockTimedOut(path: path, timeout: .seconds(10)),
            .refusedToWrite(path: path, reason: "a host entry's token is empty"),
        ]
        for error in errors {
            #expect(error.message.contains(path), "\(error.message)")
            #expect(String(describing: error) == error.message)
            #expect(!error.message.contains("\n"))
        }
        #expect(
            CredentialsError.cannotWrite(path: path, errno: EROFS).message
                == "cannot write \(path) (Read-only file system); the stored credentials can be read but not changed "
                + "until it is writable")
        #expect(
            CredentialsError.lockTimedOut(path: path, timeout: .seconds(10)).message.contains("for 10 s;"))
        let strange = CredentialsError.notARegularFile(path: "/tmp/a\nb\u{1b}c")
        #expect(strange.message.hasPrefix("/tmp/a\\u{a}b\\u{1b}c is not a regular file"), "\(strange.message)")
    }

    @Test func aFileOfANewerVersionIsSaidToBeOneNotCorrupt() throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.write(#"{"version": 2, "hosts": {}}"#)
        #expect {
            _ = try sandbox.file.read()
        } throws: { error in
            guard let error = error as? CredentialsError else { return false }
            return error.message.contains("written by a newer version of atomic") && !error.message.contains("corrupt")
        }
    }
}
