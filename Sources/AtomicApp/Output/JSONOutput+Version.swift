import AtomicCore
import AtomicOutput

extension JSONOutput {
    /// `atomic version --json`: what the version line says, as `{"name":"atomic","version":"0.1.0"}`.
    struct Version: JSONWritable {
        /// The program's name, `atomic`.
        let name = "atomic"
        /// Its version, as the version line prints it.
        let version = AtomicArchVersion.current

        func write(to writer: inout JSONWriter) {
            writer.object(["name": .string(name), "version": .string(version)])
        }
    }
}
