@testable import AtomicJQ

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
/// expression, and reads it as the frames of a child process; checks the promises: ``JQProgram`` returns or
/// throws, never aborts; every message is one line; `.` and `tojson | fromjson` give the same results; the
/// frames read, written again, read back as themselves.
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
    // The input as what a child process wrote: the frames read, written again, read back as themselves.
    var buffer = input
    if let frames = JQFrame.take(from: &buffer) {
        var again = frames.flatMap(\.bytes)
        if JQFrame.take(from: &again) != frames || !again.isEmpty {
            fatalError("frames \(frames) do not read back from their own bytes")
        }
    }
    return 0
}

/// Stops the run when `error`'s message is not one line.
private func check(_ error: JQError) {
    if error.message.contains(where: \.isNewline) { fatalError("a message of two lines: \(error)") }
}
