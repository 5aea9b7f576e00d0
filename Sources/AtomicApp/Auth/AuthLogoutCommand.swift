import AtomicCommandLine
import Data
import Foundation

/// `atomic auth logout`: forgets the token `atomic auth login` stored for a host.
struct AuthLogoutCommand: FeatureCommand {
    /// The `auth logout` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "Forget the stored token of a host",
        discussion: """
            Removes the token atomic auth login stored for the host in use (or --hostname's) from the credentials \
            file. A token in GH_TOKEN, GITHUB_TOKEN or gh is not atomic's to forget: unset the variable, or run \
            gh auth logout.
            """,
        examples: [Example("atomic auth logout", "sign out of github.com")])

    /// `--hostname HOST`.
    @Option("--hostname", valueName: "HOST", help: HostnameOption.help, parser: HostnameOption.parser)
    var hostname: String?

    /// A command yet to be read from a command line.
    init() {}

    /// The command prints no remote data.
    var showsData: Bool { false }

    /// Removes the host's stored token; says so on standard error.
    func run(in runner: CommandRunner) async throws {
        let auth = try await runner.authServices()
        let host = auth.host(named: hostname)
        let key = GitHubTokenOrder.hostKey(apiURL: auth.apiURL(for: host, hostname: hostname))
        guard let credentials = auth.order.credentials else {
            throw AuthFailure(message: "no configuration folder, so no stored token (set XDG_CONFIG_HOME or HOME)")
        }
        let removed: StoredCredential?
        do {
            removed = try credentials.update { hosts in hosts.removeValue(forKey: key) }
        } catch {
            throw AuthFailure(message: error.message)
        }
        guard let removed else { throw AuthFailure(message: "no token is stored for \(key)") }
        runner.console.writeError("✓ Logged out of \(key)\(removed.login.map { " (\($0))" } ?? "")\n")
        if let variable = host.token(in: auth.environment).source.variable {
            runner.console.writeError("! \(variable) is still set, and its token is still used\n")
        }
    }
}

/// `atomic auth token`: prints the token the order gives the host, for scripts, as `gh auth token` does.
struct AuthTokenCommand: FeatureCommand {
    /// The `auth token` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "token",
        abstract: "Print the token in use, for scripts",
        discussion: """
            Prints the token atomic would send to the host in use (or --hostname's), taken in the order atomic \
            auth explains, followed by a line break. Exits with status 1 when there is none.
            """,
        examples: [Example("curl -H \"Authorization: Bearer $(atomic auth token)\" …", "use it in a script")])

    /// `--hostname HOST`.
    @Option("--hostname", valueName: "HOST", help: HostnameOption.help, parser: HostnameOption.parser)
    var hostname: String?

    /// A command yet to be read from a command line.
    init() {}

    /// The command prints no remote data.
    var showsData: Bool { false }

    /// Prints the token.
    func run(in runner: CommandRunner) async throws {
        let auth = try await runner.authServices()
        let host = auth.host(named: hostname)
        let apiURL = auth.apiURL(for: host, hostname: hostname)
        let resolution = auth.resolve(
            host: host, apiURL: apiURL, hostname: hostname, warn: { runner.output.writeWarning($0) })
        guard let token = resolution.token else {
            throw AuthFailure(
                message: "no token for \(GitHubTokenOrder.hostKey(apiURL: apiURL)): run atomic auth login")
        }
        runner.console.write(token + "\n")
    }
}
