/// One message of a program run in a child process (``JQIsolatedProgram``) to its parent: a result, or the error
/// that ended the run. On the pipe a frame is a tag byte, the payload's length in decimal, `:` and the payload
/// (`s5:hello`): `s` a string's text, `j` compact JSON, `c`/`r`/`i` a compile, runtime or input error's message,
/// `a` an abort's reason, `H` a halt without a message (its exit code), `h` a halt with one (the exit code, a
/// line feed, the message), and `e0:`, the end of a run that finished.
enum JQFrame: Equatable, Sendable {
    /// A result.
    case output(JQOutput)
    /// The error that ended the run.
    case failure(JQError)
    /// The run finished: every result was written.
    case end

    /// The longest payload a frame may announce (1 GiB): a longer one is malformed.
    static let largestPayload = 1 << 30

    /// The frame's bytes.
    var bytes: [UInt8] {
        let (tag, payload): (UInt8, String) =
            switch self {
            case .output(.string(let text)): (UInt8(ascii: "s"), text)
            case .output(.json(let text)): (UInt8(ascii: "j"), text)
            case .failure(.compile(let text)): (UInt8(ascii: "c"), text)
            case .failure(.runtime(let text)): (UInt8(ascii: "r"), text)
            case .failure(.input(let text)): (UInt8(ascii: "i"), text)
            case .failure(.aborted(let text)): (UInt8(ascii: "a"), text)
            case .failure(.halted(let exitCode, nil)): (UInt8(ascii: "H"), "\(exitCode)")
            case .failure(.halted(let exitCode, let message?)): (UInt8(ascii: "h"), "\(exitCode)\n\(message)")
            case .end: (UInt8(ascii: "e"), "")
            }
        let body = Array(payload.utf8)
        return [tag] + Array("\(body.count):".utf8) + body
    }

    /// The complete frames at the start of `buffer`, removed from it; what is left is the start of a frame still
    /// to come. Nil when the bytes are no frame (an unknown tag, a bad length).
    static func take(from buffer: inout [UInt8]) -> [JQFrame]? {
        var frames: [JQFrame] = []
        var start = 0
        while start < buffer.count {
            var index = start + 1
            var length = 0
            while index < buffer.count, buffer[index] != UInt8(ascii: ":") {
                let digit = Int(buffer[index]) - Int(UInt8(ascii: "0"))
                guard (0...9).contains(digit), length <= largestPayload / 10 else { return nil }
                length = length * 10 + digit
                index += 1
            }
            guard index < buffer.count else { break }
            guard index > start + 1, length <= largestPayload else { return nil }
            let end = index + 1 + length
            guard end <= buffer.count else { break }
            let payload = String(decoding: buffer[(index + 1)..<end], as: UTF8.self)
            guard let frame = frame(tag: buffer[start], payload: payload) else { return nil }
            frames.append(frame)
            start = end
        }
        buffer.removeFirst(start)
        return frames
    }

    /// The frame `tag` and `payload` make, or nil for an unknown tag or a halt without an exit code.
    private static func frame(tag: UInt8, payload: String) -> JQFrame? {
        switch tag {
        case UInt8(ascii: "s"): return .output(.string(payload))
        case UInt8(ascii: "j"): return .output(.json(payload))
        case UInt8(ascii: "c"): return .failure(.compile(payload))
        case UInt8(ascii: "r"): return .failure(.runtime(payload))
        case UInt8(ascii: "i"): return .failure(.input(payload))
        case UInt8(ascii: "a"): return .failure(.aborted(payload))
        case UInt8(ascii: "e"): return payload.isEmpty ? .end : nil
        case UInt8(ascii: "H"):
            return Int32(payload).map { .failure(.halted(exitCode: $0, message: nil)) }
        case UInt8(ascii: "h"):
            let parts = payload.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let exitCode = Int32(parts[0]) else { return nil }
            return .failure(.halted(exitCode: exitCode, message: String(parts[1])))
        default: return nil
        }
    }
}
