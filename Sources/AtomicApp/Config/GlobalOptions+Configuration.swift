import AtomicConfig
import AtomicOutput
import AtomicShell
import Data
import Foundation
import TerminalUI

extension GlobalOptions {
    /// Applies the config file's `contents` under the precedence gh follows: flags (`flags`, the command line read
    /// without the environment) > atomic's and gh's own variables (`root` read with them; `GH_BROWSER`,
    /// `ATOMIC_PAGER`, `GH_PAGER`, `GH_HOST`) > the config file > generic variables (`BROWSER`, `PAGER`) >
    /// defaults. Records each setting with where its value came from, and the file's problems.
    mutating func configure(
        with contents: ConfigContents, root: RootCommand, flags: RootCommand, environment: [String: String]
    ) {
        func source(flag: Bool, option: String, variable: String) -> ConfiguredSetting.Source {
            flag ? .flag(option) : .environment(variable)
        }
        func text(_ key: String) -> String? {
            guard case .text(let text)? = contents.values[key] else { return nil }
            return text
        }
        func flag(_ key: String) -> Bool? {
            guard case .flag(let on)? = contents.values[key] else { return nil }
            return on
        }
        func variable(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        var settings: [ConfiguredSetting] = []

        if root.theme != nil {
            let from = source(flag: flags.theme != nil, option: "--theme", variable: "ATOMIC_THEME")
            settings.append(ConfiguredSetting(key: "theme", value: theme.rawValue, source: from))
        } else if let name = text("theme").flatMap(Theme.Name.init(rawValue:)) {
            theme = name
            settings.append(ConfiguredSetting(key: "theme", value: name.rawValue, source: .config))
        } else {
            settings.append(ConfiguredSetting(key: "theme", value: theme.rawValue, source: .default))
        }
        for role in Theme.Role.allCases {
            let key = "colors.\(role.rawValue)"
            if let written = text(key), let color = Color(parsing: written) {
                colorOverrides[role] = color
                settings.append(ConfiguredSetting(key: key, value: written, source: .config))
            } else {
                settings.append(ConfiguredSetting(key: key, value: "", source: .default))
            }
        }
        for (key, value) in contents.values where key.hasPrefix("keys.") {
            guard case .keys(let keys) = value else { continue }
            keyRemapping[String(key.dropFirst("keys.".count))] = keys
        }
        var keyProblem: ConfigProblem?
        if !keyRemapping.isEmpty {
            do throws(KeyMapError) {
                keyMap = try KeyMap(remapping: keyRemapping)
            } catch {
                // The line of the action the error names, else the section's first.
                let culprit: String? =
                    switch error {
                    case .unknownAction(let name, _): name
                    case .keyBoundTwice(_, _, let later): later
                    default: nil
                    }
                let first = contents.lines.filter { $0.key.hasPrefix("keys.") }.map(\.value).min()
                keyProblem = ConfigProblem(
                    file: configFile?.displayPath ?? "config.yml",
                    line: culprit.flatMap { contents.lines["keys.\($0)"] } ?? first, key: "keys",
                    message: "\(error); the standard keys apply")
            }
        }
        // Every action with the keys in force: the file's when its remapping applies, else the standard ones.
        for command in KeyCommand.allCases {
            let keys = (keyMap.bindings[command] ?? []).map { $0.map(\.name).joined(separator: " ") }
            let fromFile = keyProblem == nil && keyRemapping[command.name] != nil
            settings.append(
                ConfiguredSetting(
                    key: "keys.\(command.name)", value: keys.joined(separator: ","),
                    source: fromFile ? .config : .default))
        }
        if !mouse {
            // `--no-mouse` or `ATOMIC_NO_MOUSE` turned it off already, and win over the file.
            let from: ConfiguredSetting.Source = flags.noMouse ? .flag("--no-mouse") : .environment("ATOMIC_NO_MOUSE")
            settings.append(ConfiguredSetting(key: "mouse", value: "false", source: from))
        } else if let on = flag("mouse") {
            mouse = on
            settings.append(ConfiguredSetting(key: "mouse", value: "\(on)", source: .config))
        } else {
            settings.append(ConfiguredSetting(key: "mouse", value: "true", source: .default))
        }
        if root.avatars != nil {
            let from = source(flag: flags.avatars != nil, option: "--avatars", variable: "ATOMIC_AVATARS")
            settings.append(ConfiguredSetting(key: "avatars", value: avatars.rawValue, source: from))
        } else if let mode = text("avatars").flatMap(AvatarMode.init(configValue:)) {
            avatars = mode
            settings.append(ConfiguredSetting(key: "avatars", value: mode.rawValue, source: .config))
        } else {
            settings.append(ConfiguredSetting(key: "avatars", value: avatars.rawValue, source: .default))
        }

        if root.ttl != nil {
            let from = source(flag: flags.ttl != nil, option: "--ttl", variable: "ATOMIC_CACHE_TTL")
            settings.append(ConfiguredSetting(key: "ttl", value: Self.seconds(ttl), source: from))
        } else if case .number(let seconds)? = contents.values["ttl"] {
            ttl = TimeInterval(seconds)
            settings.append(ConfiguredSetting(key: "ttl", value: String(seconds), source: .config))
        } else {
            settings.append(ConfiguredSetting(key: "ttl", value: Self.seconds(ttl), source: .default))
        }

        if let url = root.gitHubAPIURL {
            let from = source(
                flag: flags.gitHubAPIURL != nil, option: "--github-api-url", variable: "ATOMIC_GITHUB_API_URL")
            settings.append(ConfiguredSetting(key: "github_api_url", value: url.absoluteString, source: from))
        } else if variable("GH_HOST") != nil {
            // The API of the host GH_HOST names, as requests go to it.
            let url = GitHubHost(environment: environment).apiURL.absoluteString
            settings.append(ConfiguredSetting(key: "github_api_url", value: url, source: .environment("GH_HOST")))
        } else if let written = text("github_api_url"), let url = URL(string: written) {
            gitHubAPIURL = written.hasSuffix("/") ? URL(string: String(written.dropLast())) : url
            settings.append(ConfiguredSetting(key: "github_api_url", value: written, source: .config))
        } else {
            settings.append(
                ConfiguredSetting(key: "github_api_url", value: "https://api.github.com", source: .default))
        }

        if let url = root.postsAPIURL {
            let from = source(
                flag: flags.postsAPIURL != nil, option: "--posts-api-url", variable: "ATOMIC_POSTS_API_URL")
            settings.append(ConfiguredSetting(key: "posts_api_url", value: url.absoluteString, source: from))
        } else if let written = text("posts_api_url"), let url = URL(string: written) {
            postsAPIURL = written.hasSuffix("/") ? URL(string: String(written.dropLast())) ?? url : url
            settings.append(ConfiguredSetting(key: "posts_api_url", value: written, source: .config))
        } else {
            settings.append(
                ConfiguredSetting(key: "posts_api_url", value: postsAPIURL.absoluteString, source: .default))
        }

        let browserSetting = Self.command(
            key: "browser", own: "GH_BROWSER", config: text("browser"), generic: "BROWSER", variable: variable)
        settings.append(browserSetting)
        var launcherEnvironment = environment.filter { $0.key == "PATH" }
        if !browserSetting.value.isEmpty { launcherEnvironment["BROWSER"] = browserSetting.value }
        browser = BrowserLauncher(environment: launcherEnvironment)
        pager = PagerChoice(noPager: root.noPager, environment: environment, config: text("pager"))
        settings.append(ConfiguredSetting(key: "pager", value: pager.text, source: Self.source(of: pager)))

        configuredSettings = settings
        configProblems = (contents.problems + (keyProblem.map { [$0] } ?? [])).map(\.description)
    }

    /// The theme in force: the named one with the config file's colours.
    var resolvedTheme: Theme {
        colorOverrides.sorted { $0.key.rawValue < $1.key.rawValue }.reduce(Theme.named(theme)) {
            $0.overriding($1.key, with: $1.value)
        }
    }

    /// A command setting (`browser`): gh's own variable, else the config file, else the generic variable.
    private static func command(
        key: String, own: String, config: String?, generic: String, variable: (String) -> String?
    ) -> ConfiguredSetting {
        if let value = variable(own) { return ConfiguredSetting(key: key, value: value, source: .environment(own)) }
        if let config { return ConfiguredSetting(key: key, value: config, source: .config) }
        if let value = variable(generic) {
            return ConfiguredSetting(key: key, value: value, source: .genericEnvironment(generic))
        }
        return ConfiguredSetting(key: key, value: "", source: .default)
    }

    /// Where the pager chosen came from, in `config list`'s words.
    private static func source(of pager: PagerChoice) -> ConfiguredSetting.Source {
        switch pager.source {
        case .noPagerFlag: .flag("--no-pager")
        case .environment(let name): .environment(name)
        case .config: .config
        case .genericEnvironment(let name): .genericEnvironment(name)
        case .standard: .default
        }
    }

    private static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
