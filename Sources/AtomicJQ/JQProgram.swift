import CJQ
import Foundation

/// A jq expression compiled once by the system libjq (1.6), run on JSON text as `gh api --jq` runs it: the only
/// code of the project that calls libjq.
///
/// Every call into libjq is made holding one lock for the whole process (libjq 1.6 is not thread-safe), so a
/// program may be shared between threads, and runs one at a time. The expression is compiled with an empty
/// library path, and refused when it opens with `import`, `include` or `module`, so it reads no file; `HOME` is
/// hidden from the process environment while it compiles (`HiddenHome`), so libjq does not load `~/.jq`, which
/// also leaves `HOME` out of what `$ENV` and `env` show (the rest of the process environment as it is then).
/// `input` and `inputs` see no further input (both fail with `No more inputs`), `debug` and `stderr` print nothing, and
/// the guards of `JQPrelude` turn the writes to huge array indices and the dates libjq 1.6 would abort on into
/// runtime errors.
///
/// Nothing bounds the time or memory an expression may take, and what libjq does to its process it does to this
/// one (it crashes on values nested too deep for its recursion); ``JQIsolatedProgram`` runs an expression in a
/// child process instead.
///
/// ```swift
/// let program = try JQProgram(".[].login")
/// let logins = try program.results(on: Array(#"[{"login":"octocat"}]"#.utf8))  // [.string("octocat")]
/// ```
public final class JQProgram: @unchecked Sendable {
    // Safe: `state` and `compileErrors` are only used while `JQProgram.library` is held (`init`, `run`, `deinit`).
    private let state: OpaquePointer
    private let compileErrors: CompileErrors

    /// The expression as it was given.
    public let expression: String

    /// The lock every call into libjq is made under, shared by every program of the process.
    private static let library = NSLock()

    /// Compiles `expression`.
    ///
    /// - Throws: ``JQError/compile(_:)`` with libjq's first compile error on one line (its line numbers those of
    ///   `expression`), or with why `expression` is refused before it is compiled (a directive that loads a file).
    public init(_ expression: String) throws(JQError) {
        if let directive = JQPrelude.refusedDirective(in: expression) {
            throw .compile("\(directive) is not available: the expression may not load a module or a file")
        }
        let errors = CompileErrors()
        state = try Self.compile(expression, reportingTo: errors)
        compileErrors = errors
        self.expression = expression
    }

    /// A libjq state with `expression` compiled after the prelude, its compile errors reported to `errors`.
    private static func compile(_ expression: String, reportingTo errors: CompileErrors) throws(JQError)
        -> OpaquePointer
    {
        library.lock()
        defer { library.unlock() }
        guard let state = jq_init() else { throw .compile("libjq could not start") }
        jq_set_error_cb(
            state,
            { context, message in
                guard let context else { return jv_free(message) }
                Unmanaged<CompileErrors>.fromOpaque(context).takeUnretainedValue().append(message)
            }, Unmanaged.passUnretained(errors).toOpaque())
        jq_set_debug_cb(state, { _, message in jv_free(message) }, nil)
        jq_set_input_cb(state, { _, _ in jv_invalid_with_msg(jv_string("No more inputs")) }, nil)
        jq_set_attr(state, jv_string("JQ_LIBRARY_PATH"), jv_array())
        let compiled = HiddenHome.run { jq_compile(state, JQPrelude.text + expression) }
        guard compiled == 0 else { return state }
        var teardown: OpaquePointer? = state
        jq_teardown(&teardown)
        let messages = errors.messages.filter { !isCompileErrorCount($0) }
        let first = messages.first.map(JQPrelude.condensed) ?? "the expression does not compile"
        throw .compile(messages.count > 1 ? "\(first) (and \(messages.count - 1) more errors)" : first)
    }

    deinit {
        Self.library.lock()
        defer { Self.library.unlock() }
        var teardown: OpaquePointer? = state
        jq_teardown(&teardown)
    }

