import AtomicCommandLine
import AtomicOutput
import Data
import Domain
import Foundation
import Networking
import TerminalUI

/// `atomic auth COMMAND`: sign in to GitHub, see where the token comes from, sign out, print the token.
struct AuthCommand: ParsableCommand {
    /// The `auth` group's declaration.
    static let configuration = CommandConfiguration(
        commandName: "auth",
        abstract: "Sign in to GitHub, and see which token is used",
        discussion: """
            A token is taken, first wins, from GH_TOKEN, then GITHUB_TOKEN (GH_ENTERPRISE_TOKEN, then \
            GITHUB_ENTERPRISE_TOKEN for another host than github.com), then the token atomic auth login stored for \
            the host, then what gh auth token --hostname HOST prints when gh is installed (ATOMIC_NO_GH_TOKEN=1 \
            turns that off). Stored tokens are kept in $XDG_CONFIG_HOME/atomic/credentials.json \
            (~/.config/atomic/credentials.json), readable by you alone.
            """,
        subcommands: [
            AuthLoginCommand.self, AuthStatusCommand.self, AuthLogoutCommand.self, AuthTokenCommand.self,
        ],
        subcommandArgument: SubcommandArgument("COMMAND", help: "The auth command to run"),
        examples: [
            Example("atomic auth login --client-id Iv1.0123abcd", "sign in with the device flow"),
            Example("atomic auth login --with-token < token.txt", "store a personal access token"),
            Example("atomic auth status", "who is signed in, and with which token"),
        ])
}

/// Why an `atomic auth` command failed, in one line; the exit status is 1.
struct AuthFailure: Error, LocalizedError, Equatable {
    /// The line after `error:`.
    let message: String

    /// The line after `error:`.
    var errorDescription: String? { message }
}

/// `--hostname HOST`, shared by the `auth` commands.
enum HostnameOption {
    /// The option's help.
    static let help = "The GitHub host (GitHub Enterprise Server), as GH_HOST names one"
    /// The option's parser: a host name with an optional port.
    static let parser = ValueParser<String>(meaning: "a host name, such as ghe.example.com", example: "ghe.example.com")
    {
        text in
        GitHubHost.namesNoHost(in: ["GH_HOST": text]) ? nil : CredentialsFile.hostKey(text)
    }
}

