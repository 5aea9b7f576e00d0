import AtomicCommandLine
import Data
import Domain
import TerminalUI

extension GitHubHost {
    /// The usage error for a `GH_HOST` in `environment` that is set but names no host (it would otherwise be
    /// ignored, and requests would go to github.com), quoting the value without any `user:password@` part; nil
    /// when it is unset, blank or a host.
    static func usageError(in environment: [String: String]) -> UsageError? {
        guard namesNoHost(in: environment), let text = environment["GH_HOST"] else { return nil }
        return UsageError(
            "GH_HOST is not a host name: \"\(UserInfoHiding.quoted(text))\"",
            hint: "set GH_HOST to a host such as ghe.example.com (a port may follow), or unset it for github.com")
    }

    /// The usage error for a token in `environment` that contains a control character (a line break could add
    /// a header to every request), naming the variable it came from and never the value; nil when the token
    /// `environment` gives the host it names is unset or clean.
    static func tokenUsageError(in environment: [String: String]) -> UsageError? {
        guard let variable = variableOfTokenWithControlCharacter(in: environment) else { return nil }
        return UsageError(
            "\(variable) contains a control character (such as a line break), so it cannot be sent",
            hint: "set \(variable) to the token alone, on one line, or unset it")
    }
}
