import AtomicJQ

/// The expressions every input is run through as JSON.
private let expressions = [
    ".", "tojson | fromjson", ".[]?", "[paths]", "[.. | strings] | length", ".[0].login?", "map(.login?)?",
    "[tostream]", "keys?", "to_entries?", "[.. | numbers | tostring]", "try (.[0] | tonumber) catch \"x\"",
]

/// ``expressions`` compiled.
private let programs: [JQProgram] = expressions.map { expression in
    do throws(JQError) {
        return try JQProgram(expression)
    } catch {
        fatalError("\(expression) does not compile: \(error.message)")
    }
}

/// libFuzzer entry point: runs the fixed expressions on the input as JSON, and compiles the input as an
/// expression; checks what ``JQProgram`` promises: it returns or throws, never aborts; every message is one
/// line; `.` and `tojson | fromjson` give the same results.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJQProgram(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    var results: [Result<[JQOutput], JQError>] = []
    for program in programs {
        do {
            results.append(.success(try program.results(on: input)))
        } catch {
            check(error)
            results.append(.failure(error))
        }
    }
    if results[0] != results[1], case .success = results[0] {
        fatalError("`.` gave \(results[0]) but `tojson | fromjson` gave \(results[1])")
    }
    do {
        _ = try JQProgram(String(decoding: input, as: UTF8.self))
    } catch {
        check(error)
    }
    return 0
}

/// Stops the run when `error`'s message is not one line.
private func check(_ error: JQError) {
    if error.message.contains(where: \.isNewline) { fatalError("a message of two lines: \(error)") }
}
