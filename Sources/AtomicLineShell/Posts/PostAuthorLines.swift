import Domain
import Presentation

/// One author's page as lines: the name, the username, then a "Label: value" line for each detail known; the
/// posts feature offers `p` for the author's posts.
public enum PostAuthorLines: DetailLineContent {
    /// The author's page.
    public typealias Value = PostAuthorProfile
    /// The author's view model.
    public typealias Model = PostAuthorViewModel

    /// "author 1".
    public static func name(of model: PostAuthorViewModel) -> String { "author \(model.id)" }

    /// The name, "@username", then the e-mail, phone, web site, address and company that are known.
    public static func lines(of author: PostAuthorProfile) -> [String] {
        let address = [author.address.street, author.address.suite, author.address.city, author.address.zipcode]
            .compactMap { $0 }.joined(separator: ", ")
        let company = [author.company.name, author.company.catchPhrase, author.company.business]
            .compactMap { $0 }.joined(separator: " · ")
        let fields: [(String, String?)] = [
            ("Email", author.email), ("Phone", author.phone), ("Website", author.website),
            ("Address", address.isEmpty ? nil : address), ("Company", company.isEmpty ? nil : company),
        ]
        var lines = [author.name, "@\(author.username)"]
        for (label, value) in fields {
            // A field that cleaning leaves blank (only control characters or escapes) gets no line.
            guard let value, !LineText.line(value).allSatisfy(\.isWhitespace) else { continue }
            lines.append("\(label): \(value)")
        }
        return lines
    }
}
