/// The help a program prints for itself, a command or a topic, derived from the declarations and laid out for a
/// width: USAGE, COMMANDS or ARGUMENTS, FLAGS, INHERITED FLAGS, JSON FIELDS, EXAMPLES, ENVIRONMENT and LEARN
/// MORE, as gh's help has them.
public struct HelpFormatter: Sendable {
    /// The program the help describes.
    public let program: CommandLineProgram
    /// The most columns a line may take.
    public let width: Int

    /// Help for `program`, laid out in `width` columns (at least ``HelpLayout/narrowest``).
    public init(program: CommandLineProgram, width: Int) {
        self.program = program
        self.width = width
    }

    /// Help for `topic`: a command's words below the program (`users`, `search users`), a help topic's name, or
    /// nil (and anything else) for the program itself.
    public func text(for topic: String?) -> String {
        if let topic {
            let words = topic.split(separator: " ").map(String.init)
            if !words.isEmpty, let command = program.command(at: words) {
                return self.command(command)
            }
            if let helpTopic = program.topic(named: topic) {
                return self.topic(helpTopic)
            }
        }
        return root()
    }

    /// The program's own help: what it is, its usage, commands, global flags, JSON fields and examples.
    public func root() -> String {
        let configuration = program.root.configuration
        var layout = HelpLayout(width: width)
        layout.paragraph(configuration.abstract + ".", indent: 0)
        layout.heading("USAGE")
        layout.paragraph("\(program.name) [flags] [command]")
        layout.blank()
        layout.paragraph(configuration.discussion)
        layout.heading("COMMANDS")
        layout.definitions(program.commands.map { ($0.name + ":", $0.configuration.abstract) })
        return closing(&layout, flags: "FLAGS", help: \.fullHelp, configuration: configuration)
    }

    /// The help page of `command`.
    public func command(_ command: CommandDescription) -> String {
        let configuration = command.configuration
        var layout = HelpLayout(width: width)
        layout.paragraph(configuration.abstract + ".", indent: 0)
        layout.heading("USAGE")
        layout.paragraph(command.usage, hanging: 2)
        if !configuration.discussion.isEmpty {
            layout.blank()
            layout.paragraph(configuration.discussion)
        }
        if !command.arguments.isEmpty {
            layout.heading("ARGUMENTS")
            layout.definitions(command.arguments.map { ($0.name, $0.help) })
        }
        if !command.pageOptions.isEmpty {
            layout.heading("FLAGS")
            layout.definitions(command.pageOptions.map { ($0.synopsis, $0.fullHelp) })
        }
        return closing(&layout, flags: "INHERITED FLAGS", help: \.help, configuration: configuration)
    }

    /// The sections a program's and a command's help end with, appended to `layout`: the program's global flags
    /// under the heading `flags`, each with its `help`, then the JSON fields, the examples, the environment and
    /// where to learn more; the whole text.
    private func closing(
        _ layout: inout HelpLayout, flags: String, help: KeyPath<OptionDeclaration, String>,
        configuration: CommandConfiguration
    ) -> String {
        layout.heading(flags)
        layout.definitions(program.root.options.map { ($0.synopsis, $0[keyPath: help]) })
        if !configuration.jsonFields.isEmpty {
            layout.heading("JSON FIELDS")
            layout.paragraph(configuration.jsonFields.joined(separator: ", "))
        }
        examples(configuration.examples, into: &layout)
        environment(into: &layout)
        learnMore(into: &layout)
        return layout.text
    }

    /// The page of a help topic.
    public func topic(_ topic: HelpTopic) -> String {
        var layout = HelpLayout(width: width)
        layout.paragraph(topic.abstract + ".", indent: 0)
        for paragraph in topic.paragraphs {
            layout.blank()
            layout.paragraph(paragraph)
        }
        layout.blank()
        layout.definitions(topic.rows.map { ($0.term, $0.description) })
        learnMore(into: &layout)
        return layout.text
    }

    private func examples(_ examples: [Example], into layout: inout HelpLayout) {
        guard !examples.isEmpty else { return }
        layout.heading("EXAMPLES")
        for (index, example) in examples.enumerated() {
            if index > 0 { layout.blank() }
            layout.paragraph("# " + example.comment)
            layout.paragraph("$ " + example.command, hanging: 4)
        }
    }

    private func environment(into layout: inout HelpLayout) {
        layout.heading("ENVIRONMENT")
        layout.paragraph(program.documentation.environmentSummary)
    }

    private func learnMore(into layout: inout HelpLayout) {
        layout.heading("LEARN MORE")
        layout.paragraph("Use '\(program.name) COMMAND --help' for more about a command.")
        if !program.topics.isEmpty {
            let help = "\(program.name) \(program.documentation.helpCommand)"
            layout.paragraph("Topics: " + program.topicNames.map { "'\(help) \($0)'" }.joined(separator: ", ") + ".")
        }
        for line in program.documentation.learnMore {
            layout.paragraph(line)
        }
    }
}
