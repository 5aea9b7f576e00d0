import TerminalUI

/// How one command writes to a ``Console``: in styles on a terminal, as tables fitted to it or tab-separated
/// records for a pipe, as JSON indented for people or on one line for tools, with only the keys `--json=FIELDS`
/// selects; warnings wrapped to a terminal's width, and an empty list's text kept off standard output in a pipe.
public struct CommandOutput: Sendable {
    /// Where the output goes.
    public let console: any Console
    /// Styles on a terminal, unless colour is off (`--no-color`, `NO_COLOR`, `CLICOLOR=0`) or the terminal is
    /// `TERM=dumb`; anywhere when colour is forced (`CLICOLOR_FORCE`).
    public let style: TextStyle
    /// The keys kept in the JSON objects written; nil keeps every key.
    public let jsonFields: Set<String>?

    /// The output of a command on `console`, styled when `color` allows it and the console is a terminal that
    /// shows styles, or wherever it goes when `colorForced`; keeping only `jsonFields` in JSON (every key when nil).
    public init(console: any Console, color: Bool, colorForced: Bool = false, jsonFields: [String]? = nil) {
        self.console = console
        style = TextStyle(isEnabled: color && (colorForced || (console.isTerminal && !console.isDumb)))
        self.jsonFields = jsonFields.map(Set.init)
    }

    /// Tables fitted to a terminal, with hyperlinks where it shows them; tab-separated records for a pipe.
    public var plain: PlainOutput {
        PlainOutput(
            width: console.width, style: style, tabSeparated: !console.isTerminal,
            hyperlinks: console.isTerminal && !console.isDumb)
    }

    /// JSON indented and coloured when ``style`` is on, indented on a terminal without styles, on one line for a
    /// pipe.
    public var jsonFormat: JSONWriter.Format {
        style.isEnabled ? .terminal : (console.isTerminal ? .indented : .compact)
    }

    /// `value` as JSON in ``jsonFormat``, with only the keys ``jsonFields`` selects.
    public func json(_ value: some JSONWritable) -> String {
        JSONWriter.render(value, format: jsonFormat, fields: jsonFields)
    }

    /// A JSON array in ``jsonFormat`` with only the keys ``jsonFields`` selects, written to the console's standard
    /// output as its elements arrive.
    public func jsonArrayStream() -> JSONArrayStream {
        let console = console
        return JSONArrayStream(format: jsonFormat, fields: jsonFields) { console.write(utf8: $0) }
    }

    /// `warning: text` on standard error, wrapped to the width when standard error is a terminal.
    public func writeWarning(_ text: String) {
        let line = "warning: \(text)"
        let lines = console.errorIsTerminal ? TextWrapper.wrap(line, toWidth: console.width) : [line]
        console.writeError(lines.joined(separator: "\n") + "\n")
    }

    /// Writes `text`, the plain text of a list, to standard output; when the list is empty (`text` then says so,
    /// as `No users.`) and standard output is not a terminal, to standard error instead, so that a script reading
    /// one record a line gets none.
    public func writeList(_ text: String, isEmpty: Bool) {
        if isEmpty && !console.isTerminal {
            console.writeError(text)
        } else {
            console.write(text)
        }
    }
}
