import Foundation

/// The whole credentials file: its version, its hosts, and the top-level keys this version does not know.
struct CredentialsDocument: Codable, Equatable {
    /// The entries by host key.
    var hosts: [String: StoredCredential]
    /// The top-level keys other than `version` and `hosts`, as they were read.
    var otherFields: [String: CredentialsJSONValue] = [:]

    init(hosts: [String: StoredCredential]) {
        self.hosts = hosts
    }

    private static let versionKey = CredentialsCodingKey("version")
    private static let hostsKey = CredentialsCodingKey("hosts")

    /// Reads the file's text.
    ///
    /// - Throws: ``CredentialsFormatProblem`` naming the rule the text breaks (never quoting it), or a
    ///   `DecodingError` when it is not JSON.
    init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: CredentialsCodingKey.self) else {
            throw CredentialsFormatProblem("it is not a JSON object")
        }
        guard container.contains(Self.versionKey) else { throw CredentialsFormatProblem("it has no version") }
        guard let version = try? container.decode(Int.self, forKey: Self.versionKey),
            version <= CredentialsFile.formatVersion
        else {
            // A later format is a newer atomic's file, not a corrupt one: said so, so that it is not removed.
            let later = (try? container.decode(Int.self, forKey: Self.versionKey)).map {
                $0 > CredentialsFile.formatVersion
            }
            throw CredentialsFormatProblem(
                later == true
                    ? CredentialsFormatProblem.newerVersion : "its version is not \(CredentialsFile.formatVersion)")
        }
        guard version == CredentialsFile.formatVersion else {
            throw CredentialsFormatProblem("its version is not \(CredentialsFile.formatVersion)")
        }
        guard container.contains(Self.hostsKey) else { throw CredentialsFormatProblem("it has no hosts") }
        guard let entries = try? container.nestedContainer(keyedBy: CredentialsCodingKey.self, forKey: Self.hostsKey)
        else {
            throw CredentialsFormatProblem("its hosts are not an object")
        }
        hosts = [:]
        for key in entries.allKeys {
            guard CredentialsFile.hostKey(key.stringValue) == key.stringValue else {
                throw CredentialsFormatProblem("a host is not a lower-cased host name with an optional port")
            }
            hosts[key.stringValue] = try entries.decode(StoredCredential.self, forKey: key)
        }
        for key in container.allKeys where key != Self.versionKey && key != Self.hostsKey {
            otherFields[key.stringValue] = try container.decode(CredentialsJSONValue.self, forKey: key)
        }
    }

    /// Writes `version`, `hosts` and the unknown top-level keys.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CredentialsCodingKey.self)
        for (key, value) in otherFields {
            try container.encode(value, forKey: CredentialsCodingKey(key))
        }
        try container.encode(CredentialsFile.formatVersion, forKey: Self.versionKey)
        var entries = container.nestedContainer(keyedBy: CredentialsCodingKey.self, forKey: Self.hostsKey)
        for (host, credential) in hosts {
            try entries.encode(credential, forKey: CredentialsCodingKey(host))
        }
    }

    /// Why the file must not be written with these entries, never naming a value; nil when it may.
    var problem: String? {
        if hosts.keys.contains(where: { CredentialsFile.hostKey($0) != $0 }) {
            return "a host is not a lower-cased host name with an optional port"
        }
        return hosts.values.lazy.compactMap(\.validationProblem).first
    }
}
