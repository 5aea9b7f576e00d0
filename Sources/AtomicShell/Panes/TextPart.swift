import Presentation

/// A part of a text pane that a person can select with Tab and Shift-Tab, such as a post's author or one of its
/// comments: the paragraph it starts at, the route Enter opens on it, and the text `y` copies there.
///
/// A pane with parts selects its first one when it shows; the selected part's paragraph is drawn in reverse video.
/// A part with no ``route`` opens nothing, and on a part with no ``copiedText`` `y` copies the page's address, as on a
/// text without parts.
public struct TextPart: Sendable, Hashable {
    /// The index of the part's paragraph in the pane's text (its `paragraphs`).
    public var paragraph: Int
    /// The screen Enter opens on the part (the author's page), or `nil`.
    public var route: Route?
    /// The text `y` copies on the part (a commenter's e-mail address), as received: the clipboard gets it whole,
    /// the status bar says what was copied only in sanitised words; `nil` copies the page's address.
    public var copiedText: String?
    /// What ``copiedText`` is, for the status bar ("e-mail address").
    public var copiedNoun: String

    /// A part at `paragraph` that opens `route` and copies `copiedText`, called `copiedNoun` in the status bar.
    public init(paragraph: Int, route: Route? = nil, copiedText: String? = nil, copiedNoun: String = "text") {
        self.paragraph = paragraph
        self.route = route
        self.copiedText = copiedText
        self.copiedNoun = copiedNoun
    }
}
