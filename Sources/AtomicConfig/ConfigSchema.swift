/// The keys a config file may hold, the sections they are grouped in (`colors`, `keys`), and the checks of
/// their values; the app gives the checks that need other layers (a theme's name, a colour, a URL, a key).
public struct ConfigSchema: Sendable {
    /// Every key, in the order `atomic config list` shows them.
    public var keys: [ConfigKey]

    /// A schema of `keys`.
    public init(keys: [ConfigKey]) {
        self.keys = keys
    }

    /// The key `dotted` names, or `nil` when there is none.
    public func key(named dotted: String) -> ConfigKey? {
        keys.first { $0.matches(dotted) }
    }

    /// The names of the top level: each key without a dot, and each section once.
    public var topLevelNames: [String] {
        var names: [String] = []
        for key in keys {
            let top = String(key.name.split(separator: ".").first ?? "")
            if !names.contains(top) { names.append(top) }
        }
        return names
    }

    /// Whether `name` is a section (`colors`), whose value is a mapping of keys.
    public func isSection(_ name: String) -> Bool {
        keys.contains { $0.name.hasPrefix(name + ".") }
    }

    /// The names of a section's own keys (`header`, `status_bar` for `colors`); empty for a section of any names.
    public func names(in section: String) -> [String] {
        keys.compactMap { key in
            guard key.name.hasPrefix(section + "."), !key.name.hasSuffix(".*") else { return nil }
            return String(key.name.dropFirst(section.count + 1))
        }
    }

    /// `atomic`'s config file: `theme`, `colors.ROLE` for each of `roles`, `keys.ACTION`, `mouse`, `avatars`,
    /// `ttl`, `github_api_url`, `posts_api_url`, `browser` and `pager`, each text checked by the closure given for
    /// its kind (`nil` when good, else what it should be); `pager` checks a `pager` that is not empty (that it can
    /// be split into words); `avatars` takes one of `avatarModes` or a flag's word (`true`, `false`, `yes`, `no`,
    /// `on`, `off`), in any case.
    public static func atomic(
        themes: [String], roles: [String], color: @escaping @Sendable (String) -> String?,
        url: @escaping @Sendable (String) -> String?,
        key: @escaping @Sendable (_ action: String, _ key: String) -> String?,
        pager: @escaping @Sendable (String) -> String? = { _ in nil },
        avatarModes: [String] = ["true", "false"]
    ) -> ConfigSchema {
        let themeMeaning = "one of " + themes.joined(separator: ", ")
        let avatarMeaning = "one of " + avatarModes.joined(separator: ", ")
        let avatarWords = Set(avatarModes + ["true", "false", "yes", "no", "on", "off"])
        let command: @Sendable (String, String) -> String? = { _, text in
            text.isEmpty ? "needs a command, got nothing" : nil
        }
        return ConfigSchema(
            keys: [
                ConfigKey("theme", .text, meaning: themeMeaning) { _, text in
                    themes.contains(text) ? nil : "needs \(themeMeaning), got \(ConfigKey.quoted(text))"
                }
            ]
                + roles.map { role in
                    ConfigKey("colors.\(role)", .text, meaning: "a colour") { _, text in color(text) }
                } + [
                    ConfigKey("keys.*", .keys, meaning: "a key or a list of keys") { name, text in
                        key(String(name.dropFirst("keys.".count)), text)
                    },
                    ConfigKey("mouse", .flag, meaning: "true or false"),
                    ConfigKey("avatars", .text, meaning: avatarMeaning) { _, text in
                        avatarWords.contains(text.lowercased())
                            ? nil : "needs \(avatarMeaning), got \(ConfigKey.quoted(text))"
                    },
                    ConfigKey("ttl", .positiveNumber, meaning: "a whole number of seconds, 0 or more"),
                    ConfigKey("github_api_url", .text, meaning: "a base URL") { _, text in url(text) },
                    ConfigKey("posts_api_url", .text, meaning: "a base URL") { _, text in url(text) },
                    ConfigKey("browser", .text, meaning: "a command", check: command),
                    ConfigKey("pager", .text, meaning: "a command") { name, text in
                        command(name, text) ?? pager(text)
                    },
                ])
    }
}
