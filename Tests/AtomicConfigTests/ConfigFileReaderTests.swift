import AtomicConfig
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct ConfigFileReaderTests {
    private func location(_ folder: URL) -> ConfigFileLocation {
        ConfigFileLocation(environment: ["XDG_CONFIG_HOME": folder.path, "HOME": "/nonexistent"])!
    }

    private func write(_ text: String, in folder: URL) throws -> ConfigFileLocation {
        let location = location(folder)
        try FileManager.default.createDirectory(atPath: location.folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: location.path))
        return location
    }

    @Test func theFileIsInXDGConfigHomeElseInHome() {
        #expect(ConfigFileLocation(environment: ["XDG_CONFIG_HOME": "/x/cfg/"])?.path == "/x/cfg/atomic/config.yml")
        let home = ConfigFileLocation(environment: ["HOME": "/home/ada", "XDG_CONFIG_HOME": "relative"])
        #expect(home?.path == "/home/ada/.config/atomic/config.yml")
        #expect(home?.displayPath == "~/.config/atomic/config.yml")
        #expect(ConfigFileLocation(environment: [:]) == nil)
    }

    @Test func noFileIsNoProblem() throws {
        let folder = try ConfigFixture.folder()
        #expect(ConfigContents.read(location(folder), schema: ConfigFixture.schema) == ConfigContents())
    }

    @Test func aFileIsRead() throws {
        let location = try write("theme: light\n", in: try ConfigFixture.folder())
        #expect(ConfigContents.read(location, schema: ConfigFixture.schema).values == ["theme": .text("light")])
    }

    @Test func aTenMegabyteFileIsOneProblemAndTheDefaults() throws {
        let location = try write(
            "theme: light\n# " + String(repeating: "x", count: 10_000_000), in: try ConfigFixture.folder())
        let contents = ConfigContents.read(location, schema: ConfigFixture.schema)
        #expect(contents.values.isEmpty)
        #expect(
            contents.problems.map(\.description) == [
                "\(location.path): is larger than 256 KiB; it is ignored and the defaults apply"
            ])
    }

    @Test func aFileOfExactlyTheLimitIsRead() throws {
        let text = "theme: light\n#" + String(repeating: "x", count: ConfigFileReader.maximumSize - 15) + "\n"
        #expect(text.utf8.count == ConfigFileReader.maximumSize)
        let location = try write(text, in: try ConfigFixture.folder())
        #expect(ConfigContents.read(location, schema: ConfigFixture.schema).problems == [])
    }

    @Test func aLinkToARegularFileIsFollowed() throws {
        let folder = try ConfigFixture.folder()
        let target = folder.appendingPathComponent("real.yml")
        try Data("ttl: 9\n".utf8).write(to: target)
        let location = location(folder)
        try FileManager.default.createDirectory(atPath: location.folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: location.path, withDestinationPath: target.path)
        #expect(ConfigContents.read(location, schema: ConfigFixture.schema).values == ["ttl": .number(9)])
    }

    @Test func aLinkToAFolderOrAFifoIsOneProblem() throws {
        let folder = try ConfigFixture.folder()
        let location = location(folder)
        try FileManager.default.createDirectory(atPath: location.folder, withIntermediateDirectories: true)
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for (target, kind) in [(folder.path, "a folder"), (fifo, "a fifo")] {
            try? FileManager.default.removeItem(atPath: location.path)
            try FileManager.default.createSymbolicLink(atPath: location.path, withDestinationPath: target)
            let contents = ConfigContents.read(location, schema: ConfigFixture.schema)
            #expect(contents.problems.map(\.description) == ["\(location.path): is \(kind), not a regular file"])
        }
    }

    @Test func aPathThatCannotBeReadIsOneProblem() throws {
        let folder = try ConfigFixture.folder()
        let file = folder.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        let location = ConfigFileLocation(environment: ["XDG_CONFIG_HOME": file.path])!
        let contents = ConfigContents.read(location, schema: ConfigFixture.schema)
        #expect(contents.problems.map(\.description) == ["\(location.path): cannot be read: Not a directory"])
    }

    @Test(.enabled(if: getuid() != 0, "root reads a file of mode 000"))
    func aFileWithoutReadPermissionIsOneProblem() throws {
        let location = try write("theme: light\n", in: try ConfigFixture.folder())
        #expect(chmod(location.path, 0) == 0)
        let contents = ConfigContents.read(location, schema: ConfigFixture.schema)
        #expect(contents.problems.map(\.description) == ["\(location.path): cannot be read: Permission denied"])
    }
}