/// `atomic auth login`: the device flow, or a token from standard input with `--with-token`.
struct AuthLoginCommand: FeatureCommand {
    /// The `auth login` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign in to GitHub and store the token",
        discussion: """
            Runs GitHub's device flow: prints a one-time code and the page to type it on (--web opens the page), \
            then waits until you have approved it there, and stores the token for the host. The device flow needs \
            the client id of a GitHub App or OAuth App of your own with the device flow enabled: --client-id or \
            ATOMIC_GITHUB_CLIENT_ID. With --with-token the token is read from standard input instead (a personal \
            access token), checked with GET /user, and stored. --timeout bounds each request of the flow; the \
            wait for your approval ends when the code expires (GitHub's last 15 minutes) or at Ctrl-C.
            """,
        examples: [
            Example("atomic auth login --client-id Iv1.0123abcd --web", "sign in, opening the page"),
            Example("echo \"$TOKEN\" | atomic auth login --with-token", "store a personal access token"),
        ])

    /// `--hostname HOST`.
    @Option("--hostname", valueName: "HOST", help: HostnameOption.help, parser: HostnameOption.parser)
    var hostname: String?
    /// `--client-id ID`.
    @Option(
        "--client-id", valueName: "ID", help: "The client id of your GitHub App or OAuth App",
        environment: "ATOMIC_GITHUB_CLIENT_ID",
        parser: .nonEmpty(meaning: "a client id", example: "Iv1.0123abcd"))
    var clientID: String?
    /// `--scopes LIST`.
    @Option(
        "--scopes", valueName: "LIST", help: "The scopes to ask for, comma-separated (an OAuth App's)",
        parser: .nonEmpty(meaning: "scopes separated by commas", example: "read:user,repo"))
    var scopes: String?
    /// `--github-web-url URL`.
    @Option(
        "--github-web-url", valueName: "URL", help: "The web root the device flow talks to",
        environment: "ATOMIC_GITHUB_WEB_URL", defaultText: "the API's, as GitHub lays hosts out", parser: .baseURL)
    var webURL: URL?
    /// `--with-token`.
    @Flag("--with-token", help: "Read a token from standard input instead") var withToken: Bool
    /// `--web`.
    @Flag("--web", short: "w", help: "Open the page the code is typed on in the browser") var opensWeb: Bool

    /// A command yet to be read from a command line.
    init() {}

    /// The command prints no remote data.
    var showsData: Bool { false }

    /// Signs in and stores the token; prints who is signed in on standard error.
    func run(in runner: CommandRunner) async throws {
        let auth = try await runner.authServices()
        let host = auth.host(named: hostname)
        let apiURL = auth.apiURL(for: host, hostname: hostname)
        let key = GitHubTokenOrder.hostKey(apiURL: apiURL)
        guard let credentials = auth.order.credentials else {
            throw AuthFailure(message: "no configuration folder to keep the token in (set XDG_CONFIG_HOME or HOME)")
        }
        let context = runner.requestContext
        var stored: StoredCredential
        if withToken {
            let token = try Self.readToken()
            let user = try await Self.user(auth, token: token, apiURL: apiURL, context: context)
            stored = StoredCredential(
                token: token, login: user.login, apiURL: apiURL.absoluteString, scopes: user.scopes)
        } else {
            guard let clientID else {
                throw AuthFailure(
                    message:
                        "the device flow needs a client id: give --client-id or set ATOMIC_GITHUB_CLIENT_ID (see 'atomic help auth')"
                )
            }
            let webURL = auth.webURL(forAPIURL: apiURL, given: webURL)
            let flow = GitHubDeviceFlow(
                client: auth.client, oauth: GitHubOAuth(webURL: webURL), clientID: clientID, clock: auth.clock)
            let requested =
                scopes.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
            let authorization: DeviceAuthorization
            do {
                authorization = try await flow.start(scopes: requested)
            } catch {
                throw Self.failure(error)
            }
            runner.console.writeError("! First copy your one-time code: \(authorization.userCode)\n")
            if runner.console.errorIsTerminal && !runner.console.isDumb {
                runner.console.writeError(
                    String(decoding: ControlSequence.setClipboard(authorization.userCode), as: UTF8.self))
            }
            let page = authorization.verificationURI.absoluteString
            if opensWeb {
                runner.console.writeError("Opening \(page) in your browser…\n")
                try await runner.browse(page)
            } else {
                runner.console.writeError("Open this page in your browser and type the code: \(page)\n")
            }
            let spinner = runner.console.startProgress(
                clock: runner.clock, onScreen: InterruptHandler.setProgressLineShown)
            let issued: IssuedToken
            do {
                issued = try await flow.waitForToken(authorization)
                spinner?.stop()
            } catch {
                spinner?.stop()
                throw Self.failure(error)
            }
            let user = try await Self.user(auth, token: issued.token, apiURL: apiURL, context: context)
            stored = StoredCredential(
                token: issued.token, refreshToken: issued.refreshToken, expiresAt: issued.expiresAt,
                refreshTokenExpiresAt: issued.refreshTokenExpiresAt, clientID: clientID, login: user.login,
                apiURL: apiURL.absoluteString, webURL: webURL.absoluteString, scopes: issued.scopes ?? user.scopes)
        }
        do {
            try credentials.update { hosts in hosts[key] = stored }
        } catch {
            throw AuthFailure(message: error.message)
        }
        runner.console.writeError(
            "✓ Logged in to \(key) as \(stored.login ?? "?") (the token is kept in \(credentials.url.path))\n")
        if let variable = auth.host(named: hostname).token(in: auth.environment).source.variable {
            runner.console.writeError(
                "! \(variable) is set, and is used before the stored token; unset it to use this one\n")
        }
    }

    /// What a failed device flow ends the command with: an interrupted wait (Ctrl-C) as any cancelled command ends,
    /// with status 130; anything else as its one line.
    static func failure(_ error: DeviceFlowError) -> any Error {
        error == .cancelled ? DomainError.cancelled : AuthFailure(message: error.message)
    }

    /// The user `token` signs in as, or the failure in words.
    static func user(_ auth: AuthServices, token: String, apiURL: URL, context: RequestContext) async throws
        -> SignedInUser
    {
        do {
            return try await auth.user(token: token, apiURL: apiURL, context: context)
        } catch .unauthorized {
            throw AuthFailure(message: "GitHub refused the token (401): it is not stored")
        } catch {
            throw AuthFailure(message: "could not check the token with GET /user: \(error.message)")
        }
    }

    /// The token on standard input: one line of printable ASCII without spaces, at most 2,048 bytes (a trailing
    /// line break is dropped).
    static func readToken() throws -> String {
        // At most 64 KiB, read to the end of the input or that bound: a pipe may give it in pieces.
        var data = Data()
        while data.count < 65_536, let chunk = try? FileHandle.standardInput.read(upToCount: 65_536 - data.count),
            !chunk.isEmpty
        {
            data += chunk
        }
        guard var text = String(data: data, encoding: .utf8) else {
            throw AuthFailure(message: "the token on standard input is not text")
        }
        // Scalars, not characters: "\r\n" is one character, which neither "\n" nor "\r" is.
        while let last = text.unicodeScalars.last, last == "\n" || last == "\r" { text.unicodeScalars.removeLast() }
        guard !text.isEmpty else { throw AuthFailure(message: "no token on standard input") }
        guard GitHubDeviceFlow.isPlainToken(text) else {
            throw AuthFailure(
                message:
                    "the token on standard input holds a line break, a space or a control character; it is not stored")
        }
        return text
    }
}
