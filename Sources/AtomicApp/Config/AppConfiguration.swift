import AtomicCommandLine
import AtomicConfig
import AtomicOutput
import AtomicShell
import Foundation
import TerminalUI

/// `atomic`'s config file: its keys with the checks of the other layers (a theme's name, a colour, a base URL as
/// `--github-api-url` takes it), and where it is for an environment.
enum AppConfiguration {
    /// The keys of `config.yml`, checked as the flags check the same values.
    static let schema = ConfigSchema.atomic(
        themes: Theme.Name.allCases.map(\.rawValue), roles: Theme.Role.allCases.map(\.rawValue),
        color: { text in
            Color(parsing: text) == nil
                ? "needs \(Color.parsingMeaning), got \(quoted(text))" : nil
        },
        url: { text in
            ValueParser<URL>.baseURL.convert(text) == nil ? "needs \(ValueParser<URL>.baseURL.meaning)" : nil
        },
        key: { action, key in
            do throws(KeyMapError) {
                _ = try KeyMap(remapping: [action: [key]])
                return nil
            } catch {
                return error.description
            }
        },
        pager: { text in
            do throws(PagerCommandError) {
                _ = try PagerCommand(parsing: text)
                return nil
            } catch {
                return "needs a command split into words as a shell splits them, but \(error)"
            }
        },
        avatarModes: AvatarMode.allCases.map(\.rawValue))

    /// Every key the file may hold, in the schema's order, with `keys.ACTION` for each action: what `config get`
    /// and `config set` complete.
    static let keyNames: [String] = schema.keys.flatMap { key in
        key.name == "keys.*" ? KeyMap.actionNames.sorted().map { "keys.\($0)" } : [key.name]
    }

    /// The file `environment` names, or `nil` without a home or config folder.
    static func location(in environment: [String: String]) -> ConfigFileLocation? {
        ConfigFileLocation(environment: environment)
    }

    /// What the file `environment` names says; nothing without one.
    static func contents(in environment: [String: String]) -> ConfigContents {
        location(in: environment).map { ConfigContents.read($0, schema: schema) } ?? ConfigContents()
    }

    private static func quoted(_ text: String) -> String {
        "\"" + String(text.prefix(60).map { $0.isASCII && $0.isLetter || $0.isNumber || $0 == "#" ? $0 : "?" }) + "\""
    }
}
