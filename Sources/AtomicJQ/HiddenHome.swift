import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hides the process environment's `HOME` while libjq compiles, so that it does not load `~/.jq`, without
/// changing the environment's array: the pointer of the `HOME=` entry is swapped for the pointer of another entry
/// (so `$ENV` shows that one twice, which is once in an object) and swapped back.
///
/// `unsetenv` and `setenv` would shift and may reallocate the array that any other thread could be reading
/// (`getenv`, Foundation's `ProcessInfo`); one swapped pointer leaves every reader a valid entry: it finds `HOME`
/// or, during the compile, does not. The callers hold ``JQProgram``'s library lock; the swap itself and this
/// module's own reads of the environment (``withEnvironment(_:)``) hold ``environmentLock``, so that they never
/// overlap.
enum HiddenHome {
    /// Held while `HOME` is hidden and while this module reads the environment's entries.
    private static let environmentLock = NSLock()

    /// Runs `read` holding the lock that the swap of `HOME` holds, so that it never sees the environment while the
    /// swap writes it.
    static func withEnvironment<Result>(_ read: () -> Result) -> Result {
        environmentLock.lock()
        defer { environmentLock.unlock() }
        return read()
    }

    /// The entry put in `HOME`'s place when it is the only variable. Safe to share: made once, never written to
    /// nor freed.
    nonisolated(unsafe) private static let placeholder: UnsafeMutablePointer<CChar>? = strdup(
        "ATOMIC_JQ_HOME_WITHHELD=1")

    /// Runs `body` with `HOME` missing from the process environment, and puts it back.
    static func run<Result>(_ body: () -> Result) -> Result {
        #if canImport(Glibc)
            let entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #else
            let entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron().pointee
        #endif
        environmentLock.lock()
        defer { environmentLock.unlock() }
        guard let entries, let home = index(of: "HOME=", in: entries) else { return body() }
        let original = entries[home]
        entries[home] = home == 0 ? (entries[1] ?? placeholder) : entries[0]
        defer { entries[home] = original }
        return body()
    }

    /// The index of the first entry of `entries` (ended by a null pointer) that starts with `prefix`.
    private static func index(of prefix: String, in entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>)
        -> Int?
    {
        var index = 0
        while let entry = entries[index] {
            if strncmp(entry, prefix, prefix.utf8.count) == 0 { return index }
            index += 1
        }
        return nil
    }
}
