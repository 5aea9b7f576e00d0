/// The README's command table, derived from the declarations: one row per command with its usage and abstract.
enum CommandTable {
    /// The table in Markdown.
    static func markdown() -> String {
        var lines = ["| command | what it does |", "| --- | --- |"]
        for type in CommandList.all {
            let configuration = type.configuration
            lines.append("| `atomic \(configuration.tableUsage)` | \(configuration.abstract) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
