#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The environment variables a GitHub token is read from, and their removal from the process environment once
/// `main` has read the environment: nothing that reads the process environment (`--jq`'s `$ENV` and `env`, a
/// child that inherits it) sees a token; the app keeps reading the copy `main` took, and gives the pager that
/// copy without these variables (``CommandPaging``) and the browser only `BROWSER` and `PATH`.
enum TokenVariables {
    /// `GH_TOKEN`, `GITHUB_TOKEN`, `GH_ENTERPRISE_TOKEN` and `GITHUB_ENTERPRISE_TOKEN`.
    static let names: Set<String> = ["GH_TOKEN", "GITHUB_TOKEN", "GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]

    /// Removes every variable of ``names`` from the process environment (`unsetenv`); call it while only the
    /// main thread runs, right after the environment is read.
    static func removeFromProcessEnvironment() {
        for name in names.sorted() { unsetenv(name) }
    }
}
