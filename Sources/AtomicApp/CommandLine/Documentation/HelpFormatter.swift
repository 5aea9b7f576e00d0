import AtomicCore

/// The help `atomic --help`, `atomic COMMAND --help` and `atomic help TOPIC` print, derived from the
/// declarations and laid out for a width: USAGE, COMMANDS or ARGUMENTS, FLAGS, INHERITED FLAGS, JSON FIELDS,
/// EXAMPLES, ENVIRONMENT and LEARN MORE, as gh's help has them.
struct HelpFormatter {
    /// The most columns a line may take.
    let width: Int

    /// Help for `topic`: a command's name, a help topic's, or nil for `atomic` itself.
    func text(for topic: String?) -> String {
        if let topic, let type = CommandList.command(named: topic) {
            return command(type.configuration)
        }
        if let topic, let helpTopic = HelpTopic(rawValue: topic) {
            return self.topic(helpTopic)
        }
        return root()
    }

    /// The `--version` line.
    static var versionLine: String { "atomic \(AtomicArchVersion.current)\n" }

    private func root() -> String {
        let configuration = RootCommand.configuration
        var layout = HelpLayout(width: width)
        layout.paragraph(configuration.abstract + ".", indent: 0)
        layout.heading("USAGE")
        layout.paragraph("atomic [flags] [command]")
        layout.blank()
        layout.paragraph(configuration.discussion)
        layout.heading("COMMANDS")
        layout.definitions(CommandList.all.map { ($0.configuration.commandName + ":", $0.configuration.abstract) })
        layout.heading("FLAGS")
        layout.definitions(GlobalOptionDeclarations.all.map { ($0.synopsis, $0.fullHelp) })
        layout.heading("JSON FIELDS")
        layout.paragraph(configuration.jsonFields.joined(separator: ", "))
        examples(configuration.examples, into: &layout)
        environment(into: &layout)
        learnMore(into: &layout)
        return layout.text
    }

    private func command(_ configuration: CommandConfiguration) -> String {
        var layout = HelpLayout(width: width)
        layout.paragraph(configuration.abstract + ".", indent: 0)
        layout.heading("USAGE")
        layout.paragraph(configuration.usage, hanging: 2)
        if !configuration.discussion.isEmpty {
            layout.blank()
            layout.paragraph(configuration.discussion)
        }
        if !configuration.arguments.isEmpty {
            layout.heading("ARGUMENTS")
            layout.definitions(configuration.arguments.map { ($0.name, $0.help) })
        }
        if !configuration.options.isEmpty {
            layout.heading("FLAGS")
            layout.definitions(configuration.options.map { ($0.synopsis, $0.fullHelp) })
        }
        layout.heading("INHERITED FLAGS")
        layout.definitions(GlobalOptionDeclarations.all.map { ($0.synopsis, $0.help) })
        if !configuration.jsonFields.isEmpty {
            layout.heading("JSON FIELDS")
            layout.paragraph(configuration.jsonFields.joined(separator: ", "))
        }
        examples(configuration.examples, into: &layout)
        environment(into: &layout)
        learnMore(into: &layout)
        return layout.text
    }

    private func topic(_ topic: HelpTopic) -> String {
        var layout = HelpLayout(width: width)
        layout.paragraph(topic.abstract + ".", indent: 0)
        let content = topic.content
        for paragraph in content.paragraphs {
            layout.blank()
            layout.paragraph(paragraph)
        }
        layout.blank()
        layout.definitions(content.rows)
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
        layout.paragraph(
            "Each flag with a variable reads it when the flag is absent; GH_TOKEN, then GITHUB_TOKEN, authenticates "
                + "GitHub requests. See 'atomic help environment'.")
    }

    private func learnMore(into layout: inout HelpLayout) {
        layout.heading("LEARN MORE")
        layout.paragraph("Use 'atomic COMMAND --help' for more about a command.")
        layout.paragraph(
            "Topics: " + HelpTopic.allCases.map { "'atomic help \($0.rawValue)'" }.joined(separator: ", ") + ".")
        layout.paragraph("Read the manual with 'atomic man | man -l -'.")
    }
}
