import AtomicConfig
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The config file as `atomic config set` changes it: the value checked, the text edited in place, the file (and
/// its folder) created when missing, readable by its owner alone.
enum ConfigFile {
    /// The failure without a home or config folder.
    static let noFolder = ConfigFailure(message: "no config folder (set XDG_CONFIG_HOME or HOME)")

    /// The failure for a key the file cannot hold.
    static func unknownKey(_ key: String) -> ConfigFailure {
        let names = AppConfiguration.schema.keys.map(\.name).joined(separator: ", ")
        return ConfigFailure(message: "unknown key \"\(key)\"; the keys are \(names)")
    }

    /// Sets `key` to `text` in the file at `location`.
    static func set(_ key: String, to text: String, in location: ConfigFileLocation) throws {
        guard let declared = AppConfiguration.schema.key(named: key) else { throw unknownKey(key) }
        let value: ConfigValue
        switch declared.value(of: text, named: key) {
        case .success(let good): value = good
        case .failure(let problem): throw ConfigFailure(message: "\(key) \(problem.message)")
        }
        let existing: [UInt8]?
        switch ConfigFileReader.contents(of: location.path) {
        case .missing: existing = nil
        case .bytes(let bytes): existing = bytes
        case .unusable(let reason): throw ConfigFailure(message: "\(location.displayPath) \(reason)")
        }
        let edited: [UInt8]
        do {
            edited = try ConfigEditor.setting(key, to: value, in: existing ?? [])
        } catch {
            throw ConfigFailure(message: "\(location.displayPath): \(error.message)")
        }
        if existing == nil {
            try FileManager.default.createDirectory(
                atPath: location.folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        try store(edited, at: location, creating: existing == nil)
    }

    /// Writes `bytes` over the file's contents (through a link, keeping its mode), or into a new file of mode 0600.
    private static func store(_ bytes: [UInt8], at location: ConfigFileLocation, creating: Bool) throws {
        let flags = creating ? O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC : O_WRONLY | O_TRUNC | O_CLOEXEC
        let descriptor = open(location.path, flags, 0o600)
        guard descriptor >= 0 else {
            throw ConfigFailure(
                message: "\(location.displayPath) cannot be written: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count: Int = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw ConfigFailure(
                    message: "\(location.displayPath) cannot be written: \(String(cString: strerror(errno)))")
            }
            written += count
        }
    }
}
