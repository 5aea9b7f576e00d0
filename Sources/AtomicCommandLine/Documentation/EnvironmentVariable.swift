/// An environment variable a program reads, as an environment help topic and the man page describe it.
public struct EnvironmentVariable: Sendable, Equatable {
    /// The variable's name (or several names, as one row lists them).
    public let name: String
    /// What it does.
    public let help: String

    /// The variable `name`, which does what `help` says.
    public init(name: String, help: String) {
        self.name = name
        self.help = help
    }

    /// The variables behind `options`, in order, each described as `--option: its help`.
    public static func variables(of options: [OptionDeclaration]) -> [EnvironmentVariable] {
        options.compactMap { option in
            option.environment.map { EnvironmentVariable(name: $0, help: "\(option.name): \(option.help)") }
        }
    }
}