    /// Runs the program on each JSON value in `json` (usually one document; values written one after another
    /// are each run in turn, as jq reads its input) and gives `emit` every result in order, as it is made.
    ///
    /// `emit` is called holding the library lock: it must not use a ``JQProgram``.
    ///
    /// - Throws: ``JQError/input(_:)`` when `json` is not JSON (after the results of the values before the fault;
    ///   invalid UTF-8 inside strings is replaced by U+FFFD, not refused; nesting deeper than 256 is refused),
    ///   ``JQError/runtime(_:)`` when the expression fails, ``JQError/halted(exitCode:message:)`` when it halts;
    ///   the results made before are given to `emit` first.
    public func run(on json: [UInt8], emit: (JQOutput) -> Void) throws(JQError) {
        Self.library.lock()
        defer { Self.library.unlock() }
        let failure: JQError? = json.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty, let parser = jv_parser_new(0) else { return nil }
            defer { jv_parser_free(parser) }
            base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { text in
                jv_parser_set_buf(parser, text, Int32(clamping: buffer.count), 0)
            }
            while true {
                let value = jv_parser_next(parser)
                if jv_get_kind(value) == JV_KIND_INVALID {
                    guard jv_invalid_has_msg(jv_copy(value)) != 0 else {
                        jv_free(value)
                        return nil
                    }
                    return .input(Self.text(of: jv_invalid_get_msg(value)))
                }
                if let failure = evaluate(value, emit: emit) { return failure }
            }
        }
        if let failure { throw failure }
    }

    /// Every result of ``run(on:emit:)`` on `json`, in order.
    ///
    /// - Throws: as ``run(on:emit:)``, and then the results made before the error are not returned.
    public func results(on json: [UInt8]) throws(JQError) -> [JQOutput] {
        var results: [JQOutput] = []
        try run(on: json) { results.append($0) }
        return results
    }

    /// Runs the program on `value` (consumed), giving `emit` each result; the error or halt that ended it, if any.
    private func evaluate(_ value: jv, emit: (JQOutput) -> Void) -> JQError? {
        jq_start(state, value, 0)
        while true {
            let result = jq_next(state)
            guard jv_get_kind(result) == JV_KIND_INVALID else {
                emit(Self.output(of: result))
                continue
            }
            if jq_halted(state) != 0 {
                jv_free(result)
                return .halted(
                    exitCode: Self.exitCode(of: jq_get_exit_code(state)),
                    message: Self.haltMessage(jq_get_error_message(state)))
            }
            guard jv_invalid_has_msg(jv_copy(result)) != 0 else {
                jv_free(result)
                return nil
            }
            let message = jv_invalid_get_msg(result)
            if jv_get_kind(message) == JV_KIND_STRING { return .runtime(Self.text(of: message)) }
            return .runtime("(not a string): \(Self.compactJSON(message))")
        }
    }

    /// A result (consumed) as printed: a string's text, anything else as compact JSON.
    private static func output(of value: jv) -> JQOutput {
        jv_get_kind(value) == JV_KIND_STRING ? .string(text(of: value)) : .json(compactJSON(value))
    }

    /// The text of the string `value` (consumed), or its compact JSON when it is not a string.
    private static func text(of value: jv) -> String {
        guard jv_get_kind(value) == JV_KIND_STRING else { return compactJSON(value) }
        defer { jv_free(value) }
        let count = Int(jv_string_length_bytes(jv_copy(value)))
        guard let bytes = jv_string_value(value) else { return "" }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: count) { start in
            String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        }
    }

    /// `value` (consumed) as compact JSON text on one line.
    private static func compactJSON(_ value: jv) -> String {
        text(of: jv_dump_string(value, 0))
    }

    /// The exit code of a halt (`value`, consumed): 0 for `halt` (no code), the number between 0 and 255, else 5.
    private static func exitCode(of value: jv) -> Int32 {
        defer { jv_free(value) }
        switch jv_get_kind(value) {
        case JV_KIND_INVALID: return 0
        case JV_KIND_NUMBER:
            let number = jv_number_value(value)
            return number.rounded() == number && (0...255).contains(number) ? Int32(number) : 5
        default: return 5
        }
    }

    /// The message of a halt (`value`, consumed): nil without one, a string's text, else compact JSON.
    private static func haltMessage(_ value: jv) -> String? {
        guard jv_get_kind(value) != JV_KIND_INVALID else {
            jv_free(value)
            return nil
        }
        // As jq prints it: a string as it is, anything else as compact JSON and a line break.
        guard jv_get_kind(value) == JV_KIND_STRING else { return compactJSON(value) + "\n" }
        return text(of: value)
    }

    /// Whether `message` is libjq's closing count (`jq: 1 compile error`), which says nothing of its own.
    private static func isCompileErrorCount(_ message: String) -> Bool {
        message.hasPrefix("jq: ") && (message.hasSuffix(" compile error") || message.hasSuffix(" compile errors"))
    }
}

/// The messages libjq's error callback gave while a program compiled, as text.
private final class CompileErrors {
    var messages: [String] = []

    /// Keeps `message` (consumed): a string's text, anything else as its JSON.
    func append(_ message: jv) {
        if jv_get_kind(message) == JV_KIND_STRING {
            let count = Int(jv_string_length_bytes(jv_copy(message)))
            if let bytes = jv_string_value(message) {
                messages.append(
                    bytes.withMemoryRebound(to: UInt8.self, capacity: count) {
                        String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
                    })
            }
            jv_free(message)
        } else {
            let dumped = jv_dump_string(message, 0)
            messages.append(jv_string_value(dumped).map { String(cString: $0) } ?? "")
            jv_free(dumped)
        }
    }
}
