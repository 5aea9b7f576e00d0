import Foundation

/// The definitions put before every expression, on its first line, and the checks made on the expression
/// before libjq compiles it: the guards that keep libjq 1.6 from aborting the process.
///
/// libjq 1.6 aborts (an assertion, or "cannot allocate memory") on a write to a huge array index
/// (`.[1e9] = 1`, `setpath([1e9]; 1)`, `fromstream([[1e9], 1])`) and on `strftime` of a number it cannot turn
/// into a date (`1e300 | todate`). The prelude shadows the builtins involved with versions that check first and
/// raise a runtime error instead; each calls the builtin through an alias made before the shadow, so its result
/// is the builtin's. `stderr` is the identity: libjq would write the value to the process's standard error
/// unsanitised.
enum JQPrelude {
    /// The largest array index an assignment or `setpath` may write (1,000,000: an array of 16 MB in libjq).
    static let largestArrayIndex = 1_000_000

    /// The words that open a directive that loads a file (`import`, `include`, and `module`, which only comes
    /// before them): refused, since a directive's `search` key reads any folder whatever the library path.
    static let refusedDirectives: Set<String> = ["import", "include", "module"]

    /// The prelude's text: one line ending in a space, which the expression follows on the same line, so that
    /// libjq's line numbers (compile errors, `$__loc__`) are the expression's own.
    static let text: String = {
        let limit = largestArrayIndex
        let definitions = [
            "def _atomic_setpath($p; $v): setpath($p; $v);",
            "def _atomic_assign(p; v): _assign(p; v);",
            "def _atomic_modify(p; f): _modify(p; f);",
            "def _atomic_fromstream(f): fromstream(f);",
            "def _atomic_strftime($f): strftime($f);",
            "def _atomic_strflocaltime($f): strflocaltime($f);",
            "def _atomic_check_path: if type == \"array\" and any(.[]; type == \"number\" and . > \(limit))"
                + " then error(\"array index above \(limit) refused: \\(tojson)\") else . end;",
            "def _atomic_check_paths(p): reduce path(p) as $p (.; ($p | _atomic_check_path) as $checked | .);",
            // The value first, then the path, as the builtin goes through the outputs of its arguments.
            "def setpath(p; v): v as $v | p as $p | ($p | _atomic_check_path) as $checked | _atomic_setpath($p; $v);",
            "def _assign(p; v): _atomic_check_paths(p) | _atomic_assign(p; v);",
            "def _modify(p; f): _atomic_check_paths(p) | _atomic_modify(p; f);",
            "def fromstream(f): _atomic_fromstream(f | if type == \"array\" then (.[0] | _atomic_check_path)"
                + " as $checked | . else . end);",
            "def strftime($f): if type == \"number\" then gmtime | _atomic_strftime($f) else _atomic_strftime($f) end;",
            "def strflocaltime($f): if type == \"number\" then localtime | _atomic_strflocaltime($f)"
                + " else _atomic_strflocaltime($f) end;",
            "def todate: strftime(\"%Y-%m-%dT%H:%M:%SZ\");",
            "def todateiso8601: todate;",
            "def date: todate;",
            "def stderr: .;",
        ]
        return definitions.joined(separator: " ") + " "
    }()

    /// The directive `expression` opens with, when its first word (after spaces and `#` comments) is one of
    /// ``refusedDirectives``; nil otherwise.
    static func refusedDirective(in expression: String) -> String? {
        var scalars = expression.unicodeScalars[...]
        while let first = scalars.first {
            if first.properties.isWhitespace {
                scalars = scalars.dropFirst()
            } else if first == "#" {
                scalars = scalars.drop { $0 != "\n" && $0 != "\r" }
            } else {
                break
            }
        }
        let word = String(String.UnicodeScalarView(scalars.prefix { $0 == "_" || $0.isASCIIAlphanumeric }))
        return refusedDirectives.contains(word) ? word : nil
    }

    /// libjq's compile error `message` on one line: the part before its first line break (the quoted source line
    /// is left out), without `jq: error: ` and the closing colon.
    static func condensed(_ message: String) -> String {
        var line = String(message.prefix { $0 != "\n" })
        if line.hasPrefix("jq: error: ") { line.removeFirst("jq: error: ".count) }
        while line.hasSuffix(":") || line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is an ASCII letter or digit.
    fileprivate var isASCIIAlphanumeric: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }
}
