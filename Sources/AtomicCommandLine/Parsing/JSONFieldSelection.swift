import TerminalUI

/// The keys a `--json=FIELDS` flag selects, and the check that the command prints them, with usage errors that
/// show the text sanitised and suggest the closest valid field.
///
/// ```swift
/// let fields = try JSONFieldSelection.fields(in: "id,login,id")  // ["id", "login"]
/// try JSONFieldSelection.check(fields, valid: ["login", "id"], commandName: "atomic users")
/// ```
public enum JSONFieldSelection {
    /// The comma-separated field names in `text`, in order, without repeats; a usage error when there is none
    /// or one is empty.
    public static func fields(in text: String) throws(UsageError) -> [String] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !names.isEmpty, !names.contains(where: \.isEmpty) else {
            throw UsageError(
                "--json=FIELDS needs field names separated by commas, got \"\(TerminalSanitizer.singleLine(text))\"",
                hint: "e.g. --json=id,login; see the command's help for its JSON FIELDS")
        }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// Checks that every name in `fields` is one of `valid`, the JSON fields of the command `commandName`.
    public static func check(_ fields: [String], valid: [String], commandName: String) throws(UsageError) {
        guard !valid.isEmpty else {
            throw UsageError(
                "'\(commandName)' prints no JSON fields to choose from", hint: "use --json without =FIELDS")
        }
        for field in fields where !valid.contains(field) {
            let guess = Suggestion.closest(to: field, in: valid).map { "did you mean \($0)? " } ?? ""
            throw UsageError(
                "unknown JSON field \"\(TerminalSanitizer.singleLine(field))\" for '\(commandName)'",
                hint: "\(guess)valid fields: \(valid.joined(separator: ", "))")
        }
    }
}
