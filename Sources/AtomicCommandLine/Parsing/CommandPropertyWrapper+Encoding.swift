// Each wrapper's `encode(to:)` is its own, not one in an extension of `CommandPropertyWrapper`: there the wrapper
// would reach the collector as a `CommandPropertyWrapper` and need a cast to `CommandProperty`, which costs the
// runtime a search of every protocol conformance of the program, once for each wrapper type, at start-up. Here the
// conversion is static.

extension Option {
    /// Hands the declaration to the command parser, which reads a command's declarations by encoding it.
    public func encode(to encoder: any Encoder) throws { try PropertyCollector.collect(self, into: encoder) }
}

extension Flag {
    /// Hands the declaration to the command parser, which reads a command's declarations by encoding it.
    public func encode(to encoder: any Encoder) throws { try PropertyCollector.collect(self, into: encoder) }
}

extension Argument {
    /// Hands the declaration to the command parser, which reads a command's declarations by encoding it.
    public func encode(to encoder: any Encoder) throws { try PropertyCollector.collect(self, into: encoder) }
}
