import Domain
import Foundation
import Presentation
import TerminalUI

/// One author's page: the name and username, then the e-mail, phone and web site, the address and the company, each
/// on its own labelled line; `p` (offered by the posts feature) lists the author's posts, `o` opens the author's
/// page on the posts API's site.
public enum PostAuthorPane: DetailPaneContent {
    /// The author's page.
    public typealias Value = PostAuthorProfile
    /// The author's view model.
    public typealias Model = PostAuthorViewModel

    /// `GetPostAuthorUseCase`.
    public static var useCase: Any.Type { GetPostAuthorUseCase.self }

    /// "Loading author 1…".
    public static func loadingText(of model: PostAuthorViewModel) -> String { "Loading author \(model.id)…" }

    /// The author's username, "@Bret", once loaded.
    public static func trailing(of author: PostAuthorProfile?) -> String {
        author.map { "@" + TerminalSanitizer.singleLine($0.username) } ?? ""
    }

    /// The author's address on the posts API (`BASE/users/ID`).
    public static func webURL(of model: PostAuthorViewModel, context: PaneContext) -> URL? {
        context.links.postAuthor(id: model.id)
    }

    /// The author as styled paragraphs: the name, the username (in `theme`'s secondary style), then a
    /// "Label: value" line for each detail known.
    public static func paragraphs(of author: PostAuthorProfile, theme: Theme) -> [StyledText] {
        var lines = [
            StyledText.line(author.name, style: Style(attributes: [.bold, .underline])),
            StyledText.line("@\(author.username)", style: theme.secondary), StyledText(""),
        ]
        let address = [
            author.address.street, author.address.suite, author.address.city, author.address.zipcode,
        ].compactMap { $0 }.joined(separator: ", ")
        let company = [author.company.name, author.company.catchPhrase, author.company.business]
            .compactMap { $0 }.joined(separator: " · ")
        let fields: [(String, String?)] = [
            ("Email", author.email), ("Phone", author.phone), ("Website", author.website),
            ("Address", address.isEmpty ? nil : address), ("Company", company.isEmpty ? nil : company),
        ]
        for (label, value) in fields {
            // A field that cleaning leaves blank (only control characters or escapes) gets no row.
            guard let value, !TerminalSanitizer.sanitize(value).allSatisfy(\.isWhitespace) else { continue }
            lines.append(StyledText.line("\(label): \(value)"))
        }
        return lines
    }
}
