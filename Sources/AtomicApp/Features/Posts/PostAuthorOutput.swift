import AtomicOutput
import Domain
import TerminalUI

extension PlainOutput {
    /// The column an author's values start at, after their labels ("Website  ").
    static let authorValueColumn = 10

    /// One author's page: the name and username, then a labelled line for each detail known (e-mail, phone, web
    /// site, address, company, id); every text from the server cleaned, values wrapped under their column.
    func author(_ author: PostAuthorProfile) -> String {
        var lines = wrapped("\(clean(author.name)) (@\(clean(author.username)))", styled: style.bold)
        lines.append("")
        let address = [author.address.street, author.address.suite, author.address.city, author.address.zipcode]
            .compactMap { $0 }.joined(separator: ", ")
        let company = [author.company.name, author.company.catchPhrase, author.company.business]
            .compactMap { $0 }.joined(separator: " · ")
        let fields: [(String, String?)] = [
            ("Email", author.email), ("Phone", author.phone), ("Website", author.website),
            ("Address", address.isEmpty ? nil : address), ("Company", company.isEmpty ? nil : company),
            ("ID", "\(author.id)"),
        ]
        let indent = String(repeating: " ", count: Self.authorValueColumn)
        for (label, value) in fields {
            // A field that cleaning leaves blank (only control characters or escapes) gets no row.
            guard let value, !clean(value).allSatisfy(\.isWhitespace) else { continue }
            let pieces = TextWrapper.wrap(
                clean(value), toWidth: max(width, Self.authorValueColumn + 1) - Self.authorValueColumn)
            for (index, piece) in pieces.enumerated() {
                let lead = index == 0 ? style.dim(TextWidth.pad(label, toWidth: Self.authorValueColumn)) : indent
                lines.append(lead + piece)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension JSONOutput {
    /// `atomic author ID --json`: the author's page as JSONPlaceholder shapes it (`address` and `company` objects,
    /// the company's `bs`), without the map position.
    struct AuthorProfile: JSONWritable {
        let author: PostAuthorProfile

        func write(to writer: inout JSONWriter) {
            writer.object([
                "id": .int(author.id), "name": .string(author.name), "username": .string(author.username),
                "email": .string(author.email), "address": .value(Address(address: author.address)),
                "phone": .string(author.phone), "website": .string(author.website),
                "company": .value(Company(company: author.company)),
            ])
        }
    }

    /// The address inside `AuthorProfile`.
    struct Address: JSONWritable {
        let address: PostAuthorProfile.Address

        func write(to writer: inout JSONWriter) {
            writer.object([
                "street": .string(address.street), "suite": .string(address.suite), "city": .string(address.city),
                "zipcode": .string(address.zipcode),
            ])
        }
    }

    /// The company inside `AuthorProfile`.
    struct Company: JSONWritable {
        let company: PostAuthorProfile.Company

        func write(to writer: inout JSONWriter) {
            writer.object([
                "name": .string(company.name), "catchPhrase": .string(company.catchPhrase),
                "bs": .string(company.business),
            ])
        }
    }
}
