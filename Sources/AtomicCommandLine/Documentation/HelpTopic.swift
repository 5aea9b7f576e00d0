/// A help topic that is not a command (`help environment`, `help exit-codes`): a title line, paragraphs, and a
/// list of terms with their descriptions.
public struct HelpTopic: Sendable {
    /// The word that names the topic.
    public let name: String
    /// One line saying what the topic covers.
    public let abstract: String
    /// The paragraphs before the list.
    public let paragraphs: [String]
    /// The list: each term with its description.
    public let rows: [(term: String, description: String)]

    /// A topic; see the properties for the meaning of each parameter.
    public init(
        _ name: String, abstract: String, paragraphs: [String] = [], rows: [(term: String, description: String)]
    ) {
        self.name = name
        self.abstract = abstract
        self.paragraphs = paragraphs
        self.rows = rows
    }
}
