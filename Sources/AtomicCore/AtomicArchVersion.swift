/// The version of AtomicArch, used in `--version` output and the `User-Agent` header.
public enum AtomicArchVersion {
    /// The semantic version of this build.
    public static let current = "0.1.0"
}
