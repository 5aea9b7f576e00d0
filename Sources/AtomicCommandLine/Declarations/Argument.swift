/// A positional argument, declared once as a property of a command: the declaration is what usage lines, help,
/// completions and the man page show, and the property holds the value `transform` made of the word.
///
/// Arguments are read in the order the properties are declared. An optional property declares an optional
/// argument; a missing required one is a usage error (`missing argument LOGIN`) before `transform` runs.
///
/// ```swift
/// @Argument("NAME", help: "Who to greet") var name: String
/// @Argument("TITLE", help: "How to address them") var title: String?
/// ```
@propertyWrapper
public struct Argument<Value: Sendable>: Sendable {
    /// What usage lines, help, completions and the man page know of the argument.
    public let declaration: ArgumentDeclaration
    /// How the word becomes the value, or the usage error that says why it cannot.
    let transform: @Sendable (String) throws(UsageError) -> Value
    /// The value; nil until the argument is read or set.
    var value: Value?

    /// The value read from the command line. Reading it from a blank command, before the argument was read or
    /// set, is a programming error that stops the program, as in swift-argument-parser.
    public var wrappedValue: Value {
        get {
            guard let value else { preconditionFailure("the argument \(declaration.name) was read before it was set") }
            return value
        }
        set { value = newValue }
    }

    /// A required argument whose word `transform` turns into the value.
    public init(
        _ name: String, help: String, completion: CompletionKind = .none, valueHelp: [String: String] = [:],
        transform: @escaping @Sendable (String) throws(UsageError) -> Value
    ) {
        declaration = ArgumentDeclaration(name, help: help, completion: completion, valueHelp: valueHelp)
        self.transform = transform
    }

    /// A required argument that is the word itself.
    public init(
        _ name: String, help: String, completion: CompletionKind = .none, valueHelp: [String: String] = [:]
    ) where Value == String {
        self.init(name, help: help, completion: completion, valueHelp: valueHelp) { $0 }
    }

    /// An optional argument, nil when absent, whose word `transform` turns into the value.
    public init<Wrapped>(
        _ name: String, help: String, completion: CompletionKind = .none, valueHelp: [String: String] = [:],
        transform: @escaping @Sendable (String) throws(UsageError) -> Wrapped
    ) where Value == Wrapped? {
        declaration = ArgumentDeclaration(
            name, help: help, isOptional: true, completion: completion, valueHelp: valueHelp)
        self.transform = { (text) throws(UsageError) -> Wrapped? in try transform(text) }
        value = .some(nil)
    }

    /// An optional argument that is the word itself, nil when absent.
    public init(
        _ name: String, help: String, completion: CompletionKind = .none, valueHelp: [String: String] = [:]
    ) where Value == String? {
        self.init(name, help: help, completion: completion, valueHelp: valueHelp) { (text) throws(UsageError) in text }
    }
}

extension Argument: CommandProperty, CommandPropertyWrapper {
    var declared: DeclaredProperty { .argument(declaration) }

    func reading(_ values: ParsedValues, argument: String?) throws(UsageError) -> any CommandProperty {
        guard let argument else { return self }
        var read = self
        read.value = try transform(argument)
        return read
    }
}

extension Argument: Equatable where Value: Equatable {
    /// Arguments with equal values are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension Argument: Hashable where Value: Hashable {
    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
